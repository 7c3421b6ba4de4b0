import ScenePivotTesting
import Testing

@Suite("HeadlessUser")
@MainActor
struct HeadlessUserTests {
    /// Expects `body` to fail the test exactly once, at `line` of this file, with `message`.
    private func expectFailure(
        _ message: String, atLine line: Int, sourceLocation: SourceLocation = #_sourceLocation,
        _ body: () -> Void
    ) {
        withKnownIssue(sourceLocation: sourceLocation) {
            body()
        } matching: { issue in
            issue.comments.map(\.rawValue) == [message] && issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileName == "HeadlessUserTests.swift"
        }
    }

    @Test func tappingWithNoAlertNamesTheScreenOnTop() {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"))
        let user = HeadlessUser(on: stage)
        expectFailure(
            "The user cannot do this: taps \"Create\". No alert is on screen; the top-most screen is Albums. "
                + "Send the alert's request and call user.waitForAnimations() before touching it.",
            atLine: #line + 1
        ) { user.tap("Create") }
    }

    @Test func tappingAMissingActionListsTheActions() {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"), animation: .instant)
        let pivot = ScenePivot(stage: stage)
        pivot.switchScene(with: TextInputRequest(.albumTitle))
        let user = HeadlessUser(on: stage)
        expectFailure(
            "The user cannot do this: taps \"OK\". The alert has no action titled \"OK\"; "
                + "its actions are \"Cancel\", \"Create\". Tap one of those.",
            atLine: #line + 1
        ) { user.tap("OK") }
        user.tap("Cancel")
    }

    @Test func disabledActionIsNotTappedAndTheAlertStays() {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"), animation: .instant)
        let pivot = ScenePivot(stage: stage)
        let transcript = FlowTranscript(of: pivot, on: stage)
        pivot.switchScene(with: TextInputRequest(.albumTitle))
        let disabled = "The action \"Create\" is disabled; type text its validation accepts first."
        expectFailure("The user cannot do this: taps \"Create\". " + disabled, atLine: #line + 1) {
            transcript.user.tap("Create")
        }
        #expect(stage.visibleAlert?.title == "새 앨범")
        #expect(transcript.lines.suffix(2) == ["user taps \"Create\"", "  ✗ " + disabled])
        transcript.user.tap("Cancel")
    }

    @Test func typingIntoAMissingFieldSaysHowManyThereAre() {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"), animation: .instant)
        let pivot = ScenePivot(stage: stage)
        pivot.switchScene(with: TextInputRequest(.albumTitle))
        let user = HeadlessUser(on: stage)
        expectFailure(
            "The user cannot do this: types \"x\" into text field 1. The alert has no text field 1; it has 1, "
                + "so type into one of 0..<1.",
            atLine: #line + 1
        ) { user.type("x", intoTextField: 1) }
        user.tap("Cancel")
    }

    @Test func tappingDuringTheAlertsAnimationAsksToWait() {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"))
        let pivot = ScenePivot(stage: stage)
        pivot.switchScene(with: TextInputRequest(.albumTitle))
        let user = HeadlessUser(on: stage)
        expectFailure(
            "The user cannot do this: taps \"Cancel\". Alert \"새 앨범\" is still appearing and cannot be "
                + "touched yet; call user.waitForAnimations() (or stage.finishAnimations()) first.",
            atLine: #line + 1
        ) { user.tap("Cancel") }
        user.waitForAnimations()
        user.tap("Cancel")
        user.waitForAnimations()
    }

    @Test func swipingDownTheRootFails() {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"))
        let user = HeadlessUser(on: stage)
        expectFailure(
            "The user cannot do this: swipes down Albums. Cannot swipe down: Albums is not presented; only a "
                + "sheet the user may dismiss can be swiped down (answer an alert by tapping one of its actions).",
            atLine: #line + 1
        ) { user.swipeDown() }
    }

    @Test func tappingBackAtTheRootFails() {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"))
        let user = HeadlessUser(on: stage)
        expectFailure(
            "The user cannot do this: taps back on Albums. "
                + "Cannot go back: Albums is the root of its navigation stack; only a screen pushed on a navigation "
                + "stack has a back button.",
            atLine: #line + 1
        ) { user.tapBack() }
    }

    @Test func checkingAnActionWithNoAlertFails() {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"))
        let user = HeadlessUser(on: stage)
        var canTap = true
        expectFailure(
            "Cannot check \"Create\": No alert is on screen; the top-most screen is Albums. Send the alert's "
                + "request and call user.waitForAnimations() before touching it.",
            atLine: #line + 1
        ) { canTap = user.canTap("Create") }
        #expect(!canTap)
    }

    @Test func userOfAGoneStageFails() {
        var stage: HeadlessStage? = HeadlessStage(root: HeadlessScreen("Albums"))
        let user = HeadlessUser(on: stage!)
        stage = nil
        expectFailure(
            "The user's stage is gone: keep the HeadlessStage alive for the whole test.", atLine: #line + 1
        ) { user.waitForAnimations() }
    }

    /// Pushes a new screen on `stage` whenever the last push ends: a flow whose animations never stop.
    private static func pushForever(on stage: HeadlessStage, count: Int = 0) {
        stage.perform(.push(HeadlessScreen("Page \(count)")), animated: true) { [weak stage] _ in
            guard let stage else { return }
            pushForever(on: stage, count: count + 1)
        }
    }

    @Test func waitingForAnimationsThatNeverStopFailsInsteadOfHanging() {
        let stage = HeadlessStage(root: HeadlessScreen("Feed"))
        let user = HeadlessUser(on: stage)
        Self.pushForever(on: stage)
        expectFailure(
            "The animations never stopped: each one that finished started another (10,000 finished). Does the "
                + "flow send a request whenever a screen appears? Let the clock pass with user.wait(_:) instead.",
            atLine: #line + 1
        ) { user.waitForAnimations() }
    }

    @Test func finishingAnimationsStopsAtItsLimitAndSaysSo() {
        let stage = HeadlessStage(root: HeadlessScreen("Feed"))
        Self.pushForever(on: stage)
        #expect(!stage.finishAnimations(limit: 3))
        #expect(stage.hierarchyDescription.contains("Page 3"))
        #expect(!stage.hierarchyDescription.contains("Page 4"))
    }

    @Test func waitingAdvancesTheStagesClock() {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"))
        let transcript = FlowTranscript(on: stage)
        transcript.user.wait(.milliseconds(120))
        transcript.user.waitForAnimations()
        #expect(stage.now == .milliseconds(120))
        #expect(transcript.lines == ["user waits 120 ms", "user waits for animations (0 ms)"])
    }
}
