#if canImport(UIKit)
import UIKit

/// Gives a tab bar controller the animator of a custom tab selection, and nothing else: it is the delegate only
/// while such a selection is asked for, and forwards every other callback — every message the delegate the app had
/// set (or ScenePivot's `TabSelectionObserver`) implements — to that delegate, which it puts back once the selection
/// has ended. Owned by the tab bar controller it serves, through an associated object.
///
/// While installed it holds the previous delegate strongly (UIKit holds `delegate` weakly), as
/// `NavigationAnimationProxy` does.
@MainActor
final class TabAnimationProxy: NSObject, UITabBarControllerDelegate {
    // `nonisolated(unsafe)`: read by `responds(to:)` and `forwardingTarget(for:)`, which the Objective-C runtime
    // calls on the thread UIKit calls the delegate on — the main thread.
    nonisolated(unsafe) private var appDelegate: (any UITabBarControllerDelegate)?
    nonisolated(unsafe) private var pending:
        (screen: UIViewController, animator: any UIViewControllerAnimatedTransitioning)?

    nonisolated private static let animationSelector = #selector(
        UITabBarControllerDelegate.tabBarController(_:animationControllerForTransitionFrom:to:))

    /// Selects tab `index` of `tabs` (`selectedViewController`) with `animator` answering UIKit's
    /// `tabBarController(_:animationControllerForTransitionFrom:to:)` for it, then gives the delegate back. In
    /// ScenePivot's tab container, whose delegate is its `TabSelectionObserver`, the observer answers instead.
    static func select(
        _ index: Int, in tabs: UITabBarController, animator: any UIViewControllerAnimatedTransitioning
    ) {
        guard let destination = tabs.viewControllers?[index] else { return }
        if let observer = tabs.delegate as? TabSelectionObserver {  // ScenePivot's tab container: its own observer
            observer.pending = (destination, animator)
            tabs.delegate = observer  // UIKit reads what the delegate implements again
            tabs.selectedViewController = destination
            let restore = { [weak tabs, weak observer] in
                guard let observer else { return }
                observer.pending = nil
                if tabs?.delegate === observer { tabs?.delegate = observer }
            }
            guard let coordinator = tabs.transitionCoordinator,
                coordinator.animate(alongsideTransition: nil, completion: { _ in restore() })
            else { return restore() }
            return
        }
        let proxy = objc_getAssociatedObject(tabs, &tabProxyKey) as? TabAnimationProxy ?? TabAnimationProxy()
        objc_setAssociatedObject(tabs, &tabProxyKey, proxy, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        if tabs.delegate !== proxy { proxy.appDelegate = tabs.delegate }
        proxy.pending = (destination, animator)
        tabs.delegate = proxy
        tabs.selectedViewController = destination
        let restore = { [weak tabs, weak proxy] in
            guard let proxy else { return }
            let appDelegate = proxy.appDelegate
            proxy.pending = nil
            proxy.appDelegate = nil
            if let tabs, DelegateRouting.restoresAppDelegate(currentDelegate: tabs.delegate, proxy: proxy) {
                tabs.delegate = appDelegate
            }
        }
        guard let coordinator = tabs.transitionCoordinator,
            coordinator.animate(alongsideTransition: nil, completion: { _ in restore() })
        else { return restore() }
    }

    /// Like `tabBarController(_:animationControllerForTransitionFrom:to:)`: the custom selection's animator, else
    /// the app's delegate's answer.
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        DelegateRouting.animator(pending: pending, destination: toVC) {
            appDelegate?.tabBarController?(tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
        }
    }

    /// Like `NSObject.responds(to:)`: the animation method while a custom selection is pending, and whatever the
    /// app's delegate implements.
    override func responds(to aSelector: Selector!) -> Bool {
        DelegateRouting.claims(
            ownMethodActive: aSelector == Self.animationSelector && pending != nil,
            appImplements: appDelegate?.responds(to: aSelector) == true,
            baseImplements: NSObject.instancesRespond(to: aSelector))
    }

    /// Like `NSObject.forwardingTarget(for:)`: the app's delegate, for every message it implements.
    override func forwardingTarget(for aSelector: Selector!) -> Any? {
        let implements = appDelegate?.responds(to: aSelector) == true
        return DelegateRouting.forwardsToApp(appIsThere: appDelegate != nil, appImplements: implements)
            ? appDelegate : nil
    }
}

nonisolated(unsafe) private var tabProxyKey: UInt8 = 0
#endif
