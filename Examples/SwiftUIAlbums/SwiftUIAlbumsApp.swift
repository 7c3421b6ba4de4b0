#if canImport(SwiftUI) && canImport(UIKit)
import PhotoAlbumsFlow
import ScenePivotSwiftUI
import SwiftUI

/// The photo-albums flow, unchanged, on the SwiftUI stage: the stage decides, `SwiftUIStageView` draws.
@MainActor
final class SwiftUIAlbums {
    let store = AlbumStore()
    let stage: SwiftUIStage
    let model: AlbumsScreenModel

    init() {
        stage = SwiftUIStage(root: AlbumsScreen())
        let pivot = ScenePivot(stage: stage)
        pivot.builder.registerPhotoAlbumsFlow { album in AlbumScreen(album: album) }
        model = AlbumsScreenModel(store: store, pivot: pivot)
    }
}

/// The app's root view: a SwiftUI stage showing the albums list, each screen object drawn as its view.
@available(iOS 16, *)
@MainActor
public struct SwiftUIAlbumsRootView: View {
    @State private var app = SwiftUIAlbums()

    /// The albums app, on a stage of its own.
    public init() {}

    /// The stage, each of its screens drawn by its view.
    public var body: some View {
        SwiftUIStageView(stage: app.stage) { screen in
            if let album = screen as? AlbumScreen {
                AlbumDetailView(album: album.album, model: app.model)
            } else {
                AlbumsListView(model: app.model)
            }
        }
    }
}
#endif
