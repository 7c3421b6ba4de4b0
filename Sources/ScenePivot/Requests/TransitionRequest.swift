/// Performs one ``Transition`` — any one, a sequence included — with no registration: the request to send when
/// the transition is all there is to it, such as the first steps of a deep link that must start from a clean
/// screen, or a tab selected by code.
///
/// ```swift
/// let chain: DeepLinkChain = [
///     .request(TransitionRequest(.dismissAll())),
///     .request(TransitionRequest(.selectTab(2))),
///     .request(TransitionRequest(.pop(to: .root)), on: { app.pivot(for: .analysis) }),
/// ]
/// pivot.switchScene(with: TransitionRequest(.selectPage(1)))
/// ```
///
/// A tab or page selected this way is part of the navigation state that a ``SceneRestoration`` saves and
/// restores (see ``TransitionRequest/encode(to:)``).
public struct TransitionRequest: SceneRequest {
    /// The transition the request performs.
    public let transition: Transition
    /// What a pivot does with the same request already queued or on screen: by default a selection is coalesced
    /// (selecting twice is selecting once), and every other transition runs every copy (pops on different tabs'
    /// stacks look the same but must all run).
    public var duplicatePolicy: DuplicatePolicy

    /// Performs `transition`.
    ///
    /// - Parameters:
    ///   - transition: What to perform, such as `.dismissAll()`, `.pop(to: .root)` or `.selectTab(2)`.
    ///   - duplicatePolicy: How a copy in flight absorbs this one; `nil` for the default described on
    ///     ``duplicatePolicy``.
    public init(_ transition: Transition, duplicatePolicy: DuplicatePolicy? = nil) {
        self.transition = transition
        self.duplicatePolicy = duplicatePolicy ?? (transition.selection != nil ? .coalesce : .allow)
    }

    /// `TransitionRequest(select tab 2)`.
    public var logDescription: String { "TransitionRequest(\(transition))" }

    /// Whether `other` performs the same transition: the same kind, screens (by identity) and animation.
    public func isDuplicate(of other: TransitionRequest) -> Bool {
        transition.isSame(as: other.transition)
    }

    /// Performs the transition.
    @MainActor public func makeDefaultScene() -> AnyPivotScene<Void>? {
        AnyPivotScene(transition)
    }
}

nonisolated extension TransitionRequest: Equatable {
    /// Requests performing the same transition (kind, screens by identity, animation) with the same duplicate
    /// policy are equal.
    public static func == (lhs: TransitionRequest, rhs: TransitionRequest) -> Bool {
        lhs.duplicatePolicy == rhs.duplicatePolicy && lhs.transition.isSame(as: rhs.transition)
    }
}

extension Transition {
    /// The container kind and index, when the transition is one selection.
    var selection: (kind: ContainerKind, index: Int, animated: Bool)? {
        guard case .step = body, case .select(let kind, let index, _) = stageTransition else { return nil }
        return (kind, index, animated)
    }
}
