#if canImport(SwiftUI) && canImport(UIKit)
import PhotoAlbumsFlow
import SwiftUI

/// The albums list: its buttons only call the flow's model, which sends requests to the stage's pivot.
@available(iOS 16, *)
struct AlbumsListView: View {
    let model: AlbumsScreenModel
    @State private var albums: [Album] = []

    var body: some View {
        List(albums) { album in
            Button(album.title) { model.openAlbum(album) }
        }
        .navigationTitle("Albums")
        .toolbar {
            Button("New Album") { model.addAlbum() }
        }
        .onAppear { albums = model.store.albums }
    }
}
#endif
