import Foundation

/// Everything that can go wrong making a screen from a storyboard, where UIKit would raise an Objective-C exception
/// (and the app would crash) or hand back a view controller of another class.
///
/// A storyboard scene throws it, and the request fails with ``ScenePivotError/sceneFailed(_:underlying:)``, this
/// error inside:
///
/// ```swift
/// do {
///     try await pivot.response(to: AlbumDetailRequest(album: album))
/// } catch ScenePivotError.sceneFailed(_, let underlying as StoryboardError) {
///     print(underlying)   // The storyboard "Albums" has no scene with the identifier "albm"; did you mean "album"? …
/// }
/// ```
public enum StoryboardError: LocalizedError, Equatable, Sendable, CustomStringConvertible {
    /// The bundle holds no compiled storyboard of this name: the storyboard's name and the bundle's.
    case storyboardNotFound(String, bundle: String)
    /// The storyboard has no scene with this Storyboard ID: the identifier, the storyboard, and the identifier it
    /// declares that is closest to it, if one is close.
    case unknownIdentifier(String, storyboard: String, suggestion: String?)
    /// The storyboard has no initial view controller (its "Is Initial View Controller" box is unchecked).
    case noInitialScreen(storyboard: String)
    /// The scene made a view controller of another class than the one asked for: the identifier (`nil` for the
    /// storyboard's initial scene), the storyboard, the class asked for and the class made.
    case wrongClass(String?, storyboard: String, expected: String, made: String)

    /// A readable explanation, naming the storyboard and the identifier and the next step to take, on one line: the
    /// texts it embeds are escaped.
    public var description: String {
        TextEscaping.singleLine(unescapedDescription)
    }

    /// The ``description``.
    public var errorDescription: String? { description }

    private var unescapedDescription: String {
        switch self {
        case .storyboardNotFound(let name, let bundle):
            return "The bundle \(TextEscaping.quoted(bundle)) has no storyboard named \(TextEscaping.quoted(name)); "
                + "check the name (without \".storyboard\"), that the storyboard is a member of the bundle's target, "
                + "and pass the bundle that holds it as bundle: (Bundle.module from a Swift package, Bundle(for:) with "
                + "one of its classes from a framework)."
        case .unknownIdentifier(let identifier, let storyboard, let suggestion):
            let hint = suggestion.map { "did you mean \(TextEscaping.quoted($0))? " } ?? ""
            return "The storyboard \(TextEscaping.quoted(storyboard)) has no scene with the identifier "
                + "\(TextEscaping.quoted(identifier)); \(hint)set it as the view controller's Storyboard ID in "
                + "Interface Builder, or fix the identifier."
        case .noInitialScreen(let storyboard):
            return "The storyboard \(TextEscaping.quoted(storyboard)) has no initial view controller; check "
                + "\"Is Initial View Controller\" on one of its scenes, or make a scene by its identifier."
        case .wrongClass(let identifier, let storyboard, let expected, let made):
            let scene = identifier.map { "The scene \(TextEscaping.quoted($0))" } ?? "The initial scene"
            return "\(scene) of the storyboard \(TextEscaping.quoted(storyboard)) made a view controller of class "
                + "\(made), not \(expected); set its Custom Class to \(expected), and its Module to the module that "
                + "declares it (or check Inherit Module From Target), in Interface Builder, or ask for \(made)."
        }
    }
}
