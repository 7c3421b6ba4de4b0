#if canImport(UIKit)
import UIKit

/// A scene that shows itself with UIKit calls of its own: like overriding a button action that calls
/// `present(_:animated:completion:)`, but driven by a request.
///
/// Register it for a request like any other scene; the pivot hands it the top-most presented view controller
/// once the transition in flight has ended, and runs the next request once the transition the scene started
/// (found through `transitionCoordinator`) has ended too.
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
/// A scene that answers later (a picker) uses `PresentScene` with a responder instead, or implements
/// `perform(in:)` itself.
@MainActor
public protocol ViewControllerScene: PivotScene {
    /// Like the body of an action that calls `present(_:animated:completion:)`: shows the scene from
    /// `viewController`, the top-most presented view controller — present, push onto its `navigationController`,
    /// or anything UIKit allows.
    func present(from viewController: UIViewController)
}

extension ViewControllerScene where Response == Void {
    /// Like walking `presentedViewController` and waiting out its `transitionCoordinator` yourself: calls
    /// ``present(from:)`` on the top-most presented view controller of the pivot's ``ViewControllerStage`` and
    /// finishes when the transition it started has ended.
    public func perform(in context: SceneContext<Void>) throws(ScenePivotError) {
        guard let stage = try context.stage() as? ViewControllerStage else {
            throw .unsupportedScreen("\(logDescription) is a ViewControllerScene and needs a ViewControllerStage")
        }
        let presenter = try stage.presentationSource()
        try context.track(.custom(logDescription)) { done in
            stage.afterTransition(around: stage.transitioningController(from: presenter)) {
                // The top-most view controller is asked again: the transition waited for may have changed it.
                let current: UIViewController
                do throws(ScenePivotError) {
                    current = try stage.presentationSource()
                } catch {
                    context.fail(error)
                    return done()
                }
                self.present(from: current)
                stage.afterTransitionStarted(from: current, done)
            }
        }
    }
}

extension ViewControllerStage {
    /// Runs `body` when the transition a scene just started from `presenter` has ended — a presentation, or a
    /// push onto its navigation controller — or at once when it started none.
    func afterTransitionStarted(from presenter: UIViewController, _ body: @escaping @MainActor () -> Void) {
        let involved = [presenter.presentedViewController, Self.nearestNavigationController(in: presenter), presenter]
        if let busy = involved.compactMap({ $0 }).first(where: { $0.transitionCoordinator != nil }) {
            afterTransition(around: busy, body)
        } else {
            body()
        }
    }
}
#endif
