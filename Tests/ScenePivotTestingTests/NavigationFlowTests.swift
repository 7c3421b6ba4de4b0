import ScenePivotTesting
import Testing

/// Shows an album's screen, pushed; answers nothing.
private struct ShowAlbumRequest: SceneRequest, Equatable {
    let title: String

    var logDescription: String { "ShowAlbumRequest(\"\(title)\")" }
}

/// Asks for a cover photo on a sheet; `nil` when the sheet is swiped away.
private struct PickCoverRequest: SceneRequest, Equatable {
    typealias Response = String?

    var logDescription: String { "PickCoverRequest" }
}

@Suite("Navigation flows, pinned in snapshots")
@MainActor
struct NavigationFlowTests {
    @Test func tappingBackPopsThePushedScreen() {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"))
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(ShowAlbumRequest.self) { request in .push(HeadlessScreen("Album \(request.title)")) }
        let transcript = FlowTranscript(of: pivot, on: stage)
        let user = transcript.user

        pivot.switchScene(with: ShowAlbumRequest(title: "Trip"))
        user.waitForAnimations()
        transcript.recordHierarchy()
        user.tapBack()
        user.wait(.milliseconds(100))
        user.waitForAnimations()

        expectSnapshot(of: transcript)
    }

    @Test func swipingASheetDownAnswersNil() {
        let stage = HeadlessStage(root: HeadlessScreen("Album Trip"))
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(PickCoverRequest.self) { _ in
            .present(Presentation(style: .pageSheet, embedsInNavigationStack: true)) { _ in
                HeadlessScreen("Cover Picker")
            }
        }
        let transcript = FlowTranscript(of: pivot, on: stage)
        let user = transcript.user

        pivot.switchScene(with: PickCoverRequest())
        user.waitForAnimations()
        user.swipeDown()
        user.waitForAnimations()

        expectSnapshot(of: transcript)
    }
}
