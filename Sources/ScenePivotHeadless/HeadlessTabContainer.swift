import ScenePivot

/// A tab container on the headless stage, like a `UITabBarController`: each tab has its own navigation stack,
/// and its own stage for the tab's pivot, so a push from a tab lands on that tab's stack.
///
/// ```swift
/// let tabs = HeadlessTabContainer(tabs: [
///     (TabItem(title: "Walk", iconName: "shoeprints.fill"), HeadlessScreen("Walk")),
///     (TabItem(title: "Together", iconName: "person.3"), HeadlessScreen("Together")),
/// ])
/// pivot.switchScene(with: ShowMainRequest())            // a scene shows `tabs`: .setRoot(tabs, inNavigationStack: false)
/// flow.startChild(WalkFlow(), on: tabs.stage(forTab: 0))
/// ```
@MainActor
public final class HeadlessTabContainer: HeadlessContainer, TabContainer, CustomStringConvertible {
    /// The tabs' bar items, in order: those the container was made with, or those a `.setTabs` scene set last.
    public internal(set) var items: [TabItem] { didSet { HeadlessStage.hierarchyWrites &+= 1 } }
    let core: HeadlessContainerCore

    /// A container of `tabs`, each an item and the root screen of its navigation stack, starting on tab
    /// `selectedIndex` (the first by default).
    public init(tabs: [(item: TabItem, root: AnyObject)], selectedIndex: Int = 0) {
        items = tabs.map(\.item)
        core = HeadlessContainerCore(
            kind: .tabs, roots: tabs.map(\.root), selectedIndex: selectedIndex, name: "TabContainer")
    }

    /// The selected tab's index.
    public var selectedIndex: Int { core.selectedIndex }

    /// The stage of tab `index`, for that tab's pivot: pushes go onto the tab's own navigation stack.
    public func stage(forTab index: Int) -> (any SceneStage)? {
        core.stage(at: index)
    }

    /// The screens of tab `index`'s navigation stack, root first.
    public func navigationStack(ofTab index: Int) -> [AnyObject] {
        core.navigation(at: index)?.children.map(\.screen) ?? []
    }

    /// Taps tab `index` in the tab bar, as a user does: only while the tab bar is on screen and uncovered, and
    /// no transition animates.
    package func tapTab(_ index: Int) throws(HeadlessInteractionError) {
        guard items.indices.contains(index) else { throw .noSuchItem(index, count: items.count) }
        _ = try core.stageWithinUsersReach(name: description)
        core.setSelected(index)
    }

    /// Calls `handler` with the selected index each time it changes, while the observation is kept.
    public func observeSelectedIndex(_ handler: @escaping @MainActor (Int) -> Void) -> PivotObservation {
        core.observe(handler)
    }

    /// `TabContainer`.
    public nonisolated var description: String { "TabContainer" }
}
