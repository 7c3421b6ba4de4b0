import Testing

@testable import ScenePivot

/// A tab bar with more than five tabs in the UIKit model — its More navigation controller as UIKit shows it
/// (UIKIT-BEHAVIOUR T1–T4) — and the UIKit stage over it.
@Suite("UIKit stage: tabs under More")
@MainActor
struct UIKitMoreTests {
    let contract = UIKitModelContract(root: "Launch", inNavigationStack: false)
    var uikit: ModelUIKit { contract.uikit }
    var stage: ControllerStage<ModelUIKit> { contract.controllerStage }

    /// A tab bar of eight tabs, "Tab 1" to "Tab 8", at the window's root.
    private func eightTabs() -> ModelController {
        let tabs = uikit.tabBar((1...8).map { "Tab \($0)" })
        #expect(contract.run(.setRoot(tabs, inNavigationStack: false)) == .completed)
        return tabs
    }

    @Test func eightTabsShowFourAndListTheRestUnderAMoreThatIsNoneOfThemT1T2() throws {
        let tabs = eightTabs()
        let more = try #require(tabs.more)
        #expect(more.tabsUnderMore.map(\.name) == ["Tab 5 stack", "Tab 6 stack", "Tab 7 stack", "Tab 8 stack"])
        #expect(!tabs.children.contains { $0 === more.navigation }, "T2: More is not in viewControllers")
        uikit.userOpensMore(in: tabs)
        #expect(uikit.selectedIndex(of: tabs) == nil, "T2: selectedIndex reads NSNotFound while More's list shows")
        #expect(contract.run(.push(ModelController("Detail"))) == .failed(.illegalTransition(.noNavigationStack)))
        #expect(contract.run(.select(.tabs, index: 5)) == .completed, "a selection by request leaves the list")
        #expect(contract.topName == "Tab 6")
    }

    @Test func aTabOpenedThroughMoreIsShownOnMoresStackYetStaysItsTabsT3() throws {
        let tabs = eightTabs()
        let more = try #require(tabs.more)
        uikit.userOpensTabThroughMore(6, in: tabs)
        let root = try #require(more.navigation.children.last)
        #expect(root.name == "Tab 7" && root.parent === more.navigation, "T3: its parent is More's navigation")
        #expect(tabs.children[6].children.isEmpty)
        #expect(stage.parent(of: root) === tabs.children[6], "to the rules it is still its tab's")
        #expect(stage.children(of: tabs.children[6]) === [root])
        #expect(stage.engine.rules.isOnStage(root))
        uikit.select(0, in: tabs, animated: false) { _ in }
        #expect(tabs.children[6].children === [root] && root.parent === tabs.children[6], "given back on leaving")
    }

    @Test func anAppsOwnTabBarReadingMoreAsSelectedStillFollowsTheTabOpenedThroughItT2T3() throws {
        let tabs = eightTabs()
        let more = try #require(tabs.more)
        more.readsMoreWhileATabShows = true
        let root = tabs.children[6].children[0]
        let pivot = ScenePivot(owningStage: ControllerStage(anchor: root, platform: uikit))
        let errors = Log<ScenePivotError>()
        pivot.errorHandler = { errors.values.append($0) }
        pivot.builder.register(PresentNamedRequest.self) { .push(ModelController($0.name)) }
        uikit.userOpensTabThroughMore(6, in: tabs)
        #expect(uikit.selectedIndex(of: tabs) == nil, "T2: the tab bar reads More as selected")
        #expect(stage.selectedIndex(of: tabs) == 6, "the stage finds the tab on More's stack")
        #expect(stage.engine.rules.isOnStage(root))
        pivot.switchScene(with: PresentNamedRequest(name: "Old post"))
        uikit.runUntilIdle()
        #expect(errors.values.isEmpty && contract.topName == "Old post")
        #expect(more.navigation.children.map(\.name) == ["More list", "Tab 7", "Old post"])
        #expect(contract.run(.select(.tabs, index: 0)) == .completed)
        #expect(contract.run(.select(.tabs, index: 6)) == .completed, "a selection by request reaches it")
        #expect(contract.topName == "Old post" && contract.complaints.isEmpty)
    }

    @Test func reorderingTheTabsKeepsEachTabsIndexT4() throws {
        let tabs = eightTabs()
        let more = try #require(tabs.more)
        uikit.userReordersTabs(in: tabs, moving: 6, to: 1)
        #expect(contract.run(.select(.tabs, index: 6)) == .completed)
        #expect(contract.topName == "Tab 7" && more.borrowed == nil, "tab 7 is in the bar now, still index 6")
        #expect(contract.run(.select(.tabs, index: 3)) == .completed)
        #expect(more.borrowed === tabs.children[3], "tab 4 went under More, still index 3")
        #expect(contract.topName == "Tab 4")
        #expect(contract.run(.push(ModelController("Detail"))) == .completed)
        #expect(more.navigation.children.map(\.name) == ["More list", "Tab 4", "Detail"])
        #expect(contract.complaints.isEmpty)
    }

    /// `setTabs` with More's list on screen (D `UITabBarController.viewControllers`: the tab bar reselects what was
    /// selected — More's navigation controller, T2 — while the new tabs still have a More; else, `selectedIndex`
    /// reading `NSNotFound`, no index is valid and it selects the first tab).
    @Test(arguments: [(count: 7, listStays: true), (count: 6, listStays: true), (count: 5, listStays: false)])
    func replacingTheTabsWithMoresListShownKeepsItWhileTheNewTabsHaveAMoreElseSelectsTheFirst(
        count: Int, listStays: Bool
    ) throws {
        let tabs = eightTabs()
        uikit.userOpensMore(in: tabs)
        let roots = (0..<count).map { $0 == 1 ? tabs.children[6].children[0] : ModelController("New \($0 + 1)") }

        let outcome = contract.run(
            .setItems(.tabs, roots, tabItems: roots.map { TabItem(title: $0.name) }))

        #expect(outcome == .completed)
        #expect(tabs.children.map { $0.children.first?.name } == roots.map(\.name))
        #expect((tabs.more != nil) == listStays, "T1: a More only while there are more than five tabs")
        if listStays {
            #expect(tabs.more?.isListShown == true, "More stays selected")
            #expect(uikit.selectedIndex(of: tabs) == nil, "T2: selectedIndex still reads NSNotFound")
            #expect(tabs.more?.tabsUnderMore.count == count - 4, "More lists the new tabs after the fourth")
        } else {
            #expect(uikit.selectedIndex(of: tabs) == 0 && contract.topName == "New 1", "no More: the first tab")
        }
        #expect(contract.complaints.isEmpty)
    }

    /// A tab opened through More and kept (D `viewControllers`: the selected view controller is reselected): shown
    /// on More's stack while it is still under More, in the bar when it moved into the first four, with its stack.
    @Test(arguments: [(index: 6, underMore: true), (index: 1, underMore: false)])
    func aKeptTabOpenedThroughMoreStaysSelectedWithItsStackUnderMoreOrInTheBar(index: Int, underMore: Bool) throws {
        let tabs = eightTabs()
        uikit.userOpensTabThroughMore(6, in: tabs)
        #expect(contract.run(.push(ModelController("Old post"))) == .completed)
        let tab = tabs.children[6]
        var roots: [ModelController] = (1...7).map { ModelController("New \($0)") }
        roots[index] = try #require(tab.children.first ?? tabs.more?.navigation.children.dropFirst().first)

        let outcome = contract.run(.setItems(.tabs, roots, tabItems: roots.map { TabItem(title: $0.name) }))

        #expect(outcome == .completed)
        #expect(tabs.children[index] === tab, "the kept tab keeps its navigation controller")
        #expect(stage.selectedIndex(of: tabs) == index)
        #expect(contract.topName == "Old post", "the user still sees the kept tab's screens")
        #expect((tabs.more?.borrowed === tab) == underMore, "on More's stack only while it is under More")
        #expect(stage.children(of: tab).map(stage.name(of:)) == ["Tab 7", "Old post"])
        #expect(contract.run(.push(ModelController("Reply"))) == .completed)
        #expect(contract.topName == "Reply" && contract.complaints.isEmpty)
    }
}
