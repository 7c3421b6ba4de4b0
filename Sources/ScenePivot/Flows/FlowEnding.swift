/// How a flow ended: what its parent is told, exactly once.
public enum FlowEnding<Outcome> {
    /// The flow finished with an outcome, through ``FlowContext/finish(with:)``.
    case finished(Outcome)
    /// The flow's root screen left the stage before it finished: popped, dismissed, swiped down or replaced.
    case left
    /// The flow was cancelled, or its parent ended first.
    case cancelled
    /// A request of the flow's pivot failed before the flow showed its first screen (usually its first request).
    case failed(ScenePivotError)

    /// The outcome, when the flow finished.
    public var outcome: Outcome? {
        if case .finished(let outcome) = self { return outcome }
        return nil
    }
}

extension FlowEnding: Equatable where Outcome: Equatable {}
extension FlowEnding: Sendable where Outcome: Sendable {}

extension FlowEnding: CustomStringConvertible {
    /// `finished(…)`, `left`, `cancelled` or `failed(…)`, on one line.
    public var description: String {
        switch self {
        case .finished(let outcome): return "finished(\(TextEscaping.singleLine(String(describing: outcome))))"
        case .left: return "left"
        case .cancelled: return "cancelled"
        case .failed(let error): return "failed(\(error))"
        }
    }
}
