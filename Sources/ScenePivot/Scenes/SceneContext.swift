/// What a scene performs its transitions through, and how it answers its request.
///
/// Each transition started here is tracked: the pivot's ``TransitionQueue`` runs the next request only when
/// ``PivotScene/perform(in:)`` has returned and every transition it started has finished. A request gets
/// exactly one answer: the first of ``respond(_:)``, a responder's answer, a failure, or — when the scene ends
/// without answering — the request's ``SceneRequest/dismissalResponse``.
///
/// ```swift
/// func perform(in context: SceneContext<Void>) throws(ScenePivotError) {
///     if try context.hierarchy().navigationStack.count > 1 { try context.perform(.pop(to: .root)) }
///     try context.perform(.push(AlbumScreen(album)))
/// }
/// ```
@MainActor
public final class SceneContext<Response> {
    // One context carries a request from submission to answer, and is its queue job too: a dispatch allocates
    // this object, and strings for events are only built when someone observes them.

    /// The request, for its description and duplicate checks. Never mutated; `nonisolated(unsafe)` only so
    /// that `deinit`, which holds the last reference, can describe a request released without an answer.
    nonisolated(unsafe) let request: any SceneRequest
    /// How the request appears in events, made when first read (``requestText``).
    var describedRequest: DeferredText?
    /// The request's ``SceneRequest/dismissalResponse``, boxed (see ``ResponseBox``).
    let dismissal: ResponseBox<Response>?
    /// The request's ``SceneRequest/dismissalResponse``.
    var dismissalResponse: Response? { dismissal?.value }
    let onResponse: (@MainActor (Response) -> Void)?
    /// Whether the response is masked in events (``SceneRequest/isResponseSecret``).
    let isResponseSecret: Bool
    /// Whether an alert of this request was answered with text in a secure field: its response is masked too.
    var isAnsweredFromSecureField = false
    /// The caller of `try await response(to:)`, if any; failures of other requests go to the error handler.
    let waiter: ResponseWaiter<Response>?
    /// The pivot and the stage, weakly.
    let link: PivotLink
    /// The scene until it performs, boxed — no value whose layout depends on `Response`, so that code generic over
    /// it stays cheap (``keep(_:)``). A one-step transition a registered factory makes is not kept: it is made when
    /// the request's turn comes and performed at once (`SceneMaker.makeAndStartScene(in:on:queue:)`).
    var boxedScene: AnySceneBox<Response>?
    /// Makes the scene with the registered factory when the request's turn comes, and starts it
    /// (`SceneMaker.makeAndStartScene(in:on:queue:)`).
    var sceneMaker: SceneMaker<Response>?
    /// Whether the scene is the request's own default scene.
    var isDefaultScene = false
    /// The queue of a scene still running once ``start(on:)`` has returned, which it tells when it finishes.
    weak var queue: TransitionQueue? {
        didSet { isLeftRunning = true }
    }
    /// Whether ``queue`` was set: a plain flag, so that a scene finishing while it starts loads no weak reference.
    private(set) var isLeftRunning = false
    /// The queue a boxed scene performs on, held only while it performs: a deep link's scene finds its line there.
    /// (The queue an awaiting caller's request waits on, which it leaves if cancelled before its turn, is the
    /// waiter's ``ResponseWaiter/admittingQueue``: no weak reference of the context's own to set up and destroy.)
    var performingQueue: TransitionQueue?
    var isPerforming = false
    var isStarted = false
    var isFinished = false
    var pendingTransitions = 0
    var openResponders = 0
    var isAnswered = false
    var isCancelled = false
    /// What only some requests need (shown screens, alerts, interactions, arriving screens, who to tell once
    /// answered), made when first needed (``requiredExtras``): fewer fields to set up and release for the others.
    var extras: SceneContextExtras?
    /// The first transition the scene performs, tracked in this object rather than in one of its own
    /// (``InlineTransition``).
    var inlineTransition = InlineTransition()
    /// The transition tracked in place, while it runs and something may read it (``InlineTransition/holdsValue``;
    /// `.dismissAll`, which holds nothing, otherwise). Not optional: a copy of an `Optional` of this generic enum
    /// goes through the runtime's value witnesses, several times dearer than one of the enum itself. Its accesses
    /// are not checked for exclusivity at run time: each is a plain read or an assignment on the main actor, none
    /// overlapping another.
    @exclusivity(unchecked) var inlineTransitionValue: StageTransition<AnyObject> = .dismissAll
    /// Its description and refusal, when it has one.
    var inlineTransitionNotes: InlineTransitionNotes?
    /// The stage, held strongly while the scene performs, so that its transitions need not load the weak reference.
    var performingStage: (any SceneStage)?
    /// The context of the request whose scene sent this request while it performed, if one did: this request is
    /// that scene's follow-up, which sending that request again sends again too. Kept while this request lives,
    /// so a restoration can still tell which entry it follows.
    var cause: AnyObject?

    convenience init<Request: SceneRequest>(request: Request, link: PivotLink, waiter: ResponseWaiter<Response>?)
    where Request.Response == Response {
        self.init(
            request: request, link: link, waiter: waiter, dismissal: Request.dismissalResponse.map(ResponseBox.init))
    }

    /// A context whose request's dismissal response is `dismissal`, boxed once per request type by its
    /// ``RequestTraits``, which also know when ``VoidHandler`` has nothing to find (`bridgesVoidHandler` false).
    init<Request: SceneRequest>(
        request: Request, link: PivotLink, waiter: ResponseWaiter<Response>?, dismissal: ResponseBox<Response>?,
        bridgesVoidHandler: Bool = true
    ) where Request.Response == Response {
        self.request = request
        self.dismissal = dismissal
        self.onResponse = request.onResponse ?? (bridgesVoidHandler ? VoidHandler.bridge(of: request) : nil)
        self.isResponseSecret = request.isResponseSecret
        self.waiter = waiter
        self.link = link
    }

    deinit {
        guard !isAnswered else { return }
        let link = self.link
        let waiter = self.waiter
        let description = describedRequest?.text ?? request.logDescription  // last: `??` captures `self`
        Self.answerAbandoned(describedAs: description, link: link, waiter: waiter)
    }

    /// Answers a request whose context was released unanswered — its stage was deallocated with the request queued
    /// or on screen, or its scene dropped its responder — on the main actor, so that no caller waits forever.
    private nonisolated static func answerAbandoned(
        describedAs description: String, link: PivotLink, waiter: ResponseWaiter<Response>?
    ) {
        Task { @MainActor in
            let error: ScenePivotError =
                link.stage == nil ? .hostDeallocated : .sceneFailed("\(description) was released without an answer")
            deliver(error, to: waiter, link: link, request: description)
        }
    }

    /// The ``extras``, made now if they were not yet.
    var requiredExtras: SceneContextExtras {
        if let extras { return extras }
        let made = SceneContextExtras()
        extras = made
        return made
    }

    /// How the request appears in events: its ``SceneRequest/logDescription``, on one line, computed once.
    public var requestDescription: String {
        requestDescriber.text
    }

    /// How the request appears in events, made the first time an observer reads it: one for all its events.
    var requestText: PivotEvent.Text {
        PivotEvent.Text(deferred: requestDescriber)
    }

    private var requestDescriber: DeferredText {
        if let describedRequest { return describedRequest }
        let request = self.request
        let describer = DeferredText { TextEscaping.singleLine(request.logDescription) }
        describedRequest = describer
        return describer
    }

    /// The stage the scene plays on; throws ``ScenePivotError/hostDeallocated`` when it is gone.
    public func stage() throws(ScenePivotError) -> any SceneStage {
        if let performingStage { return performingStage }
        guard let stage = link.stage else { throw .hostDeallocated }
        return stage
    }

    /// What is on stage now, read-only: the top screen, the presented screens, the navigation stack this scene's
    /// pushes and pops act on, and whether a screen is on stage.
    public func hierarchy() throws(ScenePivotError) -> StageHierarchy {
        try stage().hierarchy
    }

    // MARK: Answering

    /// Answers the request now. Only the first answer counts; later ones are reported as
    /// ``ScenePivotError/responseAlreadyDelivered(_:)``.
    public func respond(_ response: Response) {
        settle(with: response)
    }

    /// Fails the request with `error`. When it was already answered, `error` still reaches the pivot's error
    /// handler (and observers), so a scene that answers and then fails is never silent.
    public func fail(_ error: ScenePivotError) {
        settle(with: error)
    }

    /// A responder for a screen that answers later. Attach it to its screen with ``track(_:with:)``.
    public func makeResponder() -> SceneResponder<Response> {
        openResponders += 1
        let link = link
        let description = requestDescription  // responders are rare: describing the request here costs little
        return SceneResponder(
            deliver: { [self] response in respond(response) },
            release: { [self] in
                openResponders -= 1
                finishIfDone()
            },
            reportSecondAnswer: { Self.reportSecondAnswer(describedAs: description, link: link) })
    }

    /// Answers through `responder` with the request's dismissal response when `screen` leaves the stage before
    /// the responder answered — unless the request was already answered or failed another way.
    public func track(_ screen: AnyObject, with responder: SceneResponder<Response>) throws(ScenePivotError) {
        let stage = try stage()
        let id = ObjectIdentifier(screen)
        // A screen whose transition waits for the stage is watched once it has arrived. The stage and screen are
        // held weakly; the tracking runs when the transition ends, or fails — also when the stage goes first,
        // which fails every transition it had not finished.
        let tracking: @MainActor () -> Void = { [self, weak stage, weak screen] in
            guard let stage, let screen else { return responder.settle() }
            attach(screen, to: responder, on: stage)
        }
        if let extras, extras.arriving[id] != nil { return extras.arriving[id, default: []].append(tracking) }
        if isArrivingInline(screen) { return whenArrivedInline(tracking) }
        attach(screen, to: responder, on: stage)
    }

    private func attach(_ screen: AnyObject, to responder: SceneResponder<Response>, on stage: any SceneStage) {
        // The context is held weakly — an unanswered responder keeps it, an answered one lets it go even while its
        // screen stays on stage — and the responder strongly, as the screen may not keep it.
        let attached = stage.observeDeparture(of: screen) { [weak self] in
            guard let self, !responder.hasResponded else { return }
            if link.stage == nil, !isAnswered {
                fail(.hostDeallocated)  // the stage went with the screen still on it
                responder.settle()
            } else if isAnswered {
                responder.settle()  // nothing to give: a fallback is no second answer
            } else if let dismissalResponse {
                responder.respond(dismissalResponse)
            } else {
                fail(.dismissedWithoutResponse(requestDescription))
                responder.settle()
            }
        }
        if !attached { responder.settle() }
    }

    // The answer goes to the pivot's observers first, then to the request's own `onResponse`, then to the caller
    // awaiting it — or, for a fire-and-forget failure, to the pivot's error handler. Successes and failures take
    // separate paths so that no `Result` is built for a fire-and-forget request.

    /// Answers with `response`, unless the request was answered already.
    func settle(with response: Response) {
        guard !isAnswered else { return isCancelled ? () : reportSecondAnswer() }
        isAnswered = true
        link.emit(
            .responded(
                request: requestText,
                response: isResponseSecret || isAnsweredFromSecureField
                    ? PivotEvent.Text(AlertContent.secretMask)
                    : PivotEvent.Text(deferred: DeferredText { ResponseDescription.describe(response) })))
        onResponse?(response)
        waiter?.resume(returning: response)
        tellAnswered()
    }

    /// Answers, unanswered until now, with a response nobody hears — no observer, `onResponse` or awaiting caller
    /// — as `settle(with:)` would, without reading the response.
    func settleUnheard() {
        isAnswered = true
        tellAnswered()
    }

    /// Fails with `error`; once answered, reports `error` itself to the error handler.
    func settle(with error: ScenePivotError) {
        guard !isAnswered else {
            if isCancelled { return }
            return Self.reportAfterAnswer(error, describedAs: requestDescription, link: link)
        }
        isAnswered = true
        Self.deliver(error, to: waiter, link: link, request: requestDescription)
        tellAnswered()
    }

    private func tellAnswered() {
        guard let extras, let whenAnswered = extras.whenAnswered else { return }
        extras.whenAnswered = nil
        whenAnswered()
    }

    static func deliver(
        _ error: ScenePivotError, to waiter: ResponseWaiter<Response>?, link: PivotLink,
        request: @autoclosure () -> String
    ) {
        link.emit(.failed(request: PivotEvent.Text(request()), error))
        if let waiter {
            waiter.resume(throwing: error)
        } else {
            ScenePivot.report(error, request: request(), on: link)
        }
    }

    private func reportSecondAnswer() {
        Self.reportSecondAnswer(describedAs: requestDescription, link: link)
    }

    private static func reportSecondAnswer(describedAs description: String, link: PivotLink) {
        reportAfterAnswer(.responseAlreadyDelivered(description), describedAs: description, link: link)
    }

    private static func reportAfterAnswer(_ error: ScenePivotError, describedAs description: String, link: PivotLink) {
        link.emit(.failedAfterAnswer(request: PivotEvent.Text(description), error))
        ScenePivot.report(error, request: description, on: link)
    }

    @inline(__always)
    func emit(_ event: @autoclosure () -> PivotEvent) {
        link.emit(event())
    }
}

/// A screen a request brought on stage, held weakly.
struct WeakScreen {
    weak var screen: AnyObject?
}
