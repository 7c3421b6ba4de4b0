#if canImport(UIKit)
import ScenePivot
import UIKit

/// ScenePivot's edge swipe back on a navigation controller whose top screen was pushed with a custom animation: it
/// pops with that screen's pop-back animation, following the finger through a `UIPercentDrivenInteractiveTransition`
/// — UIKit's own edge swipe, given a custom animator and no interaction controller, would play it to its end by
/// itself (`UIViewControllerTransitioning.h`). It begins only where UIKit's would, and UIKit's waits for it to fail,
/// so on every other screen UIKit's edge swipe runs as before; where the app vetoes
/// UIKit's (disabling `interactivePopGestureRecognizer`, or its delegate's `gestureRecognizerShouldBegin(_:)` answering
/// `false`), this one does not begin either. Owned by the navigation controller's animation proxy,
/// which hands UIKit ``driver`` for the swipe's pop.
@MainActor
final class NavigationEdgeSwipe: NSObject, UIGestureRecognizerDelegate {
    private weak var navigation: UINavigationController?
    private let popBack: @MainActor (UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    private let gesture = UIScreenEdgePanGestureRecognizer()
    /// The driver of the swipe under way, if any.
    private(set) var driver: UIPercentDrivenInteractiveTransition?

    /// An edge swipe on `navigation`'s view, popping a top screen `popBack` gives an animator for.
    init(
        on navigation: UINavigationController,
        popBack: @escaping @MainActor (UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    ) {
        self.navigation = navigation
        self.popBack = popBack
        super.init()
        let view = navigation.view
        gesture.edges = view?.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        gesture.addTarget(self, action: #selector(swiped(_:)))
        gesture.delegate = self
        view?.addGestureRecognizer(gesture)
    }

    /// Takes the swipe off the navigation controller's view.
    func remove() {
        driver?.cancel()
        driver = nil
        gesture.view?.removeGestureRecognizer(gesture)
    }

    @objc private func swiped(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let direction: CGFloat = gesture.edges == .right ? -1 : 1
        let progress = DelegateRouting.edgeSwipeProgress(
            travel: Double(gesture.translation(in: view).x * direction), width: Double(view.bounds.width))
        switch gesture.state {
        case .began:
            driver = UIPercentDrivenInteractiveTransition()
            navigation?.popViewController(animated: true)
        case .changed:
            driver?.update(CGFloat(progress))
        case .ended:
            let velocity = Double(gesture.velocity(in: view).x * direction)
            if DelegateRouting.edgeSwipeFinishes(progress: progress, velocity: velocity) {
                driver?.finish()
            } else {
                driver?.cancel()
            }
            driver = nil
        case .cancelled, .failed:
            driver?.cancel()
            driver = nil
        default:
            break
        }
    }

    /// Like `gestureRecognizerShouldBegin(_:)`: only where UIKit's edge swipe would begin — its
    /// `interactivePopGestureRecognizer` enabled and not vetoed by its delegate's `gestureRecognizerShouldBegin(_:)`
    /// — over a top screen with a pop-back animation.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigation, let top = navigation.topViewController else { return false }
        let item = top.navigationItem
        let system = navigation.interactivePopGestureRecognizer
        let systemAllows = system.map { system in system.delegate?.gestureRecognizerShouldBegin?(system) ?? true }
        return DelegateRouting.drivesEdgeSwipe(
            systemGestureEnabled: system?.isEnabled == true, systemGestureAllowed: systemAllows ?? true,
            stackCount: navigation.viewControllers.count,
            showsBackButton: DelegateRouting.showsBackButton(
                hidesBackButton: item.hidesBackButton, hasLeftItems: !(item.leftBarButtonItems ?? []).isEmpty,
                leftItemsSupplementBackButton: item.leftItemsSupplementBackButton),
            isTransitioning: navigation.transitionCoordinator != nil, topHasPopBack: popBack(top) != nil)
    }

    /// Like `gestureRecognizer(_:shouldBeRequiredToFailBy:)`: UIKit's edge swipe waits for this one to fail.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        otherGestureRecognizer === navigation?.interactivePopGestureRecognizer
    }
}
#endif
