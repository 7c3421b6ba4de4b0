import ScenePivotHeadless
import Testing

@testable import ScenePivot

/// A headless tab container of tabs rooted at `names`, as the stage's root, with `selected` selected.
@MainActor
struct ReplaceableTabs {
    let roots: [HeadlessScreen]
    let tabs: HeadlessTabContainer
    let stage = HeadlessStage(root: HeadlessScreen("Launch"), animation: .instant)
    let pivot: ScenePivot

    init(_ names: [String] = ["Walk", "Together", "Analysis"], selected: Int = 0) throws {
        roots = names.map { HeadlessScreen($0) }
        tabs = HeadlessTabContainer(
            tabs: roots.map { (item: TabItem(title: $0.name), root: $0 as AnyObject) }, selectedIndex: selected)
        pivot = ScenePivot(stage: stage)
        try stage.performOrThrow(.setRoot(tabs, inNavigationStack: false), animated: false, completion: {})
    }

    func root(_ name: String) -> HeadlessScreen { roots.first { $0.name == name }! }

    func names(ofTab index: Int) -> [String] { tabs.navigationStack(ofTab: index).map(stage.name(of:)) }

    /// Sets the tabs rooted at `screens`, each titled after its screen.
    func setTabs(_ screens: [HeadlessScreen]) {
        pivot.switchScene(with: TransitionRequest(.setTabs(screens.map { (TabItem(title: $0.name), $0) })))
    }
}

@Suite("Replacing a container's items: kept items keep their stacks and flows, removed ones end theirs")
@MainActor
struct ContainerItemsReplacementTests {
    @Test func keptTabsKeepTheirStackStageAndFlowsWhileTheFlowsOfRemovedTabsEnd() throws {
        let fixture = try ReplaceableTabs()
        let host = fixture.pivot.startFlow(IdleFlow())
        let census = FlowCensus()
        let walk = host.startChild(ScreenFlow("Route", census: census), on: fixture.tabs.stage(forTab: 0))
        let together = host.startChild(ScreenFlow("Group", census: census), on: fixture.tabs.stage(forTab: 1))
        let togetherStage = try #require(fixture.tabs.stage(forTab: 1))
        let walkStage = try #require(fixture.tabs.stage(forTab: 0))

        fixture.setTabs([fixture.root("Together"), HeadlessScreen("Account")])

        #expect(fixture.tabs.items.map(\.title) == ["Together", "Account"])
        #expect(fixture.names(ofTab: 0) == ["Together", "Group"], "the kept tab keeps its stack, now first")
        #expect(fixture.names(ofTab: 1) == ["Account"])
        #expect(fixture.tabs.stage(forTab: 0) as AnyObject? === togetherStage as AnyObject, "and its stage")
        #expect(together.isRunning, "the kept tab's flow is untouched")
        #expect(!walk.isRunning, "the removed tab's flow ended")
        #expect(census.alive == 1)
        #expect(!fixture.stage.contains(fixture.root("Walk")) && !fixture.stage.contains(fixture.root("Analysis")))
        #expect(
            throws: ScenePivotError.illegalTransition(.containerNotOnStage("TabContainer")),
            "a removed tab's stage acts nowhere"
        ) { try walkStage.performOrThrow(.push(HeadlessScreen("Late")), animated: false) }
        try #require(fixture.tabs.stage(forTab: 1)).performOrThrow(.push(HeadlessScreen("Profile")), animated: false)
        #expect(fixture.names(ofTab: 1) == ["Account", "Profile"], "a new tab's stage pushes onto its own stack")
    }

    /// As `UITabBarController.viewControllers` documents (D): the selected tab is reselected when kept, else the
    /// tab at its index, else the first.
    @Test(
        arguments: [
            (selected: 2, kept: ["Analysis", "Walk"], expected: 0),
            (selected: 1, kept: ["Walk", "New", "Other"], expected: 1),
            (selected: 2, kept: ["Walk", "New"], expected: 0),
            (selected: 0, kept: ["New", "Together", "Walk"], expected: 2),
        ])
    func theSelectedTabStaysSelectedWhenKeptElseItsIndexElseTheFirst(
        selected: Int, kept: [String], expected: Int
    ) throws {
        let fixture = try ReplaceableTabs(selected: selected)
        let selections = Log<Int>()
        let observation = fixture.tabs.observeSelectedIndex { selections.values.append($0) }
        let screens = kept.map { name in fixture.roots.first { $0.name == name } ?? HeadlessScreen(name) }

        fixture.setTabs(screens)

        #expect(fixture.tabs.selectedIndex == expected)
        #expect(fixture.stage.name(of: fixture.stage.topScreen) == kept[expected])
        #expect(selections.values == (expected == selected ? [] : [expected]), "observers hear a changed index")
        observation.cancel()
    }

    /// A tab is kept by its stack's root now, not the root it was made with: a tab whose stack was set to start
    /// elsewhere keeps its stage when its new root is kept, and its first root comes back as a tab of its own.
    @Test func aTabIsKeptByItsStacksRootNowAndItsStageFollowsItNotItsFirstRoot() throws {
        let fixture = try ReplaceableTabs()
        let inbox = HeadlessScreen("Inbox")
        let firstStage = try #require(fixture.tabs.stage(forTab: 0))
        try firstStage.performOrThrow(.setStack([inbox]), animated: false)

        fixture.setTabs([fixture.root("Walk"), inbox])

        #expect(fixture.names(ofTab: 0) == ["Walk"], "the first root is a new tab")
        #expect(fixture.names(ofTab: 1) == ["Inbox"], "the tab rooted at Inbox now is kept")
        #expect(fixture.tabs.stage(forTab: 1) as AnyObject? === firstStage as AnyObject, "with its stage")
        try firstStage.performOrThrow(.push(HeadlessScreen("Message")), animated: false)
        try #require(fixture.tabs.stage(forTab: 0)).performOrThrow(.push(HeadlessScreen("Route")), animated: false)
        #expect(fixture.names(ofTab: 1) == ["Inbox", "Message"], "the kept tab's stage pushes onto its own stack")
        #expect(fixture.names(ofTab: 0) == ["Walk", "Route"], "the new tab's stage onto the new one")
    }

    /// A flow started on a tab's stage adopts the tab's root now: on a tab whose stack was set to start elsewhere,
    /// the root it starts at, not its first root — gone, or held by another tab once `.setTabs` brought it back —
    /// so the flow runs while its own tab stays and ends when that tab is removed.
    @Test(arguments: [false, true])
    func aFlowStartedOnATabWhoseStackStartsElsewhereEndsWithItsOwnTab(firstRootBackAsATab: Bool) throws {
        let fixture = try ReplaceableTabs()
        let inbox = HeadlessScreen("Inbox")
        let firstStage = try #require(fixture.tabs.stage(forTab: 0))
        try firstStage.performOrThrow(.setStack([inbox]), animated: false)
        if firstRootBackAsATab { fixture.setTabs([fixture.root("Walk"), inbox]) }
        let host = fixture.pivot.startFlow(IdleFlow())

        let onInbox = host.startChild(IdleFlow(), on: firstStage)
        #expect(onInbox.isRunning, "it adopts Inbox, on stage")
        fixture.setTabs([inbox])
        #expect(onInbox.isRunning, "the other tabs left, not its own")
        fixture.setTabs([fixture.root("Together")])
        #expect(!onInbox.isRunning, "its own tab left: it ends")
    }

    /// UIKit replaces a tab bar controller's tabs while a sheet covers it (a paywall that unlocks a tab): the
    /// request is not refused for want of a tab container on the path the user sees, and the sheet stays.
    @Test func theTabsUnderAPresentedSheetAreReplacedAndTheSheetStays() throws {
        let fixture = try ReplaceableTabs()
        fixture.pivot.switchScene(with: TransitionRequest(.present(HeadlessScreen("Paywall"))))
        let failures = Log<String>()
        let observation = fixture.pivot.observe { event in
            if case .failed = event { failures.values.append("\(event)") }
        }

        fixture.setTabs([fixture.root("Walk"), HeadlessScreen("Pro")])

        #expect(failures.values.isEmpty)
        #expect(fixture.tabs.items.map(\.title) == ["Walk", "Pro"])
        #expect(fixture.stage.name(of: fixture.stage.topScreen) == "Paywall", "the sheet stays")
        observation.cancel()
    }

    /// Under several presented screens, the tabs replaced are those nearest under the top one — the ones the user
    /// comes back to when it is dismissed —, not the root's.
    @Test func theTabsReplacedUnderPresentedScreensAreTheNearestOnes() throws {
        let fixture = try ReplaceableTabs()
        let inner = HeadlessTabContainer(tabs: [(TabItem(title: "Plans"), HeadlessScreen("Plans") as AnyObject)])
        fixture.pivot.switchScene(with: TransitionRequest(.present(inner)))
        fixture.pivot.switchScene(with: TransitionRequest(.present(HeadlessScreen("Paywall"))))

        fixture.setTabs([HeadlessScreen("Pro")])

        #expect(inner.items.map(\.title) == ["Pro"])
        #expect(fixture.tabs.items.map(\.title) == ["Walk", "Together", "Analysis"], "the root's tabs stay")
        #expect(fixture.stage.name(of: fixture.stage.topScreen) == "Paywall")
    }

    @Test func animatedTheRemovedTabsLeaveWhenTheAnimationEnds() throws {
        let fixture = try ReplaceableTabs()
        fixture.stage.animation = .manual(.milliseconds(300))
        let left = Log<String>()
        fixture.stage.observeDeparture(of: fixture.root("Walk")) { left.values.append("Walk") }

        fixture.setTabs([fixture.root("Together")])
        #expect(left.values.isEmpty, "still leaving")
        #expect(fixture.stage.isAnimating)
        fixture.stage.finishAnimations()
        #expect(left.values == ["Walk"])
        #expect(fixture.stage.hierarchyDescription.contains("tab 0 \"Together\" (selected)"))
    }

    @Test(arguments: ReplacementMistake.allCases)
    fileprivate func badItemsAreRefusedAndNothingChanges(_ mistake: ReplacementMistake) throws {
        let fixture = try ReplaceableTabs()
        try fixture.stage.performOrThrow(.push(HeadlessScreen("Route")), animated: false, completion: {})
        let before = fixture.stage.hierarchyDescription
        let route = fixture.tabs.navigationStack(ofTab: 0)[1]
        let (transition, error) = mistake.attempt(roots: fixture.roots, pushed: route)

        #expect(throws: error) { try fixture.stage.performOrThrow(transition, animated: false, completion: {}) }
        #expect(fixture.stage.hierarchyDescription == before)
    }

    @Test func theSwiftUIStageRefusesItHasNoContainers() {
        let harness = SwiftUIStageHarness()
        #expect(
            harness.run(.setItems(.tabs, [HeadlessScreen("Walk")], tabItems: [TabItem(title: "Walk")]))
                == .failed(.illegalTransition(.noContainer(ContainerKind.tabs.rawValue))))
        #expect(harness.updates.isEmpty)
    }

    @Test func theTransitionReadsAsItsKindInEventsAndTranscripts() {
        let tabs = StageTransition<String>.setItems(.tabs, ["Walk", "Account"], tabItems: [])
        #expect(tabs.description == "set tabs [Walk, Account]")
        #expect(
            StageTransition<String>.setItems(.split, ["List", "Empty"], tabItems: []).description
                == "set columns [List, Empty]")
        #expect(
            Transition.setColumns(primary: HeadlessScreen("A"), secondary: HeadlessScreen("B")).logDescription
                == "set columns")
    }
}

/// Bad input to a change of items, and how the rules refuse it.
private enum ReplacementMistake: String, CaseIterable {
    case noTabs, missingTabItem, extraTabItem, duplicateRoot, screenOnStageElsewhere, threeColumns, columnsWithTabItems,
        pages

    @MainActor
    func attempt(roots: [HeadlessScreen], pushed: AnyObject) -> (StageTransition<AnyObject>, ScenePivotError) {
        let fresh = HeadlessScreen("Fresh")
        switch self {
        case .noTabs:
            return (.setItems(.tabs, [], tabItems: []), .invalidRequest("set tabs", .invalidItems("it sets no tabs")))
        case .missingTabItem:
            return (
                .setItems(.tabs, [fresh, roots[0]], tabItems: [TabItem(title: "Fresh")]),
                .invalidRequest("set tabs", .invalidItems("it sets 2 tabs with 1 tab items, one each is needed"))
            )
        case .extraTabItem:
            return (
                .setItems(.tabs, [fresh], tabItems: [TabItem(title: "Fresh"), TabItem(title: "Extra")]),
                .invalidRequest("set tabs", .invalidItems("it sets 1 tabs with 2 tab items, one each is needed"))
            )
        case .duplicateRoot:
            return (
                .setItems(.tabs, [fresh, fresh], tabItems: [TabItem(title: "A"), TabItem(title: "B")]),
                .illegalTransition(.screenAlreadyOnStage("Fresh"))
            )
        case .screenOnStageElsewhere:
            return (
                .setItems(.tabs, [pushed], tabItems: [TabItem(title: "Route")]),
                .illegalTransition(.screenAlreadyOnStage("Route"))
            )
        case .threeColumns:
            return (
                .setItems(.split, [fresh, roots[0], roots[1]], tabItems: []),
                .invalidRequest(
                    "set columns", .invalidItems("a split container has 2 columns and no tab items, not 3 and 0"))
            )
        case .columnsWithTabItems:
            return (
                .setItems(
                    .split, [fresh, HeadlessScreen("Empty")], tabItems: [TabItem(title: "A"), TabItem(title: "B")]),
                .invalidRequest(
                    "set columns", .invalidItems("a split container has 2 columns and no tab items, not 2 and 2"))
            )
        case .pages:
            return (
                .setItems(.pages, [fresh], tabItems: []),
                .invalidRequest("set pages", .invalidItems("a page container's pages are fixed when it is made"))
            )
        }
    }
}

@Suite("Replacing a split container's columns")
@MainActor
struct SplitColumnsReplacementTests {
    @Test(arguments: [false, true])
    func aReplacedColumnsFlowEndsTheKeptColumnsStackAndFlowStay(collapsed: Bool) throws {
        let mailboxes = HeadlessScreen("Mailboxes")
        let split = HeadlessSplitContainer(primary: mailboxes, secondary: HeadlessScreen("Empty"))
        let stage = HeadlessStage(root: HeadlessScreen("Launch"), animation: .instant)
        let pivot = ScenePivot(stage: stage)
        try stage.performOrThrow(.setRoot(split, inNavigationStack: false), animated: false, completion: {})
        let host = pivot.startFlow(IdleFlow())
        let list = host.startChild(ScreenFlow("Inbox"), on: split.stage(for: .primary))
        let detailStage = try #require(split.stage(for: .secondary))
        let detail = host.startChild(ScreenFlow("Draft"), on: detailStage)
        split.isCollapsed = collapsed  // collapsed, the detail's column is stacked on the list (S2)

        pivot.switchScene(
            with: TransitionRequest(.setColumns(primary: mailboxes, secondary: HeadlessScreen("Archive"))))

        #expect(list.isRunning, "the kept column's flow is untouched")
        #expect(!detail.isRunning, "the replaced column's flow ended")
        #expect(split.navigationStack(of: .primary).map(stage.name(of:)) == ["Mailboxes", "Inbox"])
        #expect(split.navigationStack(of: .secondary).map(stage.name(of:)) == ["Archive"])
        #expect(split.stage(for: .secondary) as AnyObject? !== detailStage as AnyObject, "a new column, a new stage")
        #expect(split.isCollapsed == collapsed)
        #expect(stage.name(of: stage.topScreen) == "Archive", "the new detail shows where the old one did (S2)")
    }

    /// Setting the columns a split shows already changes nothing: no animation to wait for, its flows untouched.
    @Test func settingTheColumnsItShowsChangesNothingAndEndsAtOnce() throws {
        let mailboxes = HeadlessScreen("Mailboxes")
        let empty = HeadlessScreen("Empty")
        let split = HeadlessSplitContainer(primary: mailboxes, secondary: empty)
        let stage = HeadlessStage(root: split, inNavigationStack: false, animation: .manual(.milliseconds(300)))
        let before = stage.hierarchyDescription
        var outcome: StageOutcome?

        stage.perform(.setItems(.split, [mailboxes, empty], tabItems: []), animated: true) { outcome = $0 }

        #expect(outcome == .completed, "ended at once")
        #expect(!stage.isAnimating)
        #expect(stage.hierarchyDescription == before)
    }

    /// A column's stack stays in its column: swapping the columns, or moving one column's root into the other's
    /// place, is refused, and nothing changes.
    @Test(arguments: [
        (["Empty", "Mailboxes"], "Empty"), (["Archive", "Mailboxes"], "Mailboxes"), (["Empty", "Archive"], "Empty"),
    ])
    func aColumnsRootCannotMoveToTheOtherColumn(columns: [String], refused: String) throws {
        let mailboxes = HeadlessScreen("Mailboxes")
        let empty = HeadlessScreen("Empty")
        let split = HeadlessSplitContainer(primary: mailboxes, secondary: empty)
        let stage = HeadlessStage(root: split, inNavigationStack: false, animation: .instant)
        let before = stage.hierarchyDescription
        let screens = columns.map { name in [mailboxes, empty].first { $0.name == name } ?? HeadlessScreen(name) }
        #expect(throws: ScenePivotError.illegalTransition(.screenAlreadyOnStage(refused))) {
            try stage.performOrThrow(.setItems(.split, screens, tabItems: []), animated: false) {}
        }
        #expect(stage.hierarchyDescription == before)
    }
}
