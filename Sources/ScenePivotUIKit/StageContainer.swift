#if canImport(UIKit)
import UIKit

/// A container view controller whose items each have a navigation controller and a stage:
/// ``TabContainerViewController`` and ``PageContainerViewController``.
@MainActor
protocol StageContainer: UIViewController {
    /// Tabs or pages.
    var containerKind: ContainerKind { get }
    /// The stage of each item, in order.
    var itemStages: [ContainerItemStage] { get }
    /// Selects item `index`, then calls `completion`; throws for an index outside the items.
    func selectItem(at index: Int, animated: Bool, completion: @escaping @MainActor () -> Void)
        throws(ScenePivotError)
}

extension StageContainer {
    /// Tells the departure observers of every item's screens that they left: the container left the window.
    func leaveStage() {
        itemStages.forEach { $0.stage.departAll() }
    }

    /// Whether the container has left for good, as seen from `viewDidDisappear(_:)`: it (or a parent) was popped
    /// or dismissed, or its outermost parent is neither in a window, presented, nor covered by a presentation.
    var hasLeftStage: Bool {
        var node: UIViewController = self
        while true {
            if node.isBeingDismissed || node.isMovingFromParent { return true }
            guard let parent = node.parent else { break }
            if let navigation = parent as? UINavigationController, !navigation.viewControllers.contains(node) {
                return true
            }
            node = parent
        }
        return node.viewIfLoaded?.window == nil && node.presentingViewController == nil
            && node.presentedViewController == nil
    }
}
#endif
