import ScenePivot
import Testing

@Suite("Duplicates, as documented")
@MainActor
struct DuplicatePolicyTests {
    @Test func twoTextInputsForTheSameInputTypeCoalesceWhateverTheirHandlers() throws {
        let fixture = Fixture()
        var answers: [String] = []
        fixture.pivot.switchScene(with: TextInputRequest(.albumTitle) { _ in answers.append("first") })
        fixture.pivot.switchScene(with: TextInputRequest(.albumTitle) { _ in answers.append("second") })
        #expect(fixture.errors == [.duplicateRequest("TextInputRequest(albumTitle)")])
        fixture.stage.finishAnimations()
        try fixture.stage.tapAction(titled: "Cancel")
        fixture.stage.finishAnimations()
        #expect(answers == ["first"], "the first request answers; the duplicate was coalesced into it")
    }

    @Test func theCallerCanAllowEveryCopyOfABuiltInRequest() throws {
        let fixture = Fixture()
        fixture.pivot.switchScene(with: TextInputRequest(.albumTitle))
        fixture.pivot.switchScene(with: TextInputRequest(.albumTitle, duplicatePolicy: .allow))
        #expect(fixture.errors.isEmpty)
        fixture.stage.finishAnimations()
        try fixture.stage.tapAction(titled: "Cancel")
        fixture.stage.finishAnimations()
        #expect(fixture.stage.visibleAlert?.title == "New Album", "the second copy is shown after the first")
        try fixture.stage.tapAction(titled: "Cancel")
        fixture.stage.finishAnimations()
        #expect(fixture.stage.visibleAlert == nil)
    }

    @Test(arguments: [DuplicatePolicy.coalesce, .allow])
    func everyBuiltInRequestTakesThePolicy(_ policy: DuplicatePolicy) {
        #expect(
            AlertRequest(title: "A", actions: [AlertAction("OK")], duplicatePolicy: policy).duplicatePolicy == policy)
        #expect(ConfirmationRequest(confirmTitle: "OK", duplicatePolicy: policy).duplicatePolicy == policy)
        #expect(ChoiceRequest(choices: [.init("A", value: 1)], duplicatePolicy: policy).duplicatePolicy == policy)
        #expect(TransitionRequest(.selectTab(0), duplicatePolicy: policy).duplicatePolicy == policy)
        #expect(TransitionRequest(.selectPage(0), duplicatePolicy: policy).duplicatePolicy == policy)
    }

    @Test func aChoiceWithoutACancelButtonOffersOnlyItsChoices() throws {
        let fixture = Fixture()
        var answers: [Int?] = []
        fixture.pivot.switchScene(
            with: ChoiceRequest(title: "Pick", choices: [.init("One", value: 1)], cancelTitle: nil) {
                answers.append($0)
            })
        fixture.stage.finishAnimations()
        #expect(fixture.stage.visibleAlert?.actions.map(\.title) == ["One"])
        try fixture.stage.tapAction(titled: "One")
        fixture.stage.finishAnimations()
        #expect(answers == [1])
    }
}
