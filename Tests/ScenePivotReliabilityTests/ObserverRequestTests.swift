import ScenePivot
import ScenePivotHeadless
import Testing

/// Pushes a screen named `name`; copies with the same name are duplicates, whatever their handlers.
private struct OpenRequest: SceneRequest, Equatable {
    var name: String
    var onResponse: (@MainActor () -> Void)?
    var logDescription: String { "Open(\(name))" }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
}

@Suite("Requests sent by an observer of another request")
struct ObserverRequestTests {
    @Test(
        "An observer's copy of request A and its other request run after A; the caller's A is never the duplicate",
        arguments: [false, true])
    @MainActor func observerRequestsRunAfterTheOneObserved(awaited: Bool) async {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(OpenRequest.self) { .push(HeadlessScreen($0.name)) }
        var errors: [ScenePivotError] = []
        pivot.errorHandler = { errors.append($0) }
        var begun: [String] = []
        var hasReacted = false
        let observation = pivot.observe { event in
            if case .transitionStarted(_, let transition) = event { begun.append(transition.description) }
            guard case .requested("Open(A)") = event, !hasReacted else { return }
            hasReacted = true
            pivot.switchScene(with: OpenRequest(name: "A"))  // a copy of the request being sent
            pivot.switchScene(with: OpenRequest(name: "B"))  // a different request
        }

        var callerAnswered = false
        if awaited {
            let (_, outcome) = startAwaiting(OpenRequest(name: "A") { callerAnswered = true }, on: pivot)
            #expect(await yield(until: { stage.isAnimating }))
            stage.finishAnimations()
            #expect(await yield(until: { outcome.isDone }))
            #expect(outcome.error == nil, "the caller's own request is shown, not refused")
        } else {
            sendFireAndForget(OpenRequest(name: "A") { callerAnswered = true }, to: pivot)
            stage.finishAnimations()
        }

        #expect(callerAnswered)
        #expect(begun == ["push A", "push B"], "A first, then the observer's B")
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Root", "A", "B"])
        #expect(errors == [.duplicateRequest("Open(A)")], "the observer's copy is the one coalesced")
        withExtendedLifetime(observation) {}
    }
}
