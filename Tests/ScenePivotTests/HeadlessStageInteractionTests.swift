import ScenePivot
import ScenePivotHeadless
import Testing

/// A stage showing an alert with a text field, with what its answers were.
@MainActor
private func stageWithAlert(
    _ content: AlertContent = AlertContent(
        title: "Name", textFields: [AlertTextField(placeholder: "Title")],
        actions: [
            AlertAction("Cancel", role: .cancel), AlertAction("Save", isPreferred: true, requiresValidInput: true),
        ], inputValidation: .nonEmpty)
) throws -> (HeadlessStage, Log<AlertAnswer>) {
    let stage = HeadlessStage(root: HeadlessScreen("Albums"), animation: .instant)
    let answers = Log<AlertAnswer>()
    try stage.presentAlertOrThrow(
        content, animated: true, onAnswer: { answer in if let answer { answers.values.append(answer) } })
    return (stage, answers)
}

/// How a screen can leave the stage.
enum Departure: String, Sendable, CaseIterable {
    case pop, dismiss, swipeDown, tapBack, stackReplacement
}

@Suite("HeadlessStage interactions")
struct HeadlessStageInteractionTests {
    // MARK: Alerts

    @Test @MainActor func tappingAnActionByTitleDismissesTheAlertAndAnswers() throws {
        let (stage, answers) = try stageWithAlert()
        try stage.typeText("Trip")
        try stage.tapAction(titled: "Save")
        #expect(answers.values == [AlertAnswer(actionIndex: 1, texts: ["Trip"])])
        #expect(stage.presentedScreens.isEmpty)
        #expect(stage.visibleAlert == nil)
    }

    @Test @MainActor func disabledActionCannotBeTapped() throws {
        let (stage, answers) = try stageWithAlert()
        #expect(try stage.isActionEnabled(titled: "Save") == false)
        #expect(throws: HeadlessInteractionError.actionDisabled("Save")) { try stage.tapAction(titled: "Save") }
        #expect(answers.values.isEmpty)
    }

    @Test @MainActor func unknownActionTitleListsTheAvailableTitles() throws {
        let (stage, _) = try stageWithAlert()
        let expected = HeadlessInteractionError.noSuchAction("Delete", available: ["Cancel", "Save"])
        #expect(throws: expected) { try stage.tapAction(titled: "Delete") }
        #expect(throws: expected) { _ = try stage.isActionEnabled(titled: "Delete") }
        #expect(
            expected.description
                == "The alert has no action titled \"Delete\"; its actions are \"Cancel\", \"Save\". Tap one of those.")
    }

    @Test @MainActor func typingGoesIntoTextFieldN() throws {
        let content = AlertContent(
            title: "Sign in", textFields: [AlertTextField(), AlertTextField(isSecure: true)],
            actions: [AlertAction("OK")])
        let (stage, answers) = try stageWithAlert(content)
        try stage.typeText("kim", intoTextField: 0)
        try stage.typeText("secret", intoTextField: 1)
        #expect(stage.visibleAlertTexts == ["kim", "secret"])
        try stage.tapAction(titled: "OK")
        #expect(answers.values == [AlertAnswer(actionIndex: 0, texts: ["kim", "secret"])])
    }

    @Test @MainActor func typingIntoAMissingTextFieldIsRefused() throws {
        let (stage, _) = try stageWithAlert()
        #expect(throws: HeadlessInteractionError.noSuchTextField(2, count: 1)) {
            try stage.typeText("Trip", intoTextField: 2)
        }
    }

    @Test @MainActor func alertInteractionsNeedAnAlertOnScreenThatHasAppeared() throws {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"))
        #expect(throws: HeadlessInteractionError.noAlertOnScreen(onScreen: "Albums")) {
            try stage.tapAction(titled: "OK")
        }
        try stage.presentAlertOrThrow(
            AlertContent(title: "Hi", actions: [AlertAction("OK")]), animated: true, onAnswer: { _ in })
        #expect(throws: HeadlessInteractionError.alertStillAppearing("Alert \"Hi\"")) {
            try stage.tapAction(titled: "OK")
        }
    }

    // MARK: Swipe down and back

    @Test @MainActor func swipingDownASheetDismissesIt() throws {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"), animation: .instant)
        try stage.performOrThrow(
            .present(HeadlessScreen("Sheet"), Presentation(style: .pageSheet)), animated: true, completion: {})
        try stage.swipeDown()
        #expect(stage.presentedScreens.isEmpty)
    }

    @Test(arguments: [
        (Presentation(style: .fullScreen), "Sheet is presented fullScreen"),
        (Presentation(style: .overFullScreen), "Sheet is presented overFullScreen"),
        (Presentation(style: .formSheet, isModalInPresentation: true), "Sheet is modal in presentation"),
    ])
    @MainActor func swipingDownIsRefusedForScreensThatCannotBeSwiped(presentation: Presentation, reason: String) throws
    {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"), animation: .instant)
        try stage.performOrThrow(.present(HeadlessScreen("Sheet"), presentation), animated: true, completion: {})
        #expect(throws: HeadlessInteractionError.cannotSwipeDown(reason)) { try stage.swipeDown() }
        #expect(stage.presentedScreens.count == 1)
    }

    @Test @MainActor func swipingDownIsRefusedForAlertsAndWhenNothingIsPresented() throws {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"), inNavigationStack: false, animation: .instant)
        #expect(throws: HeadlessInteractionError.cannotSwipeDown("Albums is not presented")) { try stage.swipeDown() }
        try stage.presentAlertOrThrow(
            AlertContent(title: "Hi", actions: [AlertAction("OK")]), animated: true, onAnswer: { _ in })
        #expect(throws: HeadlessInteractionError.cannotSwipeDown("Alert \"Hi\" is an alert")) { try stage.swipeDown() }
    }

    @Test @MainActor func tappingBackPopsTheTopScreen() throws {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"))
        try stage.performOrThrow(.push(HeadlessScreen("Trip")), animated: false, completion: {})
        try stage.tapBack()
        #expect(stage.isAnimating)
        stage.finishAnimations()
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Albums"])
    }

    @Test @MainActor func tappingBackIsRefusedAtTheRootAndWithoutANavigationStack() {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"))
        #expect(throws: HeadlessInteractionError.cannotGoBack("Albums is the root of its navigation stack")) {
            try stage.tapBack()
        }
        let bare = HeadlessStage(root: HeadlessScreen("Albums"), inNavigationStack: false)
        #expect(throws: HeadlessInteractionError.cannotGoBack("Albums is not in a navigation stack")) {
            try bare.tapBack()
        }
    }

    // MARK: Departures

    @Test(arguments: Departure.allCases)
    @MainActor func departureObserversAreCalledOnce(_ departure: Departure) throws {
        let root = HeadlessScreen("Albums")
        let stage = HeadlessStage(root: root)
        let screen = HeadlessScreen("Leaving")
        if departure == .dismiss || departure == .swipeDown {
            try stage.performOrThrow(.present(screen, Presentation()), animated: false, completion: {})
        } else {
            try stage.performOrThrow(.push(screen), animated: false, completion: {})
        }
        var calls = 0
        #expect(stage.observeDeparture(of: screen) { calls += 1 })
        switch departure {
        case .pop: try stage.performOrThrow(.pop(.previous), animated: true, completion: {})
        case .dismiss: try stage.performOrThrow(.dismiss(screen), animated: true, completion: {})
        case .swipeDown: try stage.swipeDown()
        case .tapBack: try stage.tapBack()
        case .stackReplacement:
            try stage.performOrThrow(.setStack([root, HeadlessScreen("Other")]), animated: true, completion: {})
        }
        stage.finishAnimations()
        #expect(calls == 1)
        #expect(!stage.contains(screen))
        #expect(!stage.observeDeparture(of: screen) { calls += 1 }, "a screen off stage cannot be observed")
    }

    // MARK: Rendering

    @Test @MainActor func hierarchyRendersAsADeterministicTextTree() throws {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"))
        try stage.performOrThrow(.push(HeadlessScreen("Trip")), animated: false, completion: {})
        try stage.performOrThrow(
            .present(HeadlessScreen("Share"), Presentation(style: .formSheet, embedsInNavigationStack: true)),
            animated: false, completion: {})
        let content = AlertContent(
            title: "Rename", message: "Pick a name.",
            textFields: [AlertTextField(placeholder: "Name", isSecure: true, keyboard: .emailAddress)],
            actions: [
                AlertAction("Cancel", role: .cancel), AlertAction("OK", isPreferred: true, requiresValidInput: true),
            ],
            inputValidation: .nonEmpty)
        try stage.presentAlertOrThrow(content, animated: true, onAnswer: { _ in })
        let expected = """
            NavigationStack
              Albums
              Trip
              presents (formSheet) NavigationStack
                Share
                presents Alert "Rename" [appearing]
                  message: "Pick a name."
                  text field 0: "" placeholder "Name" secure keyboard emailAddress
                  action "Cancel" (cancel)
                  action "OK" (default, preferred, disabled)
                  validation: non-empty

            """
        #expect(stage.hierarchyDescription == expected)
        #expect(stage.hierarchyDescription == expected, "rendering twice gives the same text")
    }
}
