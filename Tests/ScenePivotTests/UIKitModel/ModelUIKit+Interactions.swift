@testable import ScenePivot

/// Stands for `UIViewControllerTransitioningDelegate` (`UIViewControllerTransitioning.h:179-192`): UIKit asks the
/// presented view controller's for the animator when a presentation or dismissal begins, and, given one, for the
/// interaction controller of a dismissal. A test's delegate animates with itself and is not interactive, unless it
/// says otherwise.
@MainActor
protocol ModelTransitioningDelegate: AnyObject {
    /// `animationController(forPresented:presenting:source:)`.
    func presentationAnimator(for presented: ModelController) -> AnyObject?
    /// `animationController(forDismissed:)`.
    func dismissalAnimator(for dismissed: ModelController) -> AnyObject?
    /// `interactionControllerForDismissal(using:)`.
    func interactionController(forDismissal animator: AnyObject) -> (any ModelInteractiveTransitioning)?
}

extension ModelTransitioningDelegate {
    func presentationAnimator(for presented: ModelController) -> AnyObject? { self }
    func dismissalAnimator(for dismissed: ModelController) -> AnyObject? { self }
    func interactionController(forDismissal animator: AnyObject) -> (any ModelInteractiveTransitioning)? { nil }
}

/// Stands for `UIViewControllerInteractiveTransitioning`: its `startInteractiveTransition(_:)` is called with the
/// transition's context once UIKit starts the transition (`UIViewControllerTransitioning.h:30-37, :161`).
@MainActor
protocol ModelInteractiveTransitioning: AnyObject {
    /// `startInteractiveTransition(_:)`.
    func startInteractiveTransition(_ context: ModelTransitionContext)
}

/// The context of a transition an interaction controller drives: `updateInteractiveTransition(_:)`, then
/// `finishInteractiveTransition()` or `cancelInteractiveTransition()` (`UIViewControllerTransitioning.h:93-95`),
/// which end the transition once.
@MainActor
final class ModelTransitionContext {
    /// The last progress given.
    private(set) var percentComplete: Double = 0
    private var end: (@MainActor (Bool) -> Void)?

    init(end: @escaping @MainActor (Bool) -> Void) {
        self.end = end
    }

    func update(_ progress: Double) {
        if end != nil { percentComplete = progress }
    }

    func finish() { close(completed: true) }
    func cancel() { close(completed: false) }

    private func close(completed: Bool) {
        guard let end else { return }
        self.end = nil
        end(completed)
    }
}

/// Stands for `UIPercentDrivenInteractiveTransition`: it drives its transition through the context UIKit gave it in
/// `startInteractiveTransition(_:)`; an update, finish or cancel before then has no context to go to and is lost
/// (`UIViewControllerTransitioning.h:232-243`: "These methods should be called … to drive the interaction" of a
/// started transition; the header says nothing of calls before the start — the model takes the worst case).
@MainActor
class ModelPercentDrivenTransition: ModelInteractiveTransitioning {
    private(set) var context: ModelTransitionContext?

    func startInteractiveTransition(_ context: ModelTransitionContext) { self.context = context }
    func update(_ progress: Double) { context?.update(progress) }
    func finish() { context?.finish() }
    func cancel() { context?.cancel() }
}

/// `InteractionDriver` over the model: a percent-driven transition following an interaction, with the decisions of
/// ``InteractionDriving``.
@MainActor
final class ModelInteractionDriver: ModelPercentDrivenTransition {
    private var driving: InteractionDriving?

    /// A driver following `interaction`, or `nil` when there is none or it has ended.
    static func following(_ interaction: TransitionAnimation.Interaction?) -> ModelInteractionDriver? {
        let driver = ModelInteractionDriver()
        guard
            let driving = InteractionDriving(
                following: interaction,
                perform: { [weak driver] step in
                    switch step {
                    case .update(let progress): driver?.update(progress)
                    case .finish: driver?.finish()
                    case .cancel: driver?.cancel()
                    }
                })
        else { return nil }
        driver.driving = driving
        return driver
    }

    /// Whether a delegate hands it to UIKit.
    var isOffered: Bool { driving?.isOffered ?? false }

    override func startInteractiveTransition(_ context: ModelTransitionContext) {
        super.startInteractiveTransition(context)
        driving?.start()
    }
}

/// `PresentationAnimatorDelegate` over the model: animates a presentation or a dismissal with a bare animator, the
/// dismissal driven by an interaction driver while it is offered.
@MainActor
final class ModelPresentationAnimatorDelegate: ModelTransitioningDelegate {
    let presenting: AnyObject?
    let dismissing: AnyObject?
    let dismissalInteraction: ModelInteractionDriver?

    init(
        presenting: AnyObject? = nil, dismissing: AnyObject? = nil, dismissalInteraction: ModelInteractionDriver? = nil
    ) {
        self.presenting = presenting
        self.dismissing = dismissing
        self.dismissalInteraction = dismissalInteraction
    }

    func presentationAnimator(for presented: ModelController) -> AnyObject? { presenting }
    func dismissalAnimator(for dismissed: ModelController) -> AnyObject? { dismissing }
    func interactionController(forDismissal animator: AnyObject) -> (any ModelInteractiveTransitioning)? {
        dismissalInteraction?.isOffered == true ? dismissalInteraction : nil
    }
}

extension ModelUIKit {
    func transitioningDelegate(of controller: ModelController) -> AnyObject? { controller.transitioningDelegate }

    /// Sets `transitioningDelegate`, which no longer animates the presentation once the presentation controller
    /// exists (PO6).
    func setTransitioningDelegate(_ delegate: AnyObject?, of controller: ModelController) {
        controller.transitioningDelegate = delegate
        controller.presentsWithTransitioningDelegate = !controller.hasPresentationController
    }

    /// `UIKitPlatform.transitioningDelegate(presentingWith:)`.
    func transitioningDelegate(presentingWith animator: AnyObject) -> AnyObject? {
        switch animator {
        case let delegate as any ModelTransitioningDelegate: delegate
        case let animator as any ModelAnimatedTransitioning: ModelPresentationAnimatorDelegate(presenting: animator)
        default: nil
        }
    }

    /// `UIKitPlatform.transitioningDelegate(dismissing:with:drivenBy:)`.
    func transitioningDelegate(
        dismissing controller: ModelController, with animator: AnyObject,
        drivenBy interaction: TransitionAnimation.Interaction?
    ) -> AnyObject? {
        let driver = ModelInteractionDriver.following(interaction)
        switch animator {
        case let given as any ModelTransitioningDelegate:
            guard let driver, let dismissing = given.dismissalAnimator(for: controller) else { return given }
            return ModelPresentationAnimatorDelegate(dismissing: dismissing, dismissalInteraction: driver)
        case let animator as any ModelAnimatedTransitioning:
            return ModelPresentationAnimatorDelegate(dismissing: animator, dismissalInteraction: driver)
        default: return nil
        }
    }

    /// What UIKit asks `controller`'s transitioning delegate as its presentation begins: the animator, which it
    /// records — unless the delegate was set once the presentation controller existed (PO6).
    func askForPresentationAnimator(of controller: ModelController) {
        let delegate = controller.transitioningDelegate as? any ModelTransitioningDelegate
        controller.animator =
            controller.presentsWithTransitioningDelegate ? delegate?.presentationAnimator(for: controller) : nil
    }

    /// What UIKit asks `controller`'s transitioning delegate as an animated dismissal of it begins — by
    /// `dismiss(animated:completion:)` or by the user's swipe down: the animator, which it records, and, given one,
    /// the interaction controller, which then alone drives the dismissal (`UIViewControllerTransitioning.h:30-44`).
    func askForDismissalInteraction(of controller: ModelController) -> (any ModelInteractiveTransitioning)? {
        let delegate = controller.transitioningDelegate as? any ModelTransitioningDelegate
        let animator = delegate?.dismissalAnimator(for: controller)
        controller.animator = animator
        guard let animator else { return nil }
        return delegate?.interactionController(forDismissal: animator)
    }
}
