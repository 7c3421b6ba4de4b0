import ScenePivot

/// Pushes a detail screen onto the navigation stack of the page whose pivot sends it.
public struct PoseDetailRequest: SceneRequest, Equatable {
    /// The detail screen's title.
    public var title: String

    /// A request to show the detail titled `title`.
    public init(title: String) {
        self.title = title
    }

    /// `PoseDetailRequest(<title>)`.
    public var logDescription: String { "PoseDetailRequest(\(title))" }
}
