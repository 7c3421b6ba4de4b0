import Testing

@testable import ScenePivot

/// A request answered later by its screen.
private struct ChooseRequest: SceneRequest {
    typealias Response = Int?
    var onResponse: (@MainActor (Int?) -> Void)?
}

/// The UIKit stage, over the model of UIKit, in the cases only UIKit has: the app's own calls behind ScenePivot's
/// back, UIKit skipping a call, and UIKit's timing. Each test is the Linux test of the logic a defect of the
/// first UIKit adapter relied on.
@Suite("UIKit stage, over a model of UIKit")
@MainActor
struct UIKitStageTests {
    let contract = UIKitModelContract(root: "Root", inNavigationStack: true)
    var uikit: ModelUIKit { contract.uikit }
    var stage: ControllerStage<ModelUIKit> { contract.controllerStage }

    private func pivotWithPicker(_ picker: ModelController, pushed: Bool = false) -> (ScenePivot, Log<Int?>) {
        let pivot = ScenePivot(stage: stage)
        let answers = Log<Int?>()
        pivot.builder.register(ChooseRequest.self) { _ in
            pushed ? .push(answeringWith: { _ in picker }) : .present(answeringWith: { _ in picker })
        }
        pivot.switchScene(with: ChooseRequest { answers.values.append($0) })
        uikit.runUntilIdle()
        return (pivot, answers)
    }

    @Test func anObserverChildGoesOnlyIntoPlainScreensNeverIntoAnAppsOwnContainer() {
        let pages = ModelController("AppPages", kind: .unmanagedContainer)
        let (pagesPivot, pagesAnswers) = pivotWithPicker(pages)
        #expect(uikit.topPresented === pages && pages.isViewLoaded)
        #expect(!pages.hasObserverChild, "a page or split view controller of the app's would take it for content")
        #expect(stage.kind(of: pages) == .screen, "to the rules, an unmanaged container is a screen")
        let picker = ModelController("Picker")
        let (pickerPivot, pickerAnswers) = pivotWithPicker(picker)
        #expect(uikit.topPresented === picker)
        #expect(picker.hasObserverChild, "a plain screen waiting for its answer is heard through its observer child")
        _ = contract.run(.dismissAll, animated: false)  // both answer (nil) before the stage goes
        uikit.runUntilIdle()
        #expect(pagesAnswers.values == [nil] && pickerAnswers.values == [nil])
        withExtendedLifetime((pagesPivot, pickerPivot)) {}
    }

    @Test func theAppDismissingThePresenterOfAnAlertAnswersTheAlertAndFreesTheQueue() {
        let sheet = ModelController("Sheet")
        _ = contract.run(.present(sheet, Presentation()))
        let pivot = ScenePivot(stage: stage)
        let answers = Log<Bool>()
        pivot.switchScene(
            with: ConfirmationRequest(title: "Delete?", confirmTitle: "Delete") { answers.values.append($0) })
        uikit.runUntilIdle()
        uikit.appDismisses(presentedBy: contract.rootScreen)
        uikit.runUntilIdle()
        #expect(answers.values == [false], "the alert left untapped: its cancel action answers")
        #expect(!stage.transitionQueue.isBusy)
    }

    @Test func anAlertTheAppDismissesItselfIsAnsweredAndTheQueueMovesOn() throws {
        let pivot = ScenePivot(stage: stage)
        let answers = Log<AlertAction>()
        let errors = Log<ScenePivotError>()
        pivot.errorHandler = { errors.values.append($0) }
        pivot.switchScene(
            with: AlertRequest(title: "Saved", actions: [AlertAction("OK")]) { answers.values.append($0) })
        uikit.runUntilIdle()
        let alert = try #require(uikit.topPresented)
        uikit.appDismisses(presentedBy: alert.presenting!)
        uikit.runUntilIdle()
        #expect(answers.values.isEmpty)
        #expect(errors.values == [.dismissedWithoutResponse("AlertRequest(\"Saved\")")])
        #expect(!stage.transitionQueue.isBusy)
    }

    @Test func theAppsOwnSetViewControllersAnswersTheScreenItRemoved() throws {
        let picker = ModelController("Picker")
        let (_, answers) = pivotWithPicker(picker, pushed: true)
        let navigation = try #require(contract.rootScreen.parent)
        uikit.appSetsStack([contract.rootScreen], on: navigation)
        uikit.runUntilIdle()
        #expect(answers.values == [nil])
    }

    @Test func removeFromParentAnswersTheScreenThatLeft() {
        let picker = ModelController("Picker")
        let (_, answers) = pivotWithPicker(picker, pushed: true)
        uikit.appRemovesFromParent(picker)  // viewDidDisappear comes first, while it is still a child
        uikit.runTurns()
        #expect(answers.values == [nil], "noticed on the next turn, with no transition in between")
    }

    @Test func aWindowRootSwapAnswersEveryScreenOfTheOldHierarchy() {
        let picker = ModelController("Picker")
        let (_, answers) = pivotWithPicker(picker)
        uikit.appSwapsWindowRoot(to: ModelController("Elsewhere"))  // Picker is told nothing, Root disappears
        uikit.runUntilIdle()
        #expect(answers.values == [nil])
        #expect(!stage.transitionQueue.isBusy)
    }

    @Test func aPresentationUIKitSkipsIsATypedErrorNotASuccess() {
        uikit.refusesNextPresentation = true
        var outcome: StageOutcome?
        stage.perform(.present(ModelController("Sheet"), Presentation()), animated: true) { outcome = $0 }
        uikit.runUntilIdle()
        #expect(outcome == .failed(.illegalTransition(.notPerformed("present Sheet"))))
        #expect(!stage.transitionQueue.isBusy)
    }

    @Test func anAlertUIKitSkipsFailsItsRequestInsteadOfAnsweringCancel() {
        let pivot = ScenePivot(stage: stage)
        let answers = Log<Bool>()
        let errors = Log<ScenePivotError>()
        pivot.errorHandler = { errors.values.append($0) }
        uikit.refusesNextPresentation = true
        pivot.switchScene(
            with: ConfirmationRequest(title: "Delete?", confirmTitle: "Delete") { answers.values.append($0) })
        uikit.runUntilIdle()
        #expect(answers.values.isEmpty, "never taken as the user's Cancel")
        #expect(errors.values == [.illegalTransition(.notPerformed("alert \"Delete?\""))])
    }

    @Test func aHierarchyThatLeftTheWindowFailsInsteadOfWaiting() {
        uikit.appSwapsWindowRoot(to: ModelController("Elsewhere"))
        var outcome: StageOutcome?
        stage.perform(.present(ModelController("Sheet"), Presentation()), animated: true) { outcome = $0 }
        uikit.runUntilIdle()
        #expect(outcome == .failed(.illegalTransition(.notInWindow("Root"))))
    }

    @Test func presentingWritesOnlyWhatTheRequestSpecifies() {
        let form = ModelController("Form")
        form.style = .custom
        form.isModal = true
        _ = contract.run(.present(form, Presentation()))
        #expect(form.style == .custom && form.isModal, "a screen's own style and modality stay")
        let sheet = ModelController("Sheet")
        sheet.style = .fullScreen
        _ = contract.run(.present(sheet, Presentation(style: .formSheet)))
        #expect(sheet.style == .formSheet && !sheet.isModal)
    }

    @Test func aTransitionCoordinatorThatRefusesToCallBackIsNotTakenAsFinished() {
        var finished = false
        uikit.refusesNextCallback = true
        stage.perform(.push(ModelController("Trip")), animated: true) { _ in finished = true }
        uikit.runTurns()
        #expect(!finished, "the push is still animating")
        uikit.runUntilIdle()
        #expect(finished)
    }

    @Test func aCoordinatorThatRefusesButStillCallsBackResumesEachWaitOnce() {
        uikit.coordinatorsCallBackAfterRefusing = true
        var outcomes: [StageOutcome] = []
        var runs = 0
        stage.perform(.push(ModelController("Busy")), animated: true) { outcomes.append($0) }
        stage.perform(.custom(CustomTransition("count") { _ in runs += 1 }), animated: true) { outcomes.append($0) }
        uikit.runUntilIdle()
        #expect(runs == 1, "the transition that waited for the push runs once, not once per callback")
        #expect(outcomes == [.completed, .completed])
    }

    @Test func aRequestSentBeforeTheScreenIsInAWindowWaitsForTheWindow() {
        let uikit = ModelUIKit()
        let root = ModelController("Root")
        let navigation = uikit.navigationController(root: root)
        let stage = ControllerStage(anchor: root, platform: uikit)
        root.isViewLoaded = true
        var outcome: StageOutcome?
        stage.perform(.push(ModelController("Trip")), animated: false) { outcome = $0 }  // as in viewDidLoad
        uikit.runUntilIdle()
        #expect(outcome == nil)
        uikit.show(navigation)
        uikit.runUntilIdle()
        #expect(outcome == .completed)
        #expect(navigation.children.map(\.name) == ["Root", "Trip"])
    }

    @Test func aPageTurnTheUserInterruptsIsATypedErrorAndARequestWaitsForTheDrag() {
        let pages = ModelController("Pages", kind: .container(.pages))
        let roots = ["A", "B", "C"].map { ModelController($0) }
        pages.children = roots.map { uikit.navigationController(root: $0, named: "\($0.name) stack") }
        for item in pages.children { item.itemContainer = pages }
        _ = contract.run(.present(pages, Presentation(style: .fullScreen)))
        pages.isDraggingPages = true
        var outcome: StageOutcome?
        stage.perform(.select(.pages, index: 2), animated: true) { outcome = $0 }
        uikit.runTurns()
        #expect(outcome == nil && pages.selectedIndex == 0, "the request waits for the user's drag")
        pages.isDraggingPages = false
        uikit.runUntilIdle()
        #expect(outcome == .completed && pages.selectedIndex == 2)
    }

    @Test func aSystemScreenThatIsAPopoverByItselfNeedsAnAnchorOnIPad() {
        uikit.isPad = true
        let share = ModelController("Share")
        share.isPopoverOnPad = true  // as UIActivityViewController resolves `.automatic` on iPad
        #expect(
            contract.run(.present(share, Presentation())) == .failed(.invalidRequest("Share", .missingPopoverAnchor)))
        #expect(uikit.exceptions.isEmpty)
        uikit.isPad = false
        #expect(contract.run(.present(share, Presentation())) == .completed, "on iPhone it adapts to a sheet")
    }

    @Test func anAlertAndWhatItsRequestCapturedAreFreedOnceItHasLeft() {
        final class Captured {}
        weak var captured: Captured?
        weak var alert: ModelController?
        do {
            let pivot = ScenePivot(stage: stage)
            let object = Captured()
            captured = object
            pivot.switchScene(with: ConfirmationRequest(title: "Delete?", confirmTitle: "Delete") { _ in _ = object })
            uikit.runUntilIdle()
            alert = uikit.topPresented
            uikit.userTaps("Delete")
            uikit.runUntilIdle()
        }
        #expect(alert == nil && captured == nil)
    }

    @Test func aRootChangeWaitsForADismissalInFlightInsteadOfWaitingForever() {
        let sheet = ModelController("Sheet")
        _ = contract.run(.present(sheet, Presentation()))
        uikit.appDismisses(presentedBy: contract.rootScreen)  // animating
        var outcome: StageOutcome?
        stage.perform(.setRoot(ModelController("Main"), inNavigationStack: true), animated: false) { outcome = $0 }
        #expect(outcome == nil, "the root change waits for the dismissal")
        uikit.runUntilIdle()
        #expect(outcome == .completed)
        #expect(uikit.window.root?.children.first?.name == "Main")
        #expect(uikit.exceptions.isEmpty)
    }

    @Test func aScreenThatGainedAParentWhileItsRequestWaitedIsRefusedWhenItsTurnComes() {
        let screen = ModelController("Screen")
        var outcome: StageOutcome?
        stage.perform(.push(ModelController("Busy")), animated: true) { _ in }
        stage.perform(.present(screen, Presentation()), animated: true) { outcome = $0 }
        let elsewhere = uikit.navigationController(root: screen, named: "Elsewhere")  // the app adopts it meanwhile
        uikit.runUntilIdle()
        #expect(outcome == .failed(.illegalTransition(.screenAlreadyOnStage("Screen"))))
        #expect(uikit.exceptions.isEmpty, "UIKit never sees it")
        _ = elsewhere
    }

    @Test func aPageTurnThatDidNotFinishIsATypedError() {
        let pages = ModelController("Pages", kind: .container(.pages))
        pages.children = ["A", "B"].map { uikit.navigationController(root: ModelController($0), named: "\($0) stack") }
        for item in pages.children { item.itemContainer = pages }
        _ = contract.run(.present(pages, Presentation(style: .fullScreen)))
        uikit.interruptsNextPageTurn = true
        #expect(contract.run(.select(.pages, index: 1)) == .failed(.illegalTransition(.notPerformed("select page 1"))))
        #expect(pages.selectedIndex == 0)
    }

    @Test func selectionsWaitingForADragRunInOrderAndAnInterruptedOneDoesNotStopTheNext() {
        let pages = ModelController("Pages", kind: .container(.pages))
        pages.children = ["A", "B", "C"].map { uikit.navigationController(root: ModelController($0), named: $0) }
        for item in pages.children { item.itemContainer = pages }
        _ = contract.run(.present(pages, Presentation(style: .fullScreen)))
        let pivot = ScenePivot(stage: stage)
        pivot.errorHandler = { _ in }  // the interrupted turn's failure is read from the events
        let outcomes = Log<String>()
        let events = pivot.observe { event in
            switch event {
            case .responded(let request, _): outcomes.values.append("\(request) shown")
            case .failed(let request, let error): outcomes.values.append("\(request) \(error)")
            default: break
            }
        }
        pages.isDraggingPages = true
        for index in [1, 2, 0] { pivot.switchScene(with: TransitionRequest(.selectPage(index))) }
        for _ in 0..<20 { uikit.runTurns() }
        #expect(outcomes.values.isEmpty && pages.selectedIndex == 0, "the selections wait for the user's drag")
        uikit.interruptsNextPageTurn = true
        pages.isDraggingPages = false
        uikit.runUntilIdle()
        let interrupted = ScenePivotError.illegalTransition(.notPerformed("select page 1"))
        #expect(
            outcomes.values == [
                "TransitionRequest(select page 1) \(interrupted)", "TransitionRequest(select page 2) shown",
                "TransitionRequest(select page 0) shown",
            ])
        #expect(pages.selectedIndex == 0)
        events.cancel()
    }

    @Test func severalStagesSharingANavigationControllerEachHearTheirScreensLeave() {
        let second = ControllerStage(anchor: contract.rootScreen, platform: uikit)
        let first = ModelController("First")
        let other = ModelController("Other")
        _ = contract.run(.push(first))
        var secondOutcome: StageOutcome?
        second.perform(.push(other), animated: false) { secondOutcome = $0 }
        uikit.runUntilIdle()
        #expect(secondOutcome == .completed)
        var left: [String] = []
        _ = stage.observeDeparture(of: first) { left.append("First") }
        _ = second.observeDeparture(of: other) { left.append("Other") }
        uikit.userTapsBack()
        uikit.runUntilIdle()
        uikit.userTapsBack()
        uikit.runUntilIdle()
        #expect(left == ["Other", "First"])
    }
}
