/// A stage whose transitions a ``StageEngine`` performs: what an ``ItemStage`` acts through.
@MainActor
package protocol EngineStage: SceneStage, AlertDismissingStage, SelectionHoldingStage {
    /// The stage's backend: its hierarchy and side effects.
    associatedtype Backend: StageBackend
    /// The engine that performs the stage's transitions.
    var engine: StageEngine<Backend> { get }
}

/// The stage of one tab or page: its pushes and pops act on the item's own navigation stack while nothing is
/// presented over the container, its selections on its own container, everything else as on the host stage. The
/// same type serves the headless containers and the UIKit ones.
@MainActor
package final class ItemStage<Host: EngineStage>: SceneStage, SelectionHoldingStage {
    private let resolveHost: @MainActor () -> Host?
    private let resolveItem: @MainActor (Host) -> Host.Backend.Node?
    private let containerName: String
    private let resolveQueue: @MainActor () -> TransitionQueue?
    private var detachedQueue: TransitionQueue?
    private weak var rootScreen: AnyObject?
    /// Watchers of the item's root screen that came before its container was on stage.
    private var pendingWatchers: [@MainActor () -> Void] = []

    /// The stage of the item `item` finds on the host `host` finds, named after `containerName` in errors; the
    /// item's root screen is `rootScreen`. Its requests wait in the queue `queue` finds — the host's window's, on
    /// stage or not — or, while there is none (a headless container never yet on a stage), in one of its own.
    package init(
        containerName: String, rootScreen: AnyObject, queue: @escaping @MainActor () -> TransitionQueue?,
        host: @escaping @MainActor () -> Host?, item: @escaping @MainActor (Host) -> Host.Backend.Node?
    ) {
        self.containerName = containerName
        self.rootScreen = rootScreen
        self.resolveQueue = queue
        self.resolveHost = host
        self.resolveItem = item
    }

    /// The queue of the host's window, shared with every stage there: looked up each time a request is queued.
    package var transitionQueue: TransitionQueue {
        if let queue = resolveQueue() { return queue }
        if let detachedQueue { return detachedQueue }
        let queue = TransitionQueue()
        detachedQueue = queue
        return queue
    }

    /// The hierarchy as seen from the item: its own navigation stack while nothing covers it.
    package var hierarchy: StageHierarchy {
        guard let host = resolveHost() else { return StageHierarchy() }
        return host.engine.rules.snapshot(scope: resolveItem(host))
    }

    /// The item's root screen, which a flow started on this stage adopts: the one its navigation stack starts at
    /// now (a stack set to start elsewhere, kept by a `.setTabs` scene, starts at its new root), or the one it was
    /// made with while its container is not on a stage.
    package var itemRootScreen: AnyObject? {
        guard let host = resolveHost(), let item = resolveItem(host) else { return rootScreen }
        let view = host.engine.rules.view
        return view.children(of: item).first.map(view.screen(of:)) ?? rootScreen
    }

    /// Performs `transition` on the host, scoped to the item; fails with
    /// ``ScenePivotError/IllegalTransitionReason/containerNotOnStage(_:)`` while the container is not on a stage.
    /// The screens holding the container a selection of `kind` acts on, found from the item as a selection is.
    package func screensHolding(selectionOf kind: ContainerKind) -> [AnyObject] {
        guard let host = resolveHost(), let item = resolveItem(host) else { return [] }
        return host.engine.rules.screensHolding(selectionOf: kind, scope: .item(item))
    }

    package func perform(
        _ transition: StageTransition<AnyObject>, animated: Bool,
        completion: @escaping @MainActor (StageOutcome) -> Void
    ) {
        guard let host = resolveHost() else {
            return completion(.failed(.illegalTransition(.containerNotOnStage(containerName))))
        }
        let resolveItem = self.resolveItem
        let containerName = self.containerName
        host.engine.perform(
            transition,
            scope: { [weak host] in
                guard let host, let item = resolveItem(host) else { return .missingItem(containerName) }
                return .item(item)
            }, animated: animated, completion: completion)
    }

    /// Watches `screen` on the host. The item's root screen can be watched before its container is on stage (a
    /// flow started on the item while the container's own request waits): the watch starts when it arrives.
    package func observeDeparture(of screen: AnyObject, _ handler: @escaping @MainActor () -> Void) -> Bool {
        if let host = resolveHost() {
            containerArrived()
            return host.observeDeparture(of: screen, handler)
        }
        guard screen === rootScreen else { return false }
        pendingWatchers.append(handler)
        return true
    }

    /// Starts the watches that waited for the container; a root screen that is not on stage by then has left.
    package func containerArrived() {
        guard !pendingWatchers.isEmpty, let host = resolveHost() else { return }
        let watchers = pendingWatchers
        pendingWatchers = []
        for watcher in watchers {
            guard let root = rootScreen, host.observeDeparture(of: root, watcher) else {
                watcher()
                continue
            }
        }
    }

    /// The host's name for `screen`.
    package func name(of screen: AnyObject) -> String {
        resolveHost()?.name(of: screen) ?? String(describing: type(of: screen))
    }
}

extension ItemStage: AlertDismissingStage {
    /// Dismisses the alert shown with `token` on the host, once it is ready, for a cancelled request of this item's
    /// pivot.
    package func dismissAlert(with token: AlertToken, animated: Bool) {
        resolveHost()?.dismissAlert(with: token, animated: animated)
    }
}
