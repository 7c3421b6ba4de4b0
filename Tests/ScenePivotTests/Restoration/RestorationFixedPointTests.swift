import Foundation
import ScenePivotHeadless
import ScenePivotTestSupport
import Testing

@testable import ScenePivot

/// Opens a photo: pushes its screen.
private struct OpenPhotoRequest: RestorableRequest, Equatable {
    static let restorationID = "test.photo"
    let name: String
}

/// Opens an album whose scene reopens the last photo seen in it: a restorable follow-up of the scene's own.
private struct ReopeningAlbumRequest: RestorableRequest, Equatable {
    static let restorationID = "test.reopening-album"
    let title: String
}

/// One launch of an app whose album scene reopens the album's last photo, with its restoration.
@MainActor
private final class PhotoLaunch {
    let fixture = Fixture(animation: .instant)
    let restoration: SceneRestoration

    init() throws {
        let pivot = fixture.pivot
        pivot.builder.register(OpenPhotoRequest.self) { .push(HeadlessScreen("Photo \($0.name)")) }
        pivot.builder.register(ReopeningAlbumRequest.self) { [weak pivot] request in
            AnyPivotScene("album, then its last photo") { context throws(ScenePivotError) in
                try context.perform(.push(HeadlessScreen("Album \(request.title)")))
                pivot?.switchScene(with: OpenPhotoRequest(name: "last of \(request.title)"))
            }
        }
        restoration = SceneRestoration(pivot: pivot)
        try restoration.register(OpenPhotoRequest.self)
        try restoration.register(ReopeningAlbumRequest.self)
    }

    /// Restores `state` and returns what capturing saves right after.
    func restoreThenCapture(_ state: SceneRestoration.State) async throws -> SceneRestoration.State {
        let loaded = try savedAndLoaded(state)
        let restoration = self.restoration
        let report = try #require(await bounded("the restoration's report") { await restoration.restore(loaded) })
        #expect(report.isComplete)
        return try restoration.capture()
    }
}

/// Restoring, then capturing, gives back the state restored: a fixed point, launch after launch, including requests
/// that scenes send of their own.
@Suite("State restoration: a fixed point across launches")
@MainActor
struct RestorationFixedPointTests {
    @Test func aSceneThatReopensItsLastPhotoRestoresTheSameStateOnEveryLaunch() async throws {
        let first = try PhotoLaunch()
        first.fixture.pivot.switchScene(with: ReopeningAlbumRequest(title: "Trip"))
        #expect(first.fixture.stackNames == ["Albums", "Album Trip", "Photo last of Trip"])
        let saved = try first.restoration.capture()
        #expect(
            saved.entries.map(\.restorationID) == ["test.reopening-album"],
            "the photo the album's scene reopens is sent again with the album, not saved beside it")

        var state = saved
        for launch in 2...5 {
            let next = try PhotoLaunch()
            state = try await next.restoreThenCapture(state)
            #expect(state == saved, "launch \(launch) saves what it restored")
            #expect(next.fixture.stackNames == ["Albums", "Album Trip", "Photo last of Trip"], "launch \(launch)")
        }
    }

    @Test func aPhotoTheUserOpensAboveTheReopenedOneIsSavedAndRestoredOnce() async throws {
        let first = try PhotoLaunch()
        first.fixture.pivot.switchScene(with: ReopeningAlbumRequest(title: "Trip"))
        first.fixture.pivot.switchScene(with: OpenPhotoRequest(name: "Beach"))
        let saved = try first.restoration.capture()
        #expect(saved.entries.map(\.restorationID) == ["test.reopening-album", "test.photo"])

        var state = saved
        for launch in 2...4 {
            let next = try PhotoLaunch()
            state = try await next.restoreThenCapture(state)
            #expect(state == saved, "launch \(launch) saves what it restored")
            #expect(
                next.fixture.stackNames == ["Albums", "Album Trip", "Photo last of Trip", "Photo Beach"],
                "launch \(launch)")
        }
    }

    @Test func aReopenedPhotoIsSavedOnItsOwnOnceTheAlbumThatReopenedItIsGone() async throws {
        let first = try PhotoLaunch()
        first.fixture.pivot.switchScene(with: ReopeningAlbumRequest(title: "Trip"))
        let album = try #require(first.fixture.stage.navigationStack.dropLast().last)
        try first.fixture.stage.performOrThrow(.remove(album), animated: false, completion: {})
        #expect(first.fixture.stackNames == ["Albums", "Photo last of Trip"])

        let saved = try first.restoration.capture()
        #expect(saved.entries.map(\.restorationID) == ["test.photo"])
        let next = try PhotoLaunch()
        #expect(try await next.restoreThenCapture(saved) == saved)
        #expect(next.fixture.stackNames == ["Albums", "Photo last of Trip"])
    }
}

/// Starts an albums flow; it brings no screen of its own: the flow's screens are its screens.
private struct AlbumsFlowRequest: RestorableRequest {
    typealias Response = FlowEnding<Void>
    static let restorationID = "test.albums-flow"
}

/// An albums flow that shows its root album as it starts, whatever was saved, then restores the albums the user
/// opened above it.
@MainActor
private final class AutoRootAlbumsFlow: SceneFlow {
    private let saved: SceneRestoration.State?
    private(set) var restoration: SceneRestoration?
    private(set) var report: SceneRestoration.Report?
    private(set) weak var pivot: ScenePivot?

    init(saved: SceneRestoration.State?) {
        self.saved = saved
    }

    func start(in flow: FlowContext<Void>) {
        flow.builder.register(OpenAlbumRequest.self) { .push(HeadlessScreen("Album \($0.title)")) }
        let restoration = SceneRestoration(pivot: flow.pivot)
        #expect(throws: Never.self) { try restoration.register(OpenAlbumRequest.self) }
        self.restoration = restoration
        pivot = flow.pivot
        flow.pivot.switchScene(with: OpenAlbumRequest(title: "Library"))
        guard let saved else { return }
        Task { report = await restoration.restore(saved) }
    }
}

/// One launch of an app whose host flow starts the albums flow by a restorable request, with the app's
/// restoration; the albums flow saves its own state beside the app's.
@MainActor
private final class AlbumsFlowLaunch {
    let fixture = FlowFixture()
    let restoration: SceneRestoration
    private(set) var flow: AutoRootAlbumsFlow?

    init(savedFlow: SceneRestoration.State?) throws {
        restoration = SceneRestoration(pivot: fixture.host.pivot)
        fixture.host.registerFlow(AlbumsFlowRequest.self) { [weak self] _ in
            let flow = AutoRootAlbumsFlow(saved: savedFlow)
            self?.flow = flow
            return flow
        }
        try restoration.register(AlbumsFlowRequest.self)
    }

    /// The app's state and the albums flow's.
    func capture() throws -> [SceneRestoration.State] {
        [try restoration.capture(), try flow?.restoration?.capture() ?? SceneRestoration.State()]
    }

    /// Restores the app's state, then lets the albums flow it starts restore its own, and captures both.
    func restoreThenCapture(_ state: [SceneRestoration.State]) async throws -> [SceneRestoration.State] {
        let loaded = try savedAndLoaded(state[0])
        let restoration = self.restoration
        let report = try #require(await bounded("the restoration's report") { await restoration.restore(loaded) })
        #expect(report.isComplete)
        for _ in 0..<100 where flow?.report == nil { await Task.yield() }
        #expect(flow?.report?.isComplete == true, "the albums flow restored its state")
        return try capture()
    }
}

/// Opens `/albums/:title/photos/:name`: the album (whose scene reopens its last photo), then the photo.
private func photoLinks() throws -> DeepLinkRouter<DeepLinkChain> {
    var router = DeepLinkRouter<DeepLinkChain>()
    try router.register("/albums/:title/photos/:name") { match in
        [
            .request(ReopeningAlbumRequest(title: try match.value("title"))),
            .request(OpenPhotoRequest(name: try match.value("name"))),
        ]
    }
    return router
}

extension RestorationFixedPointTests {
    @Test func aFlowStartedByARestoredRequestShowsItsRootOnceOnEveryLaunch() async throws {
        let first = try AlbumsFlowLaunch(savedFlow: nil)
        first.fixture.host.pivot.switchScene(with: AlbumsFlowRequest())
        let flowPivot = try #require(first.flow?.pivot)
        flowPivot.switchScene(with: OpenAlbumRequest(title: "Trip"))
        #expect(first.fixture.stackNames == ["Home", "Album Library", "Album Trip"])
        let saved = try first.capture()
        #expect(saved[0].entries.map(\.restorationID) == ["test.albums-flow"], "the flow's root keeps its request")
        #expect(
            try saved[1].entries.map { try JSONDecoder().decode(OpenAlbumRequest.self, from: $0.data).title }
                == ["Trip"],
            "the root the flow shows as it starts is sent again with the request that starts it, not saved beside it")

        var state = saved
        for launch in 2...5 {
            let next = try AlbumsFlowLaunch(savedFlow: try savedAndLoaded(state[1]))
            state = try await next.restoreThenCapture(state)
            #expect(state == saved, "launch \(launch) saves what it restored")
            #expect(next.fixture.stackNames == ["Home", "Album Library", "Album Trip"], "launch \(launch)")
        }
    }

    @Test func theRestorableStepsOfADeepLinkRestoreTheSameStateOnEveryLaunch() async throws {
        let first = try PhotoLaunch()
        let links = try photoLinks()
        try await bounded("the end of the deep link") {
            try await first.fixture.pivot.open("/albums/Trip/photos/Beach", with: links)
        }
        let shown = ["Albums", "Album Trip", "Photo last of Trip", "Photo Beach"]
        #expect(first.fixture.stackNames == shown)
        let saved = try first.restoration.capture()
        #expect(
            saved.entries.map(\.restorationID) == ["test.reopening-album", "test.photo"],
            "each step is saved once, and the photo the album's scene reopens is not saved beside it")

        var state = saved
        for launch in 2...4 {
            let next = try PhotoLaunch()
            state = try await next.restoreThenCapture(state)
            #expect(state == saved, "launch \(launch) saves what it restored")
            #expect(next.fixture.stackNames == shown, "launch \(launch)")
        }
    }
}
