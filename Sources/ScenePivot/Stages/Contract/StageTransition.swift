/// One transition as a stage sees it: what a stage performs, what events describe and what transcripts print.
///
/// You write transitions as ``Transition`` values (`.push(screen)`, `.pop(to: .root)`, …), which a scene's
/// context hands to its stage as this type; you meet it only when you write a stage of your own (``SceneStage``)
/// or read events. A stage performs `StageTransition<AnyObject>`, whose screens are the objects it shows (view
/// controllers in UIKit). Events carry the same value with each screen replaced by its name,
/// `StageTransition<String>`.
///
/// ```swift
/// stage.perform(.push(AlbumScreen(album)), animated: true) { outcome in print(outcome) }
/// ```
public enum StageTransition<Screen> {
    /// Presents the screen modally from the top-most presented screen, like `present(_:animated:completion:)`.
    case present(Screen, Presentation)
    /// Dismisses the named screen (the top-most presented one when `nil`) and everything above it, like
    /// `dismiss(animated:completion:)`, with a custom animation (the dismissed screen's transitioning delegate's)
    /// when one is given.
    case dismiss(Screen?, animation: TransitionAnimation? = nil)
    /// Dismisses everything presented above the root; a harmless no-op when nothing is presented.
    case dismissAll
    /// Pushes the screen onto the visible navigation stack, like `pushViewController(_:animated:)`, with a custom
    /// animation (a `UIViewControllerAnimatedTransitioning`) when one is given.
    case push(Screen, animation: TransitionAnimation? = nil)
    /// Pops the visible navigation stack, like `popViewController(animated:)` and its siblings, with a custom
    /// animation when one is given — else with the one the top screen was pushed with, if any.
    case pop(PopDestination<Screen>, animation: TransitionAnimation? = nil)
    /// Replaces the visible navigation stack, root first, like `setViewControllers(_:animated:)`, with a custom
    /// animation when one is given.
    case setStack([Screen], animation: TransitionAnimation? = nil)
    /// Shows an alert or action sheet, like presenting a `UIAlertController`; it ends when the alert has left.
    case alert(AlertContent)
    /// Replaces the window's root screen, like setting `UIWindow.rootViewController`.
    case setRoot(Screen, inNavigationStack: Bool)
    /// Selects an item of the visible container, like `UITabBarController.selectedIndex` or a page turn, with a
    /// custom animation (a tab container's) when one is given.
    case select(ContainerKind, index: Int, animation: TransitionAnimation? = nil)
    /// Takes the screen off stage wherever it is, covered or not: off its navigation stack (the screens above it
    /// stay), or dismissed with what it presents. Refused for a stack's root.
    case remove(Screen)
    /// Shows the screen as the detail of the visible split container, like `showDetailViewController(_:sender:)`:
    /// it replaces the secondary column's stack when the container is expanded, and is pushed on top of the one
    /// stack it shows when collapsed (the secondary column's, stacked on the primary's, as UIKit does); with a
    /// custom animation, performed by the navigation stack that shows it, when one is given.
    case showDetail(Screen, animation: TransitionAnimation? = nil)
    /// Shows `column` of the visible split container, like `UISplitViewController.show(_:)`: collapsed, the
    /// secondary column's stack goes back on top of the primary's (after the user went back to the list), or the
    /// primary's list comes back from under it; expanded, both columns show already. Neither column's screens
    /// leave, so the flows on them keep running.
    case showColumn(SplitColumn)
    /// Replaces the items of the visible container of `kind`, each screen the root of an item's navigation stack:
    /// a tab container's tabs, like `UITabBarController.setViewControllers(_:animated:)`, with `tabItems` their bar
    /// items, or a split container's two columns, primary first, like `UISplitViewController.setViewController(_:for:)`,
    /// with no bar items. An item whose stack's root is one of the screens is kept — its stack, its stage and the
    /// flows on it untouched — and the other items leave, their flows ending; the selected tab stays selected when
    /// it is kept, else the tab at its index is selected, else the first.
    case setItems(ContainerKind, [Screen], tabItems: [TabItem])
    /// Embeds the screen as a child of `host`, a plain screen on stage, filling its container view `slot`, like
    /// `addChild(_:)`, adding its view and `didMove(toParent:)`: a screen embedded in that slot before leaves, its
    /// flows ending. ``remove(_:)`` takes an embedded screen out.
    case embed(Screen, in: Screen, slot: String)
    /// A transition a scene starts with its own calls from the top-most presented screen (``CustomTransition``).
    case custom(CustomTransition)

    /// The same transition with each screen replaced by `transform(screen)`.
    public func map<Other>(_ transform: (Screen) throws -> Other) rethrows -> StageTransition<Other> {
        switch self {
        case .present(let screen, let presentation): return .present(try transform(screen), presentation.described)
        case .dismiss(let screen, let animation):
            return .dismiss(try screen.map(transform), animation: animation?.described)
        case .dismissAll: return .dismissAll
        case .push(let screen, let animation): return .push(try transform(screen), animation: animation?.described)
        case .pop(let destination, let animation):
            return .pop(try destination.map(transform), animation: animation?.described)
        case .setStack(let screens, let animation):
            return .setStack(try screens.map(transform), animation: animation?.described)
        case .alert(let content): return .alert(content)
        case .setRoot(let screen, let inNavigationStack):
            return .setRoot(try transform(screen), inNavigationStack: inNavigationStack)
        case .select(let kind, let index, let animation):
            return .select(kind, index: index, animation: animation?.described)
        case .showDetail(let screen, let animation):
            return .showDetail(try transform(screen), animation: animation?.described)
        case .showColumn(let column): return .showColumn(column)
        case .remove(let screen): return .remove(try transform(screen))
        case .setItems(let kind, let screens, let tabItems):
            return .setItems(kind, try screens.map(transform), tabItems: tabItems)
        case .embed(let screen, let host, let slot):
            return .embed(try transform(screen), in: try transform(host), slot: slot)
        case .custom(let custom): return .custom(custom.described)
        }
    }

    /// The screens the transition brings on stage, in order.
    public var incomingScreens: [Screen] {
        var screens: [Screen] = []
        forEachIncomingScreen { screens.append($0) }
        return screens
    }
}

extension StageTransition: Sendable where Screen: Sendable {}
extension StageTransition: Equatable where Screen: Equatable {}

extension StageTransition: CustomStringConvertible {
    /// One line, such as `push Album`, `present Settings (formSheet)` or `set tabs [Walk, Account]`; every name escaped onto one line.
    public var description: String {
        func name(_ screen: Screen) -> String { TextEscaping.singleLine(String(describing: screen)) }
        func named(_ animation: TransitionAnimation?) -> String {
            animation.map { " (animation \(TextEscaping.quoted($0.name)))" } ?? ""
        }
        switch self {
        case .present(let screen, let presentation): return "present \(name(screen))\(presentation.summary)"
        case .dismiss(let screen, let animation): return "dismiss \(screen.map(name) ?? "top")\(named(animation))"
        case .dismissAll: return "dismiss all"
        case .push(let screen, let animation): return "push \(name(screen))\(named(animation))"
        case .pop(let destination, let animation): return "pop to \(destination.describe(name))\(named(animation))"
        case .setStack(let screens, let animation):
            return "set stack [\(screens.map(name).joined(separator: ", "))]\(named(animation))"
        case .alert(let content): return content.transitionSummary
        case .setRoot(let screen, let inNavigationStack):
            return "set root \(name(screen))\(inNavigationStack ? " in a navigation stack" : "")"
        case .select(let kind, let index, let animation): return "select \(kind.itemNoun) \(index)\(named(animation))"
        case .showDetail(let screen, let animation): return "show detail \(name(screen))\(named(animation))"
        case .showColumn(let column): return "show column \(column.name)"
        case .remove(let screen): return "remove \(name(screen))"
        case .setItems(let kind, let screens, _):
            return "set \(kind.itemNoun)s [\(screens.map(name).joined(separator: ", "))]"
        case .embed(let screen, let host, let slot):
            return "embed \(name(screen)) in \(name(host)) \(TextEscaping.quoted(slot))"
        case .custom(let custom): return TextEscaping.singleLine(custom.name)
        }
    }
}

extension StageTransition {
    /// What drives the transition when it is interactive: a push's, a pop's or a dismissal's own animation's.
    package var interaction: TransitionAnimation.Interaction? {
        switch self {
        case .dismiss(_, let animation), .push(_, let animation), .pop(_, let animation): animation?.interaction
        default: nil
        }
    }
}
