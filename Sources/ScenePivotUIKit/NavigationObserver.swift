#if canImport(UIKit)
import UIKit

/// Learns that a navigation controller's stack changed — the back button, the edge swipe, a pop by the app —
/// through `navigationController(_:didShow:animated:)`, and forwards every callback to the delegate the app had
/// set before.
@MainActor
final class NavigationObserver: NSObject, UINavigationControllerDelegate {
    private weak var navigationController: UINavigationController?
    private weak var previousDelegate: (any UINavigationControllerDelegate)?
    private let onChange: @MainActor (UINavigationController) -> Void

    /// Becomes `navigationController`'s delegate, unless the app's delegate decides its orientations (those
    /// answers cannot be forwarded faithfully): then returns `nil`, and the stage notices pops at its next
    /// transition instead.
    init?(
        observing navigationController: UINavigationController,
        onChange: @escaping @MainActor (UINavigationController) -> Void
    ) {
        let previous = navigationController.delegate
        if let previous, Self.orientationSelectors.contains(where: { previous.responds(to: $0) }) { return nil }
        self.navigationController = navigationController
        self.previousDelegate = previous
        self.onChange = onChange
        super.init()
        navigationController.delegate = self
    }

    /// Whether the navigation controller is alive with this observer as its delegate.
    var isObserving: Bool { navigationController?.delegate === self }

    private static let orientationSelectors: [Selector] = [
        #selector(UINavigationControllerDelegate.navigationControllerSupportedInterfaceOrientations(_:)),
        #selector(UINavigationControllerDelegate.navigationControllerPreferredInterfaceOrientationForPresentation(_:)),
    ]

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        previousDelegate?.navigationController?(navigationController, willShow: viewController, animated: animated)
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        previousDelegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
        onChange(navigationController)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        previousDelegate?.navigationController?(navigationController, interactionControllerFor: animationController)
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        previousDelegate?.navigationController?(
            navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    }
}

extension ViewControllerStage {
    /// Watches `navigationController` for pops the stage did not make.
    func observeNavigation(_ navigationController: UINavigationController) {
        let id = ObjectIdentifier(navigationController)
        if let existing = navigationObservers[id], existing.isObserving { return }
        navigationObservers[id] = NavigationObserver(observing: navigationController) { [weak self] shown in
            self?.checkDepartures(settled: shown)
        }
    }
}
#endif
