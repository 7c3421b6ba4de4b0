/// Tabs under a tab bar's "More" (UIKIT-BEHAVIOUR T1–T4). With more than five tabs, UIKit lists the fifth and later
/// ones under a More navigation controller that is none of the tabs, and shows a tab opened through it on More's own
/// navigation stack: the tab's screens become More's children while it is shown. To the rules, a tab opened through
/// More stays what it is — the selected tab, its navigation stack holding its screens — so it stays on stage, its
/// flows live on, selections reach it, and pushes, pops and stack changes land on the stack the user sees (More's,
/// above More's list).
extension ControllerStage {
    /// The tab bar controller whose More navigation controller `more` is, if it is one.
    func tabBar(whoseMoreIs more: Controller) -> Controller? {
        guard platform.kind(of: more) == .navigation, let tabs = platform.parent(of: more),
            platform.kind(of: tabs) == .container(.tabs), platform.moreNavigation(of: tabs) === more
        else { return nil }
        return tabs
    }

    /// What `node`, a child of `parent` in UIKit, belongs to when `parent` is a tab bar's More navigation
    /// controller: the tab bar for a tab UIKit put on More's stack itself, the tab opened through More for its
    /// screens; `nil` otherwise (More's list, or any other parent).
    func parentUnderMore(of node: Controller, on parent: Controller) -> Controller? {
        guard let tabs = tabBar(whoseMoreIs: parent) else { return nil }
        if platform.items(of: tabs).contains(where: { $0 === node }) { return tabs }
        guard let tab = tabShownUnderMore(in: tabs, more: parent), platform.items(of: parent).first !== node else {
            return nil
        }
        return tab
    }

    /// The selected tab of `tabs`, when it is a navigation controller whose screens More's stack shows now.
    func tabShownUnderMore(in tabs: Controller, more: Controller) -> Controller? {
        let items = platform.items(of: tabs)
        let shown = platform.items(of: more)
        guard shown.count > 1, let index = selectedIndex(of: tabs), items.indices.contains(index) else {
            return nil
        }
        let tab = items[index]
        guard platform.kind(of: tab) == .navigation, !shown.contains(where: { $0 === tab }) else { return nil }
        return tab
    }

    /// The tab whose screens More's navigation stack shows above its list, found by identity, for a tab bar whose
    /// `selectedViewController` reads as More while it shows one (UIKIT-BEHAVIOUR T2, T3: the header allows it, and
    /// only a device can say when): a tab UIKit put on More's stack itself, or a navigation stack that has lent all
    /// its screens to More's. `nil` while More's list shows, and for anything but a tab bar with a More.
    func tabOpenedThroughMore(in tabs: Controller) -> Int? {
        guard platform.kind(of: tabs) == .container(.tabs), let more = platform.moreNavigation(of: tabs) else {
            return nil
        }
        let shown = platform.items(of: more).dropFirst()
        guard !shown.isEmpty else { return nil }
        return platform.items(of: tabs).firstIndex { tab in
            shown.contains { $0 === tab } || (platform.kind(of: tab) == .navigation && platform.items(of: tab).isEmpty)
        }
    }

    /// The UIKit navigation controller that shows `navigation`'s screens, and how many screens of its own come
    /// first: More's, after its list, for a tab opened through More; `nil` for any other navigation controller,
    /// which shows its own.
    func shownStack(of navigation: Controller) -> (stack: Controller, offset: Int)? {
        guard let tabs = platform.container(ofItem: navigation) ?? platform.parent(of: navigation),
            platform.kind(of: tabs) == .container(.tabs), let more = platform.moreNavigation(of: tabs),
            tabShownUnderMore(in: tabs, more: more) === navigation
        else { return nil }
        return (more, 1)
    }
}
