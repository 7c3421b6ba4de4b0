/// The albums of the photo-albums flow, in memory: the stand-in for the Photos library of Apple's sample.
@MainActor
public final class AlbumStore {
    /// The albums, in the order they were created.
    public private(set) var albums: [Album]
    private var nextID: Int

    /// A store holding `albums`.
    public init(albums: [Album] = []) {
        self.albums = albums
        self.nextID = (albums.map(\.id).max() ?? 0) + 1
    }

    /// Creates an album titled `title` (spaces and newlines trimmed) and returns it.
    @discardableResult
    public func createAlbum(title: String) -> Album {
        let trimmed = title.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
        let album = Album(id: nextID, title: String(trimmed))
        nextID += 1
        albums.append(album)
        return album
    }

    /// Deletes `album`; returns `false` when the store does not hold it.
    @discardableResult
    public func deleteAlbum(_ album: Album) -> Bool {
        guard let index = albums.firstIndex(where: { $0.id == album.id }) else { return false }
        albums.remove(at: index)
        return true
    }
}
