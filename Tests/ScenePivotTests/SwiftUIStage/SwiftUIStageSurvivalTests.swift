import ScenePivotHeadless
import Testing

@testable import ScenePivot

/// What SwiftUI may drop, misapply or crash on — the rows of SWIFTUI-BEHAVIOUR marked ⚠ that the view cannot
/// prevent — the stage survives: it takes what SwiftUI reports as what the screen shows, steers the screen back to
/// its model a bounded number of times, closes what the system may not keep, and never waits on SwiftUI.
@Suite("SwiftUI stage: surviving dropped writes and the background")
@MainActor
struct SwiftUIStageSurvivalTests {
    /// N20, N19, N3: a pop to the root that SwiftUI did not apply leaves its screens shown; the user's back then
    /// writes a path the stage never published. The stage adopts it as what the screen shows and steers the screen
    /// back to the model in an update of its own.
    @Test func aPopSwiftUIDroppedIsSteeredBackOnceSwiftUIWritesItsPath() {
        let harness = SwiftUIStageHarness()
        let root = harness.stage.displayed.levels[0].root.screen
        _ = harness.run(.setStack([root] + ["A", "B", "C"].map(HeadlessScreen.init)))
        let level = harness.stage.displayed.levels[0].id
        let stale = harness.stage.displayed.levels[0].path
        _ = harness.run(.pop(.root))
        harness.stage.userSetPath(Array(stale.prefix(2)), ofLevel: level)
        #expect(harness.stage.currentUpdate?.change == .path(level: level))
        let adopted = harness.before.last.map { SwiftUIStageHarness.describe($0, on: harness.stage) }
        #expect(adopted == "Root > A > B", "the update steers back from what SwiftUI says it shows")
        #expect(harness.stage.currentUpdate?.state.levels[0].path == [])
        harness.stage.settle()
        #expect(harness.shown == "Root")
        #expect(harness.stage.isUpdating == false)
    }

    /// N19, N22: SwiftUI reports a path that departs from what the stage published after its first element — a
    /// write it misapplied: the screens the model holds that SwiftUI no longer shows depart, as a user's pop; the
    /// rest is steered back.
    @Test func aMisappliedPathTakesAwayWhatSwiftUINoLongerShows() throws {
        let harness = SwiftUIStageHarness()
        let root = harness.stage.displayed.levels[0].root.screen
        let (a, b) = (HeadlessScreen("A"), HeadlessScreen("B"))
        _ = harness.run(.setStack([root, a, HeadlessScreen("Old")]))
        let old = try #require(harness.stage.displayed.levels[0].path.last, "Root > A > Old is shown")
        _ = harness.run(.setStack([root, a, b]))
        var departed = false
        harness.stage.observeDeparture(of: b) { departed = true }
        let level = harness.stage.displayed.levels[0]
        let first = try #require(level.path.first, "Root > A > B is shown")
        harness.stage.userSetPath([first, old], ofLevel: level.id)
        harness.stage.settle()
        #expect(departed)
        #expect(harness.shown == "Root > A")
        #expect(harness.stage.hierarchy.navigationStack.count == 2)
    }

    /// N19, N20: a SwiftUI that keeps writing a path the stage never published is steered back at most
    /// `pathCorrectionLimit` times in a row; after that the stage stops publishing for it and never stays updating.
    @Test func aLevelThatKeepsWritingItsOwnPathIsSteeredBackABoundedNumberOfTimes() {
        let harness = SwiftUIStageHarness()
        let root = harness.stage.displayed.levels[0].root.screen
        _ = harness.run(.setStack([root, HeadlessScreen("A"), HeadlessScreen("B")]))
        let level = harness.stage.displayed.levels[0].id
        let stale = harness.stage.displayed.levels[0].path
        _ = harness.run(.pop(.root))
        let before = harness.updates.count
        for _ in 0..<(SwiftUIStage.pathCorrectionLimit + 3) {
            harness.stage.userSetPath(stale, ofLevel: level)
            harness.stage.settle()
        }
        #expect(harness.updates.count - before == SwiftUIStage.pathCorrectionLimit)
        #expect(harness.shown == "Root")
        #expect(harness.stage.isUpdating == false)
    }

    /// PO6: the scene going to the background closes the popover and the alert on it (answering its cancel action),
    /// in updates that settle before they depart; an inactive scene closes nothing, and the sheet below stays.
    @Test func goingToTheBackgroundClosesThePopoverAndTheAlertOnIt() {
        let harness = SwiftUIStageHarness()
        _ = harness.run(.present(HeadlessScreen("Sheet"), Presentation()))
        let menu = HeadlessScreen("Menu")
        _ = harness.run(.present(menu, Presentation(style: .popover)))
        var answer: StageOutcome?
        let content = AlertContent(title: "Sure?", actions: [AlertAction("No", role: .cancel), AlertAction("Yes")])
        harness.stage.perform(.alert(content), animated: true) { answer = $0 }
        harness.stage.settle()
        var departed = false
        harness.stage.observeDeparture(of: menu) { departed = true }
        harness.stage.scenePhaseChanged(to: .inactive)
        #expect(harness.stage.isUpdating == false)
        harness.stage.scenePhaseChanged(to: .background)
        #expect(harness.stage.currentUpdate?.change == .alert)
        #expect(!departed, "not before the screen has caught up")
        harness.stage.settle()
        #expect(departed)
        #expect(harness.shown == "Root | Sheet")
        #expect(Array(harness.changes.suffix(2)) == [.alert, .dismissal])
        #expect(answer == .answered(AlertAnswer(actionIndex: 0, texts: [])))
    }

    /// S2, S8, T9, S9: a sheet replaced by another is dismissed in one update and the other presented in the next,
    /// only once the dismissal has settled — never re-presented while its dismissal animates — as a new level: a
    /// new identity for `sheet(item:)`.
    @Test func aReplacedSheetIsPresentedOnlyOnceItsDismissalHasSettled() throws {
        let harness = SwiftUIStageHarness()
        _ = harness.run(.present(HeadlessScreen("First"), Presentation()))
        let first = try harness.level(1).id
        let replacing = Presentation(replacesPresentedScreen: true)
        harness.stage.perform(.present(HeadlessScreen("Second"), replacing), animated: true) { _ in }
        #expect(harness.stage.currentUpdate?.change == .dismissal)
        #expect(harness.stage.currentUpdate?.state.levels.count == 1)
        harness.stage.updateDidSettle()
        #expect(harness.stage.currentUpdate?.change == .presentation)
        let second = harness.stage.currentUpdate?.state.levels.last?.id
        #expect(second != nil && second != first)
        harness.stage.settle()
        #expect(harness.shown == "Root | Second")
    }

    /// D10, D6: one swipe may dismiss a sheet and pop the screen below it; SwiftUI's two reports, in either order,
    /// are both taken, and both screens depart.
    @Test(arguments: [true, false])
    func oneGestureMayDismissASheetAndPopTheScreenBelow(dismissalFirst: Bool) throws {
        let harness = SwiftUIStageHarness()
        _ = harness.run(.push(HeadlessScreen("Trip")))
        _ = harness.run(.present(HeadlessScreen("Sheet"), Presentation()))
        let (root, sheet) = (harness.stage.displayed.levels[0].id, try harness.level(1).id)
        if dismissalFirst {
            harness.stage.userDismissedLevel(sheet)
            harness.stage.userSetPath([], ofLevel: root)
        } else {
            harness.stage.userSetPath([], ofLevel: root)
            harness.stage.userDismissedLevel(sheet)
        }
        harness.stage.settle()
        #expect(harness.shown == "Root")
        #expect(harness.stage.hierarchy.presentedScreens.isEmpty)
        #expect(harness.stage.hierarchy.navigationStack.count == 1)
    }

    /// A12, A6: an iPad dialog closed by a tap outside resets its binding with no tap reported; it answers its cancel
    /// action, found by role, never by where SwiftUI put its button.
    @Test func aDialogClosedWithoutATapAnswersItsCancelAction() throws {
        let harness = SwiftUIStageHarness()
        var outcome: StageOutcome?
        let dialog = AlertContent(
            style: .actionSheet, title: "Sort", actions: [AlertAction("Date"), AlertAction("Keep", role: .cancel)])
        harness.stage.perform(.alert(dialog), animated: true) { outcome = $0 }
        harness.stage.settle()
        let shown = try #require(harness.stage.displayed.alert)
        harness.stage.userDismissedAlert(shown.id, showing: shown.showing)
        harness.stage.settle()
        #expect(outcome == .answered(AlertAnswer(actionIndex: 1, texts: [])))
        #expect(harness.shown == "Root")
    }

    /// A12, A3: between SwiftUI's reset of a dialog's binding and the turn that decides whether a tap comes, the
    /// dialog is off screen: a transition asked for then waits for that turn — the dialog answers its cancel action
    /// and departs — and is performed, never refused by the dialog SwiftUI already took away.
    @Test func aTransitionAskedForWhileAClosedDialogAwaitsItsTurnWaitsForIt() throws {
        let harness = SwiftUIStageHarness()
        var answer: StageOutcome?
        let dialog = AlertContent(
            style: .actionSheet, title: "Sort", actions: [AlertAction("Date"), AlertAction("Keep", role: .cancel)])
        harness.stage.perform(.alert(dialog), animated: true) { answer = $0 }
        harness.stage.settle()
        let shown = try #require(harness.stage.displayed.alert)
        harness.stage.userDismissedAlert(shown.id, showing: shown.showing)
        #expect(harness.stage.isUpdating, "the turn deciding the dialog has not come")
        var outcome: StageOutcome?
        harness.stage.perform(.push(HeadlessScreen("Trip")), animated: true) { outcome = $0 }
        #expect(outcome == nil)
        harness.stage.settle()
        #expect(answer == .answered(AlertAnswer(actionIndex: 1, texts: [])))
        #expect(outcome == .completed)
        #expect(harness.shown == "Root > Trip")
    }

    /// D0, D9, N23: a sheet the user dismisses while its alert is up takes the alert with it — the alert answers
    /// its cancel action — and SwiftUI's later reset of the alert's binding changes nothing.
    @Test func aSheetDismissedWithItsAlertUpTakesTheAlertWithIt() throws {
        let harness = SwiftUIStageHarness()
        _ = harness.run(.present(HeadlessScreen("Sheet"), Presentation()))
        var answer: StageOutcome?
        let content = AlertContent(title: "Sure?", actions: [AlertAction("No", role: .cancel), AlertAction("Yes")])
        harness.stage.perform(.alert(content), animated: true) { answer = $0 }
        harness.stage.settle()
        let alert = try #require(harness.stage.displayed.alert)
        harness.stage.userDismissedLevel(try harness.level(1).id)
        harness.stage.userDismissedAlert(alert.id, showing: alert.showing)
        harness.stage.settle()
        #expect(answer == .answered(AlertAnswer(actionIndex: 0, texts: [])))
        #expect(harness.shown == "Root")
        #expect(harness.stage.isUpdating == false)
    }

    /// A4, D0: a level the user dismisses while a refused alert on it is away takes the alert with it: it never
    /// comes back, and it answers its cancel action.
    @Test func aLevelDismissedWhileARefusedAlertIsAwayTakesTheAlertWithIt() throws {
        let harness = SwiftUIStageHarness()
        _ = harness.run(.present(HeadlessScreen("Sheet"), Presentation()))
        var answer: StageOutcome?
        let content = AlertContent(
            title: "Name", textFields: [AlertTextField()],
            actions: [AlertAction("Cancel", role: .cancel), AlertAction("OK", requiresValidInput: true)],
            inputValidation: .nonEmpty)
        harness.stage.perform(.alert(content), animated: true) { answer = $0 }
        harness.stage.settle()
        try? harness.stage.tapAction(titled: "OK")
        harness.stage.userDismissedLevel(try harness.level(1).id)
        harness.stage.settle()
        #expect(answer == .answered(AlertAnswer(actionIndex: 0, texts: [""])))
        #expect(harness.shown == "Root")
        #expect(harness.updates.allSatisfy { $0.state.alert?.showing != 1 }, "the alert never came back")
    }

    /// A2, D6: an action tapped while the update showing the alert is still animating answers the alert; the
    /// update settling afterwards neither brings it back nor leaves the stage updating.
    @Test func anAlertTappedWhileItAppearsIsAnswered() throws {
        let harness = SwiftUIStageHarness()
        var answer: StageOutcome?
        let content = AlertContent(title: "Sure?", actions: [AlertAction("No", role: .cancel), AlertAction("Yes")])
        harness.stage.perform(.alert(content), animated: true) { answer = $0 }
        let alert = try #require(harness.stage.currentUpdate?.state.alert)
        harness.stage.userTapped(actionAt: 1, texts: [], inAlert: alert.id, showing: alert.showing)
        harness.stage.userDismissedAlert(alert.id, showing: alert.showing)
        harness.stage.settle()
        #expect(answer == .answered(AlertAnswer(actionIndex: 1, texts: [])))
        #expect(harness.shown == "Root")
        #expect(harness.stage.isUpdating == false)
    }
}
