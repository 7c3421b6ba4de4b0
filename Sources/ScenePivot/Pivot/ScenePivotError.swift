/// Everything that can go wrong between a request and its scene, reported to the caller or the pivot's error handler.
///
/// A pivot never crashes and never drops a request silently: every failure arrives as one of these cases, either
/// thrown from `try await pivot.response(to:)` or passed to ``ScenePivot/errorHandler`` for the
/// fire-and-forget form.
public enum ScenePivotError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No scene is registered for the request's type, and the request ships no default scene.
    case unregisteredRequest(String)
    /// The pivot's host (its stage, the view controller behind it, or the flow that owned the pivot) is gone.
    case hostDeallocated
    /// The request's definition cannot be shown; the reason says what to fix.
    case invalidRequest(String, InvalidRequestReason)
    /// The stage refused a transition, as UIKit would; the reason names the rule.
    case illegalTransition(IllegalTransition)
    /// An identical request is already queued or in flight, so this one was coalesced into it.
    case duplicateRequest(String)
    /// The request's screen left the stage (swiped down, popped) before answering, and its response has no
    /// value that means "dismissed".
    case dismissedWithoutResponse(String)
    /// A scene tried to answer a request a second time; the first answer stands.
    case responseAlreadyDelivered(String)
    /// A scene handed the stage a screen object of a kind this stage cannot show.
    case unsupportedScreen(String)
    /// A custom scene failed with its own reason.
    case sceneFailed(String)
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

    /// A readable explanation, naming the request type and the rule involved, on one line: the names and texts it
    /// embeds are escaped.
    public var description: String {
        TextEscaping.singleLine(unescapedDescription)
    }

    private var unescapedDescription: String {
        switch self {
        case .unregisteredRequest(let type):
            return "No scene is registered for \(type); call builder.register(\(type).self) { … } first."
        case .hostDeallocated:
            return "The pivot's host (its stage, view controller or flow) is gone; the request has nowhere to be shown."
        case .invalidRequest(let type, let reason):
            return "\(type) is invalid: \(reason)."
        case .illegalTransition(let transition):
            return "Illegal transition: \(transition)."
        case .duplicateRequest(let request):
            return "\(request) is already queued or on its way; the duplicate was coalesced into it."
        case .dismissedWithoutResponse(let request):
            return "\(request) was dismissed before it produced a response."
        case .responseAlreadyDelivered(let request):
            return "\(request) was answered twice; the second answer was ignored."
        case .unsupportedScreen(let detail):
            return "Unsupported screen: \(detail)."
        case .sceneFailed(let reason):
            return "Scene failed: \(reason)."
        case .cancelled(let request):
            return "\(request) was cancelled; whatever it showed was taken down."
        case .flowEnded(let request):
            return "\(request) was sent by a flow that has ended; it shows nothing."
        case .redirected(let request, let target, let interceptor):
            return "\(request) was redirected to \(target) by the interceptor \(TextEscaping.quoted(interceptor))."
        case .redirectLoop(let trail):
            return "Interceptors redirected in a loop (\(trail)); the last redirect was not sent."
        case .denied(let request, let reason):
            return "\(request) was denied: \(reason)."
        case .deepLinkFailed(let error):
            return error.description
        }
    }
}

/// Why a request's definition cannot be shown.
public enum InvalidRequestReason: Equatable, Sendable, CustomStringConvertible {
    /// An alert or action sheet with no action would leave the user with no way out.
    case noActions
    /// More than one action has the cancel role; UIKit allows only one.
    case multipleCancelActions
    /// More than one action is marked preferred.
    case multiplePreferredActions
    /// The preferred action is a cancel action; UIKit ignores such a preference.
    case cancelActionPreferred
    /// Two actions share a title, so neither the user nor a test can tell them apart.
    case duplicateActionTitle(String)
    /// An action has an empty title.
    case emptyActionTitle
    /// Text fields are only allowed in alerts, never in action sheets.
    case textFieldInActionSheet
    /// A choice request offered nothing to choose from.
    case noChoices
    /// An action sheet or screen shown as a popover (as on iPad) has no ``PopoverAnchor``, or its source is gone;
    /// UIKit would raise an exception.
    case missingPopoverAnchor
    /// A sheet's detents cannot be shown: none, duplicates, a height that is not positive, or a selected detent
    /// that is not one of them.
    case invalidSheet(String)
    /// A ``TransitionAnimation``'s object (named here) cannot animate the transition: a presentation takes a
    /// `UIViewControllerTransitioningDelegate` or `UIViewControllerAnimatedTransitioning`, a push a
    /// `UIViewControllerAnimatedTransitioning`.
    case unusableAnimation(String)
    /// The request's own check failed with this explanation.
    case custom(String)

    /// A readable explanation of the reason, on one line.
    public var description: String {
        TextEscaping.singleLine(unescapedDescription)
    }

    private var unescapedDescription: String {
        switch self {
        case .noActions: return "it has no actions"
        case .multipleCancelActions: return "it has more than one cancel action"
        case .multiplePreferredActions: return "more than one action is preferred"
        case .cancelActionPreferred: return "the preferred action has the cancel role"
        case .duplicateActionTitle(let title): return "two actions are titled \(TextEscaping.quoted(title))"
        case .emptyActionTitle: return "an action has an empty title"
        case .textFieldInActionSheet: return "an action sheet cannot hold text fields"
        case .noChoices: return "it offers no choices"
        case .missingPopoverAnchor:
            return "it shows as a popover here, which needs a popoverAnchor on a source view or bar button item"
        case .invalidSheet(let reason): return reason
        case .unusableAnimation(let name):
            return "the animation \(TextEscaping.quoted(name)) is not an object UIKit animates this transition with"
        case .custom(let reason): return reason
        }
    }
}

/// A transition the stage refused because UIKit's rules forbid it.
public enum IllegalTransition: Equatable, Sendable, CustomStringConvertible {
    /// A push, pop or stack change with no navigation stack on screen.
    case noNavigationStack
    /// A dismissal with nothing presented.
    case nothingToDismiss
    /// A pop on a navigation stack that only holds its root screen.
    case popAtRoot
    /// A pop to a screen that is not on the navigation stack.
    case screenNotInStack(String)
    /// A navigation stack set to no screens at all.
    case emptyStack
    /// A screen that is already on stage was shown again.
    case screenAlreadyOnStage(String)
    /// A dismissal of a screen that is not presented.
    case screenNotPresented(String)
    /// A presentation, dismissal or navigation change while an alert waits for its answer; answer it first.
    case alertOnScreen(String)
    /// A presentation from a screen whose view is not in a window, which UIKit ignores.
    case notInWindow(String)
    /// A root change on a stage that cannot replace its window's root screen (a stage of your own that does not
    /// perform ``StageTransition/setRoot(_:inNavigationStack:)``).
    case rootCannotBeReplaced(String)
    /// A tab or page selection with no such container on stage; names the kind of container looked for.
    case noContainer(String)
    /// A tab or page index outside the container's `0..<count`.
    case noSuchContainerItem(Int, count: Int)
    /// A tab's or page's stage was used while its container is not on stage (not shown yet, or gone).
    case containerNotOnStage(String)
    /// The host did not perform the transition it was asked to (UIKit skipped a presentation, or the user
    /// interrupted a page turn), so nothing it would have shown is on stage.
    case notPerformed(String)

    /// A readable explanation of the rule, on one line.
    public var description: String {
        TextEscaping.singleLine(unescapedDescription)
    }

    private var unescapedDescription: String {
        switch self {
        case .noNavigationStack: return "there is no navigation stack to push onto or pop from"
        case .nothingToDismiss: return "nothing is presented, so there is nothing to dismiss"
        case .popAtRoot: return "the navigation stack holds only its root screen"
        case .screenNotInStack(let screen): return "\(screen) is not on the navigation stack"
        case .emptyStack: return "a navigation stack needs at least one screen"
        case .screenAlreadyOnStage(let screen): return "\(screen) is already on stage"
        case .screenNotPresented(let screen): return "\(screen) is not presented"
        case .alertOnScreen(let alert): return "\(alert) is on screen and must be answered first"
        case .notInWindow(let screen): return "\(screen) is not in a window, so nothing can be presented from it"
        case .rootCannotBeReplaced(let stage): return "\(stage) cannot replace its root screen"
        case .noContainer(let kind): return "there is no \(kind) on stage"
        case .noSuchContainerItem(let index, let count): return "there is no item \(index); the container has \(count)"
        case .containerNotOnStage(let container):
            return "\(container) is not on stage, so its items' stages cannot show anything yet"
        case .notPerformed(let transition): return "the host did not perform \(transition)"
        }
    }
}
