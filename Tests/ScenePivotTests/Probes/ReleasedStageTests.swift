import ScenePivotHeadless
import Testing

@testable import ScenePivot

@Suite("A stage released mid-request answers its caller and lets go")
struct ReleasedStageTests {
    /// A responder scene whose presentation waits for an animation; the stage is released meanwhile. The awaiting
    /// caller must be answered (hostDeallocated), not left waiting forever.
    @Test @MainActor func aStageReleasedWhileAResponderScenesTransitionWaitsAnswersTheCaller() async throws {
        var stage: HeadlessStage? = HeadlessStage(root: HeadlessScreen("Root"))
        weak let weakStage = stage
        let pivot = ScenePivot(stage: stage!)
        pivot.builder.register(NamedPushRequest.self) { .push(HeadlessScreen($0.name)) }
        pivot.builder.register(NumberPickRequest.self) { _ in
            .present { responder in NumberPicker(responder: responder) }
        }
        pivot.switchScene(with: NamedPushRequest(name: "A"))
        stage!.finishAnimations()
        try stage!.swipeBack(completing: false)  // an animation no request owns
        #expect(stage!.isAnimating)

        let (_, outcome) = awaitInTask(NumberPickRequest(), on: pivot)
        #expect(await settleTasks(until: { stage!.transitionQueue.isBusy }))
        #expect(stage!.presentedScreens.isEmpty, "the presentation waits for the swipe's animation")
        stage = nil
        #expect(weakStage == nil)
        #expect(await settleTasks(until: { outcome.isDone }))
        #expect(outcome.error == .hostDeallocated)
    }

    /// The simplest form of the leak: a presented picker whose presentation is still animating when the stage
    /// goes. The stage must be freed and the awaiting caller answered.
    @Test @MainActor func aStageReleasedWhileAPickerAnimatesInIsFreedAndTheCallerAnswered() async {
        var stage: HeadlessStage? = HeadlessStage(root: HeadlessScreen("Root"))
        weak let weakStage = stage
        let pivot = ScenePivot(stage: stage!)
        pivot.builder.register(NumberPickRequest.self) { _ in
            .present { responder in NumberPicker(responder: responder) }
        }
        let (_, outcome) = awaitInTask(NumberPickRequest(), on: pivot)
        #expect(await settleTasks(until: { stage!.isAnimating }))
        stage = nil
        #expect(weakStage == nil, "nothing but the caller's variable held the stage")
        #expect(await settleTasks(until: { outcome.isDone }), "the caller is answered")
        #expect(outcome.error == .hostDeallocated)
    }

    /// The picker is on screen, unanswered, and the app keeps it (as a view model keeps the screen it drives).
    /// The stage is then released: the awaiting caller must be answered — with `hostDeallocated`, or as
    /// dismissed — not left waiting for as long as the app keeps the picker.
    @Test @MainActor func aStageReleasedUnderAKeptPickerStillAnswersTheCaller() async {
        var stage: HeadlessStage? = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        weak let weakStage = stage
        let pivot = ScenePivot(stage: stage!)
        var kept: NumberPicker?
        pivot.builder.register(NumberPickRequest.self) { _ in
            .present { responder in
                let made = NumberPicker(responder: responder)
                kept = made
                return made
            }
        }
        let (_, outcome) = awaitInTask(NumberPickRequest(), on: pivot)
        #expect(await settleTasks(until: { kept != nil && !stage!.transitionQueue.isBusy }))
        stage = nil
        #expect(weakStage == nil)
        #expect(
            await settleTasks(until: { outcome.isDone }), "the caller is answered although the app keeps the picker")
        withExtendedLifetime(kept) {}
    }

    @Test @MainActor func aStageReleasedWhileAnAlertWaitsAnswersTheCallerOnce() async {
        var stage: HeadlessStage? = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage!)
        let (_, results) = awaitOnce(ConfirmationRequest(title: "Sure?", confirmTitle: "OK"), on: pivot)
        await yieldTurns()
        stage!.finishAnimations()
        #expect(stage!.visibleAlert != nil)
        stage = nil
        await yieldTurns()
        #expect(results().count == 1)
        #expect(results().first.map { if case .failure(.hostDeallocated) = $0 { true } else { false } } == true)
    }

    /// SceneResponder promises that once it has answered it lets go of its request "and of whatever the request's
    /// handler captured". With the stage alive and the answered picker still on screen, the handler's captures
    /// must be free to go.
    @Test @MainActor func anAnsweredPickerStillOnScreenDoesNotKeepTheHandlersCaptures() {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let pivot = ScenePivot(stage: stage)
        var picker: NumberPicker?
        pivot.builder.register(MaybeNumberRequestForOwner.self) { _ in
            .present { responder in
                let made = NumberPicker(responder: responder)
                picker = made
                return made
            }
        }
        weak var weakOwner: AnswerOwner?
        do {
            let owner = AnswerOwner()
            weakOwner = owner
            pivot.switchScene(with: MaybeNumberRequestForOwner(owner: owner))
            picker?.responder.respond(7)
            #expect(owner.answers == [7])
        }
        #expect(stage.presentedScreens.count == 1, "the picker stays on screen")
        #expect(weakOwner == nil, "nothing keeps what the answered request's handler captured")
    }
}
