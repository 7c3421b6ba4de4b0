import ScenePivot
import ScenePivotHeadless
import ScenePivotTestSupport
import Testing

/// The walking app's three tabs, as plain data.
private let walkingTabs: [TabItem] = [
    TabItem(title: "Walk", iconName: "shoeprints.fill", selectedIconName: "shoeprints.fill"),
    TabItem(title: "Together", iconName: "person.3", selectedIconName: "person.3.fill"),
    TabItem(title: "Analysis", iconName: "chart.bar", selectedIconName: "chart.bar.fill"),
]

@MainActor
private struct TabsFixture {
    let tabs = HeadlessTabContainer(
        tabs: walkingTabs.map { (item: $0, root: HeadlessScreen($0.title) as AnyObject) })
    let stage = HeadlessStage(root: HeadlessScreen("Launch"), animation: .instant)
    let pivot: ScenePivot

    init() throws {
        pivot = ScenePivot(stage: stage)
        try stage.performOrThrow(.setRoot(tabs, inNavigationStack: false), animated: false, completion: {})
    }

    func names(ofTab index: Int) -> [String] { tabs.navigationStack(ofTab: index).map(stage.name(of:)) }
}

@Suite("Tab container")
struct TabContainerTests {
    @Test @MainActor func eachTabHasItsOwnNavigationStackAndTheFirstIsSelected() throws {
        let fixture = try TabsFixture()
        #expect(fixture.tabs.items.map(\.title) == ["Walk", "Together", "Analysis"])
        #expect(fixture.tabs.selectedIndex == 0)
        #expect(fixture.stage.name(of: fixture.stage.topScreen) == "Walk")
        #expect(
            fixture.stage.hierarchyDescription == """
                TabContainer
                  tab 0 "Walk" icon "shoeprints.fill" (selected) NavigationStack
                    Walk
                  tab 1 "Together" icon "person.3" NavigationStack
                    Together
                  tab 2 "Analysis" icon "chart.bar" NavigationStack
                    Analysis

                """)
    }

    @Test @MainActor func aPushFromATabsPivotLandsOnThatTabsStack() throws {
        let fixture = try TabsFixture()
        let stage = try #require(fixture.tabs.stage(forTab: 1))
        let together = ScenePivot(stage: stage)
        together.builder.register(DetailRequest.self) { request in .push(HeadlessScreen(request.title)) }
        together.switchScene(with: DetailRequest(title: "Group"))
        #expect(fixture.names(ofTab: 1) == ["Together", "Group"])
        #expect(fixture.names(ofTab: 0) == ["Walk"], "the selected tab is untouched")
    }

    @Test @MainActor func selectingATabIsARequest() throws {
        let fixture = try TabsFixture()
        let selections = Log<Int>()
        let observation = fixture.tabs.observeSelectedIndex { selections.values.append($0) }
        fixture.pivot.switchScene(with: TransitionRequest(.selectTab(2)))
        #expect(fixture.tabs.selectedIndex == 2)
        #expect(fixture.stage.name(of: fixture.stage.topScreen) == "Analysis")
        #expect(fixture.stage.hierarchyDescription.contains("tab 2 \"Analysis\" icon \"chart.bar.fill\" (selected)"))
        try fixture.tabs.tapTab(0)
        #expect(selections.values == [2, 0])
        observation.cancel()
    }

    @Test(arguments: [-1, 3]) @MainActor func selectingATabOutOfRangeFails(index: Int) async throws {
        let fixture = try TabsFixture()
        let failure = await boundedFailure(of: TransitionRequest(.selectTab(index)), on: fixture.pivot)
        #expect(failure == .illegalTransition(.noSuchContainerItem(index, count: 3)))
        #expect(throws: HeadlessInteractionError.noSuchItem(index, count: 3)) { try fixture.tabs.tapTab(index) }
        #expect(fixture.tabs.selectedIndex == 0)
    }

    @Test @MainActor func tappingATabIsRefusedWhileTheTabBarIsCoveredOrOffStage() throws {
        let fixture = try TabsFixture()
        try fixture.stage.performOrThrow(
            .present(HeadlessScreen("Sheet"), Presentation()), animated: false, completion: {})
        #expect(throws: HeadlessInteractionError.notVisible("TabContainer", topScreen: "Sheet")) {
            try fixture.tabs.tapTab(1)
        }
        try fixture.stage.performOrThrow(
            .setRoot(HeadlessScreen("Login"), inNavigationStack: true), animated: false, completion: {})
        #expect(throws: HeadlessInteractionError.notOnStage("TabContainer")) { try fixture.tabs.tapTab(1) }
        #expect(fixture.tabs.selectedIndex == 0)
    }

    @Test @MainActor func tappingATabIsRefusedWhileATransitionAnimates() throws {
        let tabs = HeadlessTabContainer(
            tabs: walkingTabs.map { (item: $0, root: HeadlessScreen($0.title) as AnyObject) })
        let stage = HeadlessStage(root: HeadlessScreen("Launch"))
        try stage.performOrThrow(.setRoot(tabs, inNavigationStack: false), animated: true, completion: {})
        #expect(throws: HeadlessInteractionError.transitionInProgress("Walk")) { try tabs.tapTab(1) }
        stage.finishAnimations()
        try tabs.tapTab(1)
        #expect(tabs.selectedIndex == 1)
    }

    @Test @MainActor func selectingATabWithNoTabContainerFails() async {
        let stage = HeadlessStage(root: HeadlessScreen("Home"), animation: .instant)
        let pivot = ScenePivot(stage: stage)
        await #expect(throws: ScenePivotError.illegalTransition(.noContainer("tab container"))) {
            try await bounded("the answer to TransitionRequest") {
                try await pivot.response(to: TransitionRequest(.selectTab(0)))
            }
        }
    }

    @Test @MainActor func tapBackPopsTheSelectedTabsStack() throws {
        let fixture = try TabsFixture()
        fixture.pivot.builder.register(DetailRequest.self) { request in .push(HeadlessScreen(request.title)) }
        fixture.pivot.switchScene(with: DetailRequest(title: "Route"))
        #expect(fixture.names(ofTab: 0) == ["Walk", "Route"])
        try fixture.stage.tapBack()
        #expect(fixture.names(ofTab: 0) == ["Walk"])
        #expect(throws: HeadlessInteractionError.cannotGoBack("Walk is the root of its navigation stack")) {
            try fixture.stage.tapBack()
        }
    }

    @Test @MainActor func tabFlowsLiveOnTheirTabsAndEndWithTheContainer() throws {
        let fixture = try TabsFixture()
        let host = fixture.pivot.startFlow(IdleFlow())
        let census = FlowCensus()
        let walk = host.startChild(ScreenFlow("Route", census: census), on: fixture.tabs.stage(forTab: 0))
        let together = host.startChild(ScreenFlow("Group", census: census), on: fixture.tabs.stage(forTab: 1))
        #expect(fixture.names(ofTab: 0) == ["Walk", "Route"])
        #expect(fixture.names(ofTab: 1) == ["Together", "Group"])
        #expect(census.alive == 2)
        try fixture.stage.performOrThrow(
            .setRoot(HeadlessScreen("Login"), inNavigationStack: true), animated: false, completion: {})
        #expect(!walk.isRunning && !together.isRunning)
        #expect(census.alive == 0)
    }
}
