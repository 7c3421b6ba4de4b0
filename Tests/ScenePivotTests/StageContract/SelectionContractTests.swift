import Testing

@testable import ScenePivot

/// Which container a selection acts on: the one holding the stage that asks, nearest first — whatever is presented
/// over it (R5: setting `selectedIndex` works on a tab bar controller a sheet covers).
@Suite("Stage contract: the container a selection acts on")
@MainActor
struct SelectionContractTests {
    @Test(arguments: StageKind.uikitShaped)
    func aTabsOwnStageSelectsInItsTabContainerWhileASheetCoversIt(_ kind: StageKind) {
        let contract = kind.makeAppShape(root: "Launch", inNavigationStack: false)
        let (tabs, stages) = contract.tabBar(["Walk", "Ride"])
        #expect(contract.run(.setRoot(tabs, inNavigationStack: false)) == .completed)
        #expect(contract.run(.present(contract.screen("Sheet"), Presentation())) == .completed)
        var outcome: StageOutcome?
        stages[0].perform(.select(.tabs, index: 1), animated: false) { outcome = $0 }
        contract.settle()
        #expect(outcome == .completed, "the tab container holding the stage is found beneath the sheet")
        #expect(contract.run(.dismissAll) == .completed)
        #expect(contract.topName == "Ride")
    }

    /// With nothing holding the stage that asks, the selection acts on the innermost container of its kind on the
    /// path the user sees: tabs a tab's screen embeds, rather than the tab bar around them.
    @Test(arguments: StageKind.uikitShaped)
    func aSelectionFromTheRootActsOnTheInnermostTabContainerTheUserSees(_ kind: StageKind) {
        let contract = kind.makeAppShape(root: "Launch", inNavigationStack: false)
        let inner = contract.tabBar(["Walk", "Ride"]).screen
        let outer = contract.tabBar(roots: [contract.screen("Home", embedding: [inner])]).screen
        #expect(contract.run(.setRoot(outer, inNavigationStack: false)) == .completed)
        #expect(contract.topName == "Walk")
        #expect(contract.run(.select(.tabs, index: 1)) == .completed)
        #expect(contract.topName == "Ride")
    }

    /// Pages a tab's screen embeds are selected from the tab's stage while nothing covers them; under a sheet the
    /// user would not see the page turn, so the selection looks on the sheet, which has none.
    @Test(arguments: StageKind.uikitShaped)
    func aTabsStageSelectsInPagesItsScreenEmbedsOnlyWhileNothingCoversThem(_ kind: StageKind) {
        let contract = kind.makeAppShape(root: "Launch", inNavigationStack: false)
        let (pages, container) = contract.pageContainer(["A", "B", "C"])
        let (tabs, stages) = contract.tabBar(roots: [contract.screen("Feed", embedding: [pages])])
        #expect(contract.run(.setRoot(tabs, inNavigationStack: false)) == .completed)
        var outcome: StageOutcome?
        stages[0].perform(.select(.pages, index: 1), animated: false) { outcome = $0 }
        contract.settle()
        #expect(outcome == .completed && container.currentIndex == 1)

        #expect(contract.run(.present(contract.screen("Sheet"), Presentation())) == .completed)
        stages[0].perform(.select(.pages, index: 2), animated: false) { outcome = $0 }
        contract.settle()
        #expect(outcome == .failed(.illegalTransition(.noContainer("page container"))))
        #expect(container.currentIndex == 1)
    }

    /// A view controller's own stage (anchored to a screen in a tab, which embeds pages) whose tab container the
    /// app pops away: while the pop animates, the containers are still the screen's ancestor and child (R3) but off
    /// stage, and neither is selected in.
    @Test(arguments: [ContainerKind.tabs, .pages])
    func anAnchoredStageDoesNotSelectInContainersThatAreBeingPopped(_ kind: ContainerKind) throws {
        let contract = UIKitModelContract(root: "Root", inNavigationStack: true)
        let walk = ModelController("Walk")
        contract.uikit.appEmbeds(try #require(contract.pageContainer(["A", "B"]).screen as? ModelController), in: walk)
        let home = ModelController("Home")
        contract.uikit.appEmbeds(contract.uikit.tabBar(roots: [walk, ModelController("Ride")]), in: home)
        #expect(contract.run(.push(home)) == .completed)
        contract.uikit.appSetsStack([contract.rootScreen], on: contract.rootScreen.outermost)
        let anchored = ControllerStage(anchor: walk, platform: contract.uikit)
        let stack = try #require(walk.parent)
        #expect(throws: ScenePivotError.illegalTransition(.noContainer(kind.rawValue))) {
            try StageRules(anchored).plan(.select(kind, index: 1), scope: .anchor(stack))
        }
        guard
            case .push(_, let navigation, _) = try StageRules(anchored).plan(
                .push(ModelController("Map")), scope: .anchor(stack))
        else {
            Issue.record("a push from the anchored stage is planned")
            return
        }
        #expect(
            navigation === contract.rootScreen.outermost, "a push lands on the stack the user sees, not the leaving one"
        )
        contract.settle()
        #expect(contract.stackNames == ["Root"])
    }

    /// A stage of a tab whose own tab bar is being popped away (off stage, still the screen's ancestor, R3) is not
    /// answered by the tab bar around that one: under a sheet the user sees no tab bar, so the selection is refused
    /// instead of switching the app's own tabs.
    @Test func aStageWhoseTabBarIsLeavingDoesNotSelectInTheTabBarAroundIt() throws {
        let contract = UIKitModelContract(root: "Launch", inNavigationStack: false)
        let walk = ModelController("Walk")
        let home = ModelController("Home")
        contract.uikit.appEmbeds(contract.uikit.tabBar(roots: [walk, ModelController("Ride")]), in: home)
        let outer = contract.uikit.tabBar(["Feed", "Settings"], named: "App tabs")
        #expect(contract.run(.setRoot(outer, inNavigationStack: false)) == .completed)
        #expect(contract.run(.push(home)) == .completed)
        #expect(contract.run(.present(ModelController("Sheet"), Presentation())) == .completed)
        let feedStack = outer.children[0]
        contract.uikit.appSetsStack(Array(feedStack.children.prefix(1)), on: feedStack)  // Home leaves, animating
        let anchored = ControllerStage(anchor: walk, platform: contract.uikit)
        let stack = try #require(walk.parent)
        #expect(throws: ScenePivotError.illegalTransition(.noContainer(ContainerKind.tabs.rawValue))) {
            try StageRules(anchored).plan(.select(.tabs, index: 1), scope: .anchor(stack))
        }
        contract.settle()
        #expect(outer.selectedIndex == 0 && contract.presentedNames == ["Sheet"])
    }

    /// Selecting the page already shown changes nothing: no page turn is started (PG1 would animate one to the same
    /// page), so the selection ends at once, without waiting for an animation.
    @Test(arguments: StageKind.uikitShaped)
    func selectingThePageAlreadyShownEndsAtOnceWithoutAPageTurn(_ kind: StageKind) {
        let contract = kind.makeAppShape(root: "Launch", inNavigationStack: false)
        let (pages, container) = contract.pageContainer(["A", "B"])
        #expect(contract.run(.setRoot(pages, inNavigationStack: false)) == .completed)
        var outcome: StageOutcome?
        contract.stage.perform(.select(.pages, index: 0), animated: true) { outcome = $0 }
        #expect(outcome == .completed, "ended before any animation ran")
        contract.settle()
        #expect(container.currentIndex == 0 && contract.topName == "A")
    }
}
