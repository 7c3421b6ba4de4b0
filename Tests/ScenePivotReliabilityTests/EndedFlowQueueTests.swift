import ScenePivot
import ScenePivotHeadless
import Testing

/// Pushes a screen named `name`.
private struct StepRequest: SceneRequest {
    var name: String
    var duplicatePolicy: DuplicatePolicy { .allow }
    var logDescription: String { "Step(\(name))" }
}

/// A flow that queues two pushes as it starts.
@MainActor
private final class TwoStepFlow: SceneFlow {
    func start(in flow: FlowContext<Void>) {
        flow.builder.register(StepRequest.self) { .push(HeadlessScreen($0.name)) }
        flow.pivot.switchScene(with: StepRequest(name: "First"))
        flow.pivot.switchScene(with: StepRequest(name: "Second"))
    }
}

/// A flow that only starts children.
@MainActor
private final class ParentFlow: SceneFlow {
    func start(in flow: FlowContext<Void>) {}
}

/// How the flow ends while its requests wait.
private enum Ending: String, CaseIterable {
    case cancelled, finished, parentEnded
}

@Suite("Requests queued by a flow that ended")
struct EndedFlowQueueTests {
    @Test(
        "Requests a flow queued before it ended fail with flowEnded when their turn comes and show nothing",
        arguments: Ending.allCases)
    @MainActor fileprivate func queuedRequestsFailWithFlowEnded(ending: Ending) async throws {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let app = ScenePivot(stage: stage)
        var errors: [ScenePivotError] = []
        app.errorHandler = { errors.append($0) }
        app.switchScene(with: AlertRequest(title: "Blocking", actions: [AlertAction("OK")]))
        let parent = app.startFlow(ParentFlow())
        let child = parent.startChild(TwoStepFlow())
        let (_, awaited) = startAwaiting(StepRequest(name: "Awaited"), on: child.pivot)
        #expect(await yield(until: { stage.transitionQueue.waitingCount == 3 }))

        switch ending {
        case .cancelled: child.cancel()
        case .finished: child.finish(with: ())
        case .parentEnded: parent.cancel()
        }
        #expect(!child.isRunning)
        #expect(stage.transitionQueue.waitingCount == 3, "nothing fails before its turn")
        stage.finishAnimations()
        try stage.tapAction(titled: "OK")
        stage.finishAnimations()

        #expect(await yield(until: { awaited.isDone }))
        #expect(awaited.error == .flowEnded("Step(Awaited)"))
        #expect(errors == [.flowEnded("Step(First)"), .flowEnded("Step(Second)")])
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Root"], "nothing shown for the ended flow")
        #expect(!stage.transitionQueue.isBusy && stage.transitionQueue.waitingCount == 0)
    }
}
