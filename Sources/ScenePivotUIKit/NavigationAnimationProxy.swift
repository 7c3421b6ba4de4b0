#if canImport(UIKit)
import UIKit

/// Gives a navigation controller the animator of a custom push, and nothing else: it is the delegate only while a
/// custom push is asked for, and forwards every other callback — every message the delegate the app had set
/// implements — to that delegate, which it puts back once the push has ended. Owned by the navigation controller it
/// serves, through an associated object; installed only for pushes with a `TransitionAnimation`.
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

    nonisolated private static let animationSelector = #selector(
        UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:))

    /// Pushes `controller` onto `navigation` with `animator`, then gives the delegate back to the app.
    static func push(
        _ controller: UIViewController, onto navigation: UINavigationController,
        animator: any UIViewControllerAnimatedTransitioning, animated: Bool
    ) {
        let proxy =
            objc_getAssociatedObject(navigation, &proxyKey) as? NavigationAnimationProxy ?? NavigationAnimationProxy()
        objc_setAssociatedObject(navigation, &proxyKey, proxy, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        if navigation.delegate !== proxy { proxy.appDelegate = navigation.delegate }
        proxy.pending = (controller, animator)
        navigation.delegate = proxy
        navigation.pushViewController(controller, animated: animated)
        // The proxy lets go of the pushed screen, the animator and the app's delegate however the push ended: the
        // navigation controller keeps the proxy, and a delegate the app set during the push is left in place.
        let restore = { [weak navigation, weak proxy] in
            guard let proxy else { return }
            let appDelegate = proxy.appDelegate
            proxy.pending = nil
            proxy.appDelegate = nil
            if let navigation, DelegateRouting.restoresAppDelegate(currentDelegate: navigation.delegate, proxy: proxy) {
                navigation.delegate = appDelegate
            }
        }
        guard let coordinator = navigation.transitionCoordinator,
            coordinator.animate(alongsideTransition: nil, completion: { _ in restore() })
        else { return restore() }
    }

    /// Like `navigationController(_:animationControllerFor:from:to:)`: the custom push's animator, else the app's
    /// delegate's answer.
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        DelegateRouting.animator(pending: pending, isPush: operation == .push, destination: toVC) {
            appDelegate?.navigationController?(
                navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
        }
    }

    /// Like `NSObject.responds(to:)`: the animation method while a custom push is pending, and whatever the app's
    /// delegate implements — nothing the proxy could not answer or forward.
    override func responds(to aSelector: Selector!) -> Bool {
        DelegateRouting.claims(
            ownMethodActive: aSelector == Self.animationSelector && pending != nil,
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

/// The transitioning delegate of a presentation whose `TransitionAnimation` is a bare animator: it animates the
/// presentation with it, and leaves the dismissal to UIKit.
final class PresentationAnimatorDelegate: NSObject, UIViewControllerTransitioningDelegate {
    private let animator: any UIViewControllerAnimatedTransitioning

    init(_ animator: any UIViewControllerAnimatedTransitioning) {
        self.animator = animator
    }

    /// Like `animationController(forPresented:presenting:source:)`: the animator.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }
}
#endif
