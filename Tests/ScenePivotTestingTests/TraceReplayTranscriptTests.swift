import ExampleStandIns
import Foundation
import PhotoAlbumsFlow
import ScenePivotTesting
import Testing

@Suite("A replayed navigation trace writes its transcript, pinned in snapshots")
@MainActor
struct TraceReplayTranscriptTests {
    /// The trace of a user who adds “Trip”, opens it, taps back and then deletes it from its screen.
    private func recordedTrace() throws -> NavigationTrace {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"))
        let pivot = ScenePivot(stage: stage)
        pivot.builder.registerPhotoAlbumsFlow { album in HeadlessScreen("Album \(album)") }
        let model = AlbumsScreenModel(store: AlbumStore(), pivot: pivot)
        let recorder = NavigationRecorder(pivot: pivot, keepingLast: 50)
        let user = HeadlessUser(on: stage)

        model.addAlbum()
        user.waitForAnimations()
        user.type("Trip")
        user.tap("Create")
        user.waitForAnimations()
        user.tapBack()
        user.waitForAnimations()
        let album = try #require(model.store.albums.first)
        model.openAlbum(album)
        user.waitForAnimations()
        model.deleteAlbum(album)
        user.waitForAnimations()
        user.tap("Delete")
        user.waitForAnimations()
        return try NavigationTrace(json: JSONEncoder().encode(recorder.trace))
    }

    @Test func aUsersTraceReplaysStepByStep() throws {
        let replay = TraceReplay(try recordedTrace(), on: HeadlessStage(root: HeadlessScreen("Albums")))
        try replay.registerPhotoAlbumsFlow { album in HeadlessScreen("Album \(album)") }
        let transcript = FlowTranscript(of: replay.pivot, on: replay.stage)

        try replay.run(recordingInto: transcript)
        transcript.recordHierarchy()

        expectSnapshot(of: transcript)
    }

    @Test func aReplayThatCannotFollowEndsItsTranscriptWithTheStep() throws {
        var trace = try recordedTrace()
        trace.steps.remove(at: 2)  // the album's screen is never pushed, so nothing is there to tap back on
        let replay = TraceReplay(trace, on: HeadlessStage(root: HeadlessScreen("Albums")))
        try replay.registerPhotoAlbumsFlow { album in HeadlessScreen("Album \(album)") }
        let transcript = FlowTranscript(of: replay.pivot, on: replay.stage)

        #expect(throws: NavigationTrace.ReplayError.screenNotOnStage(step: trace.steps[2])) {
            try replay.run(recordingInto: transcript)
        }

        expectSnapshot(of: transcript)
    }
}
