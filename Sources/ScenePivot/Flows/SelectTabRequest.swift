/// Selects a tab of the visible tab container, like setting `UITabBarController.selectedIndex`. Works with no
/// registration.
///
/// ```swift
/// scenes.switchScene(with: SelectTabRequest(index: 2))
/// ```
public struct SelectTabRequest: SceneRequest, Equatable {
    /// The tab to select, from 0.
    public var index: Int
    /// What a pivot does with an equal request already queued or on screen: coalesce it (the default) or run
    /// every copy.
    public var duplicatePolicy: DuplicatePolicy

    /// Selects tab `index`.
    public init(index: Int, duplicatePolicy: DuplicatePolicy = .coalesce) {
        self.index = index
        self.duplicatePolicy = duplicatePolicy
    }

    /// `SelectTabRequest(2)`.
    public var logDescription: String { "SelectTabRequest(\(index))" }

    /// Selects the tab on the stage's visible tab container.
    @MainActor public func makeDefaultScene() -> AnyPivotScene<Void>? {
        AnyPivotScene(.selectTab(index))
    }
}
