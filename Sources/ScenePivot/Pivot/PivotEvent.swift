/// Something a pivot did, for logging, analytics and transcripts: observe with ``ScenePivot/observe(_:)`` or
/// ``ScenePivot/events``. Its texts — the request, the scene, the response — are built when read (``Text``), so
/// an observer pays only for what it reads.
public enum PivotEvent: Equatable, Sendable, CustomStringConvertible {
    /// A request arrived.
    case requested(Text)
    /// The request waits behind `ahead` others in the stage's transition queue.
    case waiting(Text, ahead: Int)
    /// The request duplicated one already queued or in flight and was coalesced into it.
    case coalesced(Text)
    /// `scene` answers `request`, reported when the request's turn in the queue came (a registered factory makes
    /// the scene then); `isDefault` when it is the request's own default scene.
    case sceneChosen(request: Text, scene: Text, isDefault: Bool)
    /// A transition began; its screens are named as the stage names them.
    case transitionStarted(request: Text, StageTransition<String>)
    /// A transition finished.
    case transitionFinished(request: Text, StageTransition<String>)
    /// The request was answered.
    case responded(request: Text, response: Text)
    /// The request failed.
    case failed(request: Text, ScenePivotError)
    /// Something went wrong after the request was answered — a second answer, or a scene that answered and then
    /// failed; the answer stands, and the error goes to the pivot's error handler.
    case failedAfterAnswer(request: Text, ScenePivotError)
    /// The interceptor named `by` decided what happens to the request: it goes on, another request is sent
    /// instead, it is held behind a gate, or it is denied (``ScenePivot/intercept(named:_:)``). The decision is
    /// its ``InterceptionDecision/description``: `proceed`, `redirect to LoginRequest`, `hold until sign-in` or
    /// `deny: <reason>`.
    case intercepted(request: Text, by: Text, decision: Text)
    /// The gate a held request waited for opened: the request goes on through the interceptors after the one that
    /// held it.
    case resumed(request: Text, gate: Text)
    /// A deep link's chain sent its step `index` (counted from 0) of `count`, the request `step`, to the pivot the
    /// step chose (``DeepLinkRequest``).
    case deepLinkStep(request: Text, index: Int, count: Int, step: Text)

    /// One line describing the event: whatever a user or app supplied is escaped, so no event spans two lines.
    public var description: String {
        TextEscaping.singleLine(unescapedDescription)
    }

    /// The description before escaping: the payloads are usually escaped already (escaping them again changes
    /// nothing), but an event made elsewhere may carry raw text.
    private var unescapedDescription: String {
        switch self {
        case .requested(let request): return "request \(request)"
        case .waiting(let request, let ahead): return "wait \(request) behind \(ahead)"
        case .coalesced(let request): return "coalesce \(request)"
        case .sceneChosen(let request, let scene, let isDefault):
            return "scene \(scene) for \(request)\(isDefault ? " (default)" : "")"
        case .transitionStarted(let request, let transition): return "begin \(transition) for \(request)"
        case .transitionFinished(let request, let transition): return "end \(transition) for \(request)"
        case .responded(let request, let response): return "answer \(request) → \(response)"
        case .failed(let request, let error): return "fail \(request): \(TextEscaping.singleLine(error.description))"
        case .failedAfterAnswer(let request, let error):
            return "error after answering \(request): \(TextEscaping.singleLine(error.description))"
        case .intercepted(let request, let interceptor, let decision):
            return "intercept \(request) by \(interceptor): \(decision)"
        case .resumed(let request, let gate): return "resume \(request): \(gate) opened"
        case .deepLinkStep(let request, let index, let count, let step):
            return "step \(index + 1)/\(count) of \(request): \(step)"
        }
    }
}
