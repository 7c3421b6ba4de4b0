import PhotoAlbumsFlow

/// The demo's stand-in for an album's view controller: the headless stage shows it by its description.
final class AlbumScreen: CustomStringConvertible {
    let album: Album

    init(album: Album) {
        self.album = album
    }

    var description: String { "Album \(album)" }
}
