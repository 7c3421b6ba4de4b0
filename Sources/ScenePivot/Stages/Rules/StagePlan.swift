/// What a stage does for one transition, as the rules decided it: every choice made, nothing left but the side
/// effects.
package enum StagePlan<Node: AnyObject> {
    /// Present `screen` from `presenter`, setting what `presentation` specifies, pointing at `anchor` when it is
    /// a popover.
    case present(AnyObject, from: Node, Presentation, anchor: AnyObject?)
    /// Dismiss `node`, the top-most presented screen, then present `screen` from its presenter: one destination
    /// at a time.
    case replace(Node, with: AnyObject, Presentation, anchor: AnyObject?)
    /// Dismiss `node` — a presented node — and everything above it, with a custom animation when one is given.
    case dismiss(Node, animation: TransitionAnimation?)
    /// Push `screen` onto the navigation stack `navigation`, with a custom animation when one is given.
    case push(AnyObject, onto: Node, animation: TransitionAnimation?)
    /// Pop the navigation stack `navigation` until it holds `keeping` screens, with a custom animation when one
    /// applies (the pop's own, else the one the top screen was pushed with).
    case pop(Node, keeping: Int, animation: TransitionAnimation?)
    /// Replace the screens of the navigation stack `navigation`, with a custom animation when one is given.
    case setStack(Node, [AnyObject], animation: TransitionAnimation?)
    /// Present an alert built from `content` from `presenter`, anchored to `anchor` when it is a popover.
    case alert(AlertContent, from: Node, anchor: AnyObject?)
    /// Replace the window's root.
    case setRoot(AnyObject, inNavigationStack: Bool)
    /// Select item `index` of `container`, with a custom animation when one is given.
    case select(Node, index: Int, animation: TransitionAnimation?)
    /// Show `column` of `split`, a collapsed split container: restack its secondary column on the primary's, or
    /// take it off.
    case showColumn(Node, SplitColumn)
    /// Replace the items of `container` with navigation stacks rooted at `roots` — keeping each item whose stack's
    /// root is one of them — showing `tabItems` in a tab bar, then select item `selecting` (tabs only).
    case setItems(Node, roots: [AnyObject], tabItems: [TabItem], selecting: Int?)
    /// Embed `screen` in `host`'s container view `slot`, taking out `replacing`, the screen embedded there before.
    case embed(AnyObject, in: Node, slot: String, replacing: Node?)
    /// Take `node`, a screen embedded by request, out of its host.
    case unembed(Node)
    /// Run a scene's own transition from `presenter`.
    case custom(CustomTransition, from: Node)
    /// Nothing to do: the transition is a harmless no-op here (pop to the root at the root, dismiss all with
    /// nothing presented, select the selected item).
    case nothing
}
