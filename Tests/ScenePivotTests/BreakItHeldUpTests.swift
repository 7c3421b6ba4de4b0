import Testing

@testable import ScenePivot

// Probes from the same review that held up: they pass, and document what was tried.

private struct ShowRequest: SceneRequest {
    var name: String
    var duplicatePolicy: DuplicatePolicy { .allow }
    var logDescription: String { "Show(\(name))" }
}

private struct ThrowAfterPushRequest: SceneRequest {
    var logDescription: String { "ThrowAfterPush" }
}

@MainActor
private func awaitOnce<Request: SceneRequest>(_ request: Request, on pivot: ScenePivot)
    -> (Task<Void, Never>, () -> [Result<Request.Response, ScenePivotError>])
{
    var results: [Result<Request.Response, ScenePivotError>] = []
    let task = Task { @MainActor in
        do throws(ScenePivotError) { results.append(.success(try await pivot.response(to: request))) } catch {
            results.append(.failure(error))
        }
    }
    return (task, { results })
}

@MainActor
private func turns(_ count: Int = 200) async { for _ in 0..<count { await Task.yield() } }

@Suite("BreakIt: held up")
struct BreakItHeldUpTests {
    @Test @MainActor func aStageReleasedWhileAnAlertWaitsAnswersTheCallerOnce() async {
        var stage: HeadlessStage? = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage!)
        let (_, results) = awaitOnce(ConfirmationRequest(title: "Sure?", confirmTitle: "OK"), on: pivot)
        await turns()
        stage!.finishAnimations()
        #expect(stage!.visibleAlert != nil)
        stage = nil
        await turns()
        #expect(results().count == 1)
        #expect(results().first.map { if case .failure(.hostDeallocated) = $0 { true } else { false } } == true)
    }

    @Test @MainActor func advancingTheClockFromAnObserverKeepsOrderAndFreesTheQueue() {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(ShowRequest.self) { .push(HeadlessScreen($0.name)) }
        var answered: [String] = []
        let observation = pivot.observe { event in
            switch event {
            case .transitionStarted: stage.advanceClock(by: .milliseconds(150))
            case .transitionFinished: stage.advanceClock(by: .milliseconds(1_000))
            case .responded(let request, _): answered.append(request)
            default: break
            }
        }
        for name in ["A", "B", "C"] { pivot.switchScene(with: ShowRequest(name: name)) }
        stage.finishAnimations()
        #expect(answered == ["Show(A)", "Show(B)", "Show(C)"])
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Root", "A", "B", "C"])
        #expect(!stage.transitionQueue.isBusy)
        withExtendedLifetime(observation) {}
    }

    @Test @MainActor func rulesEdgeCasesAreTypedErrorsOrDoWhatUIKitDoes() throws {
        let root = HeadlessScreen("Root")
        let stage = HeadlessStage(root: root, animation: .instant)
        #expect(throws: ScenePivotError.illegalTransition(.popAtRoot)) {
            try stage.performOrThrow(.pop(.before(root)), animated: false)
        }
        let inner = HeadlessScreen("Inner")
        try stage.performOrThrow(.present(inner, Presentation(embedsInNavigationStack: true)), animated: false)
        try stage.performOrThrow(.push(HeadlessScreen("Pushed")), animated: false)
        try stage.performOrThrow(.dismiss(inner), animated: false)
        #expect(stage.presentedScreens.isEmpty, "dismissing a screen inside a presented stack dismisses the stack")
    }

    @Test @MainActor func aCustomSceneThatThrowsAfterStartingAPushFailsOnceAndTheQueueMovesOn() {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage)
        var errors: [ScenePivotError] = []
        pivot.errorHandler = { errors.append($0) }
        pivot.builder.register(ShowRequest.self) { .push(HeadlessScreen($0.name)) }
        pivot.builder.register(ThrowAfterPushRequest.self) { _ in
            AnyPivotScene<Void>("throw after push") { context throws(ScenePivotError) in
                try context.perform(.push(HeadlessScreen("Half")))
                throw .sceneFailed("gave up")
            }
        }
        pivot.switchScene(with: ThrowAfterPushRequest())
        pivot.switchScene(with: ShowRequest(name: "Next"))
        stage.finishAnimations()
        #expect(errors == [.sceneFailed("gave up")])
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Root", "Half", "Next"])
        #expect(!stage.transitionQueue.isBusy)
    }

    @Test @MainActor func aRequestCancelledWhileQueuedBehindAnAlertNeverShowsAndIsAnsweredOnce() async throws {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(ShowRequest.self) { .push(HeadlessScreen($0.name)) }
        pivot.switchScene(with: ConfirmationRequest(title: "Block", confirmTitle: "OK"))
        let (task, results) = awaitOnce(ShowRequest(name: "Never"), on: pivot)
        await turns()
        #expect(stage.transitionQueue.waitingCount == 1)
        task.cancel()
        await turns()
        stage.finishAnimations()
        try stage.tapAction(titled: "OK")
        stage.finishAnimations()
        await turns()
        #expect(results().count == 1)
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Root"])
        #expect(!stage.transitionQueue.isBusy)
    }
}
