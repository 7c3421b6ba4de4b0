#if canImport(UIKit)
import ScenePivot
import UIKit

/// Gives a navigation controller the animator of a custom push, pop or stack change, and the pop-back animation of
/// a screen pushed with a custom one to the pops ScenePivot does not perform (the user's back button and edge swipe,
/// the app's own `popViewController`). It is installed — the delegate — from the start of such a change until the
/// change has ended and no screen on the stack has a pop-back animation, then puts back the delegate the app had
/// set; it is never installed for a change without a `TransitionAnimation` while it is not already the delegate.
/// Owned by the navigation controller it serves, through an associated object. The decisions are
/// `DelegateRouting`'s.
///
/// UIKit may remember what `responds(to:)` answered when the proxy became the delegate, so the proxy has its state
/// before it does, and claims its own methods (the animation and interaction controllers, `didShow`) for as long as
/// it is installed — answering what the app's delegate answers, or UIKit's default, when it has nothing of its own;
/// the app's delegate is asked for an interaction controller only about the animators it gave.
/// It implements every `UINavigationControllerDelegate` method and claims the others (`willShow`, the orientation
/// methods) only when the app's delegate implements them, forwarding each call. It holds that delegate weakly, as
/// UIKit does: once it is gone, each method answers UIKit's default (no animator, no interaction, the view
/// controller's default orientations) — never an unrecognized selector. Methods outside the protocol as this SDK
/// declares it are not forwarded.
@MainActor
final class NavigationAnimationProxy: NSObject, UINavigationControllerDelegate {
    // `nonisolated(unsafe)`: read by `responds(to:)`, which the Objective-C runtime calls on the thread UIKit calls
    // the delegate on — the main thread.
    nonisolated(unsafe) private weak var appDelegate: (any UINavigationControllerDelegate)?
    /// Whether the proxy is the delegate it made itself, from just before it became it until it stepped down.
    nonisolated(unsafe) private var isInstalled = false
    /// The change ScenePivot performs, and its custom animator (`nil`: the platform's animation).
    private var pending: (screen: UIViewController, animator: (any UIViewControllerAnimatedTransitioning)?)?
    /// The driver of the pending change when it is interactive.
    private var pendingInteraction: UIPercentDrivenInteractiveTransition?
    /// The animator the rules give a pop taking a screen off the top, while a screen pushed with a custom animation
    /// may be on the stack.
    private var popBack: (@MainActor (UIViewController) -> AnyObject?)?
    /// ScenePivot's edge swipe, which drives a user's pop with the top screen's pop-back animation.
    private var edgeSwipe: NavigationEdgeSwipe?
    /// The animator the edge swipe under way pops with, which its driver drives.
    private var swipeAnimator: (any UIViewControllerAnimatedTransitioning)?
    /// The animator it last answered that is ScenePivot's, not the app's delegate's.
    private weak var ownAnswer: AnyObject?

    nonisolated private static let ownSelectors: Set<Selector> = [
        #selector(UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:)),
        #selector(UINavigationControllerDelegate.navigationController(_:interactionControllerFor:)),
        #selector(UINavigationControllerDelegate.navigationController(_:didShow:animated:)),
    ]

    nonisolated private static let forwardedSelectors: Set<Selector> = [
        #selector(UINavigationControllerDelegate.navigationController(_:willShow:animated:)),
        #selector(UINavigationControllerDelegate.navigationControllerSupportedInterfaceOrientations(_:)),
        #selector(UINavigationControllerDelegate.navigationControllerPreferredInterfaceOrientationForPresentation(_:)),
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
        let isDelegate = installed != nil && navigation.delegate === installed
        guard DelegateRouting.routesThroughProxy(hasAnimator: animator != nil, proxyIsDelegate: isDelegate) else {
            return change()
        }
        let proxy = install(on: navigation) { proxy in
            proxy.pending = (destination, animator)
            proxy.pendingInteraction = .driven(by: interaction)
        }
        change()
        // The proxy lets go of the destination and the animator however the change ended, and steps down unless a
        // screen on the stack still needs it: the navigation controller keeps the proxy, and a delegate the app set
        // during the change is left in place.
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
        let proxy = install(on: navigation) { $0.popBack = popAnimator }
        if proxy.edgeSwipe == nil {
            // Inert once a delegate the app set has replaced the proxy: UIKit's edge swipe and that delegate decide.
            proxy.edgeSwipe = NavigationEdgeSwipe(on: navigation) { [weak proxy, weak navigation] top in
                guard let proxy, navigation?.delegate === proxy else { return nil }
                return proxy.popBack?(top) as? any UIViewControllerAnimatedTransitioning
            }
        }
    }

    /// Gives the proxy its state (`configure`), then makes it `navigation`'s delegate — in that order, since UIKit
    /// may read what it claims only then —, remembering the delegate the app had set.
    private static func install(
        on navigation: UINavigationController, configure: (NavigationAnimationProxy) -> Void
    ) -> NavigationAnimationProxy {
        let proxy =
            objc_getAssociatedObject(navigation, &proxyKey) as? NavigationAnimationProxy ?? NavigationAnimationProxy()
        objc_setAssociatedObject(navigation, &proxyKey, proxy, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        if navigation.delegate !== proxy { proxy.appDelegate = navigation.delegate }
        configure(proxy)
        proxy.isInstalled = true
        if navigation.delegate !== proxy { navigation.delegate = proxy }
        return proxy
    }

    /// Gives the delegate back to the app — while the proxy is still the delegate — when `DelegateRouting` says the
    /// proxy steps down.
    private func stepDownIfUnneeded(from navigation: UINavigationController) {
        guard
            DelegateRouting.stepsDown(
                changePending: pending != nil, swipeUnderway: swipeAnimator != nil || edgeSwipe?.driver != nil,
                stack: navigation.viewControllers, popBack: popBack ?? { _ in nil })
        else { return }
        let appDelegate = appDelegate
        self.popBack = nil
        self.appDelegate = nil
        isInstalled = false
        edgeSwipe?.remove()
        edgeSwipe = nil
        if DelegateRouting.restoresAppDelegate(currentDelegate: navigation.delegate, proxy: self) {
            navigation.delegate = appDelegate
        }
    }

    /// Like `navigationController(_:animationControllerFor:from:to:)`: the custom change's animator; for a pop
    /// ScenePivot did not ask for, the pop-back animation of `fromVC`; else the app's delegate's answer (`nil`:
    /// UIKit's own animation).
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let answer = DelegateRouting.navigationAnswer(
            pending: pending, destination: toVC, isPop: operation == .pop,
            popBack: { popBack?(fromVC) as? any UIViewControllerAnimatedTransitioning },
            appAnswer: {
                appDelegate?.navigationController?(
                    navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
            })
        ownAnswer = answer.isOwn ? answer.animator : nil
        if edgeSwipe?.driver != nil, operation == .pop { swipeAnimator = answer.animator }
        return answer.animator
    }

    /// Like `navigationController(_:interactionControllerFor:)`: for an animator of ScenePivot's, the interactive
    /// change's driver or the edge swipe's (`nil`: it runs by itself); else the app's delegate's answer.
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        DelegateRouting.interactionController(
            for: animationController, ownAnimator: ownAnswer,
            ownDriver: { () -> (any UIViewControllerInteractiveTransitioning)? in
                if let pendingInteraction, pending?.animator === animationController { return pendingInteraction }
                guard let driver = edgeSwipe?.driver, swipeAnimator === animationController else { return nil }
                swipeAnimator = nil
                return driver
            },
            appAnswer: {
                appDelegate?.navigationController?(navigationController, interactionControllerFor: animationController)
            })
    }

    /// Like `navigationController(_:willShow:animated:)`: tells the app's delegate, if it is still there.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        appDelegate?.navigationController?(navigationController, willShow: viewController, animated: animated)
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

    /// Like `navigationControllerSupportedInterfaceOrientations(_:)`: the app's delegate's answer, or a view
    /// controller's default once it is gone.
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask
    {
        appDelegate?.navigationControllerSupportedInterfaceOrientations?(navigationController)
            ?? navigationController.orientationsByDefault
    }

    /// Like `navigationControllerPreferredInterfaceOrientationForPresentation(_:)`: the app's delegate's answer, or
    /// the current orientation once it is gone.
    func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation {
        appDelegate?.navigationControllerPreferredInterfaceOrientationForPresentation?(navigationController)
            ?? navigationController.presentationOrientationByDefault
    }

    /// Like `NSObject.responds(to:)`: its own methods while installed, the other protocol methods the app's
    /// delegate implements, and `NSObject`'s.
    override func responds(to aSelector: Selector!) -> Bool {
        DelegateRouting.claims(
            ownMethod: Self.ownSelectors.contains(aSelector), isInstalled: isInstalled,
            appImplements: Self.forwardedSelectors.contains(aSelector) && appDelegate?.responds(to: aSelector) == true,
            baseImplements: NSObject.instancesRespond(to: aSelector))
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
