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
/// ``SelectTabRequest`` and ``SelectPageRequest`` are restorable as they come.
public protocol RestorableRequest: SceneRequest, Codable {
    /// The name this request's entries are saved under, stable across launches and app versions. Defaults to the
    /// type's name, so renaming the type loses the states saved before unless you spell the old name here.
    static var restorationID: String { get }
}

extension RestorableRequest {
    /// The type's name, such as `AlbumRequest`.
    public static var restorationID: String { String(describing: Self.self) }
}
