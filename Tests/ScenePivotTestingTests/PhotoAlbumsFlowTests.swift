import PhotoAlbumsFlow
import ScenePivotTesting
import Testing

@Suite("The photo-albums flow, pinned in snapshots")
@MainActor
struct PhotoAlbumsFlowTests {
    @Test func addingThenDeletingAnAlbum() throws {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"))
        let pivot = ScenePivot(stage: stage)
        pivot.builder.registerPhotoAlbumsFlow { album in HeadlessScreen("Album \(album)") }
        let model = AlbumsScreenModel(store: AlbumStore(), pivot: pivot)
        let transcript = FlowTranscript(of: pivot, on: stage)
        let user = transcript.user

        model.addAlbum()
        user.waitForAnimations()
        user.type("  Jeju Trip ")
        user.tap("Create")
        user.waitForAnimations()
        expectSnapshot(of: stage, named: "album shown")

        let album = try #require(model.store.albums.first)
        model.deleteAlbum(album)
        user.waitForAnimations()
        user.tap("Delete")
        user.waitForAnimations()

        #expect(model.store.albums.isEmpty)
        expectSnapshot(of: transcript)
    }
}
