import ScenePivot

/// A flow the harness starts: it does what `body` does when it starts.
@MainActor
final class HarnessFlow: SceneFlow {
    private let body: @MainActor (FlowContext<Void>) -> Void

    init(_ body: @escaping @MainActor (FlowContext<Void>) -> Void) {
        self.body = body
    }

    func start(in flow: FlowContext<Void>) {
        body(flow)
    }
}

/// A flow the harness started, kept until the next drain with its pivot (so the requests it queued still report
/// to the harness after it ended) and the observation of that pivot.
@MainActor
final class HarnessFlowRecord {
    let context: FlowContext<Void>
    var observation: PivotObservation?

    init(context: FlowContext<Void>) {
        self.context = context
    }
}

extension ReliabilityHarness {
    /// Starts a flow that sends one to four requests through its own pivot as it starts; most of them wait in
    /// the queue, and the first screen one shows becomes the flow's root.
    func startFlow() {
        noteOperation("start flow")
        flowsStarted += 1
        let kinds = (0...random.below(4)).map { _ in random.below(4) }
        pivot.startFlow(
            HarnessFlow { [unowned self] flow in
                let record = HarnessFlowRecord(context: flow)
                record.observation = flow.pivot.observe { [unowned self, unowned record] event in
                    handle(event, from: record)
                }
                flows.append(record)
                for kind in kinds { sendFlowRequest(kind, via: flow.pivot) }
            })
    }

    private func sendFlowRequest(_ kind: Int, via flowPivot: ScenePivot) {
        let id = makeID()
        switch kind {
        case 0:
            send(
                PushScreenRequest(id: id, animated: random.chance(70)), id: id, awaited: random.chance(20),
                via: flowPivot)
        case 1:
            let request = AlertRequest(
                title: maybeHostile("FlowAlert#\(id)", for: id),
                actions: [AlertAction("OK"), AlertAction("No", role: .cancel)],
                onResponse: callback(for: id))
            send(request, id: id, awaited: random.chance(20), via: flowPivot)
        case 2:
            send(TextInputRequest(makeInputType(id: id), onResponse: callback(for: id)), id: id, via: flowPivot)
        default:
            send(
                PresentScreenRequest(
                    id: id, presentation: Presentation(style: .pageSheet), animated: random.chance(70)),
                id: id, via: flowPivot)
        }
    }

    /// Ends a running flow — cancelled or finished — whatever its requests are doing: those still queued must
    /// fail with `flowEnded` when their turn comes and show nothing.
    func endFlow() {
        let running = flows.filter { $0.context.isRunning }
        guard !running.isEmpty else { return noteOperation("no flow to end") }
        let record = random.pick(running)
        let finishes = random.chance(50)
        noteOperation(finishes ? "finish a flow" : "cancel a flow")
        flowsEnded += 1
        if finishes { record.context.finish(with: ()) } else { record.context.cancel() }
    }

    /// Cancels every flow still running, before a drain.
    func endAllFlows() {
        for record in flows where record.context.isRunning { record.context.cancel() }
    }
}
