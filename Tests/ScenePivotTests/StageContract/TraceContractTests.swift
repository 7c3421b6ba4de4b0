import PhotoAlbumsFlow
import Testing

@testable import ScenePivot

@Suite("A navigation recorder hears the same steps on every stage")
@MainActor
struct TraceContractTests {
    /// The user opens an album, goes back, opens it again and deletes it: the pop that follows the deletion is the
    /// request's, the one before it the user's, on the headless stage, the UIKit stage and the SwiftUI stage alike.
    @Test(arguments: StageKind.allCases)
    func aBackTapIsADepartureAndARequestsPopIsNot(_ kind: StageKind) throws {
        let contract = kind.make(root: "Albums")
        let pivot = ScenePivot(stage: contract.stage)
        pivot.builder.registerPhotoAlbumsFlow { album in contract.screen("Album \(album.title)") }
        let album = Album(id: 1, title: "Trip")
        let model = AlbumsScreenModel(store: AlbumStore(albums: [album]), pivot: pivot)
        let recorder = NavigationRecorder(pivot: pivot)

        model.openAlbum(album)
        contract.settle()
        contract.userTapsBack()
        contract.settle()
        model.openAlbum(album)
        contract.settle()
        model.deleteAlbum(album)
        contract.settle()
        contract.userTaps("Delete")
        contract.settle()

        #expect(contract.stackNames == ["Albums"])
        #expect(
            recorder.trace.steps.map(\.summary) == [
                "request AlbumDetailRequest(“Trip”)",
                "Album Trip, shown by step 1, leaves",
                "request AlbumDetailRequest(“Trip”)",
                "request ConfirmationRequest(\"Delete “Trip”?\")",
                "user answers the alert \"Delete “Trip”?\" of ConfirmationRequest(\"Delete “Trip”?\"): taps \"Delete\"",
                "request CloseAlbumRequest(“Trip”)",
            ])
    }
}
