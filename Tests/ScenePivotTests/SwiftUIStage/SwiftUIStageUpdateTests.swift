import ScenePivotHeadless
import Testing

@testable import ScenePivot

/// The SwiftUI stage's screen follows its model one update at a time, and takes what the user does — whenever
/// SwiftUI reports it — as departures and answers. Each test names the SWIFTUI-BEHAVIOUR rows it relies on.
@Suite("SwiftUI stage: updates and what the user does")
@MainActor
struct SwiftUIStageUpdateTests {
    /// S6, S7, T2, A13, R5: several presentations and dismissals are never asked of SwiftUI in one update.
    @Test func everyUpdateChangesOnePresentationAtMost() {
        let harness = SwiftUIStageHarness()
        for name in ["A", "B", "C"] {
            harness.stage.perform(.present(HeadlessScreen(name), Presentation()), animated: true) { _ in }
        }
        harness.stage.perform(.alert(AlertContent(title: "Hi", actions: [AlertAction("OK")])), animated: true) { _ in }
        harness.stage.settle()
        #expect(harness.shown == "Root | A | B | C ! Hi")
        try? harness.stage.tapAction(titled: "OK")
        harness.stage.settle()
        #expect(harness.run(.dismissAll) == .completed)
        #expect(harness.run(.setRoot(HeadlessScreen("Main"), inNavigationStack: true)) == .completed)
        #expect(harness.shown == "Main")
        #expect(harness.presentationChangesPerUpdate.allSatisfy { $0 <= 1 })
        #expect(
            harness.changes == [
                .presentation, .presentation, .presentation, .alert, .dismissal, .dismissal, .dismissal, .root,
            ])
    }

    /// T2: a path change and a presentation asked for together reach the screen in two updates.
    @Test func aPushAndAPresentationAreTwoUpdates() {
        let harness = SwiftUIStageHarness()
        harness.stage.perform(.push(HeadlessScreen("Trip")), animated: true) { _ in }
        harness.stage.perform(.present(HeadlessScreen("Sheet"), Presentation()), animated: true) { _ in }
        harness.stage.settle()
        #expect(harness.changes.count == 2)
        #expect(harness.changes.last == .presentation)
        #expect(harness.shown == "Root > Trip | Sheet")
    }

    /// N4, N5: several screens pushed or popped at once are one path change, one update.
    @Test func aPathOfSeveralScreensIsSetInOneUpdate() {
        let harness = SwiftUIStageHarness()
        let root = harness.stage.displayed.levels[0].root.screen
        #expect(harness.run(.setStack([root] + ["A", "B", "C"].map(HeadlessScreen.init))) == .completed)
        #expect(harness.shown == "Root > A > B > C")
        #expect(harness.run(.pop(.root)) == .completed)
        #expect(harness.shown == "Root")
        #expect(harness.changes.count == 2)
    }

    /// T4, T6: with no completion from SwiftUI, a transition ends when the view reports the update settled.
    @Test func aTransitionEndsOnlyOnceItsUpdateHasSettled() {
        let harness = SwiftUIStageHarness()
        var outcome: StageOutcome?
        harness.stage.perform(.present(HeadlessScreen("Sheet"), Presentation()), animated: true) { outcome = $0 }
        #expect(harness.stage.currentUpdate?.change == .presentation)
        #expect(outcome == nil)
        harness.stage.updateDidSettle()
        #expect(outcome == .completed)
    }

    /// N3, N22: a back button or completed edge swipe writes the path less its last element; the popped screen
    /// departs and the pivot hears it.
    @Test func aUserPopIsADeparture() {
        let harness = SwiftUIStageHarness()
        let trip = HeadlessScreen("Trip")
        _ = harness.run(.push(trip))
        var departed = false
        harness.stage.observeDeparture(of: trip) { departed = true }
        try? harness.stage.tapBack()
        #expect(departed)
        #expect(harness.shown == "Root")
        #expect(harness.stage.hierarchy.navigationStack.count == 1)
    }

    /// N23, D6: a write that repeats what the screen shows, or comes after the model moved on, changes nothing.
    @Test func anEchoedOrLatePathWriteIsIgnored() {
        let harness = SwiftUIStageHarness()
        _ = harness.run(.push(HeadlessScreen("Trip")))
        let level = harness.stage.displayed.levels[0]
        harness.stage.userSetPath(level.path, ofLevel: level.id)
        #expect(harness.shown == "Root > Trip")
        _ = harness.run(.pop(.previous))
        harness.stage.userSetPath([], ofLevel: level.id)
        #expect(harness.shown == "Root")
        harness.stage.userSetPath([], ofLevel: 9_999)
        #expect(harness.stage.isUpdating == false)
    }

    /// D6, D9: a swipe-down reported after the model dismissed that sheet itself, or for a sheet no longer on
    /// screen, is ignored; the sheet the model shows now stays.
    @Test func aLateSwipeDownNeverDismissesTheSheetNowInItsPlace() throws {
        let harness = SwiftUIStageHarness()
        _ = harness.run(.present(HeadlessScreen("First"), Presentation()))
        let first = try harness.level(1).id
        _ = harness.run(.dismiss(nil))
        _ = harness.run(.present(HeadlessScreen("Second"), Presentation()))
        harness.stage.userDismissedLevel(first)
        #expect(harness.shown == "Root | Second")
        #expect(harness.stage.hierarchy.presentedScreens.count == 1)
    }

    /// D0, D9, S10: a user's dismissal cannot be vetoed and takes what the sheet presents with it, though SwiftUI
    /// writes nothing for that; an alert above it answers its cancel action.
    @Test func aUserDismissalTakesEverythingAboveIt() throws {
        let harness = SwiftUIStageHarness()
        _ = harness.run(.present(HeadlessScreen("Sheet"), Presentation()))
        let sheet = try harness.level(1).id
        var answer: AlertAnswer??
        let content = AlertContent(title: "Sure?", actions: [AlertAction("No", role: .cancel), AlertAction("Yes")])
        harness.stage.perform(.alert(content), animated: true) { outcome in
            if case .answered(let value) = outcome { answer = .some(value) }
        }
        harness.stage.settle()
        harness.stage.userDismissedLevel(sheet)
        harness.stage.settle()
        #expect(harness.shown == "Root")
        #expect(answer == .some(AlertAnswer(actionIndex: 0, texts: [])))
    }

    /// A3: SwiftUI reports the tapped action and the alert binding's `false` in an order that differs between
    /// versions; either order answers with the tapped action.
    @Test(arguments: [true, false])
    func anAlertsTapCountsBeforeOrAfterItsBindingIsReset(tapFirst: Bool) throws {
        let harness = SwiftUIStageHarness()
        var outcome: StageOutcome?
        let content = AlertContent(title: "Sure?", actions: [AlertAction("No", role: .cancel), AlertAction("Yes")])
        harness.stage.perform(.alert(content), animated: true) { outcome = $0 }
        harness.stage.settle()
        let alert = try #require(harness.stage.displayed.alert)
        if tapFirst {
            harness.stage.userTapped(actionAt: 1, texts: [], inAlert: alert.id, showing: alert.showing)
            harness.stage.userDismissedAlert(alert.id, showing: alert.showing)
        } else {
            harness.stage.userDismissedAlert(alert.id, showing: alert.showing)
            harness.stage.userTapped(actionAt: 1, texts: [], inAlert: alert.id, showing: alert.showing)
        }
        harness.stage.settle()
        #expect(outcome == .answered(AlertAnswer(actionIndex: 1, texts: [])))
    }

    /// A2, A4, A9, T1, A3: a tap on an action the validation refuses is not prevented (a disabled button may not be
    /// honoured); SwiftUI takes the alert away, and the stage shows that in an update of its own, which settles
    /// before another update shows the alert again, with the text typed — whichever order SwiftUI reports the tap
    /// and the binding's reset in.
    @Test(arguments: [true, false])
    func aTapTheValidationRefusesBringsTheAlertBackWithWhatWasTyped(tapFirst: Bool) throws {
        let harness = SwiftUIStageHarness()
        var outcome: StageOutcome?
        let content = TextInputRequest.InputType(
            id: "albumTitle", title: "New Album", placeholder: "Title", confirmTitle: "Create", validation: .nonEmpty
        ).alertContent
        harness.stage.perform(.alert(content), animated: true) { outcome = $0 }
        harness.stage.settle()
        try? harness.stage.typeText("  ")
        let first = try #require(harness.stage.displayed.alert)
        if tapFirst {
            harness.stage.userTapped(actionAt: 1, texts: ["  "], inAlert: first.id, showing: first.showing)
            harness.stage.userDismissedAlert(first.id, showing: first.showing)
        } else {
            harness.stage.userDismissedAlert(first.id, showing: first.showing)
            harness.stage.userTapped(actionAt: 1, texts: ["  "], inAlert: first.id, showing: first.showing)
        }
        #expect(harness.stage.displayed.alert == nil, "SwiftUI took the alert away")
        #expect(harness.stage.currentUpdate?.state.alert == nil, "an update of its own renders that")
        #expect(harness.stage.isUpdating)
        harness.stage.updateDidSettle()
        let second = harness.stage.currentUpdate?.state.alert
        #expect(second?.id == first.id && second?.showing == 1, "a new showing: a new item for SwiftUI")
        harness.stage.settle()
        #expect(harness.stage.visibleAlertTexts == ["  "])
        #expect(outcome == nil)
        try? harness.stage.typeText("Trip")
        try? harness.stage.tapAction(titled: "Create")
        harness.stage.settle()
        #expect(outcome == .answered(AlertAnswer(actionIndex: 1, texts: ["Trip"])))
        #expect(
            harness.changes == [.alert, .alert, .alert],
            "shown, taken away, shown again; SwiftUI takes it away itself after the accepted tap")
        #expect(harness.updates.map { $0.state.alert?.showing } == [0, nil, 1])
    }

    /// A4, T1: a transition asked for while an alert a refused tap took away is off screen is planned only once the
    /// alert is back: the screen has not caught up with the model meanwhile.
    @Test func aTransitionWaitsWhileARefusedAlertIsAway() {
        let harness = SwiftUIStageHarness()
        let content = AlertContent(
            title: "Name", textFields: [AlertTextField()], actions: [AlertAction("OK", requiresValidInput: true)],
            inputValidation: .nonEmpty)
        harness.stage.perform(.alert(content), animated: true) { _ in }
        harness.stage.settle()
        try? harness.stage.tapAction(titled: "OK")
        var alertWhenPlanned: [String?] = []
        harness.stage.perform(.push(HeadlessScreen("Trip")), animated: true) { _ in
            alertWhenPlanned.append(harness.stage.visibleAlert?.title)
        }
        #expect(alertWhenPlanned.isEmpty, "the alert is away: the push waits")
        harness.stage.settle()
        #expect(alertWhenPlanned == ["Name"])
    }

    /// A8: only what a field holds at the tap is reliable; the alert answers with the texts SwiftUI hands over with
    /// the tap, whatever was reported typed before.
    @Test func anAlertAnswersWithTheTextsHandedOverWithTheTap() throws {
        let harness = SwiftUIStageHarness()
        var outcome: StageOutcome?
        let content = AlertContent(title: "Name", textFields: [AlertTextField()], actions: [AlertAction("OK")])
        harness.stage.perform(.alert(content), animated: true) { outcome = $0 }
        harness.stage.settle()
        try? harness.stage.typeText("Tr")
        let alert = try #require(harness.stage.displayed.alert)
        harness.stage.userTapped(actionAt: 0, texts: ["Trip"], inAlert: alert.id, showing: alert.showing)
        harness.stage.userDismissedAlert(alert.id, showing: alert.showing)
        harness.stage.settle()
        #expect(outcome == .answered(AlertAnswer(actionIndex: 0, texts: ["Trip"])))
    }

    /// T3, N18: an unanimated transition is unanimated in every update it needs (S7: one dismissal each), also
    /// when it waited for an animated one before it.
    @Test func anUnanimatedTransitionThatWaitedIsUnanimatedInEveryUpdate() {
        let harness = SwiftUIStageHarness()
        _ = harness.run(.present(HeadlessScreen("A"), Presentation()))
        _ = harness.run(.present(HeadlessScreen("B"), Presentation()))
        harness.stage.perform(.present(HeadlessScreen("C"), Presentation()), animated: true) { _ in }
        var outcome: StageOutcome?
        harness.stage.perform(.dismissAll, animated: false) { outcome = $0 }
        harness.stage.settle()
        #expect(outcome == .completed)
        #expect(harness.shown == "Root")
        let dismissals = harness.updates.filter { $0.change == .dismissal }
        #expect(dismissals.count == 3)
        #expect(dismissals.allSatisfy { !$0.animated }, "\(dismissals.map(\.animated))")
    }

    /// D6: what the user does while an update is on its way acts on what is on screen; the model follows.
    @Test func aUserPopDuringAPresentationUpdateActsOnTheScreen() {
        let harness = SwiftUIStageHarness()
        _ = harness.run(.push(HeadlessScreen("Trip")))
        var outcome: StageOutcome?
        harness.stage.perform(.present(HeadlessScreen("Sheet"), Presentation()), animated: true) { outcome = $0 }
        harness.stage.userSetPath([], ofLevel: harness.stage.displayed.levels[0].id)
        harness.stage.settle()
        #expect(outcome == .completed)
        #expect(harness.shown == "Root | Sheet")
    }

    /// S7, N22, D6: levels the model dismisses leave the screen one update at a time, and a screen departs only
    /// once no update shows it: a user's pop reported on a level still on its way out takes the popped screen away,
    /// not the level, which departs when its own update has taken it off screen.
    @Test func aDismissedLevelDepartsOnlyOnceTheScreenNoLongerShowsIt() throws {
        let harness = SwiftUIStageHarness()
        let (form, step) = (HeadlessScreen("Form"), HeadlessScreen("Step"))
        _ = harness.run(.present(form, Presentation(embedsInNavigationStack: true)))
        _ = harness.run(.push(step))
        _ = harness.run(.present(HeadlessScreen("Help"), Presentation()))
        #expect(harness.shown == "Root | Form > Step | Help")
        let formLevel = try harness.level(1).id
        var departed: Set<String> = []
        harness.stage.observeDeparture(of: form) { departed.insert("Form") }
        harness.stage.observeDeparture(of: step) { departed.insert("Step") }
        var outcome: StageOutcome?
        harness.stage.perform(.dismiss(form), animated: true) { outcome = $0 }
        #expect(harness.stage.currentUpdate?.change == .dismissal)
        #expect(harness.shown == "Root | Form > Step", "Help leaves first")
        harness.stage.userSetPath([], ofLevel: formLevel)
        #expect(departed == ["Step"], "Form is still on screen")
        harness.stage.settle()
        #expect(departed == ["Step", "Form"])
        #expect(outcome == .completed)
        #expect(harness.shown == "Root")
    }

    /// S11, D8, PO3/PO4: a full-screen cover and a sheet with interactive dismissal disabled cannot be swiped
    /// down; a popover (a sheet on iPhone) can.
    @Test func onlySheetsAndPopoversTheUserMayDismissAreSwipedDown() {
        let harness = SwiftUIStageHarness()
        _ = harness.run(.present(HeadlessScreen("Cover"), Presentation(style: .fullScreen)))
        #expect(throws: HeadlessInteractionError.self) { try harness.stage.swipeDown() }
        _ = harness.run(.present(HeadlessScreen("Form"), Presentation(isModalInPresentation: true)))
        #expect(throws: HeadlessInteractionError.self) { try harness.stage.swipeDown() }
        _ = harness.run(.present(HeadlessScreen("Menu"), Presentation(style: .popover)))
        #expect(throws: Never.self) { try harness.stage.swipeDown() }
        #expect(harness.shown == "Root | Cover | Form")
    }
}
