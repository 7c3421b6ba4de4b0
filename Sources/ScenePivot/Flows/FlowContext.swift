/// A running flow: its pivot and builder scope, its child flows, and how it finishes.
///
/// ```swift
/// func start(in flow: FlowContext<Void>) {
///     flow.builder.register(ResultsRequest.self) { request in .push(ResultsScreen(query: request.query)) }
///     flow.pivot.switchScene(with: SearchRequest())
/// }
///
/// // later, from the flow: a child flow, released by itself when its screen is popped
/// flow.startChild(ResultsFlow(query: query)) { ending in print(ending) }
/// let picked = await flow.run(PickerFlow()).outcome
/// ```
///
/// The context keeps its flow alive while the flow runs. It ends once — ``finish(with:)``, ``cancel()``, its root
/// screen leaving the stage, a request of its pivot failing before it showed a screen, or its parent ending — and
/// then ends its children, removes its registrations (so closures that captured the flow cannot keep it alive),
/// lets the flow go and tells the parent. Nothing ever needs to be removed by hand.
@MainActor
public final class FlowContext<Outcome> {
    /// The flow's own pivot, on its parent's stage (or the stage it was started on), with the flow's builder.
    public let pivot: ScenePivot
    /// Where the flow registers its scenes: a child scope of its parent's, the same object as `pivot.builder`.
    public var builder: SceneBuilder { pivot.builder }
    /// The first screen the flow showed; the flow lives while it is on stage.
    public private(set) weak var rootScreen: AnyObject?
    /// Whether the flow is still running.
    public private(set) var isRunning = true

    private var flow: AnyObject?
    private let children = ChildList()
    private var onEnd: (@MainActor (FlowEnding<Outcome>) -> Void)?
    private var detach: (@MainActor () -> Void)?
    private var keepAlive: FlowContext<Outcome>?
    private var failureObservation: PivotObservation?
    private var hasRoot = false

    init(
        flow: AnyObject, pivot: ScenePivot, keepsItselfAlive: Bool,
        onEnd: @escaping @MainActor (FlowEnding<Outcome>) -> Void
    ) {
        self.flow = flow
        self.pivot = pivot
        self.onEnd = onEnd
        if keepsItselfAlive { keepAlive = self }
    }

    /// The flow object, while it runs.
    public var flowObject: AnyObject? { flow }

    /// The flows this flow started that are still running, oldest first.
    public var childFlows: [AnyObject] { children.entries.compactMap { $0.node.runningFlow } }

    /// The running child flow of type `type`, the most recent when several run: how a parent tells its children
    /// apart (a coordinator's `type`).
    public func childFlow<Flow: SceneFlow>(_ type: Flow.Type) -> Flow? {
        childFlows.reversed().lazy.compactMap { $0 as? Flow }.first
    }

    // MARK: Children

    /// Starts `child` with a pivot over this flow's builder, on `stage` when given (a tab's or a page's) or on
    /// this flow's stage, and calls `onEnd` once when it ends. The child lives while its root screen is on stage:
    /// on a tab's or page's stage, that is the item's root screen; elsewhere, the first screen the child shows.
    ///
    /// - Parameters:
    ///   - child: The flow to start.
    ///   - stage: Where the child shows its screens, such as `tabs.stage(forTab: 0)`; this flow's stage when `nil`.
    ///   - onEnd: Told once how the child ended.
    /// - Returns: The child's context, through which this flow can end it early.
    @discardableResult
    public func startChild<Child: SceneFlow>(
        _ child: Child, on stage: (any SceneStage)? = nil,
        onEnd: @escaping @MainActor (FlowEnding<Child.Outcome>) -> Void = { _ in }
    ) -> FlowContext<Child.Outcome> {
        let childPivot: ScenePivot
        if let stage {
            childPivot = pivot.makeChildPivot(on: stage)
        } else {
            childPivot = pivot.makeChildPivot()
        }
        let context = FlowContext<Child.Outcome>(flow: child, pivot: childPivot, keepsItselfAlive: false, onEnd: onEnd)
        guard isRunning else {
            context.end(.cancelled)
            return context
        }
        let id = ObjectIdentifier(context)
        children.append(ChildEntry(id: id, node: context))
        context.detach = { [weak self] in self?.children.remove(id) }
        context.begin(child, adopting: stage?.itemRootScreen)
        return context
    }

    /// Starts `child` like ``startChild(_:on:onEnd:)`` and returns how it ended. Cancelling the awaiting task
    /// cancels the child, which then ends with ``FlowEnding/cancelled``.
    ///
    /// ```swift
    /// if let nickname = await flow.run(NicknameFlow()).outcome { save(nickname) }
    /// ```
    public func run<Child: SceneFlow>(_ child: Child, on stage: (any SceneStage)? = nil) async
        -> FlowEnding<Child.Outcome>
    {
        let box = EndingBox<Child.Outcome>()
        if Task.isCancelled { return .cancelled }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                box.context = startChild(child, on: stage) { ending in
                    box.ending = ending
                    continuation.resume()
                }
            }
        } onCancel: {
            Task { @MainActor in box.context?.cancel() }
        }
        return box.ending ?? .cancelled
    }

    // MARK: Ending

    /// Finishes the flow with `outcome`: its children are cancelled, its parent is told, and the flow is released.
    /// The flow's screens stay where they are; the parent decides what comes next. Later calls do nothing.
    public func finish(with outcome: Outcome) {
        end(.finished(outcome))
    }

    /// Ends the flow and its children without an outcome; the parent is told ``FlowEnding/cancelled``.
    public func cancel() {
        end(.cancelled)
    }

    func begin<Flow: SceneFlow>(_ flow: Flow, adopting itemRoot: AnyObject? = nil) where Flow.Outcome == Outcome {
        if let itemRoot {
            adoptRoot(itemRoot)
        } else {
            pivot.onScreenShown = { [weak self] screen in self?.adoptRoot(screen) }
            failureObservation = pivot.observe { [weak self] event in
                if case .failed(_, let error) = event { self?.firstRequestFailed(error) }
            }
        }
        guard isRunning else { return }
        flow.start(in: self)
    }

    private func adoptRoot(_ screen: AnyObject) {
        guard isRunning, !hasRoot else { return }
        hasRoot = true
        rootScreen = screen
        pivot.onScreenShown = nil
        failureObservation?.cancel()
        failureObservation = nil
        let attached = pivot.stage?.observeDeparture(of: screen) { [weak self] in self?.end(.left) } ?? false
        if !attached { end(.left) }
    }

    private func firstRequestFailed(_ error: ScenePivotError) {
        guard !hasRoot else { return }
        end(.failed(error))
    }

    func end(_ ending: FlowEnding<Outcome>) {
        guard isRunning else { return }
        isRunning = false
        for child in children.entries.reversed() { child.node.endAsCancelled() }
        children.removeAll()
        pivot.onScreenShown = nil
        failureObservation?.cancel()
        failureObservation = nil
        builder.removeAllRegistrations()
        pivot.close()
        let released = flow
        flow = nil
        let onEnd = self.onEnd
        self.onEnd = nil
        let detach = self.detach
        self.detach = nil
        detach?()
        keepAlive = nil
        onEnd?(ending)
        withExtendedLifetime(released) {}
    }
}

/// A child flow of any outcome type, as its parent sees it.
@MainActor
protocol FlowNode: AnyObject {
    var runningFlow: AnyObject? { get }
    func endAsCancelled()
}

extension FlowContext: FlowNode {
    var runningFlow: AnyObject? { flow }
    func endAsCancelled() { end(.cancelled) }
}

@MainActor
private struct ChildEntry {
    let id: ObjectIdentifier
    let node: any FlowNode
}

/// A flow's children in the order they started; one leaves without a search, so starting and ending a child costs
/// the same however many siblings run.
@MainActor
private final class ChildList {
    /// The children from `head`; a slot is `nil` once its child has left.
    private var slots: [ChildEntry?] = []
    private var head = 0
    /// Where each child stands, counted from the first child ever added (`slots[0]` stands at `base`).
    private var positions: [ObjectIdentifier: Int] = [:]
    private var base = 0

    /// The children, oldest first.
    var entries: [ChildEntry] { slots[head...].compactMap { $0 } }

    func append(_ entry: ChildEntry) {
        positions[entry.id] = base + slots.count
        slots.append(entry)
    }

    func remove(_ id: ObjectIdentifier) {
        guard let position = positions.removeValue(forKey: id) else { return }
        slots[position - base] = nil
        guard !positions.isEmpty else { return removeAll() }
        while slots[slots.count - 1] == nil { slots.removeLast() }  // the youngest child usually ends first
        while slots[head] == nil { head += 1 }
        if head > 32, head * 2 > slots.count {
            slots.removeFirst(head)
            base += head
            head = 0
        }
        // Slots left by children that ended in the middle are dropped once they are half the list.
        if slots.count > 32, positions.count * 2 < slots.count - head { compact() }
    }

    func removeAll() {
        base += slots.count
        slots.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
        head = 0
    }

    private func compact() {
        let kept = entries
        base += slots.count
        slots = kept
        head = 0
        for (offset, entry) in kept.enumerated() { positions[entry.id] = base + offset }
    }
}

@MainActor
private final class EndingBox<Outcome> {
    var ending: FlowEnding<Outcome>?
    weak var context: FlowContext<Outcome>?
}
