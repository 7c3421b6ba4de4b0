import ScenePivot

/// The logic behind the albums screens of Apple's “Browsing and Modifying Photo Albums”, rewritten with
/// ScenePivot: it owns no screen and builds no alert; it only sends requests to its pivot.
///
/// ```swift
/// let model = AlbumsScreenModel(store: AlbumStore(), pivot: pivot)
/// model.addAlbum()   // “New Album” alert → album created → its screen pushed
/// ```
///
/// Action methods are synchronous and fire-and-forget, as a button's action is. ``createAlbum()`` is the
/// awaiting form of ``addAlbum()``.
@MainActor
public final class AlbumsScreenModel {
    /// Where the albums live.
    public let store: AlbumStore
    /// The pivot every screen change goes through.
    public let pivot: ScenePivot

    /// A model over `store` that switches scenes through `pivot`.
    public init(store: AlbumStore, pivot: ScenePivot) {
        self.store = store
        self.pivot = pivot
    }

    /// Asks for a title, creates the album and shows it; cancelling does nothing. The “Add” button's action.
    public func addAlbum() {
        pivot.switchScene(
            with: TextInputRequest(.newAlbum) { [self] title in
                guard let title else { return }
                openAlbum(store.createAlbum(title: title))
            })
    }

    /// Asks for a title, creates the album and shows it, returning the album, or `nil` when cancelled.
    public func createAlbum() async throws(ScenePivotError) -> Album? {
        guard let title = try await pivot.response(to: TextInputRequest(.newAlbum)) else { return nil }
        let album = store.createAlbum(title: title)
        try await pivot.response(to: AlbumDetailRequest(album: album))
        return album
    }

    /// Shows `album`'s screen. Tapping a row of the albums list.
    public func openAlbum(_ album: Album) {
        pivot.switchScene(with: AlbumDetailRequest(album: album))
    }

    /// Asks for a destructive confirmation, then deletes `album` and closes its screen. The album screen's
    /// “Delete” button.
    public func deleteAlbum(_ album: Album) {
        pivot.switchScene(
            with: ConfirmationRequest.deleteAlbum(album) { [self] confirmed in
                guard confirmed, store.deleteAlbum(album) else { return }
                pivot.switchScene(with: CloseAlbumRequest(album: album))
            })
    }
}
