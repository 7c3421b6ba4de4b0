/// Runs a deep link's chain for a ``DeepLinkRequest``: its queue job ends at once, and the steps run after it,
/// each sent when the one before has answered — once every link opened before it on the same queue has finished
/// (``DeepLinkLine``).
@MainActor
struct DeepLinkScene: PivotScene {
    let chain: DeepLinkChain
    /// Whether the link is a step of another link's chain: it runs at once, inside the link that waits for it.
    var isStepOfAnotherLink = false

    /// `deep link (4 steps)`.
    var logDescription: String {
        "deep link (\(chain.steps.count) \(chain.steps.count == 1 ? "step" : "steps"))"
    }

    func perform(in context: SceneContext<Void>) throws(ScenePivotError) {
        let run = DeepLinkRun(chain.steps, answering: context, through: context.makeResponder())
        context.whenCancelledByCaller { run.cancel() }
        guard !isStepOfAnotherLink, let line = context.performingQueue?.deepLinks else { return run.sendNextStep() }
        line.enqueue(run)
    }
}

/// One deep link's chain under way: the next step, how to cancel the step in flight, and the request it answers.
@MainActor
final class DeepLinkRun {
    private let steps: [DeepLinkChain.Step]
    private var nextIndex = 0
    let context: SceneContext<Void>
    private let responder: SceneResponder<Void>
    /// The pivot that opened the link, for steps that choose none.
    private weak var origin: ScenePivot?
    private var cancelStepInFlight: (@MainActor () -> Void)?
    private var isCancelled = false

    init(_ steps: [DeepLinkChain.Step], answering context: SceneContext<Void>, through responder: SceneResponder<Void>)
    {
        self.steps = steps
        self.context = context
        self.responder = responder
        self.origin = context.link.pivot
    }

    /// Sends the next step, or answers the link once every step has answered.
    func sendNextStep() {
        guard !isCancelled, !context.isAnswered else { return }
        guard nextIndex < steps.count else { return responder.respond(()) }
        let index = nextIndex
        let step = steps[index]
        nextIndex += 1
        context.emit(
            .deepLinkStep(
                request: context.requestText, index: index, count: steps.count,
                step: PivotEvent.Text(step.logDescription)))
        let pivot = step.choosePivot.map { choose in choose() } ?? origin
        guard let pivot else { return fail(index, step, .hostDeallocated) }
        var request: any SceneRequest = step.request
        if var link = request as? DeepLinkRequest {
            link.isStepOfAnotherLink = true  // it runs inside this link, which would otherwise wait for it forever
            request = link
        }
        // A step can answer before `send` returns (its pivot's queue was free), and its answer may already have
        // sent the next step: its cancellation is kept only while it is still in flight, so it never replaces the
        // next step's.
        var hasAnswered = false
        let cancelStep = send(
            request, to: pivot,
            then: { [self] error in
                hasAnswered = true
                cancelStepInFlight = nil
                if let error { return fail(index, step, error) }
                sendNextStep()
            })
        guard !hasAnswered else { return }
        if isCancelled { return cancelStep() }
        cancelStepInFlight = cancelStep
    }

    /// Cancels the step in flight and sends no more: the link's awaiting task was cancelled.
    func cancel() {
        isCancelled = true
        let cancelStep = cancelStepInFlight
        cancelStepInFlight = nil
        cancelStep?()
    }

    private func send<Request: SceneRequest>(
        _ request: Request, to pivot: ScenePivot,
        then done: @escaping @MainActor (ScenePivotError?) -> Void
    ) -> @MainActor () -> Void {
        // The step is the link's, not a follow-up of the step before, whose answer may come while its scene still
        // performs: a restoration saves it on its own, as the link sent it (``SceneContext/cause``).
        let queue = pivot.stage?.transitionQueue
        let performing = queue?.performing
        queue?.performing = context
        defer { queue?.performing = performing }
        return pivot.send(request) { result in
            switch result {
            case .success: done(nil)
            case .failure(let error): done(error)
            }
        }
    }

    private func fail(_ index: Int, _ step: DeepLinkChain.Step, _ error: ScenePivotError) {
        context.fail(.deepLinkFailed(.stepFailed(index: index, step: step.logDescription, error)))
        responder.settle()
    }
}
