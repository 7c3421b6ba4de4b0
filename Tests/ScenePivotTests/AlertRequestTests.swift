import ScenePivot
import Testing

@Suite("AlertRequest")
struct AlertRequestTests {
    static let actions = [
        AlertAction("Later", role: .cancel), AlertAction("Retry", isPreferred: true),
        AlertAction("Delete", role: .destructive),
    ]

    @Test(arguments: ["Later", "Retry", "Delete"])
    @MainActor func answersWithTheTappedAction(_ title: String) throws {
        let fixture = Fixture()
        let log = Log<AlertAction>()
        fixture.pivot.switchScene(
            with: AlertRequest(title: "Sync failed", actions: Self.actions) {
                log.values.append($0)
            })
        fixture.stage.finishAnimations()
        try fixture.stage.tapAction(titled: title)
        fixture.stage.finishAnimations()
        #expect(log.values == Self.actions.filter { $0.title == title })
    }

    @Test @MainActor func showsTitleMessageRolesAndPreferredAction() throws {
        let fixture = Fixture()
        fixture.pivot.switchScene(
            with: AlertRequest(title: "Sync failed", message: "Try again?", actions: Self.actions))
        fixture.stage.finishAnimations()
        #expect(
            fixture.stage.hierarchyDescription == """
                NavigationStack
                  Albums
                  presents Alert "Sync failed"
                    message: "Try again?"
                    action "Later" (cancel)
                    action "Retry" (default, preferred)
                    action "Delete" (destructive)

                """)
        try fixture.stage.tapAction(titled: "Later")
        fixture.stage.finishAnimations()
        #expect(fixture.presentedNames.isEmpty)
    }

    @Test @MainActor func actionSheetStyleShowsAnActionSheet() throws {
        let fixture = Fixture()
        fixture.pivot.switchScene(
            with: AlertRequest(style: .actionSheet, title: "Share", actions: [AlertAction("Copy")]))
        fixture.stage.finishAnimations()
        #expect(fixture.stage.visibleAlert?.style == .actionSheet)
        #expect(fixture.presentedNames == ["ActionSheet \"Share\""])
        try fixture.stage.tapAction(titled: "Copy")
        fixture.stage.finishAnimations()
        #expect(fixture.presentedNames.isEmpty)
        #expect(fixture.errors.isEmpty)
    }

    @Test(arguments: [
        ("Later", #"AlertAction("Later", cancel)"#), ("Retry", #"AlertAction("Retry", preferred)"#),
        ("Delete", #"AlertAction("Delete", destructive)"#),
    ])
    @MainActor func theAnswerEventNamesTheTappedActionReadably(_ title: String, expected: String) throws {
        let fixture = Fixture()
        let events = Log<String>()
        let observation = fixture.pivot.observe { events.values.append($0.description) }
        fixture.pivot.switchScene(with: AlertRequest(title: "Sync failed", actions: Self.actions))
        fixture.stage.finishAnimations()
        try fixture.stage.tapAction(titled: title)
        fixture.stage.finishAnimations()
        let answers = events.values.filter { $0.hasPrefix("answer ") }
        #expect(answers == ["answer AlertRequest(\"Sync failed\") → \(expected)"])
        observation.cancel()
    }

    @Test @MainActor func alertsWithTheSameContentAreDuplicates() {
        let first = AlertRequest(title: "Sync failed", actions: Self.actions)
        #expect(first.isDuplicate(of: AlertRequest(title: "Sync failed", actions: Self.actions)))
        #expect(!first.isDuplicate(of: AlertRequest(title: "Sync failed", actions: [AlertAction("OK")])))
        #expect(first.logDescription == "AlertRequest(\"Sync failed\")")
    }
}

@Suite("ConfirmationRequest")
struct ConfirmationRequestTests {
    @Test(arguments: [("Delete", true), ("Cancel", false)])
    @MainActor func answersTrueWhenConfirmedAndFalseWhenDeclined(tapped: String, expected: Bool) throws {
        let fixture = Fixture()
        let log = Log<Bool>()
        fixture.pivot.switchScene(
            with: ConfirmationRequest(title: "Delete “Trip”?", confirmTitle: "Delete") {
                log.values.append($0)
            })
        fixture.stage.finishAnimations()
        try fixture.stage.tapAction(titled: tapped)
        fixture.stage.finishAnimations()
        #expect(log.values == [expected])
    }

    @Test @MainActor func confirmIsDestructiveByDefaultAndPreferredOtherwise() {
        let destructive = ConfirmationRequest(title: "Delete?", confirmTitle: "Delete").alertContent
        #expect(
            destructive.actions == [AlertAction("Cancel", role: .cancel), AlertAction("Delete", role: .destructive)])
        let plain = ConfirmationRequest(title: "Save?", confirmTitle: "Save", isDestructive: false).alertContent
        #expect(plain.actions == [AlertAction("Cancel", role: .cancel), AlertAction("Save", isPreferred: true)])
    }

    @Test @MainActor func equalityIgnoresTheHandler() {
        let first = ConfirmationRequest(title: "Delete?", confirmTitle: "Delete") { _ in }
        #expect(first == ConfirmationRequest(title: "Delete?", confirmTitle: "Delete"))
        #expect(first != ConfirmationRequest(title: "Delete?", confirmTitle: "Remove"))
    }

    @Test(arguments: [AlertContent.Style.actionSheet, .alert])
    @MainActor func carriesItsPopoverAnchorIntoTheAlertContent(style: AlertContent.Style) {
        let button = ConfirmButton()
        let anchored = ConfirmationRequest(
            title: "Delete?", confirmTitle: "Delete", style: style, popoverAnchor: PopoverAnchor(button))
        #expect(anchored.popoverAnchor?.resolve() === button)
        #expect(anchored.alertContent.popoverAnchor?.resolve() === button)
        #expect(anchored.alertContent.style == style)
        #expect(ConfirmationRequest(confirmTitle: "Delete", style: style).alertContent.popoverAnchor == nil)
    }

    @Test @MainActor func equalityIgnoresThePopoverAnchor() {
        let trash = ConfirmButton()
        let menu = ConfirmButton()
        func sheet(_ anchor: PopoverAnchor?) -> ConfirmationRequest {
            ConfirmationRequest(title: "Delete?", confirmTitle: "Delete", style: .actionSheet, popoverAnchor: anchor)
        }
        #expect(sheet(PopoverAnchor(trash)) == sheet(PopoverAnchor(menu)))
        #expect(sheet(PopoverAnchor(trash)) == sheet(nil))
        #expect(sheet(PopoverAnchor(trash)) != ConfirmationRequest(title: "Delete?", confirmTitle: "Delete"))
    }

    @Test @MainActor func aConfirmationFromAnotherAnchorCoalescesIntoTheOneOnItsWay() throws {
        let fixture = Fixture()
        let trash = ConfirmButton()
        let menu = ConfirmButton()
        for button in [trash, menu] {
            fixture.pivot.switchScene(
                with: ConfirmationRequest(
                    title: "Delete?", confirmTitle: "Delete", style: .actionSheet, popoverAnchor: PopoverAnchor(button))
            )
        }
        fixture.stage.finishAnimations()
        #expect(fixture.errors == [.duplicateRequest("ConfirmationRequest(\"Delete?\")")])
        #expect(fixture.presentedNames == ["ActionSheet \"Delete?\""])
        try fixture.stage.tapAction(titled: "Delete")
        fixture.stage.finishAnimations()
        #expect(fixture.presentedNames.isEmpty)
    }
}

/// A stand-in for the `UIBarButtonItem` a confirmation's action sheet points at.
private final class ConfirmButton {}

@Suite("ChoiceRequest")
struct ChoiceRequestTests {
    static let sortChoices: [ChoiceRequest<String>.Choice] = [
        .init("Date", value: "date"), .init("Title", value: "title"),
        .init("Remove", value: "none", isDestructive: true),
    ]

    @Test(arguments: [("Date", "date"), ("Title", "title"), ("Remove", "none"), ("Cancel", nil)])
    @MainActor func answersWithTheChosenValueOrNilWhenCancelled(tapped: String, expected: String?) throws {
        let fixture = Fixture()
        let log = Log<String?>()
        fixture.pivot.switchScene(
            with: ChoiceRequest(title: "Sort by", choices: Self.sortChoices) {
                log.values.append($0)
            })
        fixture.stage.finishAnimations()
        try fixture.stage.tapAction(titled: tapped)
        fixture.stage.finishAnimations()
        #expect(log.values == [expected])
    }

    @Test @MainActor func showsAnActionSheetWithOneActionPerChoiceThenCancel() {
        let content = ChoiceRequest(title: "Sort by", choices: Self.sortChoices, cancelTitle: "Never mind").alertContent
        #expect(content.style == .actionSheet)
        #expect(
            content.actions == [
                AlertAction("Date"), AlertAction("Title"), AlertAction("Remove", role: .destructive),
                AlertAction("Never mind", role: .cancel),
            ])
    }

    @Test @MainActor func alertStyleIsAvailable() {
        let request = ChoiceRequest(title: "Sort by", choices: Self.sortChoices, style: .alert)
        #expect(request.alertContent.style == .alert)
        #expect(request.logDescription == "ChoiceRequest<String>(\"Sort by\")")
    }
}
