/// An interceptor installed on a pivot with ``ScenePivot/intercept(named:_:)``: keep it to ``remove()`` the
/// interceptor later. Unlike a ``PivotObservation``, the interceptor does not depend on this token: it stays
/// installed for as long as its pivot (and the pivots made from it) live, unless removed.
///
/// ```swift
/// let auth = pivot.intercept(named: "auth") { request in … }
/// auth.remove()   // requests sent from now on no longer meet it
/// ```
@MainActor
public final class Interception {
    private weak var chain: InterceptorChain?
    private weak var interceptor: Interceptor?
    /// The interceptor's name, as events show it.
    public let name: String

    init(_ interceptor: Interceptor, in chain: InterceptorChain) {
        self.chain = chain
        self.interceptor = interceptor
        self.name = interceptor.name
    }

    /// Whether the interceptor is still installed.
    public var isActive: Bool {
        guard let interceptor else { return false }
        return !interceptor.isRemoved
    }

    /// Removes the interceptor from its pivot and from the pivots made from it. Requests it already holds stay
    /// held until their gate decides; requests that already passed it are not affected. Calling it again does
    /// nothing.
    public func remove() {
        guard let interceptor else { return }
        chain?.remove(interceptor)
    }
}
