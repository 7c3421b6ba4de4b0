import ScenePivot

/// Leaves an album's screen once the album is gone, popping back to the screen below it.
public struct CloseAlbumRequest: SceneRequest, Equatable {
    /// The album whose screen closes.
    public let album: Album

    /// A request to close `album`'s screen.
    public init(album: Album) {
        self.album = album
    }

    /// `CloseAlbumRequest(“<title>”)`.
    public var logDescription: String { "CloseAlbumRequest(\(album))" }
}

/// Saved by its album, so that a navigation trace of the flow replays it.
extension CloseAlbumRequest: RestorableRequest {}
