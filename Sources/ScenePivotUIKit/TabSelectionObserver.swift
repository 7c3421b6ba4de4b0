#if canImport(UIKit)
import UIKit

/// Learns that the user tapped a tab, through `tabBarController(_:didSelect:)`, and leaves every other callback to
/// the delegate the app had set: it answers `responds(to:)` as that delegate does and hands it each other message
/// (`forwardingTarget(for:)`), so UIKit calls exactly the methods it called before and gets the app's own answers —
/// the orientation methods, the customizing callbacks, custom tab animations and any method a newer SDK adds.
@MainActor
final class TabSelectionObserver: NSObject, UITabBarControllerDelegate {
    // `nonisolated(unsafe)`: read by `responds(to:)` and `forwardingTarget(for:)`, which the Objective-C runtime
    // calls on the thread UIKit calls the delegate on — the main thread.
    nonisolated(unsafe) private weak var previousDelegate: (any UITabBarControllerDelegate)?
    /// The tab and animator of a custom selection under way (`TabAnimationProxy`), answered for it alone.
    nonisolated(unsafe) var pending: (screen: UIViewController, animator: any UIViewControllerAnimatedTransitioning)?
    private let onSelect: @MainActor () -> Void

    nonisolated private static let animationSelector = #selector(
        UITabBarControllerDelegate.tabBarController(_:animationControllerForTransitionFrom:to:))

    /// Becomes `tabBarController`'s delegate, wrapping the one it had.
    init(observing tabBarController: UITabBarController, onSelect: @escaping @MainActor () -> Void) {
        self.previousDelegate = tabBarController.delegate
        self.onSelect = onSelect
        super.init()
        tabBarController.delegate = self
    }

    /// Like `tabBarController(_:didSelect:)`: tells the app's delegate, then the container.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        var app: (@MainActor () -> Void)?
        if let previousDelegate {
            app = { previousDelegate.tabBarController?(tabBarController, didSelect: viewController) }
        }
        DelegateRouting.tellTabTap(app: app, container: onSelect)
    }

    /// Like `tabBarController(_:animationControllerForTransitionFrom:to:)`: the custom selection's animator, else
    /// the app's delegate's answer.
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        DelegateRouting.animator(pending: pending, destination: toVC) {
            previousDelegate?.tabBarController?(
                tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
        }
    }

    /// Like `NSObject.responds(to:)`: what this observer implements — the animation method only while a custom
    /// selection is pending —, and whatever the app's delegate implements.
    override func responds(to aSelector: Selector!) -> Bool {
        DelegateRouting.claims(
            ownMethodActive: aSelector == Self.animationSelector ? pending != nil : super.responds(to: aSelector),
            appImplements: previousDelegate?.responds(to: aSelector) == true, baseImplements: false)
    }

    /// Like `NSObject.forwardingTarget(for:)`: the app's delegate, for every message it implements.
    override func forwardingTarget(for aSelector: Selector!) -> Any? {
        let implements = previousDelegate?.responds(to: aSelector) == true
        return DelegateRouting.forwardsToApp(appIsThere: previousDelegate != nil, appImplements: implements)
            ? previousDelegate : nil
    }
}
#endif
