#if canImport(UIKit)
import PhotoAlbumsFlow
import ScenePivotUIKit
import UIKit

/// One album's screen, pushed by an `AlbumDetailRequest`. “Delete” asks for a destructive confirmation and
/// “Share” shows the share sheet, both through the albums list's pivot.
final class AlbumViewController: UIViewController {
    let album: Album
    private weak var model: AlbumsScreenModel?

    init(album: Album, model: AlbumsScreenModel?) {
        self.album = album
        self.model = model
        super.init(nibName: nil, bundle: nil)
        title = album.title
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let deleteButton = UIBarButtonItem(
            systemItem: .trash, primaryAction: UIAction { [weak self] _ in self?.deleteAlbum() })
        let shareButton = UIBarButtonItem(systemItem: .action, primaryAction: nil)
        shareButton.primaryAction = UIAction { [weak self, weak shareButton] _ in
            if let shareButton { self?.shareAlbum(shareButton) }
        }
        navigationItem.rightBarButtonItems = [deleteButton, shareButton]
    }

    /// The flow's destructive confirmation, then the pop back to the list.
    func deleteAlbum() {
        model?.deleteAlbum(album)
    }

    /// A custom `ViewControllerScene`: the share sheet, pointing at `sender` on iPad.
    func shareAlbum(_ sender: UIBarButtonItem) {
        model?.pivot.switchScene(with: ShareAlbumRequest(album: album, popoverAnchor: PopoverAnchor(sender)))
    }
}
#endif
