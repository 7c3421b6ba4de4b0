#if canImport(UIKit)
import UIKit

/// Gives a navigation controller the animator of a custom push, and nothing else: it is the delegate only while a
/// custom push is asked for, and forwards every other callback — and every selector it does not implement — to the
/// delegate the app had set, which it puts back once the push has ended. Owned by the navigation controller it
/// serves, through an associated object; installed only for pushes with a `TransitionAnimation`.
@MainActor
final class NavigationAnimationProxy: NSObject, UINavigationControllerDelegate {
    nonisolated(unsafe) private weak var appDelegate: (any UINavigationControllerDelegate)?
    private var pending: (screen: UIViewController, animator: any UIViewControllerAnimatedTransitioning)?

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
        let restore = { [weak navigation, weak proxy] in
            guard let navigation, let proxy, navigation.delegate === proxy else { return }
            proxy.pending = nil
            navigation.delegate = proxy.appDelegate
        }
        guard let coordinator = navigation.transitionCoordinator,
            coordinator.animate(alongsideTransition: nil, completion: { _ in restore() })
        else { return restore() }
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        if let pending, operation == .push, pending.screen === toVC { return pending.animator }
        return appDelegate?.navigationController?(
            navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    }

    override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || appDelegate?.responds(to: aSelector) == true
    }

    override func forwardingTarget(for aSelector: Selector!) -> Any? {
        appDelegate?.responds(to: aSelector) == true ? appDelegate : nil
    }
}

nonisolated(unsafe) private var proxyKey: UInt8 = 0
nonisolated(unsafe) private var transitioningDelegateKey: UInt8 = 0

extension UIViewController {
    /// Sets `transitioningDelegate` and keeps it alive as long as this view controller (UIKit holds it weakly).
    func retainTransitioningDelegate(_ delegate: any UIViewControllerTransitioningDelegate) {
        objc_setAssociatedObject(self, &transitioningDelegateKey, delegate, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        transitioningDelegate = delegate
    }
}
#endif
