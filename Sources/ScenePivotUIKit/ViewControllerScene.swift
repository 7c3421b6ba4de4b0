#if canImport(UIKit)
import UIKit

/// A scene that shows itself with UIKit calls of its own: like a button action that calls
/// `present(_:animated:completion:)`, but driven by a request.
///
/// Register it for a request like any other scene. The stage hands it the top-most presented view controller once
/// the transition in flight has ended, and runs the next request once the transition the scene started (found
/// through `transitionCoordinator`) has ended too.
///
/// ```swift
/// struct ShareAlbumScene: ViewControllerScene {
///     let album: Album
///
///     func present(from viewController: UIViewController) {
///         let share = UIActivityViewController(activityItems: [album.title], applicationActivities: nil)
///         viewController.present(share, animated: true)
///     }
/// }
///
/// builder.register(ShareAlbumRequest.self) { request in ShareAlbumScene(album: request.album) }
/// ```
///
/// A scene that answers later (a picker) uses `.present(answeringWith:)` with a responder instead, or implements
/// `perform(in:)` itself.
@MainActor
public protocol ViewControllerScene: PivotScene {
    /// Like the body of an action that calls `present(_:animated:completion:)`: shows the scene from
    /// `viewController`, the top-most presented view controller. It is where the scene pushes too: present from it,
    /// push onto its `navigationController`, or anything UIKit allows.
    func present(from viewController: UIViewController)
}

extension ViewControllerScene where Response == Void {
    /// Like walking `presentedViewController` and waiting out its `transitionCoordinator` yourself: performs a
    /// custom transition (`.custom(_:from:)`) that calls ``present(from:)`` with the top-most presented view
    /// controller and finishes when the transition it started has ended.
    public func perform(in context: SceneContext<Void>) throws(ScenePivotError) {
        try context.perform(
            .custom(logDescription) { presenter in
                guard let viewController = presenter as? UIViewController else { return }
                self.present(from: viewController)
            })
    }
}
#endif
