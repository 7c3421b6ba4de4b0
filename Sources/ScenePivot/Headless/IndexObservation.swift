/// A running observation of a container's selected index: it lasts while you keep it, until you ``cancel()`` it.
///
/// ```swift
/// observation = pages.observeCurrentIndex { index in segmentControl.selectedIndex = index }
/// ```
@MainActor
public final class IndexObservation {
    private var handler: (@MainActor (Int) -> Void)?

    package init(handler: @escaping @MainActor (Int) -> Void) {
        self.handler = handler
    }

    /// Stops the observation. Calling it again does nothing.
    public func cancel() {
        handler = nil
    }

    /// Whether the observation still receives indexes.
    public var isActive: Bool { handler != nil }

    package func receive(_ index: Int) {
        handler?(index)
    }
}
