import PhotoAlbumsFlow

/// An album's screen on the SwiftUI stage: what the photo-albums flow pushes for an album.
final class AlbumScreen: CustomStringConvertible {
    let album: Album

    init(album: Album) {
        self.album = album
    }

    /// `Album “<title>”`.
    var description: String { "Album \(album)" }
}
