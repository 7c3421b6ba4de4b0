import ScenePivot

/// Shows PosePicker's paged screen — the segment control over the page container — as the window's root.
public struct ShowPosePagesRequest: SceneRequest, Equatable {
    /// The request.
    public init() {}
}
