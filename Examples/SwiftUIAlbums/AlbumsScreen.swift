/// The albums list as a screen of the SwiftUI stage: the object the stage puts at its root.
final class AlbumsScreen: CustomStringConvertible {
    /// `Albums`.
    var description: String { "Albums" }
}
