/// What ``ScenePivot/observe(_:)``, a container's index observation (`observeSelectedIndex(_:)`,
/// `observeCurrentIndex(_:)`) and ``ScenePivot/intercept(named:_:)`` hand back: keep it, and ``cancel()`` it to
/// stop.
///
/// ```swift
/// observation = pivot.observe { event in print(event) }   // keep it in a property
/// observation.cancel()
/// ```
///
/// An observation of events or indexes also stops when you let go of it. An interceptor does not depend on it:
/// it stays installed for as long as its pivot (and the pivots made from it) live, unless cancelled.
@MainActor
public final class PivotObservation {
    private var eventHandler: (@MainActor (PivotEvent) -> Void)?
    private var indexHandler: (@MainActor (Int) -> Void)?
    private weak var chain: InterceptorChain?
    private weak var interceptor: Interceptor?

    init(handler: @escaping @MainActor (PivotEvent) -> Void) {
        self.eventHandler = handler
    }

    package init(indexHandler: @escaping @MainActor (Int) -> Void) {
        self.indexHandler = indexHandler
    }

    init(_ interceptor: Interceptor, in chain: InterceptorChain) {
        self.chain = chain
        self.interceptor = interceptor
    }

    /// Stops the observation, or removes the interceptor from its pivot and from the pivots made from it (requests
    /// it already holds stay held until their gate decides; requests that already passed it are not affected).
    /// Calling it again does nothing.
    public func cancel() {
        eventHandler = nil
        indexHandler = nil
        if let interceptor { chain?.remove(interceptor) }
    }

    /// Whether the observation still receives events or indexes, or the interceptor is still installed.
    public var isActive: Bool {
        if eventHandler != nil || indexHandler != nil { return true }
        guard let interceptor else { return false }
        return !interceptor.isRemoved
    }

    func receive(_ event: PivotEvent) {
        eventHandler?(event)
    }

    package func receive(_ index: Int) {
        indexHandler?(index)
    }
}
