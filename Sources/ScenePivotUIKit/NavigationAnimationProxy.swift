#if canImport(UIKit)
import UIKit

/// Gives a navigation controller the animator of a custom push, pop or stack change, and nothing else: it is the
/// delegate only while such a change is asked for, and forwards every other callback — every message the delegate
/// the app had set implements — to that delegate, which it puts back once the change has ended. Owned by the
/// navigation controller it serves, through an associated object; installed only for changes with a
/// `TransitionAnimation`.
///
/// While installed it holds the app's delegate strongly (UIKit holds `delegate` weakly): UIKit may remember what
/// `responds(to:)` answered when the proxy became the delegate, so every message it claims must still find the
/// app's delegate until the proxy steps down.
@MainActor
final class NavigationAnimationProxy: NSObject, UINavigationControllerDelegate {
    // `nonisolated(unsafe)`: read by `responds(to:)` and `forwardingTarget(for:)`, which the Objective-C runtime
    // calls on the thread UIKit calls the delegate on — the main thread.
    nonisolated(unsafe) private var appDelegate: (any UINavigationControllerDelegate)?
    nonisolated(unsafe) private var pending:
        (screen: UIViewController, animator: any UIViewControllerAnimatedTransitioning)?
    /// The driver of the pending change when it is interactive.
    nonisolated(unsafe) private var pendingInteraction: UIPercentDrivenInteractiveTransition?

    nonisolated private static let animationSelector = #selector(
        UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:))
    nonisolated private static let interactionSelector = #selector(
        UINavigationControllerDelegate.navigationController(_:interactionControllerFor:))

    /// Runs `change` — a push, pop or `setViewControllers` on `navigation` whose top becomes `destination` — with
    /// `animator` answering UIKit's `navigationController(_:animationControllerFor:from:to:)` for it, then gives the
    /// delegate back to the app. When `interaction` drives it, `navigationController(_:interactionControllerFor:)`
    /// answers a `UIPercentDrivenInteractiveTransition` that follows it.
    static func perform(
        on navigation: UINavigationController, arrivingAt destination: UIViewController,
        animator: any UIViewControllerAnimatedTransitioning, interaction: InteractiveTransition? = nil,
        _ change: () -> Void
    ) {
        let proxy =
            objc_getAssociatedObject(navigation, &proxyKey) as? NavigationAnimationProxy ?? NavigationAnimationProxy()
        objc_setAssociatedObject(navigation, &proxyKey, proxy, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        if navigation.delegate !== proxy { proxy.appDelegate = navigation.delegate }
        proxy.pending = (destination, animator)
        proxy.pendingInteraction = .driven(by: interaction)
        navigation.delegate = proxy
        change()
        // The proxy lets go of the destination, the animator and the app's delegate however the change ended: the
        // navigation controller keeps the proxy, and a delegate the app set during the change is left in place.
        let restore = { [weak navigation, weak proxy] in
            guard let proxy else { return }
            let appDelegate = proxy.appDelegate
            proxy.pending = nil
            proxy.pendingInteraction = nil
            proxy.appDelegate = nil
            if let navigation, DelegateRouting.restoresAppDelegate(currentDelegate: navigation.delegate, proxy: proxy) {
                navigation.delegate = appDelegate
            }
        }
        guard let coordinator = navigation.transitionCoordinator,
            coordinator.animate(alongsideTransition: nil, completion: { _ in restore() })
        else { return restore() }
    }

    /// Like `navigationController(_:animationControllerFor:from:to:)`: the custom change's animator, else the app's
    /// delegate's answer.
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        DelegateRouting.animator(pending: pending, destination: toVC) {
            appDelegate?.navigationController?(
                navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
        }
    }

    /// Like `navigationController(_:interactionControllerFor:)`: the interactive change's driver for its animator,
    /// else the app's delegate's answer.
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        if let pendingInteraction, pending?.animator === animationController { return pendingInteraction }
        return appDelegate?.navigationController?(navigationController, interactionControllerFor: animationController)
    }

    /// Like `NSObject.responds(to:)`: the animation method while a custom change is pending, and whatever the app's
    /// delegate implements — nothing the proxy could not answer or forward.
    override func responds(to aSelector: Selector!) -> Bool {
        DelegateRouting.claims(
            ownMethodActive: aSelector == Self.animationSelector && pending != nil
                || aSelector == Self.interactionSelector && pendingInteraction != nil,
            appImplements: appDelegate?.responds(to: aSelector) == true,
            baseImplements: NSObject.instancesRespond(to: aSelector))  // NSObject's own methods
    }

    /// Like `NSObject.forwardingTarget(for:)`: the app's delegate, for every message it implements.
    override func forwardingTarget(for aSelector: Selector!) -> Any? {
        let implements = appDelegate?.responds(to: aSelector) == true
        return DelegateRouting.forwardsToApp(appIsThere: appDelegate != nil, appImplements: implements)
            ? appDelegate : nil
    }
}

nonisolated(unsafe) private var proxyKey: UInt8 = 0

/// The transitioning delegate of a presentation or dismissal whose `TransitionAnimation` is a bare animator, or an
/// interactive dismissal: it animates that one with it (driven by the interaction), and leaves the other to UIKit.
final class PresentationAnimatorDelegate: NSObject, UIViewControllerTransitioningDelegate {
    private let presenting: (any UIViewControllerAnimatedTransitioning)?
    private let dismissing: (any UIViewControllerAnimatedTransitioning)?
    private let dismissalInteraction: UIPercentDrivenInteractiveTransition?

    init(
        presenting: (any UIViewControllerAnimatedTransitioning)? = nil,
        dismissing: (any UIViewControllerAnimatedTransitioning)? = nil,
        dismissalInteraction: UIPercentDrivenInteractiveTransition? = nil
    ) {
        self.presenting = presenting
        self.dismissing = dismissing
        self.dismissalInteraction = dismissalInteraction
    }

    /// Like `animationController(forPresented:presenting:source:)`: the presenting animator.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        self.presenting
    }

    /// Like `animationController(forDismissed:)`: the dismissing animator.
    func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        dismissing
    }

    /// Like `interactionControllerForDismissal(using:)`: the interactive dismissal's driver, if any.
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        dismissalInteraction
    }
}
#endif
