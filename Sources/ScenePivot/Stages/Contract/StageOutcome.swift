/// How a transition a stage performed ended: what it reports to the scene that asked for it.
public enum StageOutcome: Sendable, Equatable {
    /// The transition finished and everything it changed is on stage.
    case completed
    /// An alert left the stage: with the answer of the action the user tapped, or — when it left without a tap —
    /// with its cancel action, or `nil` when it has none.
    case answered(AlertAnswer?)
    /// The transition was refused or did not happen; nothing it would have shown is on stage.
    case failed(ScenePivotError)
}
