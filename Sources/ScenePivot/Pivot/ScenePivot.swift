/// Switches scenes on request: the one object a view controller or view model talks to.
///
/// ```swift
/// pivot.switchScene(with: TextInputRequest(.newAlbum) { [weak self] title in
///     guard let self, let title else { return }   // nil: the user tapped Cancel
///     model.openAlbum(store.createAlbum(title: title))
/// })
///
/// let title = try await pivot.response(to: TextInputRequest(.newAlbum))   // nil when cancelled
/// ```
///
/// The pivot holds its stage weakly, asks its ``builder`` for the scene that answers each request, and runs
/// scenes one at a time through the stage's ``TransitionQueue``. Failures are typed (``ScenePivotError``): thrown
/// to an awaiting caller, or passed to ``errorHandler`` for the fire-and-forget form.
@MainActor
public final class ScenePivot {
    /// Where requests find their scenes: the card's scene builder.
    public let builder: SceneBuilder
    /// Receives the errors of fire-and-forget requests. The default writes each error to standard error, with the
    /// request that failed, so no failure goes unnoticed.
    public var errorHandler: @MainActor (ScenePivotError) -> Void {
        get { customErrorHandler ?? { ScenePivot.printError($0) } }
        set { customErrorHandler = newValue }
    }
    /// The error handler set in place of the default, if any.
    var customErrorHandler: (@MainActor (ScenePivotError) -> Void)?
    /// This pivot and its stage (weakly), observers and screen hook, shared with the contexts of its requests.
    let link: PivotLink
    private let retainedStage: (any SceneStage)?
    /// The event streams handed out, finished when the pivot goes or its flow ends.
    let eventStreams = OpenStreams<PivotEvent>()
    /// The pivot's interceptors (over its parent's) and the requests they hold (`Interception/`).
    let interception = PivotInterception()

    /// A pivot that shows scenes on `stage`, held weakly, with scenes from `builder`.
    ///
    /// - Parameters:
    ///   - stage: Where scenes are shown; the pivot holds it weakly, so keep it alive yourself.
    ///   - builder: Where requests find their scenes; a new, empty builder by default.
    public init(stage: some SceneStage, builder: SceneBuilder = SceneBuilder()) {
        self.link = PivotLink(stage: stage)
        self.retainedStage = nil
        self.builder = builder
        link.pivot = self
        link.lineage.pivot = self
    }

    /// A pivot that owns its stage: for adapters whose stage object only exists for this pivot and holds the
    /// real host (a view controller) weakly itself.
    package init(owningStage stage: some SceneStage, builder: SceneBuilder = SceneBuilder()) {
        self.link = PivotLink(stage: stage)
        self.retainedStage = stage
        self.builder = builder
        link.pivot = self
        link.lineage.pivot = self
    }

    /// A pivot made from another: on its stage (owned when that one owns it), in `lineage`.
    private init(
        stage: (any SceneStage)?, owning retainedStage: (any SceneStage)?, builder: SceneBuilder, lineage: PivotLineage
    ) {
        self.link = PivotLink(stage: stage, lineage: lineage)
        self.retainedStage = retainedStage
        self.builder = builder
        link.pivot = self
        link.lineage.pivot = self
    }

    /// Told of the screens this pivot's scenes show, while set: how a flow learns its root screen.
    package var onScreenShown: (@MainActor (AnyObject) -> Void)? {
        get { link.screenShownHandler }
        set { link.screenShownHandler = newValue }
    }

    /// Whether the flow that owned this pivot has ended: its requests then fail with
    /// ``ScenePivotError/flowEnded(_:)`` — even those it queued before — instead of showing screens for it.
    package var isClosed: Bool { link.isClosed }

    /// Closes the pivot for good, when its flow ends: fails the requests its interceptors hold and finishes its
    /// event streams, then does the same for every pivot made from it, at any depth — those made from a pivot
    /// released since included — which close with it.
    package func close() {
        for closed in link.lineage.close() { closed.finishClosing() }
    }

    /// What closing does to this pivot once its lineage is closed: its held requests fail, its streams finish.
    private func finishClosing() {
        interception.failHeldRequests(because: .flowEnded)
        eventStreams.finishAll()
    }

    /// How many observations the pivot lists (for tests of pruning).
    package var observationCount: Int { link.observationCount }

    /// The stage scenes are shown on, or `nil` once its host is gone.
    public var stage: (any SceneStage)? { link.stage }

    /// A pivot on the same stage with a child scope of this pivot's builder, for a part of the app (a flow) that
    /// adds its own registrations. It inherits this pivot's interceptors, which run before its own
    /// (``intercept(named:_:)``).
    public func makeChildPivot() -> ScenePivot {
        let child = ScenePivot(
            stage: retainedStage ?? link.stage, owning: retainedStage, builder: builder.makeChildScope(),
            lineage: link.lineage.makeChild())  // closed already when this pivot is
        child.customErrorHandler = customErrorHandler
        child.interception.inherit(from: interception)
        return child
    }

    // MARK: Switching scenes

    /// Shows the scene that answers `request`, from synchronous or asynchronous code alike; its response goes to
    /// the request's ``SceneRequest/onResponse``, and any failure to ``errorHandler``.
    ///
    /// ```swift
    /// pivot.switchScene(with: AlbumDetailRequest(album: album))
    /// ```
    public func switchScene<Request: SceneRequest>(with request: Request) {
        submit(request, waiter: nil)
    }

    /// Shows the scene that answers `request` and returns its response once the user (or the scene) has
    /// answered; the request's own ``SceneRequest/onResponse`` is called too.
    ///
    /// ```swift
    /// if let title = try await pivot.response(to: TextInputRequest(.newAlbum)) { createAlbum(title) }
    /// ```
    ///
    /// Cancelling the awaiting task ends the wait at once with ``ScenePivotError/cancelled(_:)``: a request still
    /// queued never shows anything, and a scene on screen is taken down (its alert or presented screen dismissed,
    /// its pushed screen popped). A task already cancelled shows nothing.
    public func response<Request: SceneRequest>(to request: Request) async throws(ScenePivotError)
        -> Request.Response
    {
        let waiter = ResponseWaiter<Request.Response>()
        if Task.isCancelled {
            throw .cancelled(TextEscaping.singleLine(request.logDescription))
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                waiter.continuation = continuation
                waiter.cancellation = submit(request, waiter: waiter)
            }
        } onCancel: {
            Task { @MainActor in waiter.cancel() }
        }
        guard let result = waiter.result else { throw .sceneFailed("no answer") }
        switch result {  // not `result.get()`: iOS SDKs before Swift 6 declare it with untyped throws
        case .success(let response): return response
        case .failure(let error): throw error
        }
    }

    /// Hands `error`, the failure of the request described as `request`, to the error handler of the link's pivot:
    /// the default one names the request.
    static func report(_ error: ScenePivotError, request: String, on link: PivotLink) {
        if let handler = link.pivot?.customErrorHandler { return handler(error) }
        printError(error, request: request)
    }

    /// The default error handler: one line on standard error, naming the failed request when it is known.
    package static func printError(_ error: ScenePivotError, request: String? = nil) {
        let message = TextEscaping.singleLine(error.description)
        if let request {
            StandardError.write("ScenePivot: \(TextEscaping.singleLine(request)) failed: \(message)\n")
        } else {
            StandardError.write("ScenePivot: \(message)\n")
        }
    }
}
