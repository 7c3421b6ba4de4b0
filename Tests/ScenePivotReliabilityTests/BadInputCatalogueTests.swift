import ScenePivot
import ScenePivotHeadless
import Testing

private struct NeverRegisteredRequest: SceneRequest {}

private struct ShowDetailRequest: SceneRequest {
    var name: String
    var logDescription: String { "ShowDetail(\(name))" }
}

private struct CloseRequest: SceneRequest {}

private struct AnsweredTwiceRequest: SceneRequest {
    typealias Response = Int
    let onResponse: (@MainActor (Int) -> Void)?
    var logDescription: String { "AnsweredTwice" }
}

/// A stage, a pivot on it, and everything the pivot reports.
@MainActor
private final class Recorder {
    var errors: [ScenePivotError] = []
    var events: [String] = []
    var observation: PivotObservation?

    func attach(to pivot: ScenePivot) {
        pivot.errorHandler = { [unowned self] error in errors.append(error) }
        observation = pivot.observe { [unowned self] event in events.append(event.description) }
    }
}

/// Every bad input, each with the exact error it produces.
@Suite("Bad-input catalogue")
struct BadInputCatalogueTests {
    @Test("An unregistered request fails with unregisteredRequest naming its type")
    @MainActor func unregisteredRequest() {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage)
        let recorder = Recorder()
        recorder.attach(to: pivot)
        pivot.switchScene(with: NeverRegisteredRequest())
        #expect(recorder.errors == [.unregisteredRequest("NeverRegisteredRequest")])
        #expect(stage.navigationStack.count == 1)
    }

    @Test("A request sent after its stage was deallocated fails with hostDeallocated")
    @MainActor func hostDeallocated() {
        var stage: HeadlessStage? = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage!)
        pivot.builder.register(ShowDetailRequest.self) { .push(HeadlessScreen($0.name)) }
        let recorder = Recorder()
        recorder.attach(to: pivot)
        stage = nil
        pivot.switchScene(with: ShowDetailRequest(name: "Trip"))
        #expect(recorder.errors == [.hostDeallocated])
        #expect(
            recorder.events == [
                "request ShowDetail(Trip)", "fail ShowDetail(Trip): \(ScenePivotError.hostDeallocated)",
            ])
    }

    @Test("An awaited request queued when its stage is deallocated throws hostDeallocated")
    @MainActor func hostDeallocatedWhileQueued() async {
        var stage: HeadlessStage? = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage!)
        pivot.builder.register(ShowDetailRequest.self) { .push(HeadlessScreen($0.name)) }
        let recorder = Recorder()
        recorder.attach(to: pivot)
        sendFireAndForget(AlertRequest(title: "Blocking", actions: [AlertAction("OK")]), to: pivot)
        let outcome = OutcomeBox()
        Task { @MainActor in
            do throws(ScenePivotError) {
                try await pivot.response(to: ShowDetailRequest(name: "Queued"))
                outcome.error = nil
            } catch {
                outcome.error = error
            }
            outcome.isDone = true
        }
        for _ in 0..<1_000 where stage?.transitionQueue.waitingCount == 0 { await Task.yield() }
        #expect(stage?.transitionQueue.waitingCount == 1)
        stage = nil
        for _ in 0..<1_000 where !outcome.isDone || recorder.errors.isEmpty { await Task.yield() }
        #expect(outcome.isDone && outcome.error == .hostDeallocated)
        #expect(recorder.errors == [.hostDeallocated], "the alert on screen is answered with the same error")
    }

    @Test("An alert with no actions fails with invalidRequest(.noActions)")
    @MainActor func alertWithNoActions() {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage)
        let recorder = Recorder()
        recorder.attach(to: pivot)
        pivot.switchScene(with: AlertRequest(title: "Empty", actions: []))
        #expect(recorder.errors == [.invalidRequest("AlertRequest(\"Empty\")", .noActions)])
        #expect(stage.visibleAlert == nil)
    }

    @Test("An alert with two cancel actions fails with invalidRequest(.multipleCancelActions)")
    @MainActor func alertWithTwoCancelActions() {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage)
        let recorder = Recorder()
        recorder.attach(to: pivot)
        pivot.switchScene(
            with: AlertRequest(
                title: "Two cancels", actions: [AlertAction("No", role: .cancel), AlertAction("Never", role: .cancel)]))
        #expect(recorder.errors == [.invalidRequest("AlertRequest(\"Two cancels\")", .multipleCancelActions)])
        #expect(stage.visibleAlert == nil)
    }

    @Test("A push with no navigation stack fails with illegalTransition(.noNavigationStack)")
    @MainActor func pushWithoutNavigationStack() {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), inNavigationStack: false)
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(ShowDetailRequest.self) { .push(HeadlessScreen($0.name)) }
        let recorder = Recorder()
        recorder.attach(to: pivot)
        pivot.switchScene(with: ShowDetailRequest(name: "Trip"))
        #expect(recorder.errors == [.illegalTransition(.noNavigationStack)])
        #expect(stage.hierarchyDescription == "Root\n")
        #expect(!stage.transitionQueue.isBusy)
    }

    @Test("A dismissal with nothing presented fails with illegalTransition(.nothingToDismiss)")
    @MainActor func dismissWithNothingPresented() {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(CloseRequest.self) { _ in .dismiss() }
        let recorder = Recorder()
        recorder.attach(to: pivot)
        pivot.switchScene(with: CloseRequest())
        #expect(recorder.errors == [.illegalTransition(.nothingToDismiss)])
        #expect(!stage.transitionQueue.isBusy)
    }

    @Test("A request sent from an alert's handler runs at once: the alert has left and the queue is free")
    @MainActor func requestFromAnAlertHandlerNeverWaitsBehindTheAlert() throws {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(ShowDetailRequest.self) { .push(HeadlessScreen($0.name), animation: .none) }
        let recorder = Recorder()
        recorder.attach(to: pivot)
        var alertOnStageInsideHandler = true
        var queueBusyInsideHandler = true
        pivot.switchScene(
            with: AlertRequest(title: "Saved", actions: [AlertAction("OK")]) { _ in
                alertOnStageInsideHandler = stage.visibleAlert != nil
                queueBusyInsideHandler = stage.transitionQueue.isBusy
                pivot.switchScene(with: ShowDetailRequest(name: "Next"))
            })
        stage.finishAnimations()
        try stage.tapAction(titled: "OK")
        stage.finishAnimations()

        #expect(!alertOnStageInsideHandler, "the handler runs once the alert has left")
        #expect(!queueBusyInsideHandler, "the alert's job is over before its handler runs")
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Root", "Next"])
        #expect(recorder.errors.isEmpty)
        #expect(
            recorder.events == [
                "request AlertRequest(\"Saved\")",
                "scene alert for AlertRequest(\"Saved\") (default)",
                "begin alert \"Saved\" for AlertRequest(\"Saved\")",
                "end alert \"Saved\" for AlertRequest(\"Saved\")",
                "answer AlertRequest(\"Saved\") → \(AlertAction("OK"))",
                "request ShowDetail(Next)",
                "scene push for ShowDetail(Next)",
                "begin push Next for ShowDetail(Next)",
                "end push Next for ShowDetail(Next)",
                "answer ShowDetail(Next) → done",
            ])
    }

    @Test("A response delivered twice fails with responseAlreadyDelivered and the first answer stands")
    @MainActor func responseDeliveredTwice() {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage)
        var respond: ((Int) -> Void)?
        pivot.builder.register(AnsweredTwiceRequest.self) { _ in
            .present { responder in
                respond = responder.respond
                return HeadlessScreen("Picker")
            }
        }
        let recorder = Recorder()
        recorder.attach(to: pivot)
        var answers: [Int] = []
        pivot.switchScene(with: AnsweredTwiceRequest { answers.append($0) })
        stage.finishAnimations()
        respond?(1)
        respond?(2)
        #expect(answers == [1])
        #expect(recorder.errors == [.responseAlreadyDelivered("AnsweredTwice")])
    }

    @Test("A request sent from a flow that ended and was released fails with flowEnded")
    @MainActor func requestFromEndedFlow() throws {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let app = ScenePivot(stage: stage)
        app.builder.register(ShowHelpRequest.self) { _ in .push(HeadlessScreen("Help")) }
        let recorder = Recorder()
        recorder.attach(to: app)
        var endings: [String] = []
        weak var releasedFlow: DetailFlow?
        weak var releasedContext: FlowContext<Void>?
        let model: DetailModel
        do {
            let flow = DetailFlow()
            let context = app.startFlow(flow) { endings.append($0.description) }
            releasedFlow = flow
            releasedContext = context
            model = DetailModel(scenes: context.pivot)
        }
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Root", "Detail"])

        try stage.tapBack()
        #expect(endings == ["left"])
        #expect(releasedFlow == nil && releasedContext == nil, "the ended flow is gone; only its pivot is left")

        model.showDetail()  // registered by the flow only
        model.showHelp()  // inherited from the app's builder
        model.warn()  // a built-in request with a default scene
        #expect(
            recorder.errors == [
                .flowEnded("ShowDetail(Late)"), .flowEnded("ShowHelpRequest"),
                .flowEnded("AlertRequest(\"Upload failed\")"),
            ])
        #expect(stage.hierarchyDescription == "NavigationStack\n  Root\n", "nothing shown for a dead flow")
    }

    @Test("A request sent from a flow whose stage was deallocated fails with hostDeallocated")
    @MainActor func requestFromFlowOfDeallocatedStage() {
        var stage: HeadlessStage? = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let app = ScenePivot(stage: stage!)
        let recorder = Recorder()
        recorder.attach(to: app)
        let context = app.startFlow(DetailFlow())
        let model = DetailModel(scenes: context.pivot)
        #expect(stage?.navigationStack.count == 2)
        stage = nil
        model.showDetail()
        model.warn()
        #expect(recorder.errors == [.hostDeallocated, .hostDeallocated])
        #expect(context.pivot.stage == nil)
    }
}

/// A flow whose first request pushes its root screen, registered in the flow's own scope only.
@MainActor
private final class DetailFlow: SceneFlow {
    func start(in flow: FlowContext<Void>) {
        flow.builder.register(ShowDetailRequest.self) { .push(HeadlessScreen($0.name)) }
        flow.pivot.switchScene(with: ShowDetailRequest(name: "Detail"))
    }
}

/// Pushes a help screen; registered by the app, so every flow inherits it.
private struct ShowHelpRequest: SceneRequest {}

/// A view model handed its flow's pivot, and kept alive after the flow ended (an escaping closure, a late task).
@MainActor
private final class DetailModel {
    private let scenes: any SceneSwitching
    init(scenes: any SceneSwitching) { self.scenes = scenes }
    func showDetail() { scenes.switchScene(with: ShowDetailRequest(name: "Late")) }
    func showHelp() { scenes.switchScene(with: ShowHelpRequest()) }
    func warn() { scenes.switchScene(with: AlertRequest(title: "Upload failed", actions: [AlertAction("OK")])) }
}

@MainActor
private final class OutcomeBox {
    var isDone = false
    var error: ScenePivotError?
}

/// Fire-and-forget from a synchronous context (inside `async` functions Swift picks the awaiting overload).
@MainActor
func sendFireAndForget<Request: SceneRequest>(_ request: Request, to pivot: ScenePivot) {
    pivot.switchScene(with: request)
}
