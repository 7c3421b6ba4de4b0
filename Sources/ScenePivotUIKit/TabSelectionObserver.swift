#if canImport(UIKit)
import UIKit

/// Learns that the user tapped a tab, through `tabBarController(_:didSelect:)`, and forwards every callback to
/// the delegate the app had set before.
@MainActor
final class TabSelectionObserver: NSObject, UITabBarControllerDelegate {
    private weak var previousDelegate: (any UITabBarControllerDelegate)?
    private let onSelect: @MainActor () -> Void

    /// Becomes `tabBarController`'s delegate, unless the app's delegate decides its orientations (those answers
    /// cannot be forwarded faithfully): then returns `nil`, and only selections made in code are noticed.
    init?(observing tabBarController: UITabBarController, onSelect: @escaping @MainActor () -> Void) {
        let previous = tabBarController.delegate
        if let previous, Self.orientationSelectors.contains(where: { previous.responds(to: $0) }) { return nil }
        self.previousDelegate = previous
        self.onSelect = onSelect
        super.init()
        tabBarController.delegate = self
    }

    private static let orientationSelectors: [Selector] = [
        #selector(UITabBarControllerDelegate.tabBarControllerSupportedInterfaceOrientations(_:)),
        #selector(UITabBarControllerDelegate.tabBarControllerPreferredInterfaceOrientationForPresentation(_:)),
    ]

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    {
        previousDelegate?.tabBarController?(tabBarController, shouldSelect: viewController) ?? true
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        previousDelegate?.tabBarController?(tabBarController, didSelect: viewController)
        onSelect()
    }

    func tabBarController(
        _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]
    ) {
        previousDelegate?.tabBarController?(tabBarController, willBeginCustomizing: viewControllers)
    }

    func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool
    ) {
        previousDelegate?.tabBarController?(tabBarController, willEndCustomizing: viewControllers, changed: changed)
    }

    func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool
    ) {
        previousDelegate?.tabBarController?(tabBarController, didEndCustomizing: viewControllers, changed: changed)
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        previousDelegate?.tabBarController?(tabBarController, interactionControllerFor: animationController)
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        previousDelegate?.tabBarController?(
            tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
    }
}
#endif
