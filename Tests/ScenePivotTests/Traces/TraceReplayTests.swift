import Foundation
import PhotoAlbumsFlow
import ScenePivot
import ScenePivotHeadless
import Testing

@Suite("A navigation trace replays on a fresh headless stage, or stops naming the step it cannot follow")
@MainActor
struct TraceReplayTests {
    /// What the user does in each case, on the recorded app.
    enum Script: String, CaseIterable {
        case albumShown, albumDeleted, backTappedThenReopened, addCancelled

        @MainActor
        func play(on app: TraceFixture) throws {
            switch self {
            case .albumShown:
                try app.addAlbum("Trip")
            case .albumDeleted:
                let album = try #require(try app.addAlbum("Trip"))
                try app.deleteAlbum(album)
            case .backTappedThenReopened:
                let album = try #require(try app.addAlbum("Trip"))
                try app.addAlbum("Walk")
                try app.stage.tapBack()
                app.stage.finishAnimations()
                app.model.openAlbum(album)
                app.stage.finishAnimations()
            case .addCancelled:
                app.model.addAlbum()
                app.stage.finishAnimations()
                try app.stage.tapAction(titled: "Cancel")
                app.stage.finishAnimations()
            }
        }
    }

    @Test(arguments: Script.allCases)
    func aReplayEndsOnTheHierarchyTheAppEndedOnAndRecordsTheSameTrace(script: Script) throws {
        let app = TraceFixture()
        try script.play(on: app)
        let trace = try NavigationTrace(json: try JSONEncoder().encode(app.recorder.trace))

        let replay = try TraceFixture.replay(trace)
        try replay.run()

        #expect(replay.stage.hierarchyDescription == app.stage.hierarchyDescription)
        #expect(replay.replayedTrace == trace)
        #expect(replay.failures.isEmpty)
    }

    @Test func aSheetTheAppDismissedItselfIsDismissedAgain() throws {
        let stage = HeadlessStage(root: HeadlessScreen("Feed"))
        let pivot = ScenePivot(stage: stage)
        let recorder = NavigationRecorder(pivot: pivot)
        let screen = HeadlessScreen("Upload")
        pivot.builder.register(ShowRequest.self) { _ in .present(screen, Presentation(isModalInPresentation: true)) }
        pivot.switchScene(with: ShowRequest(name: "Upload"))
        stage.finishAnimations()
        var outcome: StageOutcome?
        stage.perform(.dismiss(screen), animated: false) { outcome = $0 }  // the app's own code, not a request
        #expect(outcome == .completed)

        let replay = TraceReplay(recorder.trace, on: HeadlessStage(root: HeadlessScreen("Feed")))
        replay.pivot.builder.register(ShowRequest.self) { request in
            .present(HeadlessScreen(request.name), Presentation(isModalInPresentation: true))
        }
        try replay.register(ShowRequest.self)
        try replay.run()

        #expect(recorder.trace.steps.count == 2)
        #expect(replay.stage.presentedScreens.isEmpty)
        #expect(replay.replayedTrace == recorder.trace)
    }

    @Test func anUnregisteredRequestStopsTheReplayAtItsStep() throws {
        let app = TraceFixture()
        try app.addAlbum("Trip")
        let replay = TraceReplay(app.recorder.trace, on: HeadlessStage(root: HeadlessScreen("Albums")))
        replay.pivot.builder.registerPhotoAlbumsFlow { album in HeadlessScreen("Album \(album)") }

        #expect(throws: NavigationTrace.ReplayError.unregisteredRequest(step: app.recorder.trace.steps[0])) {
            try replay.run()
        }
        #expect(replay.stage.presentedScreens.isEmpty, "nothing after the step was replayed")
    }

    @Test func aDepartureOfAScreenThatIsNotThereStopsTheReplay() throws {
        let step = NavigationTrace.Step.departure(number: 4, shownBy: 2, index: 0, screen: "Album “Trip”")
        let replay = try TraceFixture.replay(NavigationTrace(capacity: 10, droppedSteps: 3, steps: [step]))

        #expect(throws: NavigationTrace.ReplayError.screenNotOnStage(step: step)) { try replay.run() }
        #expect(
            NavigationTrace.ReplayError.screenNotOnStage(step: step).description.hasPrefix(
                "Step 4 (Album “Trip”, shown by"))
    }

    @Test func anAnswerWithNoAlertOrAnotherAlertOnScreenStopsTheReplay() throws {
        let answer = NavigationTrace.Step.answer(
            number: 2, request: "Q", alert: "New Album", action: "Create", texts: ["Trip"])
        let alone = try TraceFixture.replay(NavigationTrace(capacity: 10, steps: [answer]))
        #expect { try alone.run() } throws: { error in
            guard case .cannotAnswer(let step, let reason) = error as? NavigationTrace.ReplayError else { return false }
            return step == answer && reason.contains("no alert is on screen")
        }

        let confirmation = ConfirmationRequest(title: "Delete?", confirmTitle: "Delete")
        let request = NavigationTrace.Step.request(
            number: 1, description: confirmation.logDescription, restorationID: ConfirmationRequest.restorationID,
            data: try JSONEncoder().encode(confirmation))
        let other = try TraceFixture.replay(NavigationTrace(capacity: 10, steps: [request, answer]))
        #expect { try other.run() } throws: { error in
            guard case .cannotAnswer(_, let reason) = error as? NavigationTrace.ReplayError else { return false }
            return reason.contains("“Delete?”") || reason.contains("\"Delete?\"")
        }
        try other.stage.tapAction(titled: "Cancel")  // the confirmation is answered before its stage goes
        other.stage.finishAnimations()
    }

    @Test func dataThatNoLongerDecodesStopsTheReplayAtItsStep() throws {
        let step = NavigationTrace.Step.request(
            number: 1, description: "AlbumDetailRequest(“Trip”)", restorationID: AlbumDetailRequest.restorationID,
            data: Data("{\"album\":{\"id\":1}}".utf8))
        let replay = try TraceFixture.replay(NavigationTrace(capacity: 10, steps: [step]))

        #expect { try replay.run() } throws: { error in
            guard case .undecodableRequest(let failed, let reason) = error as? NavigationTrace.ReplayError else {
                return false
            }
            return failed == step && reason.contains("title")
        }
    }

    @Test func aTraceOfAnotherVersionReplaysNothing() throws {
        let app = TraceFixture()
        try app.addAlbum("Trip")
        var trace = app.recorder.trace
        trace.version = 2
        let replay = try TraceFixture.replay(trace)

        #expect(throws: NavigationTrace.ReplayError.unsupportedVersion(2)) { try replay.run() }
        #expect(replay.stage.presentedScreens.isEmpty)
    }

    @Test func twoTypesUnderOneRestorationIDAreATypedError() throws {
        let replay = TraceReplay(NavigationTrace(capacity: 1, steps: []), on: HeadlessStage(root: HeadlessScreen("A")))
        try replay.register(ShowRequest.self)

        #expect { try replay.register(OtherShowRequest.self) } throws: { error in
            guard case .conflictingRequest(let id, _, _) = error as? NavigationTrace.ReplayError else { return false }
            return id == "show"
        }
    }
}

/// Presents a screen named `name`, restorable under `show`.
private struct ShowRequest: RestorableRequest {
    static let restorationID = "show"
    let name: String
}

/// Another request type saved under `show`.
private struct OtherShowRequest: RestorableRequest {
    static let restorationID = "show"
}
