import ScenePivot

/// A screen the headless stage builds as a container of navigation stacks.
@MainActor
protocol HeadlessContainer: HeadlessBuiltScreen {
    var core: HeadlessContainerCore { get }
}

/// What tab and page containers share: their roots, the selected index, a stage per item and the index observers.
@MainActor
final class HeadlessContainerCore {
    let kind: ContainerKind
    /// The items' root screens, in order: those the container was made with, or those a `.setTabs` scene set.
    private(set) var roots: [AnyObject] { didSet { HeadlessStage.hierarchyWrites &+= 1 } }
    /// One key per item, in order, kept with the item when a `.setTabs` scene keeps it: what its stage finds it by.
    private var itemKeys: [ItemKey]
    private let name: String
    private(set) var selectedIndex: Int { didSet { HeadlessStage.hierarchyWrites &+= 1 } }
    private(set) weak var host: HeadlessStage?
    private(set) weak var node: HeadlessNode?
    private(set) var itemStages: [ItemStage<HeadlessStage>] = []
    private let indexObservers = IndexObservers()

    init(kind: ContainerKind, roots: [AnyObject], selectedIndex: Int, name: String) {
        self.kind = kind
        self.roots = roots
        self.name = name
        self.selectedIndex = roots.indices.contains(selectedIndex) ? selectedIndex : 0
        itemKeys = roots.map { _ in ItemKey() }
        itemStages = zip(roots, itemKeys).map(makeItemStage)
    }

    /// The stage of the item `key` names, rooted at `root`: it finds its item by its key, wherever the item is in
    /// the order — not by its root, which a new item may share once the item's stack starts elsewhere — and finds
    /// none once the item has left.
    private func makeItemStage(root: AnyObject, key: ItemKey) -> ItemStage<HeadlessStage> {
        ItemStage<HeadlessStage>(
            containerName: name, rootScreen: root, queue: { [weak self] in self?.host?.transitionQueue },
            host: { [weak self] in self?.isOnStage == true ? self?.host : nil },
            item: { [weak self, weak key] _ in
                guard let self, let key, let index = itemKeys.firstIndex(where: { $0 === key }) else { return nil }
                return navigation(at: index)
            })
    }

    /// Replaces the items' roots and stages: item `i` is the one that was at `kept[i]`, with its key and stage,
    /// or a new one rooted at `newRoots[i]` when `kept[i]` is `nil`.
    func replaceItems(with newRoots: [AnyObject], kept: [Int?]) {
        let (oldKeys, oldStages) = (itemKeys, itemStages)
        roots = newRoots
        itemKeys = kept.map { index in index.map { oldKeys[$0] } ?? ItemKey() }
        itemStages = newRoots.indices.map { index in
            kept[index].map { oldStages[$0] } ?? makeItemStage(root: newRoots[index], key: itemKeys[index])
        }
    }

    var isOnStage: Bool { node.map { $0.phase != .gone } ?? false }

    /// The stage, when a user can touch the container now: on stage, not covered (by a presented screen, another
    /// tab or a pushed screen) and with no transition animating. `name` names the container in the error.
    func stageWithinUsersReach(name: String) throws(HeadlessInteractionError) -> HeadlessStage {
        guard let host, let node, isOnStage else { throw .notOnStage(name) }
        if host.isAnimating { throw .transitionInProgress(host.name(of: host.topScreen)) }
        guard host.engine.rules.isVisible(node) else {
            throw .notVisible(name, topScreen: host.name(of: host.topScreen))
        }
        return host
    }

    func attach(to stage: HeadlessStage, node: HeadlessNode) {
        host = stage
        self.node = node
        if kind == .split, selectedIndex == 0 { stackColumns(collapsing: true) }
    }

    func navigation(at index: Int) -> HeadlessNode? {
        guard let node, node.phase != .gone, node.children.indices.contains(index) else { return nil }
        return node.children[index]
    }

    func stage(at index: Int) -> (any SceneStage)? {
        itemStages.indices.contains(index) ? itemStages[index] : nil
    }

    /// Whether a split's secondary column is stacked on its primary one (collapsed, showing the detail).
    var columnsAreStacked: Bool {
        guard kind == .split, let primary = navigation(at: 0), let secondary = navigation(at: 1) else { return false }
        return secondary.parent === primary
    }

    func setSelected(_ index: Int) {
        guard index != selectedIndex else { return }
        selectedIndex = index
        indexObservers.tell(index)
    }

    func observe(_ handler: @escaping @MainActor (Int) -> Void) -> PivotObservation {
        indexObservers.observe(handler)
    }

    var indexChanges: AsyncStream<Int> { indexObservers.changes }
}

/// What an item's stage finds its item by: one per item, whatever its index or root.
private final class ItemKey {}
