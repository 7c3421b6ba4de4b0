/// Switches scenes on request: the one object a view controller or view model talks to.
///
/// ```swift
/// pivot.switchScene(with: TextInputRequest(.newAlbum) { title in
///     createNewAlbum(title: title)
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
    private weak var weakStage: (any SceneStage)?
    private let retainedStage: (any SceneStage)?
    private var observations: [WeakObservation] = []

    /// A pivot that shows scenes on `stage`, held weakly, with scenes from `builder`.
    public init(stage: some SceneStage, builder: SceneBuilder = SceneBuilder()) {
        self.weakStage = stage
        self.retainedStage = nil
        self.builder = builder
    }

    /// A pivot that owns its stage: for adapters whose stage object only exists for this pivot and holds the
    /// real host (a view controller) weakly itself.
    package init(owningStage stage: some SceneStage, builder: SceneBuilder = SceneBuilder()) {
        self.weakStage = stage
        self.retainedStage = stage
        self.builder = builder
    }

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
        return child
    }

    private init(orphanedWith builder: SceneBuilder) {
        self.weakStage = nil
        self.retainedStage = nil
        self.builder = builder
    }

    // MARK: Switching scenes

    /// Shows the scene that answers `request`; its response goes to the request's ``SceneRequest/onResponse``,
    /// and any failure to ``errorHandler``.
    public func switchScene<Request: SceneRequest>(with request: Request) {
        submit(request) { [weak self] result in
            switch result {
            case .success(let response): request.onResponse?(response)
            case .failure(let error): (self?.errorHandler ?? ScenePivot.printError)(error)
            }
        }
    }

    /// Shows the scene that answers `request` and returns its response once the user (or the scene) has
    /// answered. The request's own ``SceneRequest/onResponse`` is called too.
    public func switchScene<Request: SceneRequest>(with request: Request) async throws(ScenePivotError)
        -> Request.Response
    {
        let box = ResultBox<Request.Response>()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            submit(request) { result in
                if case .success(let response) = result { request.onResponse?(response) }
                box.result = result
                continuation.resume()
            }
        }
        guard let result = box.result else { throw .sceneFailed("no answer") }
        return try result.get()
    }

    func submit<Request: SceneRequest>(
        _ request: Request, answer: @escaping @MainActor (Result<Request.Response, ScenePivotError>) -> Void
    ) {
        let name = request.logDescription
        emit(.requested(name))
        func reject(_ error: ScenePivotError) {
            emit(.failed(request: name, error))
            answer(.failure(error))
        }
        guard let stage = weakStage else { return reject(.hostDeallocated) }
        let scene: AnyStageScene<Request.Response>
        do {
            try request.validate()
            let resolved = try builder.resolve(request)
            scene = resolved.scene
            emit(.sceneChosen(request: name, scene: scene.logDescription, isDefault: resolved.isDefault))
        } catch {
            return reject(error)
        }
        let queue = stage.transitionQueue
        if request.duplicatePolicy == .coalesce,
            queue.contains(Request.self, where: { request.isDuplicate(of: $0) })
        {
            emit(.coalesced(name))
            return reject(.duplicateRequest(name))
        }
        if queue.isBusy {
            emit(.waiting(name, ahead: queue.waitingCount + 1))
        }
        queue.enqueue(request) { [self] finish in
            guard let stage = weakStage else {
                reject(.hostDeallocated)
                return finish()
            }
            let context = SceneContext<Request.Response>(
                requestDescription: name, stage: stage, dismissalResponse: Request.dismissalResponse,
                emit: { [weak self] event in self?.emit(event) },
                reportLateError: { [weak self] error in (self?.errorHandler ?? ScenePivot.printError)(error) },
                deliver: { [weak self] result in
                    switch result {
                    case .success(let response):
                        self?.emit(.responded(request: name, response: ResponseDescription.describe(response)))
                    case .failure(let error):
                        self?.emit(.failed(request: name, error))
                    }
                    answer(result)
                },
                finishJob: finish)
            context.perform(scene)
        }
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
        observations.append(WeakObservation(observation))
        return observation
    }

    /// Every event of this pivot from now on, as an `AsyncStream` that lasts until its consumer stops.
    ///
    /// ```swift
    /// for await event in pivot.events { analytics.track(event.description) }
    /// ```
    public var events: AsyncStream<PivotEvent> {
        let (stream, continuation) = AsyncStream<PivotEvent>.makeStream()
        let observation = observe { event in continuation.yield(event) }
        continuation.onTermination = { _ in _ = observation }
        return stream
    }

    private func emit(_ makeEvent: @autoclosure () -> PivotEvent) {
        guard !observations.isEmpty else { return }
        let event = makeEvent()
        var needsPruning = false
        for entry in observations {
            if let observation = entry.observation, observation.isActive {
                observation.receive(event)
            } else {
                needsPruning = true
            }
        }
        if needsPruning {
            observations.removeAll { $0.observation?.isActive != true }
        }
    }

    private static func printError(_ error: ScenePivotError) {
        StandardError.write("ScenePivot: \(error)\n")
    }
}

@MainActor
private final class ResultBox<Response> {
    var result: Result<Response, ScenePivotError>?
}

@MainActor
private struct WeakObservation {
    weak var observation: PivotObservation?
    init(_ observation: PivotObservation) { self.observation = observation }
}
