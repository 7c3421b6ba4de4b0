/// What a pivot does with a request identical to one already queued or in flight.
public enum DuplicatePolicy: Sendable, Equatable {
    /// Refuse the duplicate with ``ScenePivotError/duplicateRequest(_:)``, so a double tap never pushes a screen
    /// twice. The original request still runs and answers normally.
    case coalesce
    /// Run every copy, one after another.
    case allow
}
