#if canImport(UIKit)
import UIKit

/// The `SceneStage` of a UIKit app: the view-controller hierarchy around one view controller, its anchor.
///
/// Like calling `present(_:animated:completion:)` or `pushViewController(_:animated:)` yourself, but every
/// transition waits for the one in flight, is decided by the same rules as the headless stage (typed errors instead
/// of UIKit's silent refusals and exceptions) and is reported when it has finished — or, when UIKit skipped it, as
/// a typed error. You rarely make one: `ScenePivot(viewController: self)` makes the stage of its view controller.
///
/// ```swift
/// let stage = ViewControllerStage(anchor: albumsViewController)
/// let pivot = ScenePivot(stage: stage)   // the pivot holds `stage` weakly: keep it alive yourself
/// ```
///
/// Screens must be `UIViewController`s. Presentations start from the top-most presented view controller; pushes
/// and pops act on the anchor's navigation controller while nothing covers it, else on the one the user sees. A
/// request sent before the anchor is in a window (from `viewDidLoad`) waits until it is: the stage hears the anchor,
/// or the screen that will show, appear — once its view has loaded — and looks again on the next few turns of the
/// run loop. A request sent on a stage none of whose screens has loaded its view is run only if they reach a window
/// within those few turns.
///
/// The stage learns that a screen left — swiped down, popped by the back button or the edge swipe, dismissed or
/// removed by the app's own code, replaced as the window's root — the moment it disappears, through a hidden
/// observer child view controller it adds to the screens it watches once their views have loaded (it never loads a
/// view), and to the screens the user sees; for screens that leave unseen, when they are deallocated. Departures
/// need no delegate: the stage replaces none of your presentation or sheet delegates. A navigation controller's
/// `delegate` reads ScenePivot's proxy only from a change with a custom `TransitionAnimation` until no screen pushed
/// with one is on its stack; the proxy holds your delegate weakly, forwards every `UINavigationControllerDelegate`
/// method it implements (your animator yields to the custom one for those changes and for the pops back from such a
/// screen), and then gives it back. A tab bar controller's `delegate` reads ScenePivot's stand-in only during a
/// custom tab selection.
///
/// If your own code replaces the window's `rootViewController`, dismiss what the old root presents first (or send
/// a request whose scene is `.setRoot`, which does): UIKit leaves presented view controllers presented by the old
/// root, alive and told nothing. The stage still learns that they left — from the old root's screens, which do
/// disappear — but only if one of them was on screen; under a full-screen presentation none is, and the presented
/// screens are reported when they are deallocated, which UIKit may delay for as long as it keeps them.
@MainActor
public final class ViewControllerStage: SceneStage, EngineStage {
    let core: ControllerStage<UIKitPlatform>

    /// Like keeping a weak reference to the view controller you present from: a stage around `anchor`, held
    /// weakly, whose requests wait in the queue of `anchor`'s window with those of every other stage there.
    public init(anchor: UIViewController) {
        core = ControllerStage(anchor: anchor, platform: UIKitPlatform())
    }

    /// The view controller the stage is anchored to, held weakly, like a view controller's `parent`.
    public var anchor: UIViewController? { core.anchor }

    /// The queue a request sent now waits in: the anchor's window's, shared by every stage and pivot in that
    /// window (one queue per `UIWindow`, so an iPad's windows never wait for each other). Like UIKit's
    /// one-presentation-at-a-time rule, but requests wait in it instead of being dropped. Looked up each time:
    /// before the anchor's hierarchy is in a window, its root's queue, which the window adopts once it shows it.
    public var transitionQueue: TransitionQueue { core.transitionQueue }

    /// Like reading `presentedViewController` and `viewControllers` yourself: what is on stage now.
    public var hierarchy: StageHierarchy { core.hierarchy }

    /// `nil`: the stage acts on its anchor's whole window.
    public var itemRootScreen: AnyObject? { nil }

    /// The engine that performs the stage's transitions.
    package var engine: StageEngine<ControllerStage<UIKitPlatform>> { core.engine }

    /// The screens holding the container a selection of `kind` acts on, found from the anchor as a selection is.
    package func screensHolding(selectionOf kind: ContainerKind) -> [AnyObject] {
        core.screensHolding(selectionOf: kind)
    }

    /// Like `present(_:animated:completion:)`, `dismiss(animated:completion:)`, `pushViewController(_:animated:)`
    /// and their siblings, but driven by a transition value and checked against UIKit's rules first.
    public func perform(
        _ transition: StageTransition<AnyObject>, animated: Bool,
        completion: @escaping @MainActor (StageOutcome) -> Void
    ) {
        core.perform(transition, animated: animated, completion: completion)
    }

    /// Like `presentationControllerDidDismiss(_:)` and `navigationController(_:didShow:animated:)` in one, for any
    /// way a screen leaves: calls `handler` once, when `screen` leaves the stage. Returns `false` when `screen` is
    /// not a view controller on this stage.
    @discardableResult
    public func observeDeparture(of screen: AnyObject, _ handler: @escaping @MainActor () -> Void) -> Bool {
        core.observeDeparture(of: screen, handler)
    }

    /// A short, deterministic name for `screen`: its type with its `UIViewController.title` when it has one, or
    /// `Alert "…"` / `ActionSheet "…"` for a `UIAlertController`.
    public func name(of screen: AnyObject) -> String { Self.name(of: screen) }

    static func name(of screen: AnyObject) -> String {
        if let alert = screen as? UIAlertController {
            let kind = alert.preferredStyle == .alert ? "Alert" : "ActionSheet"
            return "\(kind) \(TextEscaping.quoted(alert.title ?? alert.message ?? ""))"
        }
        let typeName = String(describing: type(of: screen))
        if let controller = screen as? UIViewController, let title = controller.title, !title.isEmpty {
            return "\(typeName) \(TextEscaping.quoted(title))"
        }
        return typeName
    }
}
#endif
