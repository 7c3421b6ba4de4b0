#if canImport(UIKit)
import PhotoAlbumsFlow
import ScenePivotUIKit

/// Shares an album's title through the system share sheet.
struct ShareAlbumRequest: SceneRequest {
    /// The album to share.
    let album: Album
    /// Where the share sheet points on iPad.
    let popoverAnchor: PopoverAnchor?

    /// Sharing the same album twice at once is a double tap.
    func isDuplicate(of other: ShareAlbumRequest) -> Bool { album == other.album }

    /// `ShareAlbumRequest(“<title>”)`.
    var logDescription: String { "ShareAlbumRequest(\(album))" }
}
#endif
