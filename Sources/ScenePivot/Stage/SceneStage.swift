/// The host a pivot performs scenes on: UIKit's view-controller hierarchy, or the ``HeadlessStage``.
///
/// A stage knows how to show screens — plain objects, such as `UIViewController`s in UIKit — under UIKit's
/// presentation rules. Scenes never talk to a stage directly; they go through their ``SceneContext``, which
/// tracks when each transition ends so the pivot's ``TransitionQueue`` can run the next request.
///
/// Every method either starts the transition and later calls `completion` exactly once, or throws before
/// anything changed.
@MainActor
public protocol SceneStage: AnyObject {
    /// The queue every pivot on this stage shares, so requests from different screens run one at a time.
    var transitionQueue: TransitionQueue { get }

    /// Presents `screen` modally from the top-most presented screen.
    func present(
        _ screen: AnyObject, _ presentation: Presentation, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError)

    /// Dismisses `screen` and everything above it; `nil` dismisses the top-most presented screen.
    func dismiss(_ screen: AnyObject?, animated: Bool, completion: @escaping @MainActor () -> Void)
        throws(ScenePivotError)

    /// Pushes `screen` onto the navigation stack of the top-most screen.
    func push(_ screen: AnyObject, animated: Bool, completion: @escaping @MainActor () -> Void)
        throws(ScenePivotError)

    /// Pops the navigation stack of the top-most screen back to `destination`.
    func pop(to destination: PopDestination, animated: Bool, completion: @escaping @MainActor () -> Void)
        throws(ScenePivotError)

    /// Replaces the navigation stack of the top-most screen with `screens`.
    func setNavigationStack(
        _ screens: [AnyObject], animated: Bool, completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError)

    /// Presents an alert or action sheet built from `content`. When the user taps an action, the stage dismisses
    /// the alert and then calls `onAnswer` with it; `completion` is called when the alert has appeared.
    ///
    /// If the alert leaves without a tap (the app dismissed it, or a popover was tapped away), the stage answers
    /// with the cancel action when there is one, as UIKit does for a popover, and with `nil` otherwise, so the
    /// request is still answered and the queue moves on.
    func presentAlert(
        _ content: AlertContent, animated: Bool,
        onAnswer: @escaping @MainActor (AlertAnswer?) -> Void,
        completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError)

    /// Calls `handler` once, when `screen` leaves the stage for any reason — dismissed, popped, swiped down or
    /// replaced. Returns `false` when `screen` is not on stage.
    @discardableResult
    func observeDeparture(of screen: AnyObject, _ handler: @escaping @MainActor () -> Void) -> Bool

    /// A short, deterministic name for `screen`, used in events and transcripts.
    func name(of screen: AnyObject) -> String
}

/// Where a pop goes back to.
public enum PopDestination {
    /// The screen below the top one, like the back button.
    case previous
    /// The stack's first screen.
    case root
    /// A screen on the stack; everything above it is popped.
    case screen(AnyObject)
}

/// How a screen is presented modally.
public struct Presentation: Sendable, Equatable {
    /// The modal presentation style, as in UIKit.
    public var style: PresentationStyle
    /// Whether the user is kept from swiping the sheet down (UIKit's `isModalInPresentation`).
    public var isModalInPresentation: Bool
    /// Whether the screen is wrapped in a navigation stack of its own before presenting, so it can push.
    public var embedsInNavigationStack: Bool

    /// A presentation with the given style; swipe-down allowed and no navigation stack unless asked.
    public init(
        style: PresentationStyle = .automatic, isModalInPresentation: Bool = false,
        embedsInNavigationStack: Bool = false
    ) {
        self.style = style
        self.isModalInPresentation = isModalInPresentation
        self.embedsInNavigationStack = embedsInNavigationStack
    }

    /// Whether a user can swipe the presented screen down: sheets can, full-screen presentations cannot.
    public var allowsInteractiveDismissal: Bool {
        !isModalInPresentation && style.isSheet
    }
}

/// A modal presentation style, mirroring UIKit's `UIModalPresentationStyle`.
public enum PresentationStyle: String, Sendable, Equatable, CaseIterable {
    /// The system default: a page sheet on iOS 13 and later.
    case automatic
    /// A sheet that partially covers the content beneath.
    case pageSheet
    /// A centered sheet on large screens.
    case formSheet
    /// Covers the screen; cannot be swiped down.
    case fullScreen
    /// Covers the screen, leaving the content beneath in place; cannot be swiped down.
    case overFullScreen

    /// Whether the style is a sheet that a user can swipe down.
    public var isSheet: Bool {
        switch self {
        case .automatic, .pageSheet, .formSheet: return true
        case .fullScreen, .overFullScreen: return false
        }
    }
}
