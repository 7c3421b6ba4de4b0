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
    let roots: [AnyObject]
    private(set) var selectedIndex: Int
    private(set) weak var host: HeadlessStage?
    private(set) weak var node: HeadlessNode?
    private(set) var itemStages: [ItemStage<HeadlessStage>] = []
    private let indexObservers = IndexObservers()

    init(kind: ContainerKind, roots: [AnyObject], selectedIndex: Int, name: String) {
        self.kind = kind
        self.roots = roots
        self.selectedIndex = roots.indices.contains(selectedIndex) ? selectedIndex : 0
        itemStages = roots.indices.map { index in
            ItemStage<HeadlessStage>(
                containerName: name, rootScreen: roots[index], queue: { [weak self] in self?.host?.transitionQueue },
                host: { [weak self] in self?.isOnStage == true ? self?.host : nil },
                item: { [weak self] _ in self?.navigation(at: index) })
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
