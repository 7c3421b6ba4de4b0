import ScenePivot
import ScenePivotHeadless
import Testing

/// Counts how often the requests holding it were described.
private final class DescriptionCount {
    var count = 0
}

/// A request that counts each time it is described for an event.
private struct CountedRequest: SceneRequest {
    let described: DescriptionCount
    var logDescription: String {
        described.count += 1
        return "CountedRequest"
    }
}

/// A request answered with text, which its events describe.
private struct NamingRequest: SceneRequest {
    typealias Response = String
    @MainActor func makeDefaultScene() -> AnyPivotScene<String>? {
        AnyPivotScene("name") { context in context.respond("Trip") }
    }
}

@MainActor
@Suite struct EventTextTests {
    @Test func anObserverThatReadsNothingNeverHasTheRequestDescribed() {
        let described = DescriptionCount()
        let builder = SceneBuilder()
        builder.register(CountedRequest.self) { _ in .push(HeadlessScreen("Next"), animation: .none) }
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let pivot = ScenePivot(stage: stage, builder: builder)
        var events: [PivotEvent] = []
        let observation = pivot.observe { event in events.append(event) }
        pivot.switchScene(with: CountedRequest(described: described))
        #expect(events.count == 5)
        #expect(described.count == 0)
        #expect(events.first?.description == "request CountedRequest")
        #expect(events.last?.description == "answer CountedRequest → done")
        #expect(described.count == 1)  // once for all the request's events
        #expect(stage.navigationStack.count == 2)
        observation.cancel()
    }

    @Test func anEventsTextsReadLikeTheStringsTheyStandFor() {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let pivot = ScenePivot(stage: stage)
        var answers: [PivotEvent] = []
        let observation = pivot.observe { event in
            if case .responded = event { answers.append(event) }
        }
        pivot.switchScene(with: NamingRequest())
        #expect(answers == [.responded(request: "NamingRequest", response: "\"Trip\"")])
        guard case .responded(let request, let response)? = answers.first else {
            Issue.record("no answer among the events")
            return
        }
        #expect(request == PivotEvent.Text("NamingRequest"))
        #expect("\(request) → \(response)" == "NamingRequest → \"Trip\"")
        #expect(Set([request, "NamingRequest"]).count == 1)
        #expect(stage.navigationStack.count == 1)
        observation.cancel()
    }
}
