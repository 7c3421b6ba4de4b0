#if canImport(UIKit)
import UIKit

/// A scene that shows a screen made from a storyboard with its dependencies: like calling
/// `instantiateViewController(identifier:creator:)` and then `pushViewController(_:animated:)`, with the scene's
/// dependencies passed to the view controller's initializer instead of set in `prepare(for:sender:)`.
///
/// ```swift
/// let albums = Storyboard("Albums")
/// pivot.builder.register(AlbumDetailRequest.self) { [store] request in
///     StoryboardScene(albums, "album") { coder in
///         AlbumViewController(coder: coder, album: request.album, store: store)
///     }
/// }
/// ```
///
/// The screen is made when the request's turn comes; a storyboard error (`StoryboardError`) fails the request with
/// `ScenePivotError.sceneFailed(_:underlying:)`, the storyboard error inside, and shows nothing.
public struct StoryboardScene<Screen: UIViewController>: PivotScene {
    /// The storyboard the screen is made from.
    public let storyboard: Storyboard
    /// The Storyboard ID of the screen's scene.
    public let identifier: String
    private let show: @MainActor (Screen) -> Transition
    private let creating: (NSCoder) -> Screen?

    /// A scene that makes the scene `identifier` of `storyboard` with `creating` — which calls an initializer of
    /// `Screen` that takes the coder and the screen's dependencies — and shows it with the transition `show` makes of
    /// it: a push by default, like a Show segue in a navigation stack.
    public init(
        _ storyboard: Storyboard, _ identifier: String,
        show: @escaping @MainActor (Screen) -> Transition = { .push($0) },
        creating: @escaping (NSCoder) -> Screen?
    ) {
        self.storyboard = storyboard
        self.identifier = identifier
        self.show = show
        self.creating = creating
    }

    /// Makes the screen, then performs the transition that shows it.
    public func perform(in context: SceneContext<Void>) throws {
        let screen = try storyboard.screen(identifier, creating: creating)
        try context.perform(show(screen))
    }

    /// `StoryboardScene "Albums" "album"`: the storyboard and the identifier.
    public var logDescription: String {
        "StoryboardScene \(TextEscaping.quoted(storyboard.name)) \(TextEscaping.quoted(identifier))"
    }
}
#endif
