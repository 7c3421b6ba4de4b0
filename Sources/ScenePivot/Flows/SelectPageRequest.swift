/// Turns the visible page container to a page, like `UIPageViewController.setViewControllers(_:direction:animated:)`
/// from a segment control. Works with no registration.
///
/// ```swift
/// scenes.switchScene(with: SelectPageRequest(index: 1))
/// ```
public struct SelectPageRequest: SceneRequest, Equatable {
    /// The page to show, from 0.
    public var index: Int
    /// Whether the page turn animates.
    public var animated: Bool
    /// What a pivot does with an equal request already queued or on screen: coalesce it (the default) or run
    /// every copy.
    public var duplicatePolicy: DuplicatePolicy

    /// Shows page `index`.
    public init(index: Int, animated: Bool = true, duplicatePolicy: DuplicatePolicy = .coalesce) {
        self.index = index
        self.animated = animated
        self.duplicatePolicy = duplicatePolicy
    }

    /// `SelectPageRequest(1)`.
    public var logDescription: String { "SelectPageRequest(\(index))" }

    /// Shows the page on the stage's visible page container.
    @MainActor public func makeDefaultScene() -> AnyPivotScene<Void>? {
        AnyPivotScene(.selectPage(index, animated: animated))
    }
}
