/// What an interceptor decides for a request it sees before the request is queued
/// (``ScenePivot/intercept(named:_:)``).
///
/// ```swift
/// pivot.intercept(named: "auth") { request in
///     guard request is RequiresSignIn, !session.isSignedIn else { return .proceed }
///     return .hold(until: session.signIn)   // or .redirect(to: LoginRequest()), or .deny("signed out")
/// }
/// ```
public enum InterceptionDecision: CustomStringConvertible {
    /// Let the request through to the next interceptor, then to its scene.
    case proceed
    /// Send `request` instead, to the same pivot (through all its interceptors again); the intercepted request
    /// fails with ``ScenePivotError/redirected(_:to:by:)``.
    case redirect(to: any SceneRequest)
    /// Hold the request, off the transition queue, until `gate` opens; it then goes on through the interceptors
    /// after this one. It fails with ``ScenePivotError/denied(_:reason:)`` when the gate fails or goes away, with
    /// ``ScenePivotError/flowEnded(_:)`` when its pivot's flow ends, with ``ScenePivotError/hostDeallocated`` when
    /// its pivot goes away, and with ``ScenePivotError/cancelled(_:)`` when its awaiting task is cancelled.
    case hold(until: RequestGate)
    /// Refuse the request: it fails with ``ScenePivotError/denied(_:reason:)`` and this reason.
    case deny(String)

    /// `proceed`, `redirect to LoginRequest`, `hold until sign-in` or `deny: <reason>`, on one line: how events
    /// report the decision (``PivotEvent/intercepted(request:by:decision:)``).
    public var description: String {
        switch self {
        case .proceed: return "proceed"
        case .redirect(let request): return "redirect to \(TextEscaping.singleLine(request.logDescription))"
        case .hold(let gate): return "hold until \(TextEscaping.singleLine(gate.name))"
        case .deny(let reason): return "deny: \(TextEscaping.singleLine(reason))"
        }
    }
}
