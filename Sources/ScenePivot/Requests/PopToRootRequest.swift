/// Pops the visible navigation stack — of the pivot's stage, so a tab's own stack when sent to a tab's pivot — to
/// its root, like `popToRootViewController(animated:)`; does nothing at the root. Works with no registration.
///
/// ```swift
/// let chain: DeepLinkChain = [.request(PopToRootRequest(), on: { app.pivot(for: .analysis) })]
/// ```
public struct PopToRootRequest: SceneRequest, Equatable {
    /// What a pivot does with an equal request already queued or on screen: run every copy (the default — pops on
    /// different tabs' stacks look equal but must all run) or coalesce it.
    public var duplicatePolicy: DuplicatePolicy

    /// Pops to the root.
    ///
    /// - Parameter duplicatePolicy: `.allow` unless you want an equal request in flight to absorb this one.
    public init(duplicatePolicy: DuplicatePolicy = .allow) {
        self.duplicatePolicy = duplicatePolicy
    }

    /// `PopToRootRequest`.
    public var logDescription: String { "PopToRootRequest" }

    /// Pops to the root, or nothing at the root.
    @MainActor public func makeDefaultScene() -> AnyPivotScene<Void>? {
        AnyPivotScene(.pop(to: .root))
    }
}
