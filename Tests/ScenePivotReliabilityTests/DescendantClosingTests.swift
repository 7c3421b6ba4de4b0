import ScenePivot
import ScenePivotHeadless
import ScenePivotTestSupport
import Testing

/// Pushes a screen named `name`.
private struct PushNamedRequest: SceneRequest {
    var name: String
    var duplicatePolicy: DuplicatePolicy { .allow }
    var logDescription: String { "Push(\(name))" }
}

/// A flow that registers pushes for every pivot made from its own.
@MainActor
private final class PushingFlow: SceneFlow {
    func start(in flow: FlowContext<Void>) {
        flow.builder.register(PushNamedRequest.self) { .push(HeadlessScreen($0.name)) }
    }
}

/// A flow's pivot, and a pivot made `depth` times from it, those in between released: what ending the flow must
/// still reach.
@MainActor
private struct DescendantFixture {
    let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
    let flow: FlowContext<Void>
    let descendant: ScenePivot
    /// The pivots in between, weakly: none is kept.
    let releasedInBetween: () -> Bool

    init(depth: Int) {
        flow = ScenePivot(stage: stage).startFlow(PushingFlow())
        var pivot = flow.pivot.makeChildPivot()
        weak let first = pivot
        for _ in 1..<depth { pivot = pivot.makeChildPivot() }
        descendant = pivot
        releasedInBetween = { depth == 1 || first == nil }
    }

    var stackNames: [String] { stage.navigationStack.map(stage.name(of:)) }
}

@Suite("Ending a flow closes every pivot made from its pivot, those in between released or not")
struct DescendantClosingTests {
    @Test(arguments: [2, 3, 10_000]) @MainActor
    func aDescendantWhosePivotsInBetweenWereReleasedShowsNothingOnceTheFlowEnds(depth: Int) async {
        let fixture = DescendantFixture(depth: depth)
        #expect(fixture.releasedInBetween())
        fixture.descendant.switchScene(with: PushNamedRequest(name: "Before"))
        #expect(fixture.stackNames == ["Root", "Before"])

        fixture.flow.cancel()

        #expect(fixture.descendant.isClosed)
        await #expect(throws: ScenePivotError.flowEnded("Push(After)")) {
            try await bounded("the answer to PushNamedRequest") {
                try await fixture.descendant.response(to: PushNamedRequest(name: "After"))
            }
        }
        #expect(fixture.stackNames == ["Root", "Before"], "the ended flow's descendant shows nothing more")
    }

    @Test @MainActor func theEventsOfADescendantWhosePivotInBetweenWasReleasedFinishWhenTheFlowEnds() async {
        let fixture = DescendantFixture(depth: 2)
        let stream = fixture.descendant.events
        let loop = Task { @MainActor in
            var count = 0
            for await _ in stream { count += 1 }
            return count
        }
        fixture.descendant.switchScene(with: PushNamedRequest(name: "Before"))

        fixture.flow.cancel()

        #expect(
            await bounded("the end of the event loop") { await loop.value } == 5,
            "request, scene, begin, end, answer; then the loop ends with the flow")
    }

    @Test @MainActor func aPivotMadeFromAClosedDescendantIsClosedAndItsEventsAreOverAtOnce() async {
        let fixture = DescendantFixture(depth: 2)
        fixture.flow.cancel()

        let late = fixture.descendant.makeChildPivot()
        #expect(late.isClosed)
        let events = late.events
        #expect(
            await bounded("the end of a closed pivot's stream") {
                var iterator = events.makeAsyncIterator()
                return await iterator.next()
            } == .some(nil),
            "a stream of a closed pivot is over at once")
    }

    @Test @MainActor func pivotsOfAnotherFlowStayOpen() {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let root = ScenePivot(stage: stage)
        let ending = root.startFlow(PushingFlow())
        let going = root.startFlow(PushingFlow())
        let goingDescendant = going.pivot.makeChildPivot().makeChildPivot()

        ending.cancel()

        #expect(!root.isClosed && !going.pivot.isClosed && !goingDescendant.isClosed)
        goingDescendant.switchScene(with: PushNamedRequest(name: "Still"))
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Root", "Still"])
    }
}
