extension StageRules {
    /// How many tabs a tab bar shows without a More item: UIKit lists the fifth and later under More when there are
    /// more (`UITabBarController`, compact width).
    static var tabsWithoutMore: Int { 5 }

    /// Plans replacing the items of the container of `kind` a selection would act on with stacks rooted at
    /// `screens`: an item whose stack's root is one of the screens is kept (wherever it goes in the order), any
    /// other screen must be off stage. The selected tab stays selected when it is kept, else the tab at its index
    /// is selected, else the first — as `UITabBarController`'s `viewControllers` documents. With no tab selected
    /// — UIKit's More list on screen, `selectedIndex` reading `NSNotFound` — More stays selected while the new
    /// tabs still have a More (more than five), and the first tab is selected otherwise. A container under a
    /// presented screen is found too (``itemsContainer(of:scope:top:)``).
    func planItems(
        _ kind: ContainerKind, _ screens: [AnyObject], tabItems: [TabItem], scope: Node?, top: Node
    ) throws(ScenePivotError) -> StagePlan<Node> {
        let request = "set \(kind.itemNoun)s"
        switch kind {
        case .pages:
            throw .invalidRequest(request, .invalidItems("a page container's pages are fixed when it is made"))
        case .tabs:
            guard !screens.isEmpty else { throw .invalidRequest(request, .invalidItems("it sets no tabs")) }
            guard tabItems.count == screens.count else {
                throw .invalidRequest(
                    request,
                    .invalidItems("it sets \(screens.count) tabs with \(tabItems.count) tab items, one each is needed"))
            }
        case .split:
            guard screens.count == 2, tabItems.isEmpty else {
                throw .invalidRequest(
                    request,
                    .invalidItems(
                        "a split container has 2 columns and no tab items, not \(screens.count) and \(tabItems.count)"))
            }
        }
        guard let container = itemsContainer(of: kind, scope: scope, top: top) else {
            throw .illegalTransition(.noContainer(kind.rawValue))
        }
        let items = view.children(of: container)
        var seen = Set<ObjectIdentifier>()
        var keptIndexes: [Int?] = []
        for screen in screens {
            guard seen.insert(ObjectIdentifier(screen)).inserted else {
                throw .illegalTransition(.screenAlreadyOnStage(view.name(of: screen)))
            }
            let kept = items.firstIndex { item in
                view.kind(of: item) == .navigation && view.children(of: item).first.map(view.screen(of:)) === screen
            }
            if kind == .split, let kept, kept != keptIndexes.count {
                throw .illegalTransition(.screenAlreadyOnStage(view.name(of: screen)))  // the other column's root
            }
            if kept == nil { try refuseUnshowable(screen, embedded: true) }
            keptIndexes.append(kept)
        }
        if keptIndexes == items.indices.map({ $0 }), kind == .split { return .nothing }
        var selecting: Int?
        if kind == .tabs, let selected = view.selectedIndex(of: container) {
            selecting = keptIndexes.firstIndex { $0 == selected } ?? (selected < screens.count ? selected : 0)
        } else if kind == .tabs {
            selecting = screens.count > Self.tabsWithoutMore ? nil : 0
        }
        return .setItems(container, roots: screens, tabItems: tabItems, selecting: selecting)
    }
}
