/// A running observation of a pivot's events: it lasts while you keep it, until you ``cancel()`` it.
///
/// ```swift
/// observation = pivot.observe { event in print(event) }   // keep it in a property
/// ```
@MainActor
public final class PivotObservation {
    private var handler: (@MainActor (PivotEvent) -> Void)?

    init(handler: @escaping @MainActor (PivotEvent) -> Void) {
        self.handler = handler
    }

    /// Stops the observation. Calling it again does nothing.
    public func cancel() {
        handler = nil
    }

    /// Whether the observation still receives events.
    public var isActive: Bool { handler != nil }

    func receive(_ event: PivotEvent) {
        handler?(event)
    }
}
