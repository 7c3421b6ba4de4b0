#if canImport(UIKit)
import PhotoAlbumsFlow
import ScenePivotUIKit
import UIKit

/// The albums list of Apple's “Browsing and Modifying Photo Albums”, refactored: its buttons only send requests.
///
/// The sample's `addAlbum(_:)` built a `UIAlertController`, a text field, two actions and their handlers in the
/// view controller. Here the alert's copy lives in `TextInputRequest.InputType.newAlbum` (shared with the
/// headless demo through `PhotoAlbumsFlow`), the pivot shows it, and the view controller keeps one line.
public final class AlbumsViewController: UITableViewController {
    private let store: AlbumStore
    private lazy var pivot = ScenePivot(viewController: self)
    private lazy var model = AlbumsScreenModel(store: store, pivot: pivot)
    private var order = AlbumOrder.creation

    /// The albums of `store`.
    public init(store: AlbumStore) {
        self.store = store
        super.init(style: .insetGrouped)
        title = "Albums"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { return nil }

    override public func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        pivot.builder.registerPhotoAlbumsFlow { [weak model] album in AlbumViewController(album: album, model: model) }
        pivot.builder.register(ShareAlbumRequest.self) { request in ShareAlbumScene(request: request) }
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add, primaryAction: UIAction { [weak self] action in self?.addAlbum(action.sender) })
        let sortButton = UIBarButtonItem(title: "Sort", primaryAction: nil)
        sortButton.primaryAction = UIAction(title: "Sort") { [weak self, weak sortButton] _ in
            if let sortButton { self?.sortAlbums(sortButton) }
        }
        navigationItem.leftBarButtonItem = sortButton
    }

    override public func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
    }

    /// The ScenePivot write-up's refactor: the alert, its validation and its copy are the request's business.
    func addAlbum(_ sender: Any?) {
        pivot.switchScene(
            with: TextInputRequest(.newAlbum) { [weak self] title in
                guard let self, let title else { return }
                model.openAlbum(store.createAlbum(title: title))
            })
    }

    /// An action sheet; on iPad a popover pointing at `sender`, carried by the request.
    func sortAlbums(_ sender: UIBarButtonItem) {
        let request = ChoiceRequest(
            title: "Sort Albums", choices: AlbumOrder.allCases.map { .init($0.title, value: $0) },
            popoverAnchor: PopoverAnchor(sender)
        ) { [weak self] order in
            guard let self, let order else { return }
            self.order = order
            tableView.reloadData()
        }
        pivot.switchScene(with: request)
    }

    private var albums: [Album] { order.sorted(store.albums) }

    // MARK: Table

    private static let cellIdentifier = "Album"

    override public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        albums.count
    }

    override public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = albums[indexPath.row].title
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        model.openAlbum(albums[indexPath.row])
    }
}

/// How the albums list is sorted.
enum AlbumOrder: CaseIterable {
    case creation
    case title

    var title: String {
        switch self {
        case .creation: return "Oldest First"
        case .title: return "By Title"
        }
    }

    func sorted(_ albums: [Album]) -> [Album] {
        switch self {
        case .creation: return albums
        case .title: return albums.sorted { $0.title.localizedStandardCompare($1.title) == .orderedAscending }
        }
    }
}
#endif
