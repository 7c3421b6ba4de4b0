import Foundation
import ScenePivot
import ScenePivotHeadless
import Testing

/// An albums flow that saves and restores its own screens: it registers its scenes, then makes a restoration for
/// its own pivot, and restores the state it was given or shows its first screen.
@MainActor
final class RestoringAlbumsFlow: SceneFlow {
    private let saved: Data?
    private var restoration: SceneRestoration?
    private(set) var report: SceneRestoration.Report?

    init(saved: Data?) {
        self.saved = saved
    }

    func start(in flow: FlowContext<Void>) {
        flow.builder.register(OpenAlbumRequest.self) { request in .push(HeadlessScreen("Album \(request.title)")) }
        let restoration = SceneRestoration(pivot: flow.pivot)
        do {
            try restoration.register(OpenAlbumRequest.self)
        } catch {
            assertionFailure("\(error)")  // another type is saved as "test.album": give one its own restorationID
        }
        self.restoration = restoration
        guard let saved, let state = try? JSONDecoder().decode(SceneRestoration.State.self, from: saved) else {
            return flow.pivot.switchScene(with: OpenAlbumRequest(title: "Library"))
        }
        Task { report = await restoration.restore(state) }
    }

    /// The flow's navigation state, as JSON to save when the app goes to the background.
    func save() throws -> Data {
        try JSONEncoder().encode(try restoration?.capture() ?? SceneRestoration.State())
    }
}

@Suite("State restoration in flows")
@MainActor
struct FlowRestorationTests {
    @Test func aFlowRestoresItsOwnScreensAndAdoptsTheFirstRestoredOneAsItsRoot() async throws {
        let launch = Fixture(animation: .instant)
        let parent = SceneRestoration(pivot: launch.pivot)
        let flow = RestoringAlbumsFlow(saved: nil)
        let running = launch.pivot.startFlow(flow)
        running.pivot.switchScene(with: OpenAlbumRequest(title: "Trip"))
        #expect(launch.stackNames == ["Albums", "Album Library", "Album Trip"])
        let saved = try flow.save()
        #expect(try parent.capture().entries.isEmpty, "the flow's requests belong to the flow's pivot")

        let next = Fixture(animation: .instant)
        let restoredFlow = RestoringAlbumsFlow(saved: saved)
        var ending: FlowEnding<Void>?
        let restored = next.pivot.startFlow(restoredFlow) { ending = $0 }
        for _ in 0..<100 where restoredFlow.report == nil { await Task.yield() }

        #expect(restoredFlow.report?.isComplete == true)
        #expect(next.stackNames == ["Albums", "Album Library", "Album Trip"])
        #expect(restored.rootScreen.map(next.stage.name(of:)) == "Album Library")
        try next.stage.tapBack()
        try next.stage.tapBack()
        #expect(ending.map { "\($0)" } == "left", "the restored root left, so the flow ended")
    }
}
