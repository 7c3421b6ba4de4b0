#if canImport(SwiftUI) && canImport(UIKit)
import PhotoAlbumsFlow
import ScenePivotSwiftUI
import SwiftUI

/// The albums list as a SwiftUI view: its buttons only send requests to the pivot of the screen hosting it.
struct AlbumsView: View {
    let store: AlbumStore
    @Environment(\.scenePivot) private var pivot
    @State private var albums: [Album] = []

    var body: some View {
        List(albums) { album in
            Button(album.title) { pivot.switchScene(with: AlbumDetailRequest(album: album)) }
        }
        .navigationTitle("Albums")
        .toolbar {
            Button("New Album") {
                pivot.switchScene(
                    with: TextInputRequest(.newAlbum) { title in
                        guard let title else { return }
                        let album = store.createAlbum(title: title)
                        albums = store.albums
                        pivot.switchScene(with: AlbumDetailRequest(album: album))
                    })
            }
        }
        .onAppear { albums = store.albums }
    }
}
#endif
