#if canImport(UIKit)
import ScenePivot
import UIKit

/// ScenePivot's delegate of a tab bar controller, put between UIKit and the delegate the app had set. In a
/// `TabContainerViewController` it is installed for the container's lifetime and learns that the user tapped a tab,
/// through `tabBarController(_:didSelect:)`; on an app's own `UITabBarController` it is installed only while a
/// custom tab selection is under way (`select(_:in:animator:completion:)`), then puts back the app's delegate.
///
/// UIKit may remember what `responds(to:)` answered when it became the delegate, so it claims its own methods (the
/// animation controller; `didSelect` where it observes taps) for as long as it is installed — answering what the
/// app's delegate answers, or `nil` (UIKit's own animation), when no custom selection is pending. It implements
/// every other `UITabBarControllerDelegate` method and claims it only when the app's delegate implements it,
/// forwarding each call; it holds that delegate weakly, as UIKit does, and once it is gone answers UIKit's defaults
/// (a tab may be selected, a view controller's default orientations) — never an unrecognized selector. Methods
/// outside the protocol as this SDK declares it are not forwarded.
@MainActor
final class TabSelectionObserver: NSObject, UITabBarControllerDelegate {
    // `nonisolated(unsafe)`: read by `responds(to:)`, which the Objective-C runtime calls on the thread UIKit calls
    // the delegate on — the main thread.
    nonisolated(unsafe) private(set) weak var previousDelegate: (any UITabBarControllerDelegate)?
    /// Whether it is the delegate it made itself, from just before it became it until it stepped down.
    nonisolated(unsafe) var isInstalled = false
    /// Whether it hears the user's taps for a tab container (else it only animates a custom selection).
    let observesTaps: Bool
    /// The tab and animator of a custom selection under way, answered for it alone.
    var pending: (screen: UIViewController, animator: any UIViewControllerAnimatedTransitioning)?
    private let onSelect: @MainActor () -> Void

    nonisolated private static let animationSelector = #selector(
        UITabBarControllerDelegate.tabBarController(_:animationControllerForTransitionFrom:to:))
    nonisolated private static let didSelectSelector = #selector(
        UITabBarControllerDelegate.tabBarController(_:didSelect:))
    nonisolated private static let forwardedSelectors: Set<Selector> = [
        #selector(UITabBarControllerDelegate.tabBarController(_:shouldSelect:)),
        #selector(UITabBarControllerDelegate.tabBarController(_:willBeginCustomizing:)),
        #selector(UITabBarControllerDelegate.tabBarController(_:willEndCustomizing:changed:)),
        #selector(UITabBarControllerDelegate.tabBarController(_:didEndCustomizing:changed:)),
        #selector(UITabBarControllerDelegate.tabBarControllerSupportedInterfaceOrientations(_:)),
        #selector(UITabBarControllerDelegate.tabBarControllerPreferredInterfaceOrientationForPresentation(_:)),
        #selector(UITabBarControllerDelegate.tabBarController(_:interactionControllerFor:)),
    ]

    /// Becomes `tabBarController`'s delegate for good, wrapping the one it had, and calls `onSelect` after each
    /// user's tab tap.
    init(observing tabBarController: UITabBarController, onSelect: @escaping @MainActor () -> Void) {
        self.previousDelegate = tabBarController.delegate
        self.onSelect = onSelect
        observesTaps = true
        super.init()
        isInstalled = true
        tabBarController.delegate = self
    }

    /// A stand-in for `previous` while a custom selection is under way (not yet the delegate).
    init(standingInFor previous: (any UITabBarControllerDelegate)?) {
        previousDelegate = previous
        onSelect = {}
        observesTaps = false
        super.init()
    }

    /// Like `tabBarController(_:shouldSelect:)`: the app's delegate's answer, else `true`.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    {
        previousDelegate?.tabBarController?(tabBarController, shouldSelect: viewController) ?? true
    }

    /// Like `tabBarController(_:didSelect:)`: tells the app's delegate, then the container.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        var app: (@MainActor () -> Void)?
        if let previousDelegate {
            app = { previousDelegate.tabBarController?(tabBarController, didSelect: viewController) }
        }
        DelegateRouting.tellTabTap(app: app, container: onSelect)
    }

    /// Like `tabBarController(_:willBeginCustomizing:)`: tells the app's delegate.
    func tabBarController(
        _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]
    ) {
        previousDelegate?.tabBarController?(tabBarController, willBeginCustomizing: viewControllers)
    }

    /// Like `tabBarController(_:willEndCustomizing:changed:)`: tells the app's delegate.
    func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController],
        changed: Bool
    ) {
        previousDelegate?.tabBarController?(tabBarController, willEndCustomizing: viewControllers, changed: changed)
    }

    /// Like `tabBarController(_:didEndCustomizing:changed:)`: tells the app's delegate.
    func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController],
        changed: Bool
    ) {
        previousDelegate?.tabBarController?(tabBarController, didEndCustomizing: viewControllers, changed: changed)
    }

    /// Like `tabBarControllerSupportedInterfaceOrientations(_:)`: the app's delegate's answer, or a view
    /// controller's default once it is gone.
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientationMask
    {
        previousDelegate?.tabBarControllerSupportedInterfaceOrientations?(tabBarController)
            ?? tabBarController.orientationsByDefault
    }

    /// Like `tabBarControllerPreferredInterfaceOrientationForPresentation(_:)`: the app's delegate's answer, or the
    /// current orientation once it is gone.
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientation
    {
        previousDelegate?.tabBarControllerPreferredInterfaceOrientationForPresentation?(tabBarController)
            ?? tabBarController.presentationOrientationByDefault
    }

    /// Like `tabBarController(_:interactionControllerFor:)`: none for the custom selection's animator, which runs by
    /// itself; else the app's delegate's answer (`nil`: not interactive).
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        DelegateRouting.interactionController(
            for: animationController, ownAnimator: pending?.animator,
            ownDriver: { (any UIViewControllerInteractiveTransitioning)?.none },
            appAnswer: {
                previousDelegate?.tabBarController?(tabBarController, interactionControllerFor: animationController)
            })
    }

    /// Like `tabBarController(_:animationControllerForTransitionFrom:to:)`: the custom selection's animator, else
    /// the app's delegate's answer (`nil`: UIKit's own).
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        DelegateRouting.animator(pending: pending, destination: toVC) {
            previousDelegate?.tabBarController?(
                tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
        }
    }

    /// Like `NSObject.responds(to:)`: its own methods while installed, the other protocol methods the app's
    /// delegate implements, and `NSObject`'s.
    override func responds(to aSelector: Selector!) -> Bool {
        let isOwn = aSelector == Self.animationSelector || (observesTaps && aSelector == Self.didSelectSelector)
        let isForwarded = Self.forwardedSelectors.contains(aSelector) || aSelector == Self.didSelectSelector
        return DelegateRouting.claims(
            ownMethod: isOwn, isInstalled: isInstalled,
            appImplements: isForwarded && previousDelegate?.responds(to: aSelector) == true,
            baseImplements: NSObject.instancesRespond(to: aSelector))
    }
}
#endif
