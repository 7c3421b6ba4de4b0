import ScenePivotTestSupport
import ScenePivotTesting
import Testing

@Suite("Alert flows, pinned in snapshots")
@MainActor
struct AlertFlowTests {
    /// The albums screen on a fresh stage, with its pivot and the transcript of the flow; the suite is made anew
    /// for each test.
    let stage = HeadlessStage(root: HeadlessScreen("Albums"))
    let pivot: ScenePivot
    let transcript: FlowTranscript
    let user: HeadlessUser

    init() {
        pivot = ScenePivot(stage: stage)
        transcript = FlowTranscript(of: pivot, on: stage)
        user = transcript.user
    }

    @Test func textInputIsConfirmed() {
        pivot.switchScene(
            with: TextInputRequest(.albumTitle) { title in
                transcript.note("create album \(title ?? "nothing")")
            })
        user.waitForAnimations()
        user.type("Trip")
        user.tap("Create")
        user.waitForAnimations()

        expectSnapshot(of: transcript)
    }

    @Test func textInputIsCancelled() {
        pivot.switchScene(with: TextInputRequest(.albumTitle))
        user.waitForAnimations()
        user.type("Half a tit")
        user.tap("Cancel")
        user.waitForAnimations()

        expectSnapshot(of: transcript)
        expectSnapshot(of: stage)
    }

    @Test func validationKeepsConfirmDisabledUntilTheTextIsValid() {
        pivot.switchScene(with: TextInputRequest(.albumTitle))
        user.waitForAnimations()
        #expect(!user.canTap("Create"))
        withKnownIssue("a disabled action cannot be tapped") {
            user.tap("Create")
        }
        user.type("   ")
        #expect(!user.canTap("Create"))
        user.type("Trip")
        #expect(user.canTap("Create"))
        expectSnapshot(of: stage, named: "valid title typed")
        user.type("")
        user.type("Trip to Jeju")
        user.tap("Create")
        user.waitForAnimations()

        expectSnapshot(of: transcript)
    }

    @Test func secureTextInputShowsItsTraits() {
        pivot.switchScene(with: TextInputRequest(.sharedAlbumPassword))
        user.waitForAnimations()
        user.tap("Unlock")
        user.waitForAnimations()

        expectSnapshot(of: transcript)
        expectSnapshot(of: TextInputRequest.InputType.sharedAlbumPassword.alertContent, named: "alert")
    }

    @Test(arguments: ["Delete", "Cancel"])
    func destructiveConfirmation(tapping actionTitle: String) {
        var confirmed: Bool?

        pivot.switchScene(
            with: ConfirmationRequest(
                title: "Delete “Trip”?", message: "Its photos stay in your library.", confirmTitle: "Delete"
            ) { confirmed = $0 })
        user.waitForAnimations()
        user.tap(actionTitle)
        user.waitForAnimations()

        #expect(confirmed == (actionTitle == "Delete"))
        expectSnapshot(of: transcript, named: actionTitle)
    }

    @Test func actionSheetChoiceIsPicked() {
        answerSortChoice(tapping: "Title")
    }

    @Test func actionSheetIsCancelled() {
        answerSortChoice(tapping: "Cancel")
    }

    @Test func alertAnswersWithTheTappedAction() {
        pivot.switchScene(
            with: AlertRequest(
                title: "Sync failed", message: "The album could not be uploaded.",
                actions: [AlertAction("Later", role: .cancel), AlertAction("Retry", isPreferred: true)]))
        user.waitForAnimations()
        user.tap("Retry")
        user.waitForAnimations()

        expectSnapshot(of: transcript)
    }

    @Test func secondAlertWaitsForTheFirst() {
        pivot.switchScene(with: AlertRequest(title: "Sync failed", actions: [AlertAction("OK")]))
        pivot.switchScene(with: TextInputRequest(.albumTitle))
        user.waitForAnimations()
        #expect(stage.visibleAlert?.title == "Sync failed")
        user.tap("OK")
        user.waitForAnimations()
        user.type("Trip")
        user.tap("Create")
        user.waitForAnimations()

        expectSnapshot(of: transcript)
    }

    @Test func unregisteredRequestFails() async {
        pivot.errorHandler = { error in transcript.note("error handler: \(error)") }

        send(ShareAlbumRequest(albumTitle: "Trip"), to: pivot)
        await #expect(throws: ScenePivotError.unregisteredRequest("ShareAlbumRequest")) {
            try await bounded("the answer to ShareAlbumRequest") {
                try await pivot.response(to: ShareAlbumRequest(albumTitle: "Trip"))
            }
        }

        expectSnapshot(of: transcript)
        expectSnapshot(of: stage)
    }

    private static let sortChoice = ChoiceRequest(
        title: "Sort albums by", choices: [.init("Date", value: "date"), .init("Title", value: "title")])

    /// Shows the sort choice, taps `actionTitle` and snapshots the transcript under the running test's name.
    private func answerSortChoice(tapping actionTitle: String) {
        pivot.switchScene(with: Self.sortChoice)
        user.waitForAnimations()
        user.tap(actionTitle)
        user.waitForAnimations()

        expectSnapshot(of: transcript)
    }

    /// Sends `request` fire-and-forget: the sync overload is only chosen from a sync context.
    private func send(_ request: some SceneRequest, to pivot: ScenePivot) {
        pivot.switchScene(with: request)
    }
}
