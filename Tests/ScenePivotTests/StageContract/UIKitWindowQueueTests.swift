import Testing

@testable import ScenePivot

/// The UIKit stage's one queue per window, over the model of UIKit: each window has its own, kept on the window and
/// released with it; a pivot made before its view controller is in a window joins its window's queue; a screen
/// moved to another window sends its new requests to that window's.
@Suite("UIKit stage: one transition queue per window, over a model of UIKit")
@MainActor
struct UIKitWindowQueueTests {
    /// A pivot made as `ScenePivot(viewController:)` makes it, around `controller`, presenting
    /// `PresentNamedRequest`'s screens and recording its errors in `errors`.
    private func pivot(
        around controller: ModelController, on uikit: ModelUIKit, errors: Log<ScenePivotError>
    ) -> ScenePivot {
        let pivot = ScenePivot(owningStage: ControllerStage(anchor: controller, platform: uikit))
        pivot.errorHandler = { errors.values.append($0) }
        pivot.builder.register(PresentNamedRequest.self) { .present(ModelController($0.name), Presentation()) }
        return pivot
    }

    @Test func twoWindowsHaveTwoQueuesAndAnAlertInOneDoesNotHoldTheOther() {
        let contract = UIKitModelContract(root: "Root", inNavigationStack: true)
        let uikit = contract.uikit
        let errors = Log<ScenePivotError>()
        let first = pivot(around: contract.rootScreen, on: uikit, errors: errors)
        let secondWindow = ModelWindow()
        let other = ModelController("Other")
        uikit.show(other, in: secondWindow)
        let second = pivot(around: other, on: uikit, errors: errors)

        first.switchScene(with: TwoScreensOfOneWindow.deleteAlert())
        uikit.runUntilIdle()
        second.switchScene(with: PresentNamedRequest(name: "Share"))
        uikit.runUntilIdle()

        #expect(other.ownPresented?.name == "Share", "the second window does not wait for the first one's alert")
        #expect(contract.presentedNames.map { $0.hasPrefix("Alert") } == [true], "the alert is still up")
        #expect(first.stage?.transitionQueue !== second.stage?.transitionQueue)
        #expect(secondWindow.keptQueue === second.stage?.transitionQueue)
        uikit.userTaps("Cancel")
        uikit.runUntilIdle()
        #expect(errors.values.isEmpty && contract.complaints.isEmpty)
    }

    @Test func aPivotMadeBeforeItsViewControllerIsInAWindowJoinsTheWindowsQueue() {
        let contract = UIKitModelContract(root: "Root", inNavigationStack: true)
        let uikit = contract.uikit
        let errors = Log<ScenePivotError>()
        let detail = ModelController("Detail")
        let late = pivot(around: detail, on: uikit, errors: errors)  // `lazy var pivot`, made before the push
        #expect(contract.run(.push(detail)) == .completed)
        let root = pivot(around: contract.rootScreen, on: uikit, errors: errors)
        root.switchScene(with: TwoScreensOfOneWindow.deleteAlert())
        uikit.runUntilIdle()

        late.switchScene(with: PresentNamedRequest(name: "Share"))
        uikit.runUntilIdle()
        #expect(errors.values.isEmpty, "the request waits for the alert instead of failing")
        #expect(contract.presentedNames.count == 1)
        uikit.userTaps("Cancel")
        uikit.runUntilIdle()
        #expect(contract.presentedNames == ["Share"])
        #expect(errors.values.isEmpty && contract.complaints.isEmpty)
    }

    @Test func requestsSentBeforeTheHierarchyIsInAWindowShareTheQueueTheWindowAdopts() {
        let uikit = ModelUIKit()
        let root = ModelController("Root")
        let navigation = uikit.navigationController(root: root)
        let errors = Log<ScenePivotError>()
        let early = pivot(around: root, on: uikit, errors: errors)
        root.isViewLoaded = true
        early.switchScene(with: TwoScreensOfOneWindow.deleteAlert())  // from Root's viewDidLoad
        uikit.runUntilIdle()
        let queueBeforeTheWindow = early.stage?.transitionQueue
        #expect(navigation.keptQueue === queueBeforeTheWindow, "kept on the hierarchy's root until it has a window")

        uikit.show(navigation)
        uikit.runUntilIdle()
        let later = pivot(around: navigation, on: uikit, errors: errors)
        later.switchScene(with: PresentNamedRequest(name: "Share"))
        uikit.runUntilIdle()
        #expect(uikit.window.keptQueue === queueBeforeTheWindow, "the window adopted it, asked for its queue")
        #expect(navigation.keptQueue == nil)
        #expect(errors.values.isEmpty)
        #expect(navigation.ownPresented?.kind == .alert)
        uikit.userTaps("Cancel")
        uikit.runUntilIdle()
        #expect(navigation.ownPresented?.name == "Share")
        #expect(errors.values.isEmpty && uikit.exceptions.isEmpty && uikit.warnings.isEmpty)
    }

    @Test func aNewRootsRequestsSentBeforeItWasShownAreWaitedForByTheWindowsLaterRequests() {
        let contract = UIKitModelContract(root: "Root", inNavigationStack: true)
        let uikit = contract.uikit
        let errors = Log<ScenePivotError>()
        let old = pivot(around: contract.rootScreen, on: uikit, errors: errors)
        old.switchScene(with: PresentNamedRequest(name: "Welcome"))
        uikit.runUntilIdle()
        #expect(uikit.window.keptQueue != nil, "the window has its queue")
        #expect(contract.run(.dismissAll) == .completed)

        let main = ModelController("Main")
        let early = pivot(around: main, on: uikit, errors: errors)
        main.isViewLoaded = true
        early.switchScene(with: TwoScreensOfOneWindow.deleteAlert())  // from Main's viewDidLoad, in no window yet
        uikit.appSwapsWindowRoot(to: main)
        uikit.runUntilIdle()
        #expect(main.ownPresented?.kind == .alert)

        let later = pivot(around: main, on: uikit, errors: errors)
        later.switchScene(with: PresentNamedRequest(name: "Share"))
        uikit.runUntilIdle()
        #expect(later.stage?.transitionQueue === uikit.window.keptQueue, "new requests join the window's queue")
        #expect(errors.values.isEmpty, "and wait for the alert sent before the root was shown")
        uikit.userTaps("Cancel")
        uikit.runUntilIdle()
        #expect(main.ownPresented?.name == "Share")
        #expect(errors.values.isEmpty && uikit.exceptions.isEmpty && uikit.warnings.isEmpty)
    }

    @Test func aWindowsQueueIsReleasedWithTheWindowAndARootsWithTheRoot() {
        let uikit = ModelUIKit()
        let root = ModelController("Root")
        var window: ModelWindow? = ModelWindow()
        uikit.show(root, in: window!)
        let stage = ControllerStage(anchor: root, platform: uikit)
        weak let queue = stage.transitionQueue
        #expect(queue != nil && queue === stage.transitionQueue, "one queue, the window's")
        window = nil
        #expect(queue == nil, "released with its window")

        var lone: ModelController? = ModelController("Lone")
        let loneStage = ControllerStage(anchor: lone!, platform: uikit)
        weak let loneQueue = loneStage.transitionQueue
        #expect(loneQueue != nil)
        lone = nil
        #expect(loneQueue == nil, "released with the root it was kept on")
    }

    @Test func aScreenMovedToAnotherWindowSendsNewRequestsThereAndACancelledQueuedOneLeavesTheOldQueue() async throws {
        let contract = UIKitModelContract(root: "Root", inNavigationStack: true)
        let uikit = contract.uikit
        let errors = Log<ScenePivotError>()
        let root = pivot(around: contract.rootScreen, on: uikit, errors: errors)
        root.switchScene(with: TwoScreensOfOneWindow.deleteAlert())
        uikit.runUntilIdle()
        let widget = ModelController("Widget")
        widget.viewHost = contract.rootScreen  // its view added to Root's: in the first window
        let moving = pivot(around: widget, on: uikit, errors: errors)
        let firstQueue = try #require(moving.stage?.transitionQueue)
        #expect(firstQueue === uikit.window.keptQueue)
        let (task, outcome) = awaitInTask(PresentNamedRequest(name: "Share"), on: moving)
        #expect(await settleTasks(until: { firstQueue.waitingCount == 1 }), "it waits behind the alert")

        let secondWindow = ModelWindow()
        widget.viewHost = nil
        uikit.show(widget, in: secondWindow)
        #expect(moving.stage?.transitionQueue === secondWindow.keptQueue, "new requests join the new window's queue")
        #expect(firstQueue.waitingCount == 1, "the queued request stays where it was queued")
        task.cancel()
        #expect(await settleTasks(until: { firstQueue.waitingCount == 0 }), "cancelled, it leaves that queue")
        #expect(await settleTasks(until: { !outcome.results.isEmpty }))

        moving.switchScene(with: PresentNamedRequest(name: "Card"))
        uikit.runUntilIdle()
        #expect(widget.ownPresented?.name == "Card", "shown in the second window while the first one's alert is up")
        uikit.userTaps("Cancel")
        uikit.runUntilIdle()
        #expect(contract.presentedNames.isEmpty, "the cancelled request never shows")
        #expect(errors.values.isEmpty && contract.complaints.isEmpty)
    }
}
