import ScenePivot
import Testing

@Suite("TextInputRequest")
struct TextInputRequestTests {
    /// Typed text, tapped action, expected response.
    static let answers: [(String, String, String?)] = [
        ("Trip", "Create", "Trip"),
        ("  Trip  ", "Create", "  Trip  "),
        ("Trip", "Cancel", nil),
        ("", "Cancel", nil),
    ]

    @Test(arguments: answers)
    @MainActor func answersWithTheTextOrNilWhenCancelled(typed: String, tapped: String, expected: String?) throws {
        let fixture = Fixture()
        let log = Log<String?>()
        fixture.pivot.switchScene(with: TextInputRequest(.albumTitle) { log.values.append($0) })
        fixture.stage.finishAnimations()
        try fixture.stage.typeText(typed, intoTextField: 0)
        try fixture.stage.tapAction(titled: tapped)
        fixture.stage.finishAnimations()
        #expect(log.values == [expected])
    }

    @Test(arguments: ["", " ", "   ", "\n\t "])
    @MainActor func confirmStaysDisabledForBlankText(_ text: String) throws {
        let fixture = Fixture()
        fixture.pivot.switchScene(with: TextInputRequest(.albumTitle))
        fixture.stage.finishAnimations()
        try fixture.stage.typeText(text)
        #expect(try fixture.stage.isActionEnabled(titled: "Create") == false)
        #expect(try fixture.stage.isActionEnabled(titled: "Cancel") == true)
        #expect(throws: HeadlessInteractionError.actionDisabled("Create")) {
            try fixture.stage.tapAction(titled: "Create")
        }
        #expect(fixture.stage.visibleAlert != nil, "the alert stays up")
        try fixture.stage.tapAction(titled: "Cancel")
        fixture.stage.finishAnimations()
        #expect(fixture.errors.isEmpty)
    }

    @Test(arguments: ["T", " Trip", "Trip\n"])
    @MainActor func confirmIsEnabledOnceTheTextIsValid(_ text: String) throws {
        let fixture = Fixture()
        fixture.pivot.switchScene(with: TextInputRequest(.albumTitle))
        fixture.stage.finishAnimations()
        #expect(try fixture.stage.isActionEnabled(titled: "Create") == false)
        try fixture.stage.typeText(text)
        #expect(try fixture.stage.isActionEnabled(titled: "Create") == true)
        try fixture.stage.tapAction(titled: "Create")
        fixture.stage.finishAnimations()
        #expect(fixture.stage.visibleAlert == nil)
        #expect(fixture.errors.isEmpty)
    }

    @Test @MainActor func withoutValidationConfirmIsAlwaysEnabled() throws {
        let fixture = Fixture()
        let log = Log<String?>()
        fixture.pivot.switchScene(with: TextInputRequest(.nickname) { log.values.append($0) })
        fixture.stage.finishAnimations()
        #expect(try fixture.stage.isActionEnabled(titled: "Save"))
        try fixture.stage.tapAction(titled: "Save")
        fixture.stage.finishAnimations()
        #expect(log.values == [""])
    }

    @Test @MainActor func everyStringAndTraitLivesInTheInputType() {
        let content = TextInputRequest.InputType.password.alertContent
        #expect(content.style == .alert)
        #expect(content.title == "Password")
        #expect(
            content.textFields == [
                AlertTextField(
                    placeholder: "Secret", isSecure: true, keyboard: .numberPad, capitalization: .none,
                    autocorrection: false)
            ])
        #expect(
            content.actions == [
                AlertAction("Back", role: .cancel), AlertAction("Unlock", isPreferred: true, requiresValidInput: false),
            ])
        #expect(content.inputValidation == nil)
        let validated = TextInputRequest.InputType.albumTitle.alertContent
        #expect(validated.actions[1].requiresValidInput)
        #expect(validated.inputValidation?.name == "non-empty")
        #expect(validated.message == "Name your album.")
    }

    @Test @MainActor func initialTextIsShownAndAnsweredUnlessChanged() throws {
        let fixture = Fixture()
        let log = Log<String?>()
        let rename = TextInputRequest.InputType(
            id: "rename", title: "Rename", initialText: "Trip", confirmTitle: "Save")
        fixture.pivot.switchScene(with: TextInputRequest(rename) { log.values.append($0) })
        fixture.stage.finishAnimations()
        #expect(fixture.stage.visibleAlertTexts == ["Trip"])
        try fixture.stage.tapAction(titled: "Save")
        fixture.stage.finishAnimations()
        #expect(log.values == ["Trip"])
    }

    @Test @MainActor func requestsForTheSameInputTypeAreDuplicates() {
        #expect(TextInputRequest(.albumTitle).isDuplicate(of: TextInputRequest(.albumTitle)))
        #expect(!TextInputRequest(.albumTitle).isDuplicate(of: TextInputRequest(.nickname)))
        #expect(TextInputRequest(.albumTitle).logDescription == "TextInputRequest(albumTitle)")
    }

    @Test @MainActor func customValidationCanCheckEveryField() {
        let digits = TextValidation("six digits") { $0.count == 6 && $0.allSatisfy(\.isNumber) }
        let matching = TextValidation("matching", allTexts: { $0.count == 2 && $0[0] == $0[1] })
        #expect(digits.accepts(["123456"]))
        #expect(!digits.accepts(["12345a"]))
        #expect(!digits.accepts([]))
        #expect(matching.accepts(["a", "a"]))
        #expect(!matching.accepts(["a", "b"]))
    }
}
