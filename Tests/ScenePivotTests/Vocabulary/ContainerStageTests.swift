import ScenePivot
import ScenePivotHeadless
import Testing

@Suite("Containers as stages")
@MainActor
struct ContainerStageTests {
    private func tabs(selectedIndex: Int = 0) -> HeadlessTabContainer {
        HeadlessTabContainer(
            tabs: [(TabItem(title: "Walk"), HeadlessScreen("Walk")), (TabItem(title: "Talk"), HeadlessScreen("Talk"))],
            selectedIndex: selectedIndex)
    }

    @Test func aTabContainerCanBeAStagesRootAndStartOnAnyTab() {
        let container = tabs(selectedIndex: 1)
        let stage = HeadlessStage(root: container, inNavigationStack: false, animation: .instant)
        #expect(stage.name(of: stage.topScreen) == "Talk")
        #expect(stage.name(of: stage.rootScreen) == "TabContainer")
        var outcome: StageOutcome?
        container.stage(forTab: 0)?.perform(.push(HeadlessScreen("Route")), animated: false) { outcome = $0 }
        #expect(outcome == .completed)
        #expect(container.navigationStack(ofTab: 0).map(stage.name(of:)) == ["Walk", "Route"])
    }

    @Test func aPageContainerCanBeAStagesRoot() {
        let pages = HeadlessPageContainer(pages: [HeadlessScreen("A"), HeadlessScreen("B")], currentIndex: 1)
        let stage = HeadlessStage(root: pages, inNavigationStack: false, animation: .instant)
        #expect(stage.name(of: stage.topScreen) == "B")
    }

    @Test func aTabsStageUsedAfterItsContainerLeftTheStageSaysSo() {
        let container = tabs()
        let stage = HeadlessStage(root: container, inNavigationStack: false, animation: .instant)
        var outcomes: [StageOutcome] = []
        stage.perform(.setRoot(HeadlessScreen("Login"), inNavigationStack: true), animated: false) {
            outcomes.append($0)
        }
        container.stage(forTab: 0)?.perform(.push(HeadlessScreen("Route")), animated: false) { outcomes.append($0) }
        #expect(outcomes == [.completed, .failed(.illegalTransition(.containerNotOnStage("TabContainer")))])
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Login"])
    }

    /// A tab's request that waits for the stage's animation is scoped when its turn comes: if its container left
    /// meanwhile (the root was replaced, the tabs are animating away) it fails as the container's — it never lands
    /// on whatever navigation stack the user sees by then.
    @Test func aTabsStageWhoseContainerLeavesWhileItsRequestWaitsSaysSo() {
        let container = tabs()
        let stage = HeadlessStage(root: container, inNavigationStack: false)
        stage.perform(.setRoot(HeadlessScreen("Login"), inNavigationStack: true), animated: true) { _ in }
        var outcome: StageOutcome?
        container.stage(forTab: 0)?.perform(.push(HeadlessScreen("Route")), animated: false) { outcome = $0 }
        #expect(outcome == nil, "the push waits for the root's animation")
        stage.finishAnimations()
        #expect(outcome == .failed(.illegalTransition(.containerNotOnStage("TabContainer"))))
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Login"])
    }

    @Test func aTabsStageUsedBeforeItsContainerIsOnStageSaysSo() {
        let container = tabs()
        var outcome: StageOutcome?
        container.stage(forTab: 0)?.perform(.push(HeadlessScreen("Route")), animated: false) { outcome = $0 }
        #expect(outcome == .failed(.illegalTransition(.containerNotOnStage("TabContainer"))))
        #expect(
            ScenePivotError.illegalTransition(.containerNotOnStage("TabContainer")).description
                == "Illegal transition: TabContainer is not on stage, so its items' stages cannot show anything yet; "
                + "show the container first.")
    }
}
