import ScenePivotHeadless
import Testing

@testable import ScenePivot

@Suite("Cancelling a request takes down only what it brought")
struct CancellationTakedownTests {
    /// A cancelled `.setStack` that keeps screens already on stage must take down only the screens it added.
    @Test @MainActor func cancellingASetStackThatKeepsScreensLeavesTheKeptScreensOnStage() async throws {
        let root = HeadlessScreen("Root")
        let stage = HeadlessStage(root: root)
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(NamedPushRequest.self) { .push(HeadlessScreen($0.name)) }
        pivot.builder.register(StackReplacingRequest.self) { .setStack($0.screens) }
        pivot.switchScene(with: NamedPushRequest(name: "A"))
        stage.finishAnimations()
        try #require(navigationNames(stage) == ["Root", "A"])
        let a = stage.navigationStack[1]

        let (task, outcome) = awaitInTask(StackReplacingRequest(screens: [root, a, HeadlessScreen("B")]), on: pivot)
        #expect(await settleTasks(until: { stage.isAnimating }))
        task.cancel()
        #expect(await settleTasks(until: { outcome.isDone }))
        #expect(outcome.error == .cancelled("Stack"))
        stage.finishAnimations()
        #expect(navigationNames(stage) == ["Root", "A"], "only B, which the request brought, is taken down")
    }

    /// The user taps the alert's action; while the alert animates away, its awaiting task is cancelled. The alert
    /// is leaving anyway, and the next request's alert appears: the cancellation must not dismiss that one.
    @Test @MainActor func cancellingAnAlertRequestWhileItsAlertLeavesDoesNotDismissTheNextAlert() async throws {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage)
        var errors: [ScenePivotError] = []
        pivot.errorHandler = { errors.append($0) }
        var second: [Bool] = []
        let (task, outcome) = awaitInTask(ConfirmationRequest(title: "First", confirmTitle: "OK"), on: pivot)
        #expect(await settleTasks(until: { stage.isAnimating }))
        pivot.switchScene(with: ConfirmationRequest(title: "Second", confirmTitle: "Yes") { second.append($0) })
        stage.finishAnimations()
        #expect(stage.visibleAlert?.title == "First")
        try stage.tapAction(titled: "OK")  // the alert animates away
        task.cancel()
        #expect(await settleTasks(until: { outcome.isDone }))
        stage.finishAnimations()
        #expect(stage.visibleAlert?.title == "Second", "the second alert waits for the user")
        #expect(second.isEmpty, "nobody answered the second alert")
        try stage.tapAction(titled: "Yes")
        stage.finishAnimations()
        #expect(second == [true], "the user answers it")
    }

    /// A picker pushed by an awaited request is on stage, unanswered, and a sheet has been presented over it
    /// since. Cancelling the request must take the picker down, as `response(to:)` promises ("its pushed screen
    /// popped").
    @Test @MainActor func cancellingARequestWhosePushedScreenIsCoveredStillTakesItDown() async throws {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(NumberPickRequest.self) { _ in .push { responder in NumberPicker(responder: responder) }
        }
        pivot.builder.register(NamedPushRequest.self) { .present(HeadlessScreen($0.name)) }
        let (task, outcome) = awaitInTask(NumberPickRequest(), on: pivot)
        #expect(await settleTasks(until: { stage.isAnimating }))
        stage.finishAnimations()
        let picker = try #require(stage.navigationStack.last)
        pivot.switchScene(with: NamedPushRequest(name: "Sheet"))
        stage.finishAnimations()
        #expect(stage.presentedScreens.map(stage.name(of:)) == ["Sheet"])
        #expect(stage.name(of: picker) == "Picker")
        task.cancel()
        #expect(await settleTasks(until: { outcome.isDone }))
        stage.finishAnimations()
        #expect(outcome.error == .cancelled("Pick"))
        #expect(!stage.contains(picker), "the cancelled request's picker is taken down")
        #expect(!stage.transitionQueue.isBusy)
    }

    @Test(arguments: StageKind.allCases) @MainActor
    func cancellingWhileTheTappedAlertLeavesSparesTheNextAlert(_ kind: StageKind) async {
        let contract = kind.make()
        let pivot = ScenePivot(stage: contract.stage)
        var second: [Bool] = []
        let (task, outcome) = awaitInTask(ConfirmationRequest(title: "First", confirmTitle: "OK"), on: pivot)
        #expect(await settleTasks(until: { contract.stage.transitionQueue.isBusy }))
        pivot.switchScene(with: ConfirmationRequest(title: "Second", confirmTitle: "Yes") { second.append($0) })
        contract.settle()
        #expect(contract.topName?.contains("First") == true)
        contract.userTaps("OK")  // the alert animates away
        task.cancel()
        #expect(await settleTasks(until: { outcome.isDone }))
        contract.settle()
        #expect(contract.topName?.contains("Second") == true, "the second alert waits for the user")
        #expect(second.isEmpty, "nobody answered the second alert")
        contract.userTaps("Yes")
        contract.settle()
        #expect(second == [true], "the user answers it")
    }

    /// Two awaited pickers pushed one over the other; cancelling the first must not answer the second (whose
    /// screen the user never left) — a `.setStack` without the first picker would keep it.
    @Test @MainActor func cancellingAnEarlierPickerDoesNotPopALaterRequestsPicker() async {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(NumberPickRequest.self) { _ in .push { responder in NumberPicker(responder: responder) }
        }
        let (first, firstOutcome) = awaitInTask(NumberPickRequest(), on: pivot)
        #expect(await settleTasks(until: { stage.navigationStack.count == 2 }))
        let (_, secondOutcome) = awaitInTask(NumberPickRequest(), on: pivot)
        #expect(await settleTasks(until: { stage.navigationStack.count == 3 }))
        first.cancel()
        #expect(await settleTasks(until: { firstOutcome.isDone }))
        stage.finishAnimations()
        for _ in 0..<20 { await Task.yield() }
        #expect(!secondOutcome.isDone, "the second picker was not dismissed by its user")
        #expect(stage.navigationStack.count == 2, "only the first picker is taken down")
    }

    /// An observer of the `.failed(cancelled)` event answers the picker (the UI reacting to the failure). The
    /// request is cancelled, so a late answer is ignored — as it is a moment later — and must not be reported as
    /// a second answer.
    @Test @MainActor func aLateAnswerDuringTheCancellationsEventIsIgnoredLikeAnyLateAnswer() async {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let pivot = ScenePivot(stage: stage)
        var errors: [ScenePivotError] = []
        pivot.errorHandler = { errors.append($0) }
        var picker: NumberPicker?
        pivot.builder.register(NumberPickRequest.self) { _ in
            .present { responder in
                let made = NumberPicker(responder: responder)
                picker = made
                return made
            }
        }
        let observation = pivot.observe { event in
            if case .failed(_, .cancelled) = event { picker?.responder.respond(3) }
        }
        let (task, outcome) = awaitInTask(NumberPickRequest(), on: pivot)
        #expect(await settleTasks(until: { picker != nil }))
        task.cancel()
        #expect(await settleTasks(until: { outcome.isDone }))
        #expect(outcome.error == .cancelled("Pick"))
        #expect(errors.isEmpty, "the late answer of a cancelled request is ignored, not a second answer")
        withExtendedLifetime(observation) {}
    }

    @Test @MainActor func aRequestCancelledWhileQueuedBehindAnAlertNeverShowsAndIsAnsweredOnce() async throws {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(ShowNamedRequest.self) { .push(HeadlessScreen($0.name)) }
        pivot.switchScene(with: ConfirmationRequest(title: "Block", confirmTitle: "OK"))
        let (task, results) = awaitOnce(ShowNamedRequest(name: "Never"), on: pivot)
        await yieldTurns()
        #expect(stage.transitionQueue.waitingCount == 1)
        task.cancel()
        await yieldTurns()
        stage.finishAnimations()
        try stage.tapAction(titled: "OK")
        stage.finishAnimations()
        await yieldTurns()
        #expect(results().count == 1)
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Root"])
        #expect(!stage.transitionQueue.isBusy)
    }

    /// One request pushed thousands of screens, the last a picker it waits on; cancelling it takes every one of
    /// them down, one after the other, without nesting a call per screen (which overflowed the stack) or copying
    /// the remaining list per screen.
    @Test @MainActor func cancellingARequestThatShowedThousandsOfScreensTakesThemAllDown() async {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let pivot = ScenePivot(stage: stage)
        let count = 3_000
        pivot.builder.register(NumberPickRequest.self) { _ in
            AnyPivotScene("push \(count)") { context throws(ScenePivotError) in
                for index in 1..<count { try context.perform(.push(HeadlessScreen("S\(index)")), animated: false) }
                let responder = context.makeResponder()
                let picker = NumberPicker(responder: responder)
                try context.perform(.push(picker), animated: false)
                try context.track(picker, with: responder)
            }
        }
        let (task, outcome) = awaitInTask(NumberPickRequest(), on: pivot)
        #expect(await settleTasks(until: { stage.navigationStack.count == count + 1 }))
        task.cancel()
        #expect(await settleTasks(until: { outcome.isDone }))
        stage.finishAnimations()
        #expect(outcome.error == .cancelled("Pick"))
        #expect(stage.navigationStack.count == 1, "all \(count) screens are taken down")
        #expect(!stage.transitionQueue.isBusy)
    }
}
