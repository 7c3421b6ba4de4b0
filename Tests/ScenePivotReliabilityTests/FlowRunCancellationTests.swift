import ScenePivot
import ScenePivotHeadless
import Testing

/// Pushes a screen named `name`.
private struct OpenRequest: SceneRequest {
    var name: String
    var duplicatePolicy: DuplicatePolicy { .allow }
    var logDescription: String { "Open(\(name))" }
}

/// A flow that does nothing itself: the parent the tests run children from.
@MainActor
private final class HostFlow: SceneFlow {
    func start(in flow: FlowContext<Void>) {}
}

/// A child flow that pushes its root screen and then a second screen, counting how often it was started. It keeps
/// its pivot, as a view model of its screens would, so the pivot outlives the flow's end.
@MainActor
private final class PushingFlow: SceneFlow {
    private(set) var starts = 0
    private(set) var pivot: ScenePivot?

    func start(in flow: FlowContext<String>) {
        starts += 1
        pivot = flow.pivot
        flow.builder.register(OpenRequest.self) { .push(HeadlessScreen($0.name)) }
        flow.pivot.switchScene(with: OpenRequest(name: "Child"))
        flow.pivot.switchScene(with: OpenRequest(name: "Second"))
    }
}

@MainActor
private final class EndingBox {
    var ending: FlowEnding<String>?
}

@Suite("Cancelling an awaited child flow")
struct FlowRunCancellationTests {
    @Test("Cancelling the task awaiting FlowContext.run ends it at once as cancelled; its queued requests never show")
    @MainActor func cancellingRunEndsTheChild() async {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let app = ScenePivot(stage: stage)
        var errors: [ScenePivotError] = []
        let host = app.startFlow(HostFlow())
        host.pivot.errorHandler = { errors.append($0) }
        let child = PushingFlow()
        let box = EndingBox()
        let task = Task { @MainActor in box.ending = await host.run(child) }
        #expect(await yield(until: { stage.transitionQueue.waitingCount == 1 }), "Child animates, Second waits")
        #expect(host.childFlows.count == 1)

        task.cancel()
        #expect(await yield(until: { box.ending != nil }), "the await ends without the clock moving")
        #expect(box.ending == .cancelled)
        #expect(host.childFlows.isEmpty)
        stage.finishAnimations()
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Root", "Child"], "Second is never shown")
        #expect(errors == [.flowEnded("Open(Second)")])
        #expect(!stage.transitionQueue.isBusy && stage.transitionQueue.waitingCount == 0)
    }

    @Test("A task already cancelled when it awaits FlowContext.run never starts the child")
    @MainActor func alreadyCancelledRunStartsNothing() async {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let host = ScenePivot(stage: stage).startFlow(HostFlow())
        let child = PushingFlow()
        let box = EndingBox()
        Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            box.ending = await host.run(child)
        }
        #expect(await yield(until: { box.ending != nil }))
        #expect(box.ending == .cancelled)
        #expect(child.starts == 0)
        #expect(host.childFlows.isEmpty)
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Root"])
    }
}
