import Foundation

/// A request that can be saved with the navigation state and sent again on the next launch: a ``SceneRequest``
/// that is `Codable`, saved under a stable ``restorationID``.
///
/// ```swift
/// struct AlbumRequest: RestorableRequest, Equatable {
///     static let restorationID = "album"
///     let albumID: String
/// }
/// ```
///
/// Encode what identifies the screen's content (an ID), not the content itself, and leave closures such as an
/// `onResponse` handler out of the request's `CodingKeys`: a restored request is sent again without them. A
/// ``SceneRestoration`` records the restorable requests whose screens are on stage and replays them in order;
/// A tab or page selected by ``TransitionRequest`` is restorable as it comes.
public protocol RestorableRequest: SceneRequest, Codable {
    /// The name this request's entries are saved under, stable across launches and app versions. Defaults to the
    /// type's full name, module and enclosing types included (`PhotoApp.Albums.Open`), so same-named types in
    /// different places never share one; renaming or moving the type loses the states saved before unless you
    /// spell the old name here.
    static var restorationID: String { get }
}

extension RestorableRequest {
    /// The type's full name, such as `PhotoApp.Albums.Open`: module and enclosing types included, the addresses
    /// Swift names private and local scopes with left out, so that it is the same on every launch.
    public static var restorationID: String { RestorationID.defaultID(of: Self.self) }
}

/// How a request type's restoration ID is made when it does not spell one.
package enum RestorationID {
    /// `String(reflecting:)` of the type without its `(unknown context at $…).` parts, which differ per launch.
    package static func defaultID(of type: Any.Type) -> String {
        var name = Substring(String(reflecting: type))
        var id = ""
        while let start = name.range(of: "(unknown context at $") {
            id += name[..<start.lowerBound]
            name = name[start.upperBound...]
            guard let end = name.range(of: ").") else { break }
            name = name[end.upperBound...]
        }
        return id + name
    }

    /// The ID the type was saved under before IDs were full names: its bare name, such as `Open`.
    static func legacyID(of type: Any.Type) -> String {
        String(describing: type)
    }
}
