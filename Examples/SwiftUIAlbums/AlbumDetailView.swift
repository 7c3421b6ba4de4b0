#if canImport(SwiftUI) && canImport(UIKit)
import PhotoAlbumsFlow
import SwiftUI

/// An album's screen: deleting it asks for a confirmation, then the flow pops it.
@available(iOS 16, *)
struct AlbumDetailView: View {
    let album: Album
    let model: AlbumsScreenModel

    var body: some View {
        Text(album.title)
            .navigationTitle(album.title)
            .toolbar {
                Button("Delete", role: .destructive) { model.deleteAlbum(album) }
            }
    }
}
#endif
