import ScenePivotTesting
import Testing

/// Flows on the SwiftUI stage, tested on Linux as transcripts: what the screen shows, update by update, and what a
/// SwiftUI user does.
@Suite("SwiftUI flows, pinned in snapshots")
@MainActor
struct SwiftUIAlertFlowTests {
    let stage = SwiftUIStage(root: HeadlessScreen("Albums"))
    let pivot: ScenePivot
    let transcript: FlowTranscript
    let user: SwiftUIUser

    init() {
        pivot = ScenePivot(stage: stage)
        transcript = FlowTranscript(of: pivot, on: stage)
        user = transcript.swiftUIUser
    }

    /// A9, A2, A4: SwiftUI may not disable "Create", so a tap on it with no title is refused on tap — the alert
    /// comes back, in an update of its own — and the typed title is answered on the next tap.
    @Test func textInputIsValidatedOnTapAndConfirmed() {
        var created: String?
        pivot.switchScene(with: TextInputRequest(.albumTitle) { created = $0 })
        user.waitForUpdates()
        #expect(!user.canTap("Create"))
        user.tap("Create")
        user.waitForUpdates()
        user.type("Trip")
        #expect(user.canTap("Create"))
        user.tap("Create")
        user.waitForUpdates()

        #expect(created == "Trip")
        expectSnapshot(of: transcript)
    }

    /// A3, D0: "Cancel" answers `nil`; the stage shows the albums again.
    @Test func textInputIsCancelled() {
        var answered = false
        var created: String?
        pivot.switchScene(
            with: TextInputRequest(.albumTitle) {
                answered = true
                created = $0
            })
        user.waitForUpdates()
        user.type("Half a tit")
        user.tap("Cancel")
        user.waitForUpdates()

        #expect(answered && created == nil)
        expectSnapshot(of: transcript)
        expectSnapshot(of: stage)
    }

    /// N3, N22, D0, S6: a pushed screen and a sheet over it, each its own update; the user swipes the sheet down and
    /// goes back, and the pivot hears each screen leave.
    @Test func aSheetOverAPushedScreenIsSwipedDownAndTheScreenPopped() {
        pivot.builder.register(NamedScreenRequest.self) { request in
            request.presents
                ? .present(HeadlessScreen(request.name), Presentation(embedsInNavigationStack: true))
                : .push(HeadlessScreen(request.name))
        }
        pivot.switchScene(with: NamedScreenRequest(name: "Trip", presents: false))
        pivot.switchScene(with: NamedScreenRequest(name: "Share", presents: true))
        user.waitForUpdates()
        transcript.recordHierarchy()
        user.swipeDown()
        user.tapBack()
        user.waitForUpdates()
        transcript.recordHierarchy()

        expectSnapshot(of: transcript)
    }
}

/// Shows a screen called `name`: presented in a navigation stack of its own, or pushed.
private struct NamedScreenRequest: SceneRequest {
    let name: String
    let presents: Bool

    var logDescription: String { "NamedScreenRequest(\"\(name)\")" }
}
