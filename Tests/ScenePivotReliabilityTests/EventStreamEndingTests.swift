import ScenePivot
import ScenePivotHeadless
import Testing

/// Never registered, so each send makes two events: the request and its failure.
private struct NowhereRequest: SceneRequest {}

/// Pushes the flow's root screen.
private struct FlowRootRequest: SceneRequest {}

/// A flow whose pivot the tests listen to; it shows its root when the test asks.
@MainActor
private final class QuietFlow: SceneFlow {
    func start(in flow: FlowContext<Void>) {
        flow.builder.register(FlowRootRequest.self) { _ in .push(HeadlessScreen("FlowRoot")) }
    }
}

/// What a `for await` loop over a pivot's events saw, and whether the loop has ended.
@MainActor
private final class LoopLog {
    var events: [String] = []
    var hasEnded = false

    /// Starts a task looping over `stream` until it finishes.
    func loop(over stream: AsyncStream<PivotEvent>) {
        Task { @MainActor in
            for await event in stream { events.append(event.description) }
            hasEnded = true
        }
    }
}

@Suite("Ending pivot.events")
struct EventStreamEndingTests {
    @Test("A for-await loop over pivot.events ends when the pivot is deallocated")
    @MainActor func loopEndsWhenThePivotGoes() async {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        var pivot: ScenePivot? = ScenePivot(stage: stage)
        pivot?.errorHandler = { _ in }
        let log = LoopLog()
        log.loop(over: pivot!.events)
        pivot?.switchScene(with: NowhereRequest())
        #expect(await yield(until: { log.events.count == 2 }))
        #expect(!log.hasEnded, "the loop runs while the pivot lives")

        pivot = nil
        #expect(await yield(until: { log.hasEnded }), "the loop ends once the pivot is gone")
        #expect(
            log.events == [
                "request NowhereRequest",
                "fail NowhereRequest: \(ScenePivotError.unregisteredRequest("NowhereRequest"))",
            ])
    }

    @Test("A for-await loop over a flow's pivot.events ends when the flow ends, and a later stream is already over")
    @MainActor func loopEndsWhenTheFlowEnds() async {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let flow = ScenePivot(stage: stage).startFlow(QuietFlow())
        let log = LoopLog()
        log.loop(over: flow.pivot.events)
        flow.pivot.switchScene(with: FlowRootRequest())
        #expect(await yield(until: { log.events.count == 5 }), "request, scene, begin, end, answer")
        #expect(!log.hasEnded, "the loop runs while the flow runs")

        flow.cancel()
        #expect(await yield(until: { log.hasEnded }), "the loop ends with the flow, though its pivot lives on")

        let late = LoopLog()
        late.loop(over: flow.pivot.events)
        #expect(await yield(until: { late.hasEnded }), "a stream asked for after the flow ended is over at once")
        #expect(late.events.isEmpty)
    }

    @Test("A for-await loop over pivot.events of a pivot made from a flow's pivot ends when the flow ends")
    @MainActor func loopOverAChildPivotEndsWhenTheFlowEnds() async {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let flow = ScenePivot(stage: stage).startFlow(QuietFlow())
        let child = flow.pivot.makeChildPivot()
        let grandchild = child.makeChildPivot()
        let logs = [LoopLog(), LoopLog()]
        logs[0].loop(over: child.events)
        logs[1].loop(over: grandchild.events)
        grandchild.switchScene(with: FlowRootRequest())
        #expect(await yield(until: { logs[1].events.count == 5 }), "request, scene, begin, end, answer")

        flow.cancel()
        #expect(await yield(until: { logs.allSatisfy(\.hasEnded) }), "the loops end with the flow")
        withExtendedLifetime((child, grandchild)) {}
    }
}
