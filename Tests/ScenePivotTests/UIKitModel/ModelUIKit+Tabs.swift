@testable import ScenePivot

/// A tab bar controller's "More" in the UIKit model (UIKIT-BEHAVIOUR T1–T4): with more than five tabs, the first
/// four show in the bar and the rest are listed by the More navigation controller, which is never one of the tabs;
/// a tab opened through it is shown on More's own navigation stack, its navigation stack's screens moved there
/// while it is shown (T3: the model takes the outcome that breaks a stage reading `parent` the most).
@MainActor
final class ModelMore {
    /// `moreNavigationController`: a child of the tab bar controller, never in `viewControllers` (T2).
    let navigation: ModelController
    /// The list of the tabs under More, More's root.
    let list: ModelController
    /// `viewControllers` in the order the user arranged them (T4); the container's own items keep theirs.
    var order: [ModelController]
    /// Whether More's list is what the tab bar shows: `selectedIndex` reads `NSNotFound` (T2).
    var isListShown = false
    /// The tab navigation controller whose screens are on More's stack now.
    weak var borrowed: ModelController?
    /// Whether the tab bar is an app's own `UITabBarController`, whose selection the adapter reads from
    /// `selectedViewController`: More's navigation controller while a tab opened through More shows too, as the
    /// header allows (T2; when, only a device can say), so `selectedIndex` reads `NSNotFound` then. A ScenePivot
    /// tab container finds the tab by identity itself.
    var readsMoreWhileATabShows = false

    init(tabs: ModelController) {
        list = ModelController("More list")
        navigation = ModelController("More", kind: .navigation)
        navigation.children = [list]
        list.parent = navigation
        navigation.parent = tabs
        order = tabs.children
    }

    /// The tabs under More: those after the first four in the bar's order (T1).
    var tabsUnderMore: [ModelController] { Array(order.dropFirst(4)) }
}

extension ModelUIKit {
    /// A ScenePivot tab container (a `UITabBarController`) of tabs whose roots are named `names`, each in a
    /// navigation stack; with more than five, a More navigation controller (T1).
    func tabBar(_ names: [String], named name: String = "Tabs") -> ModelController {
        tabBar(roots: names.map { ModelController($0) }, named: name)
    }

    /// A ScenePivot tab container of tabs whose roots are `roots`, each in a navigation stack.
    func tabBar(roots: [ModelController], named name: String = "Tabs") -> ModelController {
        let tabs = ModelController(name, kind: .container(.tabs))
        tabs.children = roots.map { navigationController(root: $0, named: "\($0.name) stack") }
        for item in tabs.children { item.parent = tabs }
        if tabs.children.count > 5 { tabs.more = ModelMore(tabs: tabs) }
        return tabs
    }

    /// `moreNavigationController`, while the tab bar has a More item.
    func moreNavigation(of tabs: ModelController) -> ModelController? { tabs.more?.navigation }

    /// The user taps the More item: More's list shows, `selectedIndex` reads `NSNotFound` (T2).
    func userOpensMore(in tabs: ModelController) {
        guard let more = tabs.more else { return }
        let old = visibleTabPath(of: tabs)
        returnBorrowedStack(in: tabs)
        more.isListShown = true
        disappear(old)
        appear([more.navigation, more.list])
    }

    /// The user taps More, then the row of tab `index` (in the container's own order) in More's list: the tab
    /// shows on More's navigation stack (T3).
    func userOpensTabThroughMore(_ index: Int, in tabs: ModelController) {
        userOpensMore(in: tabs)
        guard let more = tabs.more, tabs.children.indices.contains(index),
            more.tabsUnderMore.contains(where: { $0 === tabs.children[index] })
        else { return }
        showUnderMore(index, in: tabs)
    }

    /// The user moves tab `from` to place `to` of the bar's order with More → Edit, as `customizableViewControllers`
    /// allows (T4): `viewControllers` is reordered; the container's own items, and so their indexes, are not.
    func userReordersTabs(in tabs: ModelController, moving from: Int, to: Int) {
        guard let more = tabs.more, more.order.indices.contains(from), more.order.indices.contains(to) else { return }
        more.order.insert(more.order.remove(at: from), at: to)
    }

    /// Code's `selectedIndex = index` on a tab bar with More: a tab under More shows on More's stack, any other
    /// in the bar (T6); `false` when the tab bar has no More.
    func selectTabUnderMore(
        _ index: Int, in tabs: ModelController, completion: @escaping @MainActor (Bool) -> Void
    ) -> Bool {
        guard let more = tabs.more, tabs.children.indices.contains(index) else { return false }
        let tab = tabs.children[index]
        if more.tabsUnderMore.contains(where: { $0 === tab }) {
            let old = visibleTabPath(of: tabs)
            returnBorrowedStack(in: tabs)
            disappear(old)
            showUnderMore(index, in: tabs)
        } else {
            let old = visibleTabPath(of: tabs)
            returnBorrowedStack(in: tabs)
            more.isListShown = false
            tabs.selectedIndex = index
            disappear(old)
            appear(visiblePath(from: tab))
        }
        completion(true)
        return true
    }

    /// What the user sees in the tab bar now: More's stack, or the selected tab's.
    func visibleTabPath(of tabs: ModelController) -> [ModelController] {
        guard let more = tabs.more else { return tabs.visibleChild.map { visiblePath(from: $0) } ?? [] }
        if more.isListShown || more.borrowed != nil { return visiblePath(from: more.navigation) }
        return tabs.visibleChild.map { visiblePath(from: $0) } ?? []
    }

    /// Moves tab `index`'s screens onto More's stack, above its list, and selects it.
    func showUnderMore(_ index: Int, in tabs: ModelController) {
        guard let more = tabs.more else { return }
        let tab = tabs.children[index]
        let moved = tab.children
        tab.children = []
        for screen in moved { screen.parent = more.navigation }
        more.navigation.children = [more.list] + moved
        more.borrowed = tab
        more.isListShown = false
        tabs.selectedIndex = index
        appear(visiblePath(from: more.navigation))
    }

    /// Gives the tab shown under More its screens back.
    func returnBorrowedStack(in tabs: ModelController) {
        guard let more = tabs.more, let tab = more.borrowed else { return }
        let screens = Array(more.navigation.children.dropFirst())
        more.navigation.children = [more.list]
        tab.children = screens
        for screen in screens { screen.parent = tab }
        more.borrowed = nil
    }
}
