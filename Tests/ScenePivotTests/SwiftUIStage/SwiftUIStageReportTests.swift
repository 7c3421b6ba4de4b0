import ScenePivotHeadless
import Testing

@testable import ScenePivot

/// What the view reports is checked against what it shows: a report that does not fit — a dismissal of the root, a
/// tap on an action the alert does not have or on an alert the model is already taking away — is ignored (N23:
/// SwiftUI reports only what the user did on screen), never applied to whatever holds that place now. (A path the
/// stage never published is adopted and steered back: `SwiftUIStageSurvivalTests`.) Each test names the
/// SWIFTUI-BEHAVIOUR rows it relies on.
@Suite("SwiftUI stage: reports that do not fit the screen")
@MainActor
struct SwiftUIStageReportTests {
    /// D0: only a presentation is dismissed by the user; a report naming the root level changes nothing — not
    /// even for a moment, so no update steers the screen back.
    @Test func aDismissalReportedForTheRootLevelIsIgnored() {
        let harness = SwiftUIStageHarness()
        _ = harness.run(.present(HeadlessScreen("Sheet"), Presentation()))
        let updates = harness.updates.count
        harness.stage.userDismissedLevel(harness.stage.displayed.levels[0].id)
        #expect(harness.shown == "Root | Sheet")
        harness.stage.settle()
        #expect(harness.shown == "Root | Sheet")
        #expect(harness.updates.count == updates, "nothing to steer back")
    }

    /// A2: the user taps one of the alert's actions; a tap reported at an index the alert does not have is
    /// ignored, and the alert still waits for its answer.
    @Test func aTapOnAnActionTheAlertDoesNotHaveIsIgnored() throws {
        let harness = SwiftUIStageHarness()
        var outcome: StageOutcome?
        let content = AlertContent(title: "Sure?", actions: [AlertAction("No", role: .cancel), AlertAction("Yes")])
        harness.stage.perform(.alert(content), animated: true) { outcome = $0 }
        harness.stage.settle()
        let alert = try #require(harness.stage.displayed.alert)
        let updates = harness.updates.count
        harness.stage.userTapped(actionAt: 5, texts: [], inAlert: alert.id, showing: alert.showing)
        harness.stage.settle()
        #expect(outcome == nil && harness.shown == "Root ! Sure?")
        #expect(harness.stage.displayed.alert == alert, "the same showing: the alert never went away and came back")
        #expect(harness.updates.count == updates)
    }

    /// D6, A2: the model dismissed the alert (it answers its cancel action); a tap the screen reports before its
    /// update removed the alert comes too late to answer it.
    @Test func aTapOnAnAlertTheModelIsDismissingDoesNotAnswerIt() throws {
        let harness = SwiftUIStageHarness()
        var outcome: StageOutcome?
        let content = AlertContent(title: "Sure?", actions: [AlertAction("No", role: .cancel), AlertAction("Yes")])
        harness.stage.perform(.alert(content), animated: true) { outcome = $0 }
        harness.stage.settle()
        let alert = try #require(harness.stage.displayed.alert)
        harness.stage.perform(.dismiss(nil), animated: true) { _ in }
        harness.stage.userTapped(actionAt: 1, texts: [], inAlert: alert.id, showing: alert.showing)
        harness.stage.settle()
        #expect(outcome == .answered(AlertAnswer(actionIndex: 0, texts: [])))
        #expect(harness.shown == "Root")
    }

    /// The stage draws plain screens only: a system screen (a share sheet, an image picker) is UIKit's and is
    /// refused as an unsupported screen, before anything is drawn.
    @Test func aSystemScreenIsAnUnsupportedScreen() {
        let harness = SwiftUIStageHarness()
        for screen in [HeadlessSystemScreen("Share"), HeadlessSystemScreen("Photos", isNavigationStack: true)] {
            for transition in [StageTransition<AnyObject>.present(screen, Presentation()), .push(screen)] {
                guard case .failed(.unsupportedScreen)? = harness.run(transition) else {
                    Issue.record("\(transition) must be refused as an unsupported screen")
                    continue
                }
            }
        }
        #expect(harness.updates.isEmpty)
    }
}
