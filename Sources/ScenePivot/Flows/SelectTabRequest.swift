/// Selects a tab of the visible tab container, like setting `UITabBarController.selectedIndex`. Works with no
/// registration.
///
/// ```swift
/// scenes.switchScene(with: SelectTabRequest(index: 2))
/// ```
public struct SelectTabRequest: SceneRequest, Equatable {
    /// The tab to select, from 0.
    public var index: Int

    /// Selects tab `index`.
    public init(index: Int) { self.index = index }

    /// `SelectTabRequest(2)`.
    public var logDescription: String { "SelectTabRequest(\(index))" }

    /// Selects the tab on the stage's visible tab container.
    @MainActor public func makeDefaultScene() -> AnyPivotScene<Void>? {
        AnyPivotScene(.selectTab(index))
    }
}
