import Testing

@testable import ScenePivot

/// The UIKit stage's bounded polls, over a model of UIKit: when one gives up, the request it held is answered with
/// a typed error — never left waiting silently, its queue held forever.
@Suite("UIKit stage polls that give up, over a model of UIKit")
@MainActor
struct UIKitPollTests {
    @Test func aRequestWhoseHierarchyNeverArrivesAndCannotBeHeardFailsWhenThePollsRunOut() {
        let uikit = ModelUIKit()
        let navigation = ModelController("Navigation", kind: .navigation)  // no screen: no appearance to hear
        let stage = ControllerStage(anchor: navigation, platform: uikit)
        var outcome: StageOutcome?
        stage.perform(.push(ModelController("First")), animated: false) { outcome = $0 }
        for _ in 0..<ControllerStage<ModelUIKit>.windowPollTurns - 1 { uikit.runTurns() }
        #expect(outcome == nil, "the stage polls for the window first")
        uikit.runUntilIdle()
        #expect(outcome == .failed(.illegalTransition(.notInWindow("Navigation"))))
        #expect(!stage.transitionQueue.isBusy)
        uikit.show(navigation)
        var next: StageOutcome?
        stage.perform(.push(ModelController("Second")), animated: false) { next = $0 }
        uikit.runUntilIdle()
        #expect(next == .completed, "a later request, once the hierarchy is in a window, runs")
    }

    @Test func aRequestWhoseHierarchyCanBeHeardKeepsWaitingForItsAppearance() {
        let uikit = ModelUIKit()
        let root = ModelController("Root")
        let navigation = uikit.navigationController(root: root)
        root.isViewLoaded = true  // sent from viewDidLoad: the screen's appearance will be heard
        let stage = ControllerStage(anchor: root, platform: uikit)
        var outcome: StageOutcome?
        stage.perform(.push(ModelController("Trip")), animated: false) { outcome = $0 }
        for _ in 0..<30 { uikit.runTurns() }
        #expect(outcome == nil)
        uikit.show(navigation)
        uikit.runUntilIdle()
        #expect(outcome == .completed)
    }
}
