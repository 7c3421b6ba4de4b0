@testable import ScenePivot

extension ModelUIKit {
    /// `setViewControllers(_:animated:)` on a ScenePivot tab container, or `setViewController(_:for:)` for each
    /// column of a split one: the navigation controller whose root is one of `roots` stays, the others leave the
    /// window (their screens hear it, C2), new ones arrive around the other roots; then the tab `selecting` is
    /// selected. A collapsed split's secondary column stays stacked on the primary's when it was (S2).
    func setItems(
        _ roots: [ModelController], tabItems: [TabItem], of container: ModelController, selecting: Int?,
        animated: Bool
    ) {
        guard case .container = container.kind else { return }
        let old = container.visibleChild.map { visiblePath(from: $0) } ?? []
        let wasStacked = container.secondaryColumn.map { $0.parent === container.primaryColumn } ?? false
        if wasStacked { container.restackColumns(collapsing: false) }
        let previous = container.children
        let items = roots.map { root in
            previous.first { $0.kind == .navigation && $0.children.first === root }
                ?? navigationController(root: root, named: "\(root.name) stack")
        }
        let removed = previous.filter { item in !items.contains { $0 === item } }
        container.children = items
        for item in items { item.parent = container }
        for item in removed { item.parent = nil }
        if wasStacked { container.restackColumns(collapsing: true) }
        if let selecting { container.selectedIndex = selecting }
        disappear(old + removed.flatMap { visiblePath(from: $0) })
        if container.isInWindow, let shown = container.visibleChild { appear(visiblePath(from: shown)) }
    }
}
