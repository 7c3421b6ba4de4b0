import ExampleStandIns
import ScenePivotHeadless
import Testing
import WalkingFlow

@testable import ScenePivot

@Suite("Flows adopt the screens they showed, on container items too")
struct FlowRootAdoptionTests {
    /// MainFlow (the Walking example) shows its tabs and starts a flow on each tab's stage at once. When the
    /// queue is busy, the tabs come on stage a little later: the tabs' flows must still run.
    @Test @MainActor func tabFlowsStartedWhileTheTabsRequestIsQueuedKeepRunning() {
        let stage = HeadlessStage(root: HeadlessScreen("Launch"))
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(NamedPushRequest.self) { .push(HeadlessScreen($0.name)) }
        pivot.switchScene(with: NamedPushRequest(name: "Splash"))  // still animating
        let main = pivot.startFlow(MainFlow(screens: HeadlessWalkingScreens()))
        stage.finishAnimations()
        #expect(stage.name(of: stage.rootScreen) == "TabContainer")
        #expect(main.isRunning)
        #expect(main.childFlows.count == 3, "each tab's flow runs")
    }

    /// A flow whose first request is `.setStack([root, Detail])` showed only Detail: the stage's root was there
    /// before. Its root screen must be Detail, so that popping Detail ends the flow.
    @Test @MainActor func aFlowWhoseFirstRequestKeepsTheStageRootAdoptsTheScreenItShowed() throws {
        let root = HeadlessScreen("Root")
        let stage = HeadlessStage(root: root)
        let pivot = ScenePivot(stage: stage)
        var endings: [String] = []
        let flow = pivot.startFlow(StackReplacingFlow(root: root)) { endings.append($0.description) }
        stage.finishAnimations()
        #expect(navigationNames(stage) == ["Root", "Detail"])
        #expect(flow.rootScreen.map(stage.name(of:)) == "Detail", "the flow showed Detail, not Root")
        try stage.tapBack()
        stage.finishAnimations()
        #expect(endings == ["left"], "the flow's only screen left")
    }

    /// A screen of a flow makes a child pivot of the flow's pivot (the documented way for "a part of the app that
    /// adds its own registrations"). Once the flow has ended, the child's requests must fail with `flowEnded`,
    /// as the flow's own do — not with a misleading `unregisteredRequest`.
    @Test @MainActor func aChildPivotOfAnEndedFlowsPivotFailsWithFlowEnded() {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let pivot = ScenePivot(stage: stage)
        let flow = pivot.startFlow(NamedPushFlow())
        let child = flow.pivot.makeChildPivot()
        var errors: [ScenePivotError] = []
        child.errorHandler = { errors.append($0) }
        flow.finish(with: ())
        child.switchScene(with: NamedPushRequest(name: "Late"))
        #expect(errors == [.flowEnded("Open(Late)")])
        #expect(navigationNames(stage) == ["Root", "FlowRoot"])
    }

    /// The minimal form: the tabs' request waits behind a push still animating; the flow started on tab 0's
    /// stage ends at once as `left`, though its root screen never left (it has not even arrived).
    @Test @MainActor func aFlowOnATabsStageDoesNotEndAsLeftBeforeItsContainerArrives() {
        let stage = HeadlessStage(root: HeadlessScreen("Launch"))
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(NamedPushRequest.self) { .push(HeadlessScreen($0.name)) }
        pivot.switchScene(with: NamedPushRequest(name: "Splash"))  // still animating: the tabs' request waits
        let tabs = HeadlessTabContainer(tabs: [
            (TabItem(title: "One", iconName: "1.circle"), HeadlessScreen("One")),
            (TabItem(title: "Two", iconName: "2.circle"), HeadlessScreen("Two")),
        ])
        let parent = TabsParentFlow(tabs: tabs)
        let context = pivot.startFlow(parent)
        #expect(parent.childEndings == [], "the tab's root has not left: it has not arrived yet")
        stage.finishAnimations()
        #expect(stage.name(of: stage.rootScreen) == "TabContainer")
        #expect(context.childFlows.count == 1, "the tab's flow runs while its root is on stage")
        #expect(parent.childEndings == [])
    }
}
