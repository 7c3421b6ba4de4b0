/// An interceptor's decision as events report it (``PivotEvent/intercepted(request:by:_:)``): plain, comparable
/// text instead of the requests and gates the decision holds.
public enum InterceptionVerdict: Equatable, Sendable, CustomStringConvertible {
    /// The request went on.
    case proceed
    /// The request named here was sent instead.
    case redirect(to: String)
    /// The request waits for the gate named here.
    case hold(until: String)
    /// The request was denied for this reason.
    case deny(String)

    /// `proceed`, `redirect to LoginRequest`, `hold until sign-in` or `deny: <reason>`, on one line.
    public var description: String {
        switch self {
        case .proceed: return "proceed"
        case .redirect(let request): return "redirect to \(TextEscaping.singleLine(request))"
        case .hold(let gate): return "hold until \(TextEscaping.singleLine(gate))"
        case .deny(let reason): return "deny: \(TextEscaping.singleLine(reason))"
        }
    }
}
