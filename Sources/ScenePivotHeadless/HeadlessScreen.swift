import ScenePivot

/// A stand-in screen for the headless stage: a named object, shown by its name in hierarchies and transcripts.
///
/// ```swift
/// let stage = HeadlessStage(root: HeadlessScreen("Albums"))
/// ```
///
/// Any object can be a headless screen; this one only adds a readable name. Other objects are named by their
/// `description` when they are `CustomStringConvertible`, and by their type name otherwise.
@MainActor
public final class HeadlessScreen: CustomStringConvertible {
    /// The screen's name.
    public let name: String
    /// The containers (and other screens) the screen embeds as children, like a view controller's `children`.
    public let embedded: [AnyObject]

    /// A screen called `name`.
    public init(_ name: String) {
        self.name = name
        embedded = []
    }

    /// A screen called `name` that embeds `children` — a page container under a segment control, say — as a view
    /// controller embeds child view controllers: they come and go with it, and the rules find the containers among
    /// them (selections reach them, requests wait for their swipes).
    ///
    /// ```swift
    /// let pages = HeadlessPageContainer(pages: [HeadlessScreen("Pick"), HeadlessScreen("Feed")])
    /// let stage = HeadlessStage(root: HeadlessScreen("Paged", embedding: [pages]), inNavigationStack: false)
    /// ```
    public init(_ name: String, embedding children: [AnyObject]) {
        self.name = name
        embedded = children
    }

    /// The screen's name.
    public nonisolated var description: String { name }
}
