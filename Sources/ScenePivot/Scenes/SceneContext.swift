/// What a scene performs its transitions through, and how it answers its request.
///
/// Each transition started here is tracked: the pivot's ``TransitionQueue`` runs the next request only when
/// ``PivotScene/perform(in:)`` has returned and every transition it started has finished. A request gets
/// exactly one answer: the first of ``respond(_:)``, a responder's answer, a failure, or — when the scene ends
/// without answering — the request's ``SceneRequest/dismissalResponse``.
@MainActor
public final class SceneContext<Response> {
    // One context carries a request from submission to answer, and is its queue job too: a dispatch allocates
    // this object, and strings for events are only built when someone observes them.

    /// The request, for its description and duplicate checks. Never mutated; `nonisolated(unsafe)` only so
    /// that `deinit`, which holds the last reference, can describe a request released without an answer.
    private nonisolated(unsafe) let request: any SceneRequest
    private var describedRequest: String?
    private let dismissalResponse: Response?
    private let onResponse: (@MainActor (Response) -> Void)?
    /// The caller of `try await switchScene(with:)`, if any; failures of other requests go to the error handler.
    private let waiter: ResponseWaiter<Response>?
    /// The pivot and the stage, weakly.
    private let link: PivotLink
    private var scene: AnyPivotScene<Response>?
    private weak var queue: TransitionQueue?
    private var isPerforming = false
    private var isFinished = false
    private var pendingTransitions = 0
    private var openResponders = 0
    private var isAnswered = false

    init<Request: SceneRequest>(request: Request, link: PivotLink, waiter: ResponseWaiter<Response>?)
    where Request.Response == Response {
        self.request = request
        self.dismissalResponse = Request.dismissalResponse
        self.onResponse = request.onResponse
        self.waiter = waiter
        self.link = link
    }

    deinit {
        guard !isAnswered else { return }
        let link = self.link
        let waiter = self.waiter
        let description = describedRequest ?? request.logDescription  // last: `??` captures `self`
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

    /// How the request appears in events: its ``SceneRequest/logDescription``, computed once, when first needed.
    public var requestDescription: String {
        if let describedRequest { return describedRequest }
        let description = request.logDescription
        describedRequest = description
        return description
    }

    /// The stage the scene plays on; throws ``ScenePivotError/hostDeallocated`` when it is gone.
    public func stage() throws(ScenePivotError) -> any SceneStage {
        guard let stage = link.stage else { throw .hostDeallocated }
        return stage
    }

    // MARK: Answering

    /// Answers the request now. Only the first answer counts; later ones are reported as
    /// ``ScenePivotError/responseAlreadyDelivered(_:)``.
    public func respond(_ response: Response) {
        settle(with: response)
    }

    /// Fails the request with `error`, unless it was already answered.
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
        let attached = try stage().observeDeparture(of: screen) { [self] in
            guard !responder.hasResponded else { return }
            if isAnswered {
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

    // MARK: Transitions

    /// Like UIKit's `present(_:animated:completion:)` from the top-most presented screen.
    public func present(_ screen: AnyObject, _ presentation: Presentation = Presentation(), animated: Bool = true)
        throws(ScenePivotError)
    {
        let stage = try stage()
        try track(.present(screen, presentation.style), on: stage) { done throws(ScenePivotError) in
            try stage.present(screen, presentation, animated: animated, completion: done)
        }
        screenShown(screen)
    }

    /// Dismisses `screen` (the top-most presented screen when `nil`) and everything above it, like calling UIKit's
    /// `dismiss(animated:completion:)` on the screen that presented it. A screen that was not presented — the
    /// root, or a screen on the root's navigation stack — stays; what it presents is dismissed.
    public func dismiss(_ screen: AnyObject? = nil, animated: Bool = true) throws(ScenePivotError) {
        let stage = try stage()
        try track(.dismiss(screen), on: stage) { done throws(ScenePivotError) in
            try stage.dismiss(screen, animated: animated, completion: done)
        }
    }

    /// Like `UINavigationController.pushViewController(_:animated:)` on the top-most navigation stack.
    public func push(_ screen: AnyObject, animated: Bool = true) throws(ScenePivotError) {
        let stage = try stage()
        try track(.push(screen), on: stage) { done throws(ScenePivotError) in
            try stage.push(screen, animated: animated, completion: done)
        }
        screenShown(screen)
    }

    /// Like `popViewController(animated:)`, `popToRootViewController(animated:)` or
    /// `popToViewController(_:animated:)` on the top-most navigation stack.
    public func pop(to destination: PopDestination = .previous, animated: Bool = true) throws(ScenePivotError) {
        let stage = try stage()
        try track(.pop(destination), on: stage) { done throws(ScenePivotError) in
            try stage.pop(to: destination, animated: animated, completion: done)
        }
    }

    /// Like `setViewControllers(_:animated:)` on the top-most navigation stack.
    public func setNavigationStack(_ screens: [AnyObject], animated: Bool = true) throws(ScenePivotError) {
        let stage = try stage()
        try track(.setStack(screens), on: stage) { done throws(ScenePivotError) in
            try stage.setNavigationStack(screens, animated: animated, completion: done)
        }
        if let first = screens.first { screenShown(first) }
    }

    /// Shows `content` as an alert or action sheet and answers with `answer(tappedAction)`. The stage stays
    /// busy — later requests wait — until the user has tapped an action and the alert is gone. An alert that
    /// leaves with no action to answer with answers with the request's ``SceneRequest/dismissalResponse``.
    public func presentAlert(
        _ content: AlertContent, animated: Bool = true,
        answer: @escaping @MainActor (AlertAnswer) -> Response
    ) throws(ScenePivotError) {
        try content.validate(as: requestDescription)
        let stage = try stage()
        let transition = TrackedTransition(
            .described(.alert(content.title ?? content.message ?? "untitled")), in: self)
        pendingTransitions += 1
        emit(.transitionStarted(request: requestDescription, transition.describe(on: stage)))
        do {
            try stage.presentAlert(
                content, animated: animated,
                onAnswer: { [self] tapped in
                    if let tapped {
                        respond(answer(tapped))
                    } else if let dismissalResponse {
                        respond(dismissalResponse)
                    } else {
                        fail(.dismissedWithoutResponse(requestDescription))
                    }
                    transition.end()
                },
                completion: {})
        } catch {
            if transition.abandon() { pendingTransitions -= 1 }
            throw error
        }
    }

    /// Tracks a transition that a scene starts itself (a UIKit adapter calling UIKit directly): call the `done`
    /// closure it is given exactly once, when the transition has finished.
    public func track(
        _ transition: StageTransition,
        _ start: (_ done: @escaping @MainActor () -> Void) throws(ScenePivotError) -> Void
    ) throws(ScenePivotError) {
        try track(.described(transition), on: link.stage, start)
    }

    private func track(
        _ subject: TransitionSubject, on stage: (any SceneStage)?,
        _ start: (_ done: @escaping @MainActor () -> Void) throws(ScenePivotError) -> Void
    ) throws(ScenePivotError) {
        let transition = TrackedTransition(subject, in: self)
        pendingTransitions += 1
        emit(.transitionStarted(request: requestDescription, transition.describe(on: stage)))
        do {
            try start { transition.end() }
        } catch {
            if transition.abandon() { pendingTransitions -= 1 }
            throw error
        }
    }

    func transitionEnded(_ transition: TrackedTransition) {
        pendingTransitions -= 1
        emit(.transitionFinished(request: requestDescription, transition.describe(on: link.stage)))
        finishIfDone()
    }

    // MARK: Lifecycle

    /// Tells the pivot's screen hook (how a flow learns its root screen) that a scene showed `screen`.
    func screenShown(_ screen: AnyObject) {
        link.screenShown(screen)
    }

    /// Queues `scene` on `queue`; it is performed when the queue reaches it.
    func schedule(_ scene: AnyPivotScene<Response>, on queue: TransitionQueue) {
        self.scene = scene
        queue.enqueue(self)
    }

    private func emit(_ event: @autoclosure () -> PivotEvent) {
        link.emit(event())
    }

    // The answer goes to the pivot's observers first, then to the request's own `onResponse`, then to the caller
    // awaiting it — or, for a fire-and-forget failure, to the pivot's error handler. Successes and failures take
    // separate paths so that no `Result` is built for a fire-and-forget request.

    /// Answers with `response`, unless the request was answered already.
    private func settle(with response: Response) {
        guard !isAnswered else { return reportSecondAnswer() }
        isAnswered = true
        link.emit(.responded(request: requestDescription, response: ResponseDescription.describe(response)))
        onResponse?(response)
        waiter?.resume(returning: response)
    }

    /// Fails with `error`, unless the request was answered already.
    private func settle(with error: ScenePivotError) {
        guard !isAnswered else { return reportSecondAnswer() }
        isAnswered = true
        Self.deliver(error, to: waiter, link: link, request: requestDescription)
    }

    private static func deliver(
        _ error: ScenePivotError, to waiter: ResponseWaiter<Response>?, link: PivotLink,
        request: @autoclosure () -> String
    ) {
        link.emit(.failed(request: request(), error))
        if let waiter {
            waiter.resume(throwing: error)
        } else {
            (link.pivot?.errorHandler ?? ScenePivot.printError)(error)
        }
    }

    private func reportSecondAnswer() {
        Self.reportSecondAnswer(describedAs: requestDescription, link: link)
    }

    private static func reportSecondAnswer(describedAs description: String, link: PivotLink) {
        let error = ScenePivotError.responseAlreadyDelivered(description)
        link.emit(.failed(request: description, error))
        (link.pivot?.errorHandler ?? ScenePivot.printError)(error)
    }

    private func finishIfDone() {
        guard !isPerforming, pendingTransitions == 0 else { return }
        if !isAnswered, openResponders == 0 { answerAsDismissed() }
        finishJob()
    }

    /// Answers a scene that ended without answering: with the request's dismissal response, else a failure.
    private func answerAsDismissed() {
        if let dismissalResponse {
            respond(dismissalResponse)
        } else {
            fail(.sceneFailed("\(requestDescription) ended without an answer"))
        }
    }

    private func finishJob() {
        guard !isFinished else { return }
        isFinished = true
        queue?.finish(self)  // `nil` while `start(on:)` runs: it tells the queue itself
    }
}

extension SceneContext: TransitionOwner {}

extension SceneContext: TransitionJob {
    func start(on queue: TransitionQueue) {
        let scene = self.scene
        self.scene = nil  // what the scene holds is released once it has performed
        if let scene, link.stage != nil {
            isPerforming = true
            do {
                try scene.perform(in: self)
            } catch {
                fail(error)
            }
            isPerforming = false
            finishIfDone()
        } else {
            fail(.hostDeallocated)
            finishJob()
        }
        // Most scenes finish at once; only those still running keep a (weak) reference to the queue to finish.
        if isFinished {
            queue.finish(self)
        } else {
            self.queue = queue
        }
    }

    func hasRequest<R>(matching matches: (R) -> Bool) -> Bool {
        guard ObjectIdentifier(type(of: request)) == ObjectIdentifier(R.self), let request = request as? R else {
            return false
        }
        return matches(request)
    }
}
