import ScenePivot

/// A split container on the headless stage, like a `UISplitViewController` with a primary and a secondary column,
/// each with its own navigation stack and its own stage. Expanded, both columns show and a detail replaces the
/// secondary column; collapsed (a compact width), the secondary column's stack is stacked on the primary's, as
/// UIKit does, and a detail is pushed on top.
///
/// ```swift
/// let split = HeadlessSplitContainer(primary: HeadlessScreen("Mailboxes"), secondary: HeadlessScreen("Empty"))
/// builder.register(MailRequest.self) { request in .showDetail(MailScreen(request.mail)) }
/// split.isCollapsed = true   // as when the width becomes compact
/// ```
@MainActor
public final class HeadlessSplitContainer: HeadlessContainer, SplitContainer, CustomStringConvertible {
    let core: HeadlessContainerCore

    /// A split container with `primary` and `secondary` as its columns' root screens, expanded unless
    /// `isCollapsed`.
    public init(primary: AnyObject, secondary: AnyObject, isCollapsed: Bool = false) {
        core = HeadlessContainerCore(
            kind: .split, roots: [primary, secondary], selectedIndex: isCollapsed ? 0 : 1, name: "SplitContainer")
    }

    /// Whether only the primary column shows, as when the width is compact. Setting it is what a size change
    /// does: collapsing stacks the secondary column's navigation stack on the primary's, as UIKit does, so the
    /// detail shown stays on top and going back returns to the list; expanding separates them again.
    public var isCollapsed: Bool {
        get { core.selectedIndex == 0 }
        set {
            guard newValue != isCollapsed else { return }
            core.stackColumns(collapsing: newValue)
            core.setSelected(newValue ? 0 : 1)
        }
    }

    /// The stage of `column`, for that column's pivot: pushes go onto the column's own navigation stack.
    public func stage(for column: SplitColumn) -> (any SceneStage)? {
        core.stage(at: column.index)
    }

    /// The screens of `column`'s navigation stack, root first: the primary column's own, without the secondary
    /// column's stacked on it while collapsed.
    public func navigationStack(of column: SplitColumn) -> [AnyObject] {
        core.navigation(at: column.index)?.children.filter { $0.kind != .navigation }.map(\.screen) ?? []
    }

    /// `SplitContainer`.
    public nonisolated var description: String { "SplitContainer" }
}
