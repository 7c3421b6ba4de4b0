import ScenePivot
import Testing

/// A custom request with its own alert as default scene: an action sheet that (wrongly) holds a text field.
struct SheetWithFieldRequest: SceneRequest {
    var content: AlertContent {
        AlertContent(
            style: .actionSheet, title: "Rename", textFields: [AlertTextField()],
            actions: [AlertAction("Rename"), AlertAction("Cancel", role: .cancel)])
    }
    func validate() throws(ScenePivotError) { try content.validate(as: logDescription) }
    @MainActor func makeDefaultScene() -> AnyPivotScene<Void>? { AnyPivotScene(.alert(content) { _ in () }) }
}

/// Every kind of invalid definition, with the exact error it gets.
enum InvalidDefinition: String, CaseIterable, Sendable {
    case noActions, twoCancelActions, twoPreferredActions, preferredCancelAction, duplicateActionTitles
    case emptyActionTitle, textFieldInActionSheet, choiceWithNoChoices, textInputWithSameButtonTitles
    case confirmationWithEmptyConfirmTitle

    var expectedError: ScenePivotError {
        switch self {
        case .noActions: .invalidRequest("AlertRequest(\"Oops\")", .noActions)
        case .twoCancelActions: .invalidRequest("AlertRequest(\"Oops\")", .multipleCancelActions)
        case .twoPreferredActions: .invalidRequest("AlertRequest(\"Oops\")", .multiplePreferredActions)
        case .preferredCancelAction: .invalidRequest("AlertRequest(\"Oops\")", .cancelActionPreferred)
        case .duplicateActionTitles: .invalidRequest("AlertRequest(\"Oops\")", .duplicateActionTitle("OK"))
        case .emptyActionTitle: .invalidRequest("AlertRequest(\"Oops\")", .emptyActionTitle)
        case .textFieldInActionSheet: .invalidRequest("SheetWithFieldRequest", .textFieldInActionSheet)
        case .choiceWithNoChoices: .invalidRequest("ChoiceRequest<Int>(\"Pick\")", .noChoices)
        case .textInputWithSameButtonTitles: .invalidRequest("TextInputRequest(same)", .duplicateActionTitle("OK"))
        case .confirmationWithEmptyConfirmTitle:
            .invalidRequest("ConfirmationRequest(\"Delete?\")", .emptyActionTitle)
        }
    }

    private func alert(_ actions: [AlertAction]) -> AlertRequest { AlertRequest(title: "Oops", actions: actions) }

    /// Validates the definition directly.
    @MainActor func validate() throws(ScenePivotError) {
        try withRequest { request throws(ScenePivotError) in try request.validate() }
    }

    /// Sends the definition fire-and-forget through `pivot`.
    @MainActor func send(via pivot: ScenePivot) {
        withRequest { request in pivot.switchScene(with: request) }
    }

    @MainActor private func withRequest<Failure: Error>(
        _ body: (any SceneRequest) throws(Failure) -> Void
    ) throws(Failure) {
        switch self {
        case .noActions: try body(alert([]))
        case .twoCancelActions: try body(alert([AlertAction("No", role: .cancel), AlertAction("Back", role: .cancel)]))
        case .twoPreferredActions:
            try body(alert([AlertAction("Yes", isPreferred: true), AlertAction("Sure", isPreferred: true)]))
        case .preferredCancelAction:
            try body(alert([AlertAction("OK"), AlertAction("No", role: .cancel, isPreferred: true)]))
        case .duplicateActionTitles: try body(alert([AlertAction("OK"), AlertAction("OK", role: .cancel)]))
        case .emptyActionTitle: try body(alert([AlertAction("")]))
        case .textFieldInActionSheet: try body(SheetWithFieldRequest())
        case .choiceWithNoChoices: try body(ChoiceRequest<Int>(title: "Pick", choices: []))
        case .textInputWithSameButtonTitles:
            try body(TextInputRequest(.init(id: "same", confirmTitle: "OK", cancelTitle: "OK")))
        case .confirmationWithEmptyConfirmTitle: try body(ConfirmationRequest(title: "Delete?", confirmTitle: ""))
        }
    }
}

@Suite("AlertContent")
struct AlertContentTests {
    @Test(arguments: InvalidDefinition.allCases)
    @MainActor func invalidDefinitionFailsValidationWithItsExactError(_ definition: InvalidDefinition) {
        #expect(throws: definition.expectedError) { try definition.validate() }
    }

    @Test(arguments: InvalidDefinition.allCases)
    @MainActor func invalidDefinitionSentThroughThePivotShowsNothing(_ definition: InvalidDefinition) {
        let fixture = Fixture()
        definition.send(via: fixture.pivot)
        #expect(fixture.errors == [definition.expectedError])
        #expect(fixture.stage.presentedScreens.isEmpty)
        #expect(!fixture.stage.isAnimating)
        #expect(!fixture.stage.transitionQueue.isBusy)
    }

    @Test @MainActor func invalidAlertFromACustomSceneFailsBeforeReachingTheStage() {
        let fixture = Fixture()
        fixture.pivot.builder.register(DetailRequest.self) { _ in
            .alert(AlertContent(title: "Empty", actions: [])) { _ in () }
        }
        fixture.pivot.switchScene(with: DetailRequest(title: "x"))
        #expect(fixture.errors == [.invalidRequest("DetailRequest", .noActions)])
        #expect(fixture.stage.presentedScreens.isEmpty)
    }

    @Test @MainActor func validContentPassesAndNamesItsSpecialActions() throws {
        let content = AlertContent(
            title: "Sync", actions: [AlertAction("Later", role: .cancel), AlertAction("Retry", isPreferred: true)])
        try content.validate(as: "sync")
        #expect(content.cancelActionIndex == 0)
        #expect(content.preferredActionIndex == 1)
        #expect(!content.isActionEnabled(at: 2, texts: []))
    }

    @Test(arguments: [
        (AlertAction("OK"), #"AlertAction("OK")"#),
        (AlertAction("Cancel", role: .cancel), #"AlertAction("Cancel", cancel)"#),
        (AlertAction("Delete", role: .destructive), #"AlertAction("Delete", destructive)"#),
        (AlertAction("Retry", isPreferred: true), #"AlertAction("Retry", preferred)"#),
        (
            AlertAction("Save", isPreferred: true, requiresValidInput: true),
            #"AlertAction("Save", preferred, requiresValidInput)"#
        ),
        (AlertAction("Erase", role: .destructive, isPreferred: true), #"AlertAction("Erase", destructive, preferred)"#),
        (AlertAction("Create", requiresValidInput: true), #"AlertAction("Create", requiresValidInput)"#),
    ])
    func actionsDescribeThemselvesWithTitleAndOnlyTheirNonDefaultTraits(_ action: AlertAction, expected: String) {
        #expect(action.description == expected)
        #expect(String(describing: action) == expected)
    }

    @Test func everyRoleOfAnActionIsDescribedDistinctly() {
        let descriptions = AlertAction.Role.allCases.map { AlertAction("A", role: $0).description }
        #expect(Set(descriptions).count == AlertAction.Role.allCases.count)
    }

    @Test @MainActor func invalidReasonsReadAsEnglish() {
        #expect(
            ScenePivotError.invalidRequest("AlertRequest(\"Oops\")", .multipleCancelActions).description
                == "AlertRequest(\"Oops\") is invalid: it has more than one cancel action; give the cancel role to one "
                + "action only.")
        #expect(
            ScenePivotError.InvalidRequestReason.duplicateActionTitle("OK").description
                == "two actions are titled \"OK\"; give each action its own title")
    }
}
