import Testing

@testable import ScenePivot

/// How the UIKit stage, over the model of UIKit, waits for UIKit: for its screens to reach a window, for UIKit to
/// call back — and what it does when UIKit calls back twice, or never.
@Suite("UIKit stage waits, over a model of UIKit")
@MainActor
struct UIKitWaitTests {
    @Test func aRequestOnANavigationControllerSentBeforeItIsInAWindowRunsOnceItIs() {
        let uikit = ModelUIKit()
        let root = ModelController("Root")
        let navigation = uikit.navigationController(root: root)
        // A navigation controller's appearance reaches no observer: the stage listens to the screen it will show.
        let stage = ControllerStage(anchor: navigation, platform: uikit)
        root.isViewLoaded = true  // Root's viewDidLoad sends the request, through its navigation controller's stage
        var outcome: StageOutcome?
        stage.perform(.push(ModelController("Trip")), animated: false) { outcome = $0 }
        uikit.runUntilIdle()
        #expect(outcome == nil, "still in no window, many turns later")
        uikit.show(navigation)
        uikit.runUntilIdle()
        #expect(outcome == .completed)
        #expect(navigation.children.map(\.name) == ["Root", "Trip"])
    }

    @Test func aRequestWhoseHierarchyAppearsUnheardRunsWhenANextTurnFindsItInAWindow() {
        let uikit = ModelUIKit()
        let navigation = ModelController("Navigation", kind: .navigation)  // no screen yet: nothing to hear
        let stage = ControllerStage(anchor: navigation, platform: uikit)
        var outcome: StageOutcome?
        stage.perform(.push(ModelController("First")), animated: false) { outcome = $0 }
        uikit.show(navigation)  // the window shows it in the same turn, as it does a screen sending from viewDidLoad
        uikit.runUntilIdle()
        #expect(outcome == .completed)
        #expect(navigation.children.map(\.name) == ["First"])
    }

    @Test func aRootInAWindowWithoutBeingItsRootIsReady() {
        let contract = UIKitModelContract(root: "Root", inNavigationStack: true)
        let detached = ModelController("Detached")
        detached.viewHost = contract.rootScreen  // the app added its view to Root's, without addChild
        let stage = ControllerStage(anchor: detached, platform: contract.uikit)
        var outcome: StageOutcome?
        stage.perform(.present(ModelController("Sheet"), Presentation()), animated: true) { outcome = $0 }
        contract.uikit.runUntilIdle()
        #expect(outcome == .completed)
        #expect(detached.ownPresented?.name == "Sheet")
    }

    @Test(arguments: [false, true])
    func aWaitForTheWindowNeverResumesFromWithinItself(inWindow: Bool) {
        let uikit = ModelUIKit()
        let root = ModelController("Root")
        let stage = ControllerStage(anchor: root, platform: uikit)
        if inWindow { uikit.show(root) }
        var resumed = 0
        stage.wait(for: .window) { resumed += 1 }
        #expect(resumed == 0, "resuming from within the wait would make the engine ask again, and recurse")
        if !inWindow { uikit.show(root) }
        uikit.runUntilIdle()
        #expect(resumed == 1, "heard by Root's appearance and by the next turn, resumed once")
    }

    @Test func aDismissalUIKitDropsIsATypedErrorNotAWaitForever() {
        let contract = UIKitModelContract(root: "Root", inNavigationStack: true)
        _ = contract.run(.present(ModelController("Sheet"), Presentation()))
        contract.uikit.refusesNextDismissal = true
        #expect(contract.run(.dismiss(nil)) == .failed(.illegalTransition(.notPerformed("dismiss top"))))
        #expect(contract.presentedNames == ["Sheet"])
        #expect(!contract.controllerStage.transitionQueue.isBusy)
        #expect(contract.run(.dismiss(nil)) == .completed, "the stage still works")
    }

    @Test func aRootChangeWhoseDismissalUIKitDropsLeavesTheRootAndTheStageAsTheyWere() {
        let contract = UIKitModelContract(root: "Root", inNavigationStack: true)
        _ = contract.run(.present(ModelController("Sheet"), Presentation()))
        let oldRoot = contract.uikit.window.root
        contract.uikit.refusesNextDismissal = true
        let outcome = contract.run(.setRoot(ModelController("Main"), inNavigationStack: true))
        #expect(outcome == .failed(.illegalTransition(.notPerformed("set root Main in a navigation stack"))))
        #expect(contract.uikit.window.root === oldRoot, "no root swapped under a presented screen")
        #expect(contract.controllerStage.anchor === contract.rootScreen)
    }

    @Test func aRootThatIsNotTheWindowsRootIsNotReplacedAndTheStageKeepsItsAnchor() {
        let contract = UIKitModelContract(root: "Root", inNavigationStack: true)
        let detached = ModelController("Detached")
        detached.viewHost = contract.rootScreen
        let stage = ControllerStage(anchor: detached, platform: contract.uikit)
        var outcome: StageOutcome?
        stage.perform(.setRoot(ModelController("Main"), inNavigationStack: false), animated: false) { outcome = $0 }
        contract.uikit.runUntilIdle()
        #expect(outcome == .failed(.illegalTransition(.notPerformed("set root Main"))))
        #expect(stage.anchor === detached, "the stage stays on its own hierarchy")
        #expect(contract.uikit.window.root?.children.first === contract.rootScreen, "the app's root stays")
    }
}
