import ScenePivot

/// Pushes a detail screen onto the navigation stack of the tab whose pivot sends it.
public struct TabDetailRequest: SceneRequest, Equatable {
    /// The detail screen's title.
    public var title: String

    /// A request to show the detail titled `title`.
    public init(title: String) {
        self.title = title
    }

    /// `TabDetailRequest(<title>)`.
    public var logDescription: String { "TabDetailRequest(\(title))" }
}
