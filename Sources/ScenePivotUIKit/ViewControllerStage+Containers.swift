#if canImport(UIKit)
import UIKit

extension ViewControllerStage: ContainerSelectingStage {
    /// Like setting `UITabBarController.selectedIndex`, or calling
    /// `UIPageViewController.setViewControllers(_:direction:animated:completion:)`, but driven by a request: on
    /// the innermost visible ``TabContainerViewController`` or ``PageContainerViewController`` of `kind`.
    public func selectItem(
        at index: Int, of kind: ContainerKind, animated: Bool, completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError) {
        checkDepartures()
        guard let container = visibleContainer(of: kind) else { throw .illegalTransition(.noContainer(kind.rawValue)) }
        try container.selectItem(at: index, animated: animated, completion: completion)
    }

    /// The innermost container of `kind` the user sees: found from the top-most presented view controller through
    /// navigation tops, selected tabs, current pages and child view controllers.
    func visibleContainer(of kind: ContainerKind) -> (any StageContainer)? {
        var found: (any StageContainer)?
        var current = try? topMostViewController()
        while let node = current {
            if let container = node as? any StageContainer, container.containerKind == kind { found = container }
            switch node {
            case let navigation as UINavigationController: current = navigation.topViewController
            case let tabs as UITabBarController: current = tabs.selectedViewController
            case let pages as UIPageViewController: current = pages.viewControllers?.first
            default: current = node.children.last
            }
        }
        return found
    }

    /// Tells every departure observer of this stage that its screen left: the stage's container left the window.
    func departAll() {
        departures.checkDepartures { _ in true }
    }
}
#endif
