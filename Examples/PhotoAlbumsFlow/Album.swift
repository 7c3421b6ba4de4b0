/// A photo album: what the albums screen lists and the album screen shows.
public struct Album: Identifiable, Hashable, Codable, Sendable, CustomStringConvertible {
    /// A number unique within its ``AlbumStore``.
    public let id: Int
    /// The album's title, as the user typed it (trimmed).
    public var title: String

    /// An album with the given identifier and title.
    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }

    /// `“<title>”`, as transcripts show it.
    public var description: String { "“\(title)”" }
}
