import Testing

@testable import ScenePivot

/// A flow that presents a screen called "Picker" as it starts, its pivot's errors recorded in `errors`.
@MainActor
final class PresentingFlow: SceneFlow {
    let errors = Log<ScenePivotError>()
    /// The flow's pivot, kept after the flow ends so that its errors still reach `errors`.
    private(set) var pivot: ScenePivot?

    func start(in flow: FlowContext<Void>) {
        pivot = flow.pivot
        flow.pivot.errorHandler = { [errors] in errors.values.append($0) }
        flow.pivot.switchScene(with: PresentNamedRequest(name: "Picker"))
    }
}

/// What waits in a window's shared queue for a task — a restoration, an awaited request, an awaited flow — ends
/// when the task is cancelled, whatever another pivot of the window has queued: its alert never holds it.
@Suite("Cancelled waits end while another pivot holds the window's queue")
@MainActor
struct SharedQueueCancellationTests {
    /// A pivot of another screen of `contract`'s window, made as an app makes it.
    private func otherScreensPivot(in contract: any ContractStage) -> ScenePivot {
        switch contract {
        case let model as UIKitModelContract:
            return ScenePivot(owningStage: ControllerStage(anchor: model.rootScreen, platform: model.uikit))
        default:
            return ScenePivot(stage: contract.stage)
        }
    }

    @Test(arguments: StageKind.allCases)
    func cancellingARestorationQueuedBehindAnotherPivotsAlertEndsItAtOnce(_ kind: StageKind) async throws {
        let launch = RestorationBench(kind)
        launch.send(OpenAlbumRequest(title: "Trip"))
        launch.send(OpenAlbumRequest(title: "Beach"))
        let captured = try launch.restoration.capture()

        let next = RestorationBench(kind)
        let other = otherScreensPivot(in: next.contract)
        other.switchScene(with: TwoScreensOfOneWindow.deleteAlert())
        next.contract.settle()
        let queue = next.contract.stage.transitionQueue
        #expect(queue.isBusy, "the other pivot's alert waits for its answer")
        let reports = Log<SceneRestoration.Report>()
        let task = Task { @MainActor in reports.values.append(await next.restoration.restore(captured)) }
        #expect(await settleTasks(until: { queue.waitingCount > 0 }), "the first entry waits behind the alert")
        task.cancel()
        #expect(await settleTasks(until: { !reports.values.isEmpty }), "restoring ends with the alert still up")

        let report = try #require(reports.values.first)
        #expect(report.error == .cancelled)
        #expect(report.notRestored == captured.entries)
        #expect(next.contract.presentedNames.count == 1)
        #expect(queue.waitingCount == 0, "nothing of the restoration is left in the queue")
        next.contract.userTaps("Cancel")
        next.contract.settle()
        #expect(next.contract.stackNames == ["Root"], "the cancelled entry never shows")
        #expect(!queue.isBusy && next.errors.isEmpty && next.contract.complaints.isEmpty)
    }

    @Test(arguments: StageKind.allCases)
    func cancellingARestorationWhoseRequestIsInFlightEndsOnceItIsTakenDownAheadOfWhatWasQueuedSince(
        _ kind: StageKind
    ) async throws {
        let launch = RestorationBench(kind)
        launch.send(OpenAlbumRequest(title: "Trip"))
        let captured = try launch.restoration.capture()

        let next = RestorationBench(kind)
        let other = otherScreensPivot(in: next.contract)
        var alertSent = false
        // Another screen's alert, queued while the replayed push is being queued: behind the push, ahead of the
        // restoration's checkpoint.
        let observation = next.pivot.observe { event in
            guard case .sceneChosen = event, !alertSent else { return }
            alertSent = true
            other.switchScene(with: TwoScreensOfOneWindow.deleteAlert())
        }
        let queue = next.contract.stage.transitionQueue
        let reports = Log<SceneRestoration.Report>()
        let task = Task { @MainActor in reports.values.append(await next.restoration.restore(captured)) }
        #expect(await settleTasks(until: { queue.waitingCount == 2 }), "the alert, then the checkpoint, wait")
        #expect(queue.isBusy, "the push animates")
        task.cancel()
        for _ in 0..<10 { await Task.yield() }  // the cancellation reaches the request while its push animates
        for _ in 0..<1_000 where reports.values.isEmpty {
            next.contract.settle()
            await Task.yield()
        }

        let report = try #require(reports.values.first, "restoring ends with the other screen's alert unanswered")
        #expect(report.error == .cancelled)
        #expect(next.contract.stackNames == ["Root"], "the push was taken down")
        #expect(next.contract.presentedNames.count == 1, "the alert is up")
        next.contract.userTaps("Cancel")
        next.contract.settle()
        #expect(!queue.isBusy && next.errors.isEmpty && next.contract.complaints.isEmpty)
        withExtendedLifetime(observation) {}
    }

    @Test(arguments: StageKind.allCases)
    func cancellingAnAwaitedRequestQueuedBehindAnotherPivotsAlertEndsItAtOnce(_ kind: StageKind) async throws {
        let window = TwoScreensOfOneWindow(kind)
        window.pivots[0].switchScene(with: TwoScreensOfOneWindow.deleteAlert())
        window.contract.settle()
        let (task, outcome) = awaitInTask(PresentNamedRequest(name: "Share"), on: window.pivots[1])
        let queue = window.contract.stage.transitionQueue
        #expect(await settleTasks(until: { queue.waitingCount == 1 }))
        task.cancel()
        #expect(await settleTasks(until: { outcome.isDone }))
        guard case .cancelled? = outcome.error else {
            Issue.record("ended with \(String(describing: outcome.result))")
            return
        }
        #expect(queue.waitingCount == 0)
        window.contract.userTaps("Cancel")
        window.contract.settle()
        #expect(window.contract.presentedNames.isEmpty, "the cancelled request never shows")
    }

    @Test(arguments: StageKind.allCases)
    func cancellingAnAwaitedFlowWhoseRequestWaitsBehindAnotherPivotsAlertEndsItAtOnce(_ kind: StageKind) async throws {
        let window = TwoScreensOfOneWindow(kind)
        window.pivots[0].switchScene(with: TwoScreensOfOneWindow.deleteAlert())
        window.contract.settle()
        let host = window.pivots[1].startFlow(IdleFlow())
        let endings = Log<FlowEnding<Void>>()
        let child = PresentingFlow()
        let task = Task { @MainActor in endings.values.append(await host.run(child)) }
        let queue = window.contract.stage.transitionQueue
        #expect(await settleTasks(until: { queue.waitingCount == 1 }), "the child flow's request waits")
        task.cancel()
        #expect(await settleTasks(until: { !endings.values.isEmpty }))
        guard case .cancelled = try #require(endings.values.first) else {
            Issue.record("ended with \(endings.values)")
            return
        }
        window.contract.userTaps("Cancel")
        window.contract.settle()
        #expect(window.contract.presentedNames.isEmpty, "the cancelled flow's request never shows")
        #expect(child.errors.values.count == 1 && child.errors.values.allSatisfy { $0.description.contains("ended") })
    }
}
