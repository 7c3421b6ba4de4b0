/// What kind of screen a node of a hierarchy is, as the rules see it.
package enum NodeKind: Equatable, Sendable {
    /// A plain screen.
    case screen
    /// A navigation stack (`UINavigationController`); its children are its screens, root first.
    case navigation
    /// An alert or action sheet (`UIAlertController`).
    case alert
    /// A tab or page container; its children are its items, in order.
    case container(ContainerKind)
    /// A screen of the system's own (an image picker, a mail composer, a share sheet, Safari): shown and dismissed
    /// like a screen, but what is inside it is private — no push lands on it, and nothing inside it is watched.
    /// `isNavigationStack` when it is a navigation stack of its own (an image picker), which is never pushed.
    case system(isNavigationStack: Bool)
}

/// A read-only view of a screen hierarchy: what ``StageRules`` reads to decide every transition. Both stages
/// provide one — the headless stage over its own nodes, the UIKit stage over view controllers through
/// `presentedViewController`, `children`, `viewControllers` and `isBeingDismissed` — so the rules are written and
/// tested once.
///
/// `presented(by:)` and `presenter(of:)` are asked only of outermost nodes (the root and presented screens), as
/// UIKit answers them for a whole presentation context.
@MainActor
package protocol HierarchyView: AnyObject {
    /// A node of the hierarchy: a view controller, or a headless node.
    associatedtype Node: AnyObject

    /// The node at the root of the window, or `nil` when the host is gone.
    var rootNode: Node? { get }
    /// Whether the root is in a window now; always `true` headless.
    var isInWindow: Bool { get }
    /// Whether action sheets are shown as popovers, which need an anchor (iPad and Mac).
    var presentsActionSheetsAsPopovers: Bool { get }
    /// Whether sheets may rest at custom heights (UIKit: iOS 16 and later); when not, the rules refuse them.
    var supportsCustomSheetDetents: Bool { get }

    /// The container `node` belongs to: its navigation stack, tab or page container, or parent view controller.
    func parent(of node: Node) -> Node?
    /// A navigation stack's screens (root first), a container's items (in order), or a screen's children.
    func children(of node: Node) -> [Node]
    /// The node `node` presents, if any.
    func presented(by node: Node) -> Node?
    /// The node that presented `node`, if it is presented.
    func presenter(of node: Node) -> Node?
    /// Whether `node` is being dismissed (a dismissal or swipe-down is under way).
    func isBeingDismissed(_ node: Node) -> Bool
    /// What kind of node `node` is.
    func kind(of node: Node) -> NodeKind
    /// A container's selected item, or `nil` for other nodes.
    func selectedIndex(of container: Node) -> Int?
    /// The style and modality `node` was presented with.
    func presentation(of node: Node) -> (style: PresentationStyle, isModal: Bool)

    /// The object a node shows, as scenes and events know it.
    func screen(of node: Node) -> AnyObject
    /// The node of `screen`, if the hierarchy knows it (on stage, or — in UIKit — any view controller).
    func node(for screen: AnyObject) -> Node?
    /// What `screen` would be as a node, or `nil` when this stage cannot show such an object.
    func kind(ofScreen screen: AnyObject) -> NodeKind?
    /// The screens `screen` brings on stage with it, itself excluded: a container's item screens, a navigation
    /// stack's screens, a screen's children.
    func screensBrought(by screen: AnyObject) -> [AnyObject]
    /// A short, deterministic name for `screen`.
    func name(of screen: AnyObject) -> String
    /// Whether `screen`, presented with `style` (its own when `nil`), shows as a popover that has no anchor of
    /// its own (UIKit raises an exception for one: iPad popovers, system screens such as share sheets). When
    /// `embedded`, what shows is the new navigation stack around `screen`: its style is `style` (`.automatic` when
    /// `nil`, whatever the screen's own) and it has no anchor of its own, whatever the screen's.
    func needsPopoverAnchor(_ screen: AnyObject, style: PresentationStyle?, embedded: Bool) -> Bool
    /// Whether a popover can point at `anchor`: in UIKit a `UIView`, a `UIBarButtonItem` or a layout guide, and from
    /// iOS 16 a `UIPopoverPresentationControllerSourceItem`, never a view controller; any other anchor is refused
    /// with ``ScenePivotError/InvalidRequestReason/unusablePopoverAnchor(_:)``.
    func canAnchorPopover(to anchor: AnyObject) -> Bool
    /// Whether a split container shows one column only (compact width), its detail pushed onto its primary stack.
    func isCollapsed(_ split: Node) -> Bool
    /// Whether `animator` is an object this stage animates `transition` with: in UIKit a
    /// `UIViewControllerTransitioningDelegate` or `UIViewControllerAnimatedTransitioning` for a presentation, a
    /// `UIViewControllerAnimatedTransitioning` for a push, a pop, a stack change and a tab selection, either for a
    /// dismissal; nothing for a page turn.
    func canAnimate(_ transition: AnimatedTransition, with animator: AnyObject) -> Bool
    /// The custom animation `node` was pushed with, while it is on its navigation stack: the one its pop back
    /// uses unless the pop names another.
    func pushAnimation(of node: Node) -> TransitionAnimation?

    /// The container view `node` was embedded in by an `.embed` transition, or `nil` for any other node.
    func embeddingSlot(of node: Node) -> String?
    /// Whether `host`, a plain screen, has a container view `slot` a screen can be embedded in.
    func canEmbed(in host: Node, slot: String) -> Bool

    // Shortcuts, optional: a view that knows these without walking the hierarchy answers them; by default the
    // rules walk it (HierarchyView+Shortcuts.swift).

    /// The top-most presented node that is not being dismissed, from `root` (`root` itself when nothing is
    /// presented). Defaults to walking `presented(by:)` up from `root`.
    func topPresentationContext(from root: Node) -> Node
    /// Whether `node` is on stage (``StageRules/isOnStage(_:)``), when the view knows it without climbing the
    /// hierarchy; `nil` — the default — lets the rules climb it.
    func knownOnStage(_ node: Node) -> Bool?
}

/// The transitions a ``TransitionAnimation`` can animate.
package enum AnimatedTransition: Sendable, Equatable {
    case presentation
    case push
    /// A pop, a stack change, or a detail shown on a navigation stack.
    case stackChange
    case dismissal
    /// A selection in a container of the given kind.
    case selection(ContainerKind)
}
