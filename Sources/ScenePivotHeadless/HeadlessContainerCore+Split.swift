import ScenePivot

extension HeadlessContainerCore {
    /// Restacks a split container's columns as UIKit does: collapsed, the secondary column's navigation stack goes
    /// on top of the primary's — one stack, its detail on top, the list below; expanded, it goes back to its column.
    func stackColumns(collapsing: Bool) {
        guard kind == .split, let split = node, let primary = navigation(at: 0), let secondary = navigation(at: 1)
        else { return }
        if collapsing {
            guard secondary.parent !== primary else { return }
            primary.children.append(secondary)
            secondary.parent = primary
        } else {
            primary.children.removeAll { $0 === secondary }
            secondary.parent = split
        }
    }
}

extension HeadlessStage {
    /// Going back from the root of a collapsed split's stacked secondary column: the column leaves the stack,
    /// hidden until the split expands, and the user is back at the list. `false` when `navigation` is no such
    /// column.
    func returnsToTheList(from navigation: HeadlessNode) -> Bool {
        guard let primary = navigation.parent, primary.kind == .navigation, let split = primary.parent,
            split.screen is HeadlessSplitContainer
        else { return false }
        primary.children.removeAll { $0 === navigation }
        navigation.parent = split
        engine.hierarchyChanged()
        return true
    }
}
