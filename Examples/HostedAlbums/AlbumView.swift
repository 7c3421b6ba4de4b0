#if canImport(SwiftUI) && canImport(UIKit)
import PhotoAlbumsFlow
import ScenePivotSwiftUI
import SwiftUI

/// One album's screen as a SwiftUI view, pushed by an `AlbumDetailRequest`: “Delete” asks for a destructive
/// confirmation, then closes the screen.
struct AlbumView: View {
    let album: Album
    let store: AlbumStore
    @Environment(\.scenePivot) private var pivot

    var body: some View {
        Text(album.title)
            .navigationTitle(album.title)
            .toolbar {
                Button("Delete", role: .destructive) {
                    pivot.switchScene(
                        with: ConfirmationRequest.deleteAlbum(album) { confirmed in
                            guard confirmed, store.deleteAlbum(album) else { return }
                            pivot.switchScene(with: CloseAlbumRequest(album: album))
                        })
                }
            }
    }
}
#endif
