/// What a scene performs its transitions through, and how it answers its request.
///
/// Each transition started here is tracked: the pivot's ``TransitionQueue`` runs the next request only when
/// ``StageScene/perform(in:)`` has returned and every transition it started has finished. A request gets
/// exactly one answer: the first of ``respond(_:)``, a responder's answer, a failure, or — when the scene ends
/// without answering — the request's ``SceneRequest/dismissalResponse``.
@MainActor
public final class SceneContext<Response> {
    /// How the request appears in events.
    public let requestDescription: String
    private weak var weakStage: (any SceneStage)?
    private let dismissalResponse: Response?
    private let deliver: @MainActor (Result<Response, ScenePivotError>) -> Void
    private let emit: @MainActor (PivotEvent) -> Void
    private let reportLateError: @MainActor (ScenePivotError) -> Void
    private var finishJob: (@MainActor () -> Void)?
    private var isPerforming = false
    private var pendingTransitions = 0
    private var openResponders = 0
    private var isAnswered = false

    init(
        requestDescription: String, stage: any SceneStage, dismissalResponse: Response?,
        emit: @escaping @MainActor (PivotEvent) -> Void,
        reportLateError: @escaping @MainActor (ScenePivotError) -> Void,
        deliver: @escaping @MainActor (Result<Response, ScenePivotError>) -> Void,
        finishJob: @escaping @MainActor () -> Void
    ) {
        self.requestDescription = requestDescription
        self.weakStage = stage
        self.dismissalResponse = dismissalResponse
        self.emit = emit
        self.reportLateError = reportLateError
        self.deliver = deliver
        self.finishJob = finishJob
    }

    /// The stage the scene plays on; throws ``ScenePivotError/hostDeallocated`` when it is gone.
    public func stage() throws(ScenePivotError) -> any SceneStage {
        guard let weakStage else { throw .hostDeallocated }
        return weakStage
    }

    // MARK: Answering

    /// Answers the request now. Only the first answer counts; later ones are reported as
    /// ``ScenePivotError/responseAlreadyDelivered(_:)``.
    public func respond(_ response: Response) {
        settle(.success(response))
    }

    /// Fails the request with `error`, unless it was already answered.
    public func fail(_ error: ScenePivotError) {
        settle(.failure(error))
    }

    /// A responder for a screen that answers later. Attach it to its screen with ``track(_:with:)``.
    public func makeResponder() -> SceneResponder<Response> {
        openResponders += 1
        return SceneResponder(
            deliver: { [self] response in respond(response) },
            release: { [self] in
                openResponders -= 1
                finishIfDone()
            })
    }

    /// Answers through `responder` with the request's dismissal response when `screen` leaves the stage before
    /// the responder answered.
    public func track(_ screen: AnyObject, with responder: SceneResponder<Response>) throws(ScenePivotError) {
        let attached = try stage().observeDeparture(of: screen) { [self] in
            guard !responder.hasResponded else { return }
            if let dismissalResponse {
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
        try track(.present(stage.name(of: screen), presentation.style)) { done throws(ScenePivotError) in
            try stage.present(screen, presentation, animated: animated, completion: done)
        }
    }

    /// Like UIKit's `dismiss(animated:completion:)`: dismisses `screen` (the top-most presented screen when
    /// `nil`) and everything above it.
    public func dismiss(_ screen: AnyObject? = nil, animated: Bool = true) throws(ScenePivotError) {
        let stage = try stage()
        try track(.dismiss(screen.map(stage.name(of:)))) { done throws(ScenePivotError) in
            try stage.dismiss(screen, animated: animated, completion: done)
        }
    }

    /// Like `UINavigationController.pushViewController(_:animated:)` on the top-most navigation stack.
    public func push(_ screen: AnyObject, animated: Bool = true) throws(ScenePivotError) {
        let stage = try stage()
        try track(.push(stage.name(of: screen))) { done throws(ScenePivotError) in
            try stage.push(screen, animated: animated, completion: done)
        }
    }

    /// Like `popViewController(animated:)`, `popToRootViewController(animated:)` or
    /// `popToViewController(_:animated:)` on the top-most navigation stack.
    public func pop(to destination: PopDestination = .previous, animated: Bool = true) throws(ScenePivotError) {
        let stage = try stage()
        let target: String
        switch destination {
        case .previous: target = "previous"
        case .root: target = "root"
        case .screen(let screen): target = stage.name(of: screen)
        }
        try track(.pop(target)) { done throws(ScenePivotError) in
            try stage.pop(to: destination, animated: animated, completion: done)
        }
    }

    /// Like `setViewControllers(_:animated:)` on the top-most navigation stack.
    public func setNavigationStack(_ screens: [AnyObject], animated: Bool = true) throws(ScenePivotError) {
        let stage = try stage()
        try track(.setStack(screens.map(stage.name(of:)))) { done throws(ScenePivotError) in
            try stage.setNavigationStack(screens, animated: animated, completion: done)
        }
    }

    /// Shows `content` as an alert or action sheet and answers with `answer(tappedAction)`. The stage stays
    /// busy — later requests wait — until the user has tapped an action and the alert is gone.
    public func presentAlert(
        _ content: AlertContent, animated: Bool = true,
        answer: @escaping @MainActor (AlertAnswer) -> Response
    ) throws(ScenePivotError) {
        try content.validate(as: requestDescription)
        let stage = try stage()
        let transition = StageTransition.alert(content.title ?? content.message ?? "untitled")
        pendingTransitions += 1
        emit(.transitionStarted(request: requestDescription, transition))
        do {
            try stage.presentAlert(
                content, animated: animated,
                onAnswer: { [self] tapped in
                    respond(answer(tapped))
                    endTransition(transition)
                },
                completion: {})
        } catch {
            pendingTransitions -= 1
            throw error
        }
    }

    /// Tracks a transition that a scene starts itself (a UIKit adapter calling UIKit directly): call the `done`
    /// closure it is given exactly once, when the transition has finished.
    public func track(
        _ transition: StageTransition,
        _ start: (_ done: @escaping @MainActor () -> Void) throws(ScenePivotError) -> Void
    ) throws(ScenePivotError) {
        pendingTransitions += 1
        emit(.transitionStarted(request: requestDescription, transition))
        var ended = false
        do {
            try start { [self] in
                guard !ended else { return }
                ended = true
                endTransition(transition)
            }
        } catch {
            if !ended {
                ended = true
                pendingTransitions -= 1
            }
            throw error
        }
    }

    // MARK: Lifecycle

    func perform<Scene: StageScene>(_ scene: Scene) where Scene.Response == Response {
        isPerforming = true
        do {
            try scene.perform(in: self)
        } catch {
            fail(error)
        }
        isPerforming = false
        finishIfDone()
    }

    private func endTransition(_ transition: StageTransition) {
        pendingTransitions -= 1
        emit(.transitionFinished(request: requestDescription, transition))
        finishIfDone()
    }

    private func settle(_ result: Result<Response, ScenePivotError>) {
        guard !isAnswered else {
            let error = ScenePivotError.responseAlreadyDelivered(requestDescription)
            emit(.failed(request: requestDescription, error))
            reportLateError(error)
            return
        }
        isAnswered = true
        deliver(result)
    }

    private func finishIfDone() {
        guard !isPerforming, pendingTransitions == 0 else { return }
        if !isAnswered, openResponders == 0 {
            if let dismissalResponse {
                respond(dismissalResponse)
            } else {
                fail(.sceneFailed("\(requestDescription) ended without an answer"))
            }
        }
        if let finish = finishJob {
            finishJob = nil
            finish()
        }
    }
}
