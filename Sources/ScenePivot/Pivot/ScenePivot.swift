/// Switches scenes on request: the one object a view controller or view model talks to.
///
/// ```swift
/// pivot.switchScene(with: TextInputRequest(.newAlbum) { title in
///     if let title { createNewAlbum(title: title) }
/// })
///
/// let title = try await pivot.switchScene(with: TextInputRequest(.newAlbum))   // nil when cancelled
/// ```
///
/// The pivot holds its stage weakly, asks its ``builder`` for the scene that answers each request, and runs
/// scenes one at a time through the stage's ``TransitionQueue``. Failures are typed (``ScenePivotError``): thrown
/// to an awaiting caller, or passed to ``errorHandler`` for the fire-and-forget form.
@MainActor
public final class ScenePivot {
    /// Where requests find their scenes.
    public let builder: SceneBuilder
    /// Receives the errors of fire-and-forget requests. The default writes each error to standard error, so no
    /// failure goes unnoticed.
    public var errorHandler: @MainActor (ScenePivotError) -> Void = ScenePivot.printError
    /// This pivot and its stage (weakly), observers and screen hook, shared with the contexts of its requests.
    private let link: PivotLink
    private var weakStage: (any SceneStage)? { link.stage }
    private let retainedStage: (any SceneStage)?
    /// Told of the screens this pivot's scenes show, while set: how a flow learns its root screen.
    package var onScreenShown: (@MainActor (AnyObject) -> Void)? {
        get { link.screenShownHandler }
        set { link.screenShownHandler = newValue }
    }

    /// A pivot that shows scenes on `stage`, held weakly, with scenes from `builder`.
    public init(stage: some SceneStage, builder: SceneBuilder = SceneBuilder()) {
        self.link = PivotLink(stage: stage)
        self.retainedStage = nil
        self.builder = builder
        link.pivot = self
    }

    /// A pivot that owns its stage: for adapters whose stage object only exists for this pivot and holds the
    /// real host (a view controller) weakly itself.
    package init(owningStage stage: some SceneStage, builder: SceneBuilder = SceneBuilder()) {
        self.link = PivotLink(stage: stage)
        self.retainedStage = stage
        self.builder = builder
        link.pivot = self
    }

    /// Set when the flow that owns this pivot ends: later requests fail with `hostDeallocated`, as the flow that
    /// hosted them is gone, instead of showing screens for it.
    package var isClosed = false

    /// How many observations the pivot lists (for tests of pruning).
    package var observationCount: Int { link.observationCount }

    /// The stage scenes are shown on, or `nil` once its host is gone.
    public var stage: (any SceneStage)? { weakStage }

    /// A pivot on the same stage with a child scope of this pivot's builder, for a part of the app (a flow) that
    /// adds its own registrations.
    public func makeChildPivot() -> ScenePivot {
        let child: ScenePivot
        if let retainedStage {
            child = ScenePivot(owningStage: retainedStage, builder: builder.makeChildScope())
        } else if let weakStage {
            child = ScenePivot(stage: weakStage, builder: builder.makeChildScope())
        } else {
            child = ScenePivot(orphanedWith: builder.makeChildScope())
        }
        child.errorHandler = errorHandler
        child.isClosed = isClosed
        return child
    }

    private init(orphanedWith builder: SceneBuilder) {
        self.link = PivotLink(stage: nil)
        self.retainedStage = nil
        self.builder = builder
        link.pivot = self
    }

    // MARK: Switching scenes

    /// Shows the scene that answers `request`; its response goes to the request's ``SceneRequest/onResponse``,
    /// and any failure to ``errorHandler``.
    public func switchScene<Request: SceneRequest>(with request: Request) {
        submit(request, waiter: nil)
    }

    /// Shows the scene that answers `request` and returns its response once the user (or the scene) has
    /// answered. The request's own ``SceneRequest/onResponse`` is called too.
    public func switchScene<Request: SceneRequest>(with request: Request) async throws(ScenePivotError)
        -> Request.Response
    {
        let waiter = ResponseWaiter<Request.Response>()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            waiter.continuation = continuation
            submit(request, waiter: waiter)
        }
        guard let result = waiter.result else { throw .sceneFailed("no answer") }
        switch result {  // not `result.get()`: iOS SDKs before Swift 6 declare it with untyped throws
        case .success(let response): return response
        case .failure(let error): throw error
        }
    }

    /// Checks `request`, finds its scene and queues it. Everything about the request, up to its answer to
    /// `waiter` (or its handler and ``errorHandler``), lives in one ``SceneContext``; event payloads are only
    /// built when someone observes them.
    func submit<Request: SceneRequest>(_ request: Request, waiter: ResponseWaiter<Request.Response>?) {
        let stage = weakStage
        let context = SceneContext(request: request, link: link, waiter: waiter)
        emit(.requested(context.requestDescription))
        guard let stage, !isClosed else { return context.fail(.hostDeallocated) }
        do {
            try request.validate()
        } catch {
            return context.fail(error)
        }
        let queue = stage.transitionQueue
        if request.duplicatePolicy == .coalesce,
            queue.containsRequest(where: { (other: Request) in request.isDuplicate(of: other) })
        {
            emit(.coalesced(context.requestDescription))
            return context.fail(.duplicateRequest(context.requestDescription))
        }
        let scene: AnyPivotScene<Request.Response>
        do {
            let resolved = try builder.resolve(request)
            scene = resolved.scene
            emit(
                .sceneChosen(
                    request: context.requestDescription, scene: scene.logDescription, isDefault: resolved.isDefault))
        } catch {
            return context.fail(error)
        }
        if queue.isBusy {
            emit(.waiting(context.requestDescription, ahead: queue.waitingCount + 1))
        }
        context.schedule(scene, on: queue)
    }

    // MARK: Observing

    /// Calls `handler` with every event of this pivot for as long as the returned observation is kept and not
    /// cancelled.
    ///
    /// ```swift
    /// observation = pivot.observe { event in logger.debug("\(event)") }
    /// ```
    public func observe(_ handler: @escaping @MainActor (PivotEvent) -> Void) -> PivotObservation {
        let observation = PivotObservation(handler: handler)
        link.addObservation(observation)
        return observation
    }

    /// Every event of this pivot from now on, as an `AsyncStream` that lasts until its consumer stops.
    ///
    /// ```swift
    /// for await event in pivot.events { analytics.track(event.description) }
    /// ```
    public var events: AsyncStream<PivotEvent> {
        // Not `makeStream()`: iOS SDKs before Swift 5.9 lack it.
        var madeContinuation: AsyncStream<PivotEvent>.Continuation?
        let stream = AsyncStream<PivotEvent> { madeContinuation = $0 }
        if let continuation = madeContinuation {
            let observation = observe { event in continuation.yield(event) }
            continuation.onTermination = { _ in _ = observation }
        }
        return stream
    }

    /// Sends the event to every observer; `makeEvent` is only evaluated when there is one.
    func emit(_ makeEvent: @autoclosure () -> PivotEvent) {
        link.emit(makeEvent())
    }

    static func printError(_ error: ScenePivotError) {
        StandardError.write("ScenePivot: \(error)\n")
    }
}
