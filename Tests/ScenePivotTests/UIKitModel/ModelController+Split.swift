@testable import ScenePivot

/// A split view controller of the UIKit model (column style, iOS 14), whose `children` are its primary and
/// secondary columns' navigation controllers.
extension ModelController {
    /// The primary column's navigation controller.
    var primaryColumn: ModelController? { children.first }
    /// The secondary column's navigation controller.
    var secondaryColumn: ModelController? { children.count > 1 ? children[1] : nil }

    /// Restacks the columns as UIKit does when the split collapses or expands: collapsed, "stacking the vc's for the
    /// Primary, Supplementary, and Secondary columns" (S2) — the secondary column's navigation controller goes on
    /// top of the primary's stack, so its detail stays on top and back returns to the list; expanded, it goes back
    /// to its column (S3). The model always puts the secondary on top, UIKit's default proposed top column (S5).
    func restackColumns(collapsing: Bool) {
        guard case .container(.split) = kind, let primary = primaryColumn, let secondary = secondaryColumn else {
            return
        }
        if collapsing {
            guard secondary.parent !== primary else { return }
            primary.children.append(secondary)
            secondary.parent = primary
        } else {
            primary.children.removeAll { $0 === secondary }
            secondary.parent = self
        }
    }
}

extension ModelUIKit {
    /// The navigation controller the back button pops: the innermost one the user sees with a screen to go back
    /// to — a collapsed split's secondary navigation controller, at its root, is itself popped off the primary's
    /// stack, back to the list (S3).
    var backNavigation: (navigation: ModelController, to: ModelController)? {
        guard let navigation = visibleNavigation else { return nil }
        if navigation.children.count > 1 { return (navigation, navigation.children[navigation.children.count - 2]) }
        guard let outer = navigation.parent, outer.kind == .navigation,
            let index = outer.children.lastIndex(where: { $0 === navigation }), index > 0
        else { return nil }
        return (outer, outer.children[index - 1])
    }
}
