/// The side effects of a stage, shaped like UIKit's calls: what the UIKit adapter does with view controllers and
/// the headless stage with its nodes, once ``StageRules`` has decided. A ``StageEngine`` drives it and checks
/// afterwards that each call did what it should, so a host that silently skips a call is reported, not trusted.
///
/// Completions may never be called when the host refused the call (as UIKit's `present` completion is not);
/// the engine notices from the hierarchy instead.
@MainActor
package protocol StageBackend: HierarchyView {
    /// Something the stage waits for before it decides the next transition, or `nil` when it is ready: a
    /// transition in flight, a user's drag, a host not yet in a window.
    func reasonToWait() -> StageWait<Node>?
    /// Calls `resume` once what `reason` names may have changed; spurious calls are fine, the engine asks again.
    func wait(for reason: StageWait<Node>, then resume: @escaping @MainActor () -> Void)
    /// Whether `node` (or the navigation stack or container holding it) is in a transition whose end may still
    /// change whether it is on stage — an interactive pop the user may cancel.
    func isSettling(_ node: Node) -> Bool
    /// Runs `body` on the next turn of the main run loop (at once headless, where nothing is pending).
    func onNextTurn(_ body: @escaping @MainActor () -> Void)

    /// Presents `screen` (wrapped in a navigation stack when the presentation asks) from `presenter`, setting
    /// what `presentation` specifies and nothing else, pointing a popover at `anchor`; returns the node now
    /// presented.
    func present(
        _ screen: AnyObject, from presenter: Node, _ presentation: Presentation, anchor: AnyObject?, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) -> Node?
    /// Dismisses `node`, a presented node, and everything above it, with a custom animation when one is given.
    func dismiss(
        _ node: Node, animation: TransitionAnimation?, animated: Bool, completion: @escaping @MainActor () -> Void)
    /// Pushes `screen` onto `navigation`, with a custom animation when one is given.
    func push(
        _ screen: AnyObject, onto navigation: Node, animation: TransitionAnimation?, animated: Bool,
        completion: @escaping @MainActor () -> Void)
    /// Pops `navigation` until it holds `keeping` screens, with a custom animation when one is given.
    func pop(
        _ navigation: Node, keeping: Int, animation: TransitionAnimation?, animated: Bool,
        completion: @escaping @MainActor () -> Void)
    /// Replaces the screens of `navigation`, with a custom animation when one is given.
    func setStack(
        _ screens: [AnyObject], on navigation: Node, animation: TransitionAnimation?, animated: Bool,
        completion: @escaping @MainActor () -> Void)
    /// Presents an alert built from `content` from `presenter`; `onTap` hears the tapped action, before or after
    /// the alert has left. Returns the alert's node.
    func presentAlert(
        _ content: AlertContent, from presenter: Node, anchor: AnyObject?, animated: Bool,
        onTap: @escaping @MainActor (AlertAnswer) -> Void, completion: @escaping @MainActor () -> Void
    ) -> Node?
    /// Replaces the window's root (dismissing what it presents first).
    func setRoot(
        _ screen: AnyObject, inNavigationStack: Bool, animated: Bool, completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError)
    /// Selects item `index` of `container`, with a custom animation when one is given.
    func select(
        _ index: Int, in container: Node, animation: TransitionAnimation?, animated: Bool,
        completion: @escaping @MainActor () -> Void)
    /// Shows `column` of `split`, a collapsed split container (`UISplitViewController.show(_:)`).
    func showColumn(_ column: SplitColumn, of split: Node, animated: Bool, completion: @escaping @MainActor () -> Void)
    /// Replaces the items of `container` with navigation stacks rooted at `roots`, keeping each item whose stack's
    /// root is one of them (its stack and its stage) and taking the others off stage, shows `tabItems` in a tab
    /// bar, and selects item `selecting` when given (`UITabBarController.setViewControllers(_:animated:)`,
    /// `UISplitViewController.setViewController(_:for:)`).
    func setItems(
        _ roots: [AnyObject], tabItems: [TabItem], of container: Node, selecting: Int?, animated: Bool,
        completion: @escaping @MainActor () -> Void)
    /// Embeds `screen` in `host`'s container view `slot` (`addChild(_:)`, the view added, `didMove(toParent:)`),
    /// taking out `replacing` first.
    func embed(
        _ screen: AnyObject, in host: Node, slot: String, replacing: Node?, completion: @escaping @MainActor () -> Void)
    /// Takes `node`, embedded by request, out of its host (`willMove(toParent: nil)`, the view removed,
    /// `removeFromParent()`).
    func unembed(_ node: Node, completion: @escaping @MainActor () -> Void)
    /// Runs a scene's own transition from `presenter`, calling `completion` once what it started has ended.
    func runCustom(_ custom: CustomTransition, from presenter: Node, completion: @escaping @MainActor () -> Void)
    /// Makes sure the engine hears when `node` may have left the stage (UIKit: an observer child view controller
    /// and a deallocation sentinel). Headless stages tell the engine themselves.
    func watchForDeparture(of node: Node)
}

/// What a stage waits for before deciding the next transition.
package enum StageWait<Node: AnyObject> {
    /// A transition around `node` is in flight.
    case transition(Node)
    /// The host is not in a window yet (a request sent from `viewDidLoad`).
    case window
    /// The user is dragging a container's pages.
    case drag(Node)
}
