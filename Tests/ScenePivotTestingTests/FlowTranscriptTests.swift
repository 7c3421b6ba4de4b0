import ScenePivotTesting
import Testing

@Suite("FlowTranscript")
@MainActor
struct FlowTranscriptTests {
    /// Runs the same small flow on fresh objects and returns its transcript.
    private func runNewAlbumFlow() -> String {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"))
        let pivot = ScenePivot(stage: stage)
        let transcript = FlowTranscript(of: pivot, on: stage)
        pivot.switchScene(with: TextInputRequest(.albumTitle))
        transcript.user.waitForAnimations()
        transcript.user.type("Trip")
        transcript.user.tap("Create")
        transcript.user.waitForAnimations()
        return transcript.text
    }

    @Test func sameFlowAlwaysPrintsTheSameText() {
        let first = runNewAlbumFlow()
        #expect(!first.isEmpty)
        for _ in 1...3 {
            #expect(runNewAlbumFlow() == first)
        }
    }

    @Test func emptyTranscriptHasNoText() {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"))
        let transcript = FlowTranscript(on: stage)
        #expect(transcript.text == "")
        #expect(transcript.lines == [])
    }

    @Test func alertIsWrittenOnceWhenItAppears() {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"))
        let pivot = ScenePivot(stage: stage)
        let transcript = FlowTranscript(of: pivot, on: stage)

        pivot.switchScene(with: ConfirmationRequest(title: "Delete “Trip”?", confirmTitle: "Delete"))
        let once = transcript.text
        #expect(transcript.text == once)
        #expect(transcript.lines.filter { $0.hasSuffix("appears") } == ["Alert \"Delete “Trip”?\" appears"])
        #expect(transcript.lines.suffix(2) == ["  action \"Cancel\" (cancel)", "  action \"Delete\" (destructive)"])
        transcript.user.waitForAnimations()
        transcript.user.tap("Cancel")
        transcript.user.waitForAnimations()
    }

    @Test func answeredAlertsValidationAndWhatItCapturedAreReleasedWhileTheTranscriptLives() {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"))
        let pivot = ScenePivot(stage: stage)
        let transcript = FlowTranscript(of: pivot, on: stage)
        weak var releasedRule: TitleRule?
        do {
            let rule = TitleRule()
            releasedRule = rule
            let inputType = TextInputRequest.InputType(
                id: "checkedTitle", title: "New Album", confirmTitle: "Create",
                validation: TextValidation("checked") { rule.accepts($0) })
            pivot.switchScene(with: TextInputRequest(inputType))
        }
        transcript.user.waitForAnimations()
        transcript.user.type("Trip")
        transcript.user.tap("Create")
        transcript.user.waitForAnimations()

        #expect(stage.presentedScreens.isEmpty)
        #expect(transcript.lines.contains("Alert \"New Album\" appears"))
        withExtendedLifetime(transcript) {
            #expect(releasedRule == nil, "the transcript keeps the dismissed alert, its validation and its captures")
        }
    }

    @Test func eachPivotIsLabeled() {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"))
        let pivot = ScenePivot(stage: stage)
        let child = pivot.makeChildPivot()
        let transcript = FlowTranscript(on: stage)
        transcript.follow(pivot, labeled: "albums")
        transcript.follow(child, labeled: "album")

        pivot.switchScene(with: AlertRequest(title: "First", actions: [AlertAction("OK")]))
        child.switchScene(with: AlertRequest(title: "Second", actions: [AlertAction("OK")]))

        #expect(
            transcript.lines.filter { $0.hasPrefix("[") } == [
                "[albums] request AlertRequest(\"First\")",
                "[albums] scene alert for AlertRequest(\"First\") (default)",
                "[albums] begin alert \"First\" for AlertRequest(\"First\")",
                "[album] request AlertRequest(\"Second\")",
                "[album] wait AlertRequest(\"Second\") behind 1",
            ])
        for _ in 1...2 {
            transcript.user.waitForAnimations()
            transcript.user.tap("OK")
        }
        transcript.user.waitForAnimations()
    }

    @Test func stoppingRecordsNoMoreEvents() {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"))
        let pivot = ScenePivot(stage: stage)
        let transcript = FlowTranscript(of: pivot, on: stage)
        transcript.stopFollowing()
        pivot.errorHandler = { _ in }
        pivot.switchScene(with: ShareAlbumRequest(albumTitle: "Trip"))
        #expect(transcript.lines == [])
    }

    @Test func notesAndHierarchyAreRecordedInPlace() {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"))
        let transcript = FlowTranscript(on: stage)
        transcript.note("store holds 0 albums")
        transcript.recordHierarchy()
        #expect(
            transcript.text == """
                note: store holds 0 albums
                hierarchy:
                  NavigationStack
                    Albums

                """)
    }
}

/// A validation rule's captured state, whose release the tests watch.
private final class TitleRule: Sendable {
    /// Accepts any title that is not empty.
    func accepts(_ title: String) -> Bool { !title.isEmpty }
}
