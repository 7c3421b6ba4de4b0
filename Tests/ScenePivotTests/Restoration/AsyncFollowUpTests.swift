import ScenePivotHeadless
import ScenePivotTestSupport
import Testing

@testable import ScenePivot

/// Opens a photo: pushes its screen.
private struct ShowPhotoRequest: RestorableRequest, Equatable {
    static let restorationID = "test.async.photo"
    let name: String
}

/// Opens an album whose scene looks up the last photo seen in it — after an `await` — and reopens it.
private struct LoadingAlbumRequest: RestorableRequest, Equatable {
    static let restorationID = "test.async.album"
    let title: String
}

/// One launch of an app whose album scene reopens its last photo once it has loaded which one it was, sending it
/// as its follow-up (`sendAsFollowUps`) or not.
@MainActor
private final class LoadingLaunch {
    let fixture = Fixture(animation: .instant)
    let restoration: SceneRestoration

    init(asFollowUp: Bool) throws {
        let pivot = fixture.pivot
        pivot.builder.register(ShowPhotoRequest.self) { .push(HeadlessScreen("Photo \($0.name)")) }
        pivot.builder.register(LoadingAlbumRequest.self) { [weak pivot] request in
            AnyPivotScene("album, then its last photo once loaded") { context throws(ScenePivotError) in
                try context.perform(.push(HeadlessScreen("Album \(request.title)")))
                Task {
                    await Task.yield()  // the last photo seen, loaded
                    let reopen = { pivot?.switchScene(with: ShowPhotoRequest(name: "last of \(request.title)")) }
                    if asFollowUp { context.sendAsFollowUps(reopen) } else { reopen() }
                }
            }
        }
        restoration = SceneRestoration(pivot: pivot)
        try restoration.register(ShowPhotoRequest.self)
        try restoration.register(LoadingAlbumRequest.self)
    }

    /// Waits, a bounded number of turns, until the stack holds `count` screens.
    func waitForStack(of count: Int) async {
        for _ in 0..<200 where fixture.stackNames.count < count { await Task.yield() }
        #expect(fixture.stackNames.count == count, "the album's scene reopened its photo: \(fixture.stackNames)")
    }
}

extension RestorationFixedPointTests {
    @Test func aPhotoReopenedAfterAnAwaitAsTheAlbumsFollowUpRestoresTheSameStateOnEveryLaunch() async throws {
        let first = try LoadingLaunch(asFollowUp: true)
        first.fixture.pivot.switchScene(with: LoadingAlbumRequest(title: "Trip"))
        await first.waitForStack(of: 3)
        let saved = try first.restoration.capture()
        #expect(saved.entries.map(\.restorationID) == ["test.async.album"], "the photo is sent again with its album")

        var state = saved
        for launch in 2...4 {
            let next = try LoadingLaunch(asFollowUp: true)
            let loaded = try savedAndLoaded(state)
            let report = try #require(
                await bounded("the restoration's report") { await next.restoration.restore(loaded) })
            #expect(report.isComplete)
            await next.waitForStack(of: 3)
            state = try next.restoration.capture()
            #expect(state == saved, "launch \(launch) saves what it restored")
            #expect(next.fixture.stackNames == ["Albums", "Album Trip", "Photo last of Trip"], "launch \(launch)")
        }
    }

    /// Sent after an `await` without `sendAsFollowUps`, the photo cannot be told from one the user opened: it is
    /// saved beside its album (what the documentation says), and so shown twice once restored.
    @Test func aPhotoReopenedAfterAnAwaitOnItsOwnIsSavedAsTheUsers() async throws {
        let first = try LoadingLaunch(asFollowUp: false)
        first.fixture.pivot.switchScene(with: LoadingAlbumRequest(title: "Trip"))
        await first.waitForStack(of: 3)
        #expect(
            try first.restoration.capture().entries.map(\.restorationID) == ["test.async.album", "test.async.photo"])
    }
}
