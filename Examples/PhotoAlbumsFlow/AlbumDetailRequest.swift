import ScenePivot

/// Shows an album's screen, pushed onto the navigation stack. Equal requests are coalesced, so a double tap
/// pushes the album once.
public struct AlbumDetailRequest: SceneRequest, Equatable {
    /// The album to show.
    public let album: Album

    /// A request to show `album`.
    public init(album: Album) {
        self.album = album
    }

    /// `AlbumDetailRequest(“<title>”)`.
    public var logDescription: String { "AlbumDetailRequest(\(album))" }
}

/// Saved by its album, so that a navigation trace of the flow replays it.
extension AlbumDetailRequest: RestorableRequest {}
