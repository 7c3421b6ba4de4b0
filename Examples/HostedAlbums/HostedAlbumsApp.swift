#if canImport(SwiftUI) && canImport(UIKit)
import PhotoAlbumsFlow
import ScenePivotSwiftUI
import SwiftUI
import UIKit

/// The photo-albums example with SwiftUI screens in a UIKit navigation controller: what a scene delegate puts in
/// its window.
///
/// ```swift
/// window.rootViewController = HostedAlbumsApp.makeRootViewController()
/// ```
public enum HostedAlbumsApp {
    /// The albums list, a SwiftUI view, inside a navigation controller, over `store`.
    @MainActor public static func makeRootViewController(store: AlbumStore = AlbumStore()) -> UIViewController {
        let builder = ScenePivot::SceneBuilder()
        builder.register(AlbumDetailRequest.self) { request in
            .push { AlbumView(album: request.album, store: store) }
        }
        builder.register(CloseAlbumRequest.self) { _ in .pop() }
        let albums = PivotHostingController(builder: builder) { AlbumsView(store: store) }
        return UINavigationController(rootViewController: albums)
    }

    /// The albums list as the one tab of a tab container: a SwiftUI screen is a tab like any view controller.
    @MainActor public static func makeTabContainer(store: AlbumStore = AlbumStore()) -> TabContainerViewController {
        TabContainerViewController(tabs: [
            (
                TabItem(title: "Albums", iconName: "photo.on.rectangle"),
                PivotHostingController { AlbumsView(store: store) }
            )
        ])
    }
}
#endif
