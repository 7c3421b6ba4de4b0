import Foundation

/// Everything that can go wrong between a request and its scene, reported to the caller or the pivot's error handler.
///
/// A pivot never crashes and never drops a request silently: every failure arrives as one of these cases, either
/// thrown from `try await pivot.response(to:)` or passed to ``ScenePivot/errorHandler`` for the
/// fire-and-forget form.
public enum ScenePivotError: LocalizedError, Sendable, CustomStringConvertible {
    /// No scene is registered for the request's type, and the request ships no default scene.
    case unregisteredRequest(String)
    /// The pivot's host (its stage, the view controller behind it, or the flow that owned the pivot) is gone.
    case hostDeallocated
    /// The request was sent from where no pivot is: a SwiftUI view that no ScenePivot screen hosts, whose
    /// environment has no pivot in it. The request's description says which.
    case unhostedRequest(String)
    /// The request's definition cannot be shown; the reason says what to fix.
    case invalidRequest(String, ScenePivotError.InvalidRequestReason)
    /// The stage refused a transition, as UIKit would; the reason names the rule.
    case illegalTransition(ScenePivotError.IllegalTransitionReason)
    /// An identical request is already queued or in flight, so this one was coalesced into it.
    case duplicateRequest(String)
    /// The request's screen left the stage (swiped down, popped) before answering, and its response has no
    /// value that means "dismissed".
    case dismissedWithoutResponse(String)
    /// A scene tried to answer a request a second time; the first answer stands.
    case responseAlreadyDelivered(String)
    /// A scene handed the stage a screen object of a kind this stage cannot show.
    case unsupportedScreen(String)
    /// A scene failed with its own reason — or threw an error of its own (`underlying`, kept as thrown) that is
    /// not a ``ScenePivotError``, whose description is then the reason.
    case sceneFailed(String, underlying: (any Error)? = nil)
    /// The task awaiting the request was cancelled: a request still queued never showed anything, and a scene on
    /// screen was taken down (its alert or presented screen dismissed, its pushed screen popped).
    case cancelled(String)
    /// The flow that owned the pivot ended, so the request shows nothing for it.
    case flowEnded(String)
    /// An interceptor sent another request instead: the request, the one sent in its place, and the interceptor's
    /// name (``ScenePivot/intercept(named:_:)``).
    case redirected(String, to: String, by: String)
    /// Interceptors redirected in a circle, or more than ``ScenePivot/redirectLimit`` times in a row: the requests
    /// of the trail, joined by ` → `. The redirect that would have closed the loop was not sent.
    case redirectLoop(String)
    /// An interceptor denied the request, or the gate it was held behind failed or went away; the reason says
    /// why.
    case denied(String, reason: String)
    /// A deep link did not open: its text is malformed, no pattern matches it, or a step of its chain failed.
    indirect case deepLinkFailed(DeepLinkError)

    /// A readable explanation on one line, naming the request (where the error knows it), what went wrong and the
    /// next step to take: the names and texts it embeds are escaped.
    public var description: String {
        TextEscaping.singleLine(unescapedDescription)
    }

    /// The ``description``, so that `localizedDescription` says what went wrong and what to do.
    public var errorDescription: String? { description }

    private var unescapedDescription: String {
        switch self {
        case .unregisteredRequest(let type):
            return "No scene is registered for \(type); call builder.register(\(type).self) { … } before sending it, "
                + "or give the request a default scene (makeDefaultScene())."
        case .hostDeallocated:
            return "The pivot's host (its stage, view controller or flow) is gone; the request has nowhere to be "
                + "shown. Keep the stage alive while its pivot sends requests (the pivot holds it weakly), and stop sending "
                + "from screens that have left."
        case .unhostedRequest(let request):
            return
                "\(request) was sent from a view no pivot hosts; show the view in a PivotHostingController or give it "
                + "one with .environment(\\.scenePivot, pivot)."
        case .invalidRequest(let type, let reason):
            return "\(type) is invalid: \(reason)."
        case .illegalTransition(let transition):
            return "Illegal transition: \(transition)."
        case .duplicateRequest(let request):
            return "\(request) is already queued or on its way; the duplicate was coalesced into it. Await the first "
                + "one's response, or give the request the duplicatePolicy .allow to show every copy."
        case .dismissedWithoutResponse(let request):
            return "\(request) was dismissed before it produced a response; give its type a dismissalResponse "
                + "(optional and Void responses have one), or handle this error."
        case .responseAlreadyDelivered(let request):
            return "\(request) was answered twice; the second answer was ignored. Answer each request once."
        case .unsupportedScreen(let detail):
            return "Unsupported screen: \(detail); have the scene build a screen of a kind this stage shows."
        case .sceneFailed(let reason, _):
            return "Scene failed: \(reason); the scene must answer its request exactly once, or fail it with a reason."
        case .cancelled(let request):
            return "\(request) was cancelled; whatever it showed was taken down. Send it again if it is still wanted."
        case .flowEnded(let request):
            return "\(request) was sent by a flow that has ended; it shows nothing. Send it from a running flow's "
                + "pivot, or from the pivot the flow was started on."
        case .redirected(let request, let target, let interceptor):
            return "\(request) was redirected to \(target) by the interceptor \(TextEscaping.quoted(interceptor)); "
                + "\(target) answers in its place."
        case .redirectLoop(let trail):
            return "Interceptors redirected in a loop (\(trail)); the last redirect was not sent. Change the "
                + "interceptors so that no request is redirected back to one of its trail."
        case .denied(let request, let reason):
            return "\(request) was denied: \(reason). Send it again once the interceptor lets it through."
        case .deepLinkFailed(let error):
            return error.description
        }
    }
}
