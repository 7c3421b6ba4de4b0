#if canImport(UIKit)
import PhotoAlbumsFlow
import ScenePivotUIKit
import UIKit

/// The UIKit photo-albums example: what a scene delegate puts in its window.
///
/// ```swift
/// window.rootViewController = PhotoAlbumsApp.makeRootViewController()
/// ```
public enum PhotoAlbumsApp {
    /// The albums list inside a navigation controller, over `store`.
    @MainActor public static func makeRootViewController(store: AlbumStore = AlbumStore()) -> UIViewController {
        UINavigationController(rootViewController: AlbumsViewController(store: store))
    }
}
#endif
