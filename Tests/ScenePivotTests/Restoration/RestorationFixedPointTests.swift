import Foundation
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
    func restoreThenCapture(_ state: RestorationState) async throws -> RestorationState {
        let report = await restoration.restore(try savedAndLoaded(state))
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
