@_exported import PhotoAlbumsFlow
@_exported import ScenePivotUIKit
@_exported import UIKit

/// The album screen of the article.
final class AlbumViewController: UIViewController {
    init(album: Album, model: AlbumsScreenModel) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

/// What the article's snippets take for granted: the albums screen, its pivot, model and an album.
@MainActor
final class SnippetContext: UIViewController {
    let pivot = ScenePivot(stage: ViewControllerStage(anchor: UIViewController()))
    lazy var model = AlbumsScreenModel(store: AlbumStore(), pivot: pivot)
    let album = Album(id: 1, title: "Trip")
}
