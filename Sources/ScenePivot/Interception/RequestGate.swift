/// A condition held requests wait for — a sign-in, a feature flag, data loading — that opens or fails once.
///
/// An interceptor returns ``InterceptionDecision/hold(until:)`` with a gate; the request waits off the transition
/// queue, so other requests (the sign-in screens themselves) go on meanwhile. ``open()`` lets every held request go
/// on through the interceptors after the one that held it; ``fail(_:)`` fails them with
/// ``ScenePivotError/denied(_:reason:)``. A gate decides once: a request held behind an open gate goes on at once,
/// one held behind a failed gate fails at once, and later calls to ``open()`` or ``fail(_:)`` do nothing. Make a new
/// gate for the next attempt. A gate released before it decided fails the requests it held.
///
/// ```swift
/// let signIn = RequestGate("sign-in")
/// pivot.intercept(named: "auth") { request in
///     request is RequiresSignIn && !session.isSignedIn ? .hold(until: signIn) : .proceed
/// }
/// // once the login flow finished:
/// signIn.open()
/// ```
@MainActor
public final class RequestGate {
    private enum State {
        case waiting
        case open
        case failed(String)
    }

    /// The gate's name, as events show it: `intercept AlbumRequest by auth: hold until sign-in`.
    public let name: String
    private var state = State.waiting
    /// The requests waiting; `nonisolated(unsafe)` only so that `deinit`, which holds the last reference, can fail
    /// them.
    nonisolated(unsafe) private var held: [any HeldEntry] = []

    /// A closed gate named `name`.
    ///
    /// - Parameter name: How events name the gate (`hold until sign-in`, `resume …: sign-in opened`).
    public init(_ name: String = "gate") {
        self.name = name
    }

    deinit {
        let held = self.held
        guard !held.isEmpty else { return }
        let reason = "its gate \(TextEscaping.quoted(name)) went away before it opened"
        Task { @MainActor in
            for entry in held { entry.gateFailed(reason: reason) }
        }
    }

    /// Whether the gate has opened.
    public var isOpen: Bool {
        if case .open = state { return true }
        return false
    }

    /// Why the gate failed, once it has; `nil` while it waits or after it opened.
    public var failureReason: String? {
        if case .failed(let reason) = state { return reason }
        return nil
    }

    /// How many requests wait for the gate now.
    public var heldCount: Int {
        held.removeAll { $0.isAnswered }
        return held.count
    }

    /// Opens the gate: every request it holds goes on, in the order they were held, through the interceptors after
    /// the one that held it. Does nothing once the gate has opened or failed.
    public func open() {
        guard case .waiting = state else { return }
        state = .open
        let released = held
        held = []
        for entry in released { entry.gateOpened(named: name) }
    }

    /// Fails the gate: every request it holds fails with ``ScenePivotError/denied(_:reason:)`` and `reason`, and so
    /// does every request held behind it later. Does nothing once the gate has opened or failed.
    ///
    /// - Parameter reason: Why, for the requests' errors: `the login was cancelled`.
    public func fail(_ reason: String) {
        guard case .waiting = state else { return }
        state = .failed(reason)
        let released = held
        held = []
        for entry in released { entry.gateFailed(reason: reason) }
    }

    /// Holds `entry` until the gate decides, or lets it go on or fail at once when it has.
    func hold(_ entry: any HeldEntry) {
        switch state {
        case .waiting:
            held.removeAll { $0.isAnswered }
            held.append(entry)
        case .open:
            entry.gateOpened(named: name)
        case .failed(let reason):
            entry.gateFailed(reason: reason)
        }
    }

    /// Forgets `entry`, answered another way (cancelled, its pivot gone).
    func release(_ entry: any HeldEntry) {
        held.removeAll { $0 === entry }
    }
}
