@testable import ScenePivot

extension ModelUIKit {
    /// `setViewControllers(_:animated:)` on a ScenePivot tab container, or `setViewController(_:for:)` for each
    /// column of a split one: the navigation controller whose root is one of `roots` stays, the others leave the
    /// window (their screens hear it, C2), new ones arrive around the other roots; then the tab `selecting` is
    /// selected. A collapsed split's secondary column stays stacked on the primary's when it was (S2). A tab bar
    /// has a More while it has more than five tabs (T1); More's list stays shown when nothing is selected instead,
    /// and a tab selected under More shows on More's stack (T3).
    func setItems(
        _ roots: [ModelController], tabItems: [TabItem], of container: ModelController, selecting: Int?,
        animated: Bool
    ) {
        guard case .container = container.kind else { return }
        let old = visibleTabPath(of: container)
        returnBorrowedStack(in: container)
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
        if case .container(.tabs) = container.kind { updateMore(of: container) }
        if let selecting { container.selectedIndex = selecting }
        disappear(old + removed.flatMap { visiblePath(from: $0) })
        if let more = container.more, selecting != nil {
            more.isListShown = false
            if more.tabsUnderMore.contains(where: { $0 === container.visibleChild }) {
                return showUnderMore(container.selectedIndex, in: container)
            }
        }
        if container.isInWindow { appear(visibleTabPath(of: container)) }
    }

    /// Gives a tab bar a More while it has more than five tabs, listing them in their new order, and takes it
    /// away otherwise (T1).
    private func updateMore(of tabs: ModelController) {
        guard tabs.children.count > 5 else {
            tabs.more?.navigation.parent = nil
            tabs.more = nil
            return
        }
        if let more = tabs.more { more.order = tabs.children } else { tabs.more = ModelMore(tabs: tabs) }
    }
}
