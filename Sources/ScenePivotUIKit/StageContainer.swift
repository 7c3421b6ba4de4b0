#if canImport(UIKit)
import UIKit

/// A ScenePivot container view controller — ``TabContainerViewController``, ``PageContainerViewController`` —
/// whose items each have a navigation controller and a stage.
@MainActor
protocol StageContainer: UIViewController {
    /// Tabs or pages.
    var containerKind: ContainerKind { get }
    /// Each item's navigation controller, in order (all of them, on screen or not).
    var itemNavigations: [UIViewController] { get }
    /// The item shown now, by identity (never by position in a list the user could reorder).
    var selectedItemIndex: Int? { get }
    /// Shows item `index`, calling back with whether the change finished.
    func showItem(at index: Int, animated: Bool, completion: @escaping @MainActor (Bool) -> Void)
    /// The stages of the items, in order (``makeItemStages(roots:navigations:name:host:)``).
    var itemStages: [ItemStage<ViewControllerStage>] { get }
    /// Replaces the items with navigation controllers rooted at `roots`, keeping each item whose root is one of
    /// them, shows `tabItems` in a tab bar and selects item `selecting` when given; a `.setTabs` or `.setColumns`
    /// scene, as the core's rules planned it.
    func replaceItems(_ roots: [UIViewController], tabItems: [TabItem], selecting: Int?, animated: Bool)
}

extension UIViewController {
    /// The ScenePivot container this view controller is an item of, while it is off screen (a page not shown).
    var stageContainer: UIViewController? {
        (objc_getAssociatedObject(self, &itemContainerKey) as? WeakObject)?.object as? UIViewController
    }

    /// Marks this view controller as an item of `container`.
    func setStageContainer(_ container: UIViewController) {
        objc_setAssociatedObject(
            self, &itemContainerKey, WeakObject(object: container), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}

nonisolated(unsafe) private var itemContainerKey: UInt8 = 0

extension StageContainer {
    /// The stages of the container's items rooted at `roots` in the navigation controllers `navigations`, each
    /// acting on its item's navigation stack through `host` (a stage anchored to the container, made when `nil`),
    /// and waiting in its window's queue. An item's stage finds its item by its navigation controller, wherever the
    /// item is in the order — not by its root, which a new item may share once the item's stack starts elsewhere;
    /// a stage whose container is not on stage, or whose item has left, fails with `containerNotOnStage`.
    func makeItemStages(
        roots: [UIViewController], navigations: [UIViewController], name: String, host: ViewControllerStage? = nil
    ) -> [ItemStage<ViewControllerStage>] {
        let host = host ?? ViewControllerStage(anchor: self)
        return zip(roots, navigations).map { root, navigation in
            ItemStage<ViewControllerStage>(
                containerName: name, rootScreen: root, queue: { host.transitionQueue },
                host: { [weak self] in
                    guard let self, host.core.engine.rules.isOnStage(self) else { return nil }
                    return host
                },
                item: { [weak self, weak navigation] _ in
                    guard let self, let navigation, itemNavigations.contains(where: { $0 === navigation }) else {
                        return nil
                    }
                    return navigation
                })
        }
    }

    /// Does nothing: the container's items are fixed (the rules refuse to change a page container's pages).
    func replaceItems(_ roots: [UIViewController], tabItems: [TabItem], selecting: Int?, animated: Bool) {}

    /// The stage of item `index`, or `nil` outside the items.
    func itemStage(at index: Int) -> (any SceneStage)? {
        itemStages.indices.contains(index) ? itemStages[index] : nil
    }

    /// From `viewDidAppear(_:)`: the container is on stage, so what waited for it starts, and the stages watching
    /// it hear it.
    func containerDidAppear() {
        itemStages.forEach { $0.containerArrived() }
        DepartureSignal.existing(for: self)?.appeared()
    }

    /// From `viewDidDisappear(_:)`: the stages watching the container learn at once whether it left for good.
    func containerDidDisappear() {
        DepartureSignal.existing(for: self)?.disappeared()
    }
}
#endif
