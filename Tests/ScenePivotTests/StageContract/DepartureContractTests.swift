import Testing

@testable import ScenePivot

/// A request answered later by its screen: a picker of a number, `nil` when the screen leaves unanswered.
private struct ContractPickRequest: SceneRequest {
    typealias Response = Int?
    var onResponse: (@MainActor (Int?) -> Void)?
}

/// A pivot on a contract stage whose picker is presented or pushed, with every answer and error recorded.
@MainActor
private final class PickerFixture {
    let contract: any ContractStage
    let pivot: ScenePivot
    let picker: AnyObject
    var answers: [Int?] = []
    var errors: [ScenePivotError] = []

    init(_ kind: StageKind, pushed: Bool = false, presentation: Presentation = Presentation()) {
        contract = kind.make()
        pivot = ScenePivot(stage: contract.stage)
        let picker = contract.screen("Picker")
        self.picker = picker
        pivot.errorHandler = { [unowned self] in errors.append($0) }
        pivot.builder.register(ContractPickRequest.self) { _ in
            pushed ? .push(answeringWith: { _ in picker }) : .present(presentation, answeringWith: { _ in picker })
        }
    }

    func pick() {
        pivot.switchScene(with: ContractPickRequest { [unowned self] in answers.append($0) })
        contract.settle()
    }

    var queueIsFree: Bool { !contract.stage.transitionQueue.isBusy }
}

/// Departures are noticed the moment a screen has left, in every case, on every stage: the pending request gets
/// its dismissal response and the queue moves on, never "before the next transition".
@Suite("Stage contract: departures")
@MainActor
struct DepartureContractTests {
    @Test(arguments: StageKind.allCases)
    func aSheetSwipedDownAnswersAtOnce(_ kind: StageKind) {
        let fixture = PickerFixture(kind)
        fixture.pick()
        #expect(fixture.answers.isEmpty)
        fixture.contract.userSwipesDown(completing: true)
        fixture.contract.settle()
        #expect(fixture.answers == [nil])
        #expect(fixture.queueIsFree)
    }

    @Test(arguments: StageKind.allCases)
    func aPickerWhosePresentationWaitedForTheStageStillAnswersWhenSwipedDown(_ kind: StageKind) {
        let fixture = PickerFixture(kind)
        fixture.contract.stage.perform(.push(fixture.contract.screen("Trip")), animated: true) { _ in }
        fixture.pivot.switchScene(with: ContractPickRequest { [fixture] in fixture.answers.append($0) })
        #expect(fixture.answers.isEmpty, "the picker waits for the push")
        fixture.contract.settle()
        #expect(fixture.answers.isEmpty, "the picker is on screen, unanswered")
        fixture.contract.userSwipesDown(completing: true)
        fixture.contract.settle()
        #expect(fixture.answers == [nil])
    }

    @Test(arguments: StageKind.allCases)
    func aPushedScreenLeavingByTheBackButtonAnswersAtOnce(_ kind: StageKind) {
        let fixture = PickerFixture(kind, pushed: true)
        fixture.pick()
        fixture.contract.userTapsBack()
        fixture.contract.settle()
        #expect(fixture.answers == [nil])
        #expect(fixture.contract.stackNames == ["Root"])
    }

    @Test(arguments: StageKind.allCases, [true, false])
    func anEdgeSwipeAnswersOnlyWhenItCompletes(_ kind: StageKind, completing: Bool) {
        let fixture = PickerFixture(kind, pushed: true)
        fixture.pick()
        fixture.contract.userSwipesBack(completing: completing)
        fixture.contract.settle()
        #expect(fixture.answers == (completing ? [nil] : []), "a cancelled swipe is no departure")
        #expect(fixture.contract.stackNames == (completing ? ["Root"] : ["Root", "Picker"]))
        if !completing {  // the picker is still watched: leaving it later answers
            fixture.contract.userTapsBack()
            fixture.contract.settle()
            #expect(fixture.answers == [nil])
        }
    }

    /// A screen watched while its pop still animates — off the stack already (N8), not gone yet (N12) — is
    /// watched until it has gone, not refused as if it had left.
    @Test(arguments: StageKind.allCases)
    func aScreenWatchedWhileItsPopAnimatesIsToldOnceItHasGone(_ kind: StageKind) {
        let contract = kind.make()
        let detail = contract.screen("Detail")
        #expect(contract.run(.push(detail)) == .completed)
        contract.stage.perform(.pop(.previous), animated: true) { _ in }
        var left = 0
        #expect(contract.stage.observeDeparture(of: detail) { left += 1 }, "a screen on its way out is watched")
        #expect(left == 0)
        contract.settle()
        #expect(left == 1)
    }

    @Test(arguments: StageKind.allCases)
    func aScreenReplacedWithTheRootAnswers(_ kind: StageKind) {
        let fixture = PickerFixture(kind)
        fixture.pick()
        _ = fixture.contract.run(.setRoot(fixture.contract.screen("Main"), inNavigationStack: true))
        #expect(fixture.answers == [nil])
    }

    @Test(arguments: StageKind.allCases)
    func anAlertAnswersAfterItHasLeftAndItsHandlerFindsTheQueueFree(_ kind: StageKind) {
        let contract = kind.make()
        let pivot = ScenePivot(stage: contract.stage)
        var events: [String] = []
        let observation = pivot.observe { events.append($0.description) }
        var queueBusyInHandler: Bool?
        pivot.switchScene(
            with: ConfirmationRequest(title: "Delete?", confirmTitle: "Delete") { _ in
                queueBusyInHandler = contract.stage.transitionQueue.isBusy
            })
        contract.settle()
        contract.userTaps("Delete")
        contract.settle()
        #expect(queueBusyInHandler == false)
        #expect(
            events == [
                "request ConfirmationRequest(\"Delete?\")",
                "scene alert for ConfirmationRequest(\"Delete?\") (default)",
                "begin alert \"Delete?\" for ConfirmationRequest(\"Delete?\")",
                "end alert \"Delete?\" for ConfirmationRequest(\"Delete?\")",
                "answer ConfirmationRequest(\"Delete?\") → true",
            ])
        observation.cancel()
    }
}
