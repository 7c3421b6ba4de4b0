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
}
