/// A screen the headless stage builds as a container of navigation stacks.
@MainActor
protocol HeadlessContainer: AnyObject {
    var core: HeadlessContainerCore { get }
}

/// What tab and page containers share: their roots, the selected index, a stage per item and the index observers.
@MainActor
final class HeadlessContainerCore {
    let kind: ContainerKind
    let roots: [AnyObject]
    private(set) var selectedIndex = 0
    private(set) weak var host: HeadlessStage?
    private(set) weak var node: StageNode?
    private(set) var slots: [HeadlessContainerSlot] = []
    private let indexObservers = IndexObservers()

    init(kind: ContainerKind, roots: [AnyObject]) {
        self.kind = kind
        self.roots = roots
        slots = roots.indices.map { HeadlessContainerSlot(index: $0) }
        for slot in slots { slot.core = self }
    }

    var isOnStage: Bool { node.map { $0.phase != .gone } ?? false }

    /// The stage, when a user can touch the container now: on stage, not covered (by a presented screen, another
    /// tab or a pushed screen) and with no transition animating. `name` names the container in the error.
    func stageWithinUsersReach(name: String) throws(HeadlessInteractionError) -> HeadlessStage {
        guard let host, let node, isOnStage else { throw .notOnStage(name) }
        if host.isAnimating { throw .transitionInProgress(host.name(of: host.topScreen)) }
        guard host.isVisible(node) else { throw .notVisible(name, topScreen: host.name(of: host.topScreen)) }
        return host
    }

    func attach(to stage: HeadlessStage, node: StageNode) {
        host = stage
        self.node = node
    }

    func navigation(at index: Int) -> StageNode? {
        guard let node, node.children.indices.contains(index) else { return nil }
        return node.children[index]
    }

    func select(_ index: Int, animated: Bool, completion: @escaping @MainActor () -> Void)
        throws(ScenePivotError)
    {
        guard roots.indices.contains(index) else {
            throw .illegalTransition(.noSuchContainerItem(index, count: roots.count))
        }
        guard let host else { throw .hostDeallocated }
        try host.refuseWhileAnimating()
        host.animate(animated) { [self] in
            setSelected(index)
            completion()
        }
    }

    func setSelected(_ index: Int) {
        guard index != selectedIndex else { return }
        selectedIndex = index
        indexObservers.tell(index)
    }

    func observe(_ handler: @escaping @MainActor (Int) -> Void) -> IndexObservation {
        indexObservers.observe(handler)
    }

    var indexChanges: AsyncStream<Int> { indexObservers.changes }
}

/// The stage of one tab or page: pushes and pops act on that item's navigation stack while nothing is presented
/// above the container; everything else is the host stage's.
@MainActor
final class HeadlessContainerSlot: ContainerSelectingStage {
    let index: Int
    weak var core: HeadlessContainerCore?
    private let detachedQueue = TransitionQueue()

    init(index: Int) { self.index = index }

    private func host() throws(ScenePivotError) -> HeadlessStage {
        guard let host = core?.host else { throw .hostDeallocated }
        return host
    }

    /// This item's navigation stack, when it is what the user sees under any presentation.
    private func ownNavigation(on host: HeadlessStage) -> StageNode? {
        guard let navigation = core?.navigation(at: index), navigation.phase != .gone,
            host.outermost(navigation) === host.topContext
        else { return nil }
        return host.visibleNavigation(from: navigation) ?? navigation
    }

    var transitionQueue: TransitionQueue { core?.host?.transitionQueue ?? detachedQueue }

    func present(
        _ screen: AnyObject, _ presentation: Presentation, animated: Bool, completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError) {
        try host().present(screen, presentation, animated: animated, completion: completion)
    }

    func dismiss(_ screen: AnyObject?, animated: Bool, completion: @escaping @MainActor () -> Void)
        throws(ScenePivotError)
    {
        try host().dismiss(screen, animated: animated, completion: completion)
    }

    func push(_ screen: AnyObject, animated: Bool, completion: @escaping @MainActor () -> Void)
        throws(ScenePivotError)
    {
        let host = try host()
        try host.push(screen, onto: ownNavigation(on: host), animated: animated, completion: completion)
    }

    func pop(to destination: PopDestination, animated: Bool, completion: @escaping @MainActor () -> Void)
        throws(ScenePivotError)
    {
        let host = try host()
        try host.pop(to: destination, on: ownNavigation(on: host), animated: animated, completion: completion)
    }

    func setNavigationStack(_ screens: [AnyObject], animated: Bool, completion: @escaping @MainActor () -> Void)
        throws(ScenePivotError)
    {
        let host = try host()
        try host.setNavigationStack(screens, on: ownNavigation(on: host), animated: animated, completion: completion)
    }

    func presentAlert(
        _ content: AlertContent, animated: Bool, onAnswer: @escaping @MainActor (AlertAnswer?) -> Void,
        completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError) {
        try host().presentAlert(content, animated: animated, onAnswer: onAnswer, completion: completion)
    }

    func observeDeparture(of screen: AnyObject, _ handler: @escaping @MainActor () -> Void) -> Bool {
        core?.host?.observeDeparture(of: screen, handler) ?? false
    }

    func name(of screen: AnyObject) -> String {
        core?.host?.name(of: screen) ?? String(describing: type(of: screen))
    }

    func selectItem(at index: Int, of kind: ContainerKind, animated: Bool, completion: @escaping @MainActor () -> Void)
        throws(ScenePivotError)
    {
        if let core, core.kind == kind, core.isOnStage {
            return try core.select(index, animated: animated, completion: completion)
        }
        try host().selectItem(at: index, of: kind, animated: animated, completion: completion)
    }
}
