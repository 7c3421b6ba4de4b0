#if canImport(UIKit)
import ScenePivot
import UIKit

/// Gives a navigation controller the animator of a custom push, pop or stack change, and the pop-back animation of
/// a screen pushed with a custom one to the pops ScenePivot does not perform (the user's back button and edge swipe,
/// the app's own `popViewController`): it is the delegate only while such a change is asked for or such a screen is
/// on the stack, and forwards every other callback — every message the delegate the app had set implements — to
/// that delegate, which it puts back once neither is so. Owned by the navigation controller it serves, through an
/// associated object; installed only by changes with a `TransitionAnimation`. The decisions are
/// `DelegateRouting`'s.
///
/// While installed it holds the app's delegate strongly (UIKit holds `delegate` weakly): UIKit may remember what
/// `responds(to:)` answered when the proxy became the delegate, so every message it claims must still find the
/// app's delegate until the proxy steps down — and it claims its own methods for as long as it is installed.
@MainActor
final class NavigationAnimationProxy: NSObject, UINavigationControllerDelegate {
    // `nonisolated(unsafe)`: read by `responds(to:)` and `forwardingTarget(for:)`, which the Objective-C runtime
    // calls on the thread UIKit calls the delegate on — the main thread.
    nonisolated(unsafe) private var appDelegate: (any UINavigationControllerDelegate)?
    /// The change ScenePivot performs, and its custom animator (`nil`: the platform's animation).
    nonisolated(unsafe) private var pending:
        (screen: UIViewController, animator: (any UIViewControllerAnimatedTransitioning)?)?
    /// The driver of the pending change when it is interactive.
    nonisolated(unsafe) private var pendingInteraction: UIPercentDrivenInteractiveTransition?
    /// The animator the rules give a pop taking a screen off the top, while a screen pushed with a custom animation
    /// may be on the stack.
    nonisolated(unsafe) private var popBack: (@MainActor (UIViewController) -> AnyObject?)?
    /// ScenePivot's edge swipe, which drives a user's pop with the top screen's pop-back animation.
    private var edgeSwipe: NavigationEdgeSwipe?
    /// The animator the edge swipe under way pops with, which its driver drives.
    private var swipeAnimator: (any UIViewControllerAnimatedTransitioning)?

    nonisolated private static let ownSelectors: Set<Selector> = [
        #selector(UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:)),
        #selector(UINavigationControllerDelegate.navigationController(_:interactionControllerFor:)),
        #selector(UINavigationControllerDelegate.navigationController(_:didShow:animated:)),
    ]

    /// Runs `change` — a push, pop or `setViewControllers` on `navigation` whose top becomes `destination` — with
    /// `animator` answering UIKit's `navigationController(_:animationControllerFor:from:to:)` for it (`nil`: the
    /// platform's animation, or the app's delegate's, never a pop-back animation the change did not ask for).
    /// When `interaction` drives it, `navigationController(_:interactionControllerFor:)` answers a
    /// `UIPercentDrivenInteractiveTransition` that follows it. Without an animator and with no proxy installed,
    /// it only runs `change`.
    static func perform(
        on navigation: UINavigationController, arrivingAt destination: UIViewController,
        animator: (any UIViewControllerAnimatedTransitioning)?, interaction: TransitionAnimation.Interaction? = nil,
        _ change: () -> Void
    ) {
        let installed = objc_getAssociatedObject(navigation, &proxyKey) as? NavigationAnimationProxy
        guard animator != nil || (installed != nil && navigation.delegate === installed) else { return change() }
        let proxy = install(on: navigation)
        proxy.pending = (destination, animator)
        proxy.pendingInteraction = .driven(by: interaction)
        change()
        // The proxy lets go of the destination and the animator however the change ended, and of the app's delegate
        // unless a screen on the stack still needs it: the navigation controller keeps the proxy, and a delegate the
        // app set during the change is left in place.
        let restore = { [weak navigation, weak proxy] in
            guard let proxy else { return }
            proxy.pending = nil
            proxy.pendingInteraction = nil
            if let navigation { proxy.stepDownIfUnneeded(from: navigation) }
        }
        guard let coordinator = navigation.transitionCoordinator,
            coordinator.animate(alongsideTransition: nil, completion: { _ in restore() })
        else { return restore() }
    }

    /// Makes the proxy `navigation`'s delegate until no screen on its stack has a pop-back animation:
    /// `popAnimator(from)` then answers the pops ScenePivot does not perform, and ScenePivot's edge swipe drives them.
    static func animateUserPops(
        in navigation: UINavigationController, with popAnimator: @escaping @MainActor (UIViewController) -> AnyObject?
    ) {
        let proxy = install(on: navigation)
        proxy.popBack = popAnimator
        if proxy.edgeSwipe == nil {
            // Inert once a delegate the app set has replaced the proxy: UIKit's edge swipe and that delegate decide.
            proxy.edgeSwipe = NavigationEdgeSwipe(on: navigation) { [weak proxy, weak navigation] top in
                guard let proxy, navigation?.delegate === proxy else { return nil }
                return proxy.popBack?(top) as? any UIViewControllerAnimatedTransitioning
            }
        }
    }

    private static func install(on navigation: UINavigationController) -> NavigationAnimationProxy {
        let proxy =
            objc_getAssociatedObject(navigation, &proxyKey) as? NavigationAnimationProxy ?? NavigationAnimationProxy()
        objc_setAssociatedObject(navigation, &proxyKey, proxy, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        if navigation.delegate !== proxy { proxy.appDelegate = navigation.delegate }
        navigation.delegate = proxy
        return proxy
    }

    /// Gives the delegate back to the app — while the proxy is still the delegate — once no change is pending, no
    /// edge swipe is under way (its screen is off `viewControllers` already, G1) and no screen on the stack has a
    /// pop-back animation.
    private func stepDownIfUnneeded(from navigation: UINavigationController) {
        guard pending == nil, swipeAnimator == nil, edgeSwipe?.driver == nil else { return }
        let popBack = popBack ?? { _ in nil }
        guard !DelegateRouting.keepsAnsweringPops(stack: navigation.viewControllers, popBack: popBack) else { return }
        let appDelegate = appDelegate
        self.popBack = nil
        self.appDelegate = nil
        edgeSwipe?.remove()
        edgeSwipe = nil
        if DelegateRouting.restoresAppDelegate(currentDelegate: navigation.delegate, proxy: self) {
            navigation.delegate = appDelegate
        }
    }

    /// Like `navigationController(_:animationControllerFor:from:to:)`: the custom change's animator; for a pop
    /// ScenePivot did not ask for, the pop-back animation of `fromVC`; else the app's delegate's answer.
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let animator = DelegateRouting.navigationAnimator(
            pending: pending, destination: toVC, isPop: operation == .pop,
            popBack: { popBack?(fromVC) as? any UIViewControllerAnimatedTransitioning },
            appAnswer: {
                appDelegate?.navigationController?(
                    navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
            })
        if edgeSwipe?.driver != nil, operation == .pop { swipeAnimator = animator }
        return animator
    }

    /// Like `navigationController(_:interactionControllerFor:)`: the interactive change's driver, or the edge
    /// swipe's, for its animator, else the app's delegate's answer.
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        if let pendingInteraction, pending?.animator === animationController { return pendingInteraction }
        if let driver = edgeSwipe?.driver, swipeAnimator === animationController {
            swipeAnimator = nil
            return driver
        }
        return appDelegate?.navigationController?(navigationController, interactionControllerFor: animationController)
    }

    /// Like `navigationController(_:didShow:animated:)`: tells the app's delegate, then steps down when no screen
    /// on the stack needs the proxy any more.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        appDelegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
        swipeAnimator = nil
        stepDownIfUnneeded(from: navigationController)
    }

    /// Like `NSObject.responds(to:)`: its own methods while installed, and whatever the app's delegate implements —
    /// nothing the proxy could not answer or forward.
    override func responds(to aSelector: Selector!) -> Bool {
        DelegateRouting.claims(
            ownMethodActive: Self.ownSelectors.contains(aSelector) && (pending != nil || popBack != nil),
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
    private let dismissalInteraction: InteractionDriver?

    init(
        presenting: (any UIViewControllerAnimatedTransitioning)? = nil,
        dismissing: (any UIViewControllerAnimatedTransitioning)? = nil,
        dismissalInteraction: InteractionDriver? = nil
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

    /// Like `interactionControllerForDismissal(using:)`: the interactive dismissal's driver, only until UIKit has
    /// started that dismissal (`InteractionDriving.isOffered`).
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        dismissalInteraction?.isOffered == true ? dismissalInteraction : nil
    }
}
#endif
