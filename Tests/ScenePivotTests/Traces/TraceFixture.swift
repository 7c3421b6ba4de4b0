import ExampleStandIns
import Foundation
import PhotoAlbumsFlow
import ScenePivot
import ScenePivotHeadless

/// The photo-albums flow on a headless stage, its pivot recorded: what the app does, for a trace to replay.
@MainActor
struct TraceFixture {
    let stage = HeadlessStage(root: HeadlessScreen("Albums"))
    let pivot: ScenePivot
    let model: AlbumsScreenModel
    let recorder: NavigationRecorder

    init(keepingLast capacity: Int = 100) {
        pivot = ScenePivot(stage: stage)
        pivot.builder.registerPhotoAlbumsFlow { album in HeadlessScreen("Album \(album)") }
        model = AlbumsScreenModel(store: AlbumStore(), pivot: pivot)
        recorder = NavigationRecorder(pivot: pivot, keepingLast: capacity)
    }

    /// Adds an album titled `title` through the “New Album” alert, as a user does; returns it.
    @discardableResult
    func addAlbum(_ title: String) throws -> Album? {
        model.addAlbum()
        stage.finishAnimations()
        try stage.typeText(title)
        try stage.tapAction(titled: "Create")
        stage.finishAnimations()
        return model.store.albums.last
    }

    /// Deletes `album` through its destructive confirmation, as a user does.
    func deleteAlbum(_ album: Album) throws {
        model.deleteAlbum(album)
        stage.finishAnimations()
        try stage.tapAction(titled: "Delete")
        stage.finishAnimations()
    }

    /// A replay of `trace` on a fresh stage with the flow's scenes and requests registered.
    static func replay(_ trace: NavigationTrace) throws -> TraceReplay {
        let replay = TraceReplay(trace, on: HeadlessStage(root: HeadlessScreen("Albums")))
        try replay.registerPhotoAlbumsFlow { album in HeadlessScreen("Album \(album)") }
        return replay
    }
}
