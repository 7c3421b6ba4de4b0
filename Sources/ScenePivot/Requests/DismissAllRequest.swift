/// Dismisses everything presented — sheets, full-screen covers, their navigation stacks — like
/// `dismiss(animated:completion:)` on the window's root; does nothing when nothing is presented. Works with no
/// registration: the first step of a deep link that must start from a clean screen.
///
/// ```swift
/// let chain: DeepLinkChain = [.request(DismissAllRequest()), .request(SelectTabRequest(index: 2))]
/// ```
public struct DismissAllRequest: SceneRequest, Equatable {
    /// What a pivot does with an equal request already queued or on screen: run every copy (the default —
    /// dismissing twice costs nothing) or coalesce it.
    public var duplicatePolicy: DuplicatePolicy

    /// Dismisses everything presented.
    ///
    /// - Parameter duplicatePolicy: `.allow` unless you want an equal request in flight to absorb this one.
    public init(duplicatePolicy: DuplicatePolicy = .allow) {
        self.duplicatePolicy = duplicatePolicy
    }

    /// `DismissAllRequest`.
    public var logDescription: String { "DismissAllRequest" }

    /// Dismisses everything presented, or nothing.
    @MainActor public func makeDefaultScene() -> AnyPivotScene<Void>? {
        AnyPivotScene(.dismissAll())
    }
}
