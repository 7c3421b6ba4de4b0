@_exported import PhotoAlbumsFlow
@_exported import ScenePivotUIKit
@_exported import UIKit

/// What the article's snippets take for granted: a screen's pivot, its album store and an album.
@MainActor
final class SnippetContext: UIViewController {
    let pivot = ScenePivot(stage: ViewControllerStage(anchor: UIViewController()))
    let store = AlbumStore()
    let album = Album(id: 1, title: "Trip")
}
