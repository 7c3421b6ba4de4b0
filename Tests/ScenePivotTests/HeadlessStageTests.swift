import ScenePivot
import ScenePivotHeadless
import Testing

/// A fresh stage with an `Albums` root in a navigation stack, plus names for screens.
@MainActor
private func makeStage(
    inNavigationStack: Bool = true, animation: HeadlessStage.Animation = .instant
) -> (HeadlessStage, HeadlessScreen) {
    let root = HeadlessScreen("Albums")
    return (HeadlessStage(root: root, inNavigationStack: inNavigationStack, animation: animation), root)
}

@MainActor
private func names(_ screens: [AnyObject], on stage: HeadlessStage) -> [String] { screens.map(stage.name(of:)) }

@Suite("HeadlessStage rules")
struct HeadlessStageTests {
    // MARK: Presentation

    @Test @MainActor func eachScreenPresentsAtMostOneScreen() throws {
        let (stage, _) = makeStage()
        try stage.performOrThrow(.present(HeadlessScreen("A"), Presentation()), animated: false, completion: {})
        try stage.performOrThrow(.present(HeadlessScreen("B"), Presentation()), animated: false, completion: {})
        #expect(
            stage.hierarchyDescription == """
                NavigationStack
                  Albums
                  presents (automatic) A
                    presents (automatic) B

                """)
    }

    @Test @MainActor func presentingWhileSomethingIsPresentedPresentsFromTheTopMost() throws {
        let (stage, _) = makeStage()
        let sheet = HeadlessScreen("Sheet")
        try stage.performOrThrow(
            .present(sheet, Presentation(embedsInNavigationStack: true)), animated: false, completion: {})
        try stage.performOrThrow(
            .present(HeadlessScreen("Picker"), Presentation(style: .formSheet)), animated: false, completion: {})
        #expect(names(stage.presentedScreens, on: stage) == ["NavigationStack", "Picker"])
        #expect(stage.name(of: stage.topScreen) == "Picker")
    }

    @Test @MainActor func dismissingAScreenDismissesEverythingAboveIt() throws {
        let (stage, _) = makeStage()
        let a = HeadlessScreen("A")
        let b = HeadlessScreen("B")
        let c = HeadlessScreen("C")
        for screen in [a, b, c] {
            try stage.performOrThrow(.present(screen, Presentation()), animated: false, completion: {})
        }
        let departed = Log<String>()
        for screen in [a, b, c] { stage.observeDeparture(of: screen) { departed.values.append(screen.name) } }
        try stage.performOrThrow(.dismiss(b), animated: false, completion: {})
        #expect(names(stage.presentedScreens, on: stage) == ["A"])
        #expect(!stage.contains(b) && !stage.contains(c))
        #expect(departed.values == ["C", "B"], "top-most first")
    }

    @Test @MainActor func dismissingAPresenterDismissesWhatItPresents() throws {
        let (stage, root) = makeStage()
        try stage.performOrThrow(.present(HeadlessScreen("A"), Presentation()), animated: false, completion: {})
        try stage.performOrThrow(.dismiss(root), animated: false, completion: {})
        #expect(stage.presentedScreens.isEmpty)
    }

    @Test @MainActor func alertsArePresentedScreensAndNothingPresentsOverThem() throws {
        let (stage, _) = makeStage()
        let content = AlertContent(title: "Hi", actions: [AlertAction("OK")])
        try stage.presentAlertOrThrow(content, animated: false, onAnswer: { _ in })
        #expect(names(stage.presentedScreens, on: stage) == ["Alert \"Hi\""])
        #expect(stage.presentedScreens.first is HeadlessAlertScreen)
        #expect(throws: ScenePivotError.illegalTransition(.alertOnScreen("Alert \"Hi\""))) {
            try stage.performOrThrow(.present(HeadlessScreen("Sheet"), Presentation()), animated: false, completion: {})
        }
        #expect(throws: ScenePivotError.illegalTransition(.alertOnScreen("Alert \"Hi\""))) {
            try stage.performOrThrow(.push(HeadlessScreen("Detail")), animated: false, completion: {})
        }
        #expect(throws: ScenePivotError.illegalTransition(.alertOnScreen("Alert \"Hi\""))) {
            try stage.performOrThrow(.dismissAll, animated: false, completion: {})
        }
    }

    // MARK: Navigation

    @Test @MainActor func pushAddsOnTopOfTheTopMostNavigationStack() throws {
        let (stage, _) = makeStage()
        try stage.performOrThrow(.push(HeadlessScreen("Trip")), animated: false, completion: {})
        #expect(names(stage.navigationStack, on: stage) == ["Albums", "Trip"])
        try stage.performOrThrow(
            .present(HeadlessScreen("Settings"), Presentation(embedsInNavigationStack: true)), animated: false,
            completion: {})
        try stage.performOrThrow(.push(HeadlessScreen("Privacy")), animated: false, completion: {})
        #expect(names(stage.navigationStack, on: stage) == ["Settings", "Privacy"])
    }

    @Test @MainActor func popGoesBackToPreviousRootOrAScreen() throws {
        let (stage, root) = makeStage()
        let trip = HeadlessScreen("Trip")
        try stage.performOrThrow(
            .setStack([root, trip, HeadlessScreen("Photos"), HeadlessScreen("Photo")]), animated: false, completion: {})
        try stage.performOrThrow(.pop(.previous), animated: false, completion: {})
        #expect(names(stage.navigationStack, on: stage) == ["Albums", "Trip", "Photos"])
        try stage.performOrThrow(.pop(.screen(trip)), animated: false, completion: {})
        #expect(names(stage.navigationStack, on: stage) == ["Albums", "Trip"])
        try stage.performOrThrow(.pop(.root), animated: false, completion: {})
        #expect(names(stage.navigationStack, on: stage) == ["Albums"])
    }

    @Test @MainActor func settingTheStackKeepsListedScreensAndRemovesTheRest() throws {
        let (stage, root) = makeStage()
        let trip = HeadlessScreen("Trip")
        let old = HeadlessScreen("Old")
        try stage.performOrThrow(.setStack([root, old, trip]), animated: false, completion: {})
        try stage.performOrThrow(.setStack([trip, HeadlessScreen("New")]), animated: false, completion: {})
        #expect(names(stage.navigationStack, on: stage) == ["Trip", "New"])
        #expect(!stage.contains(root) && !stage.contains(old))
    }

    // MARK: Illegal transitions

    @Test @MainActor func pushWithNoNavigationStackIsRefused() {
        let (stage, _) = makeStage(inNavigationStack: false)
        #expect(throws: ScenePivotError.illegalTransition(.noNavigationStack)) {
            try stage.performOrThrow(.push(HeadlessScreen("Trip")), animated: false, completion: {})
        }
        #expect(stage.navigationStack.isEmpty)
    }

    @Test @MainActor func popAtRootIsRefused() {
        let (stage, _) = makeStage()
        #expect(throws: ScenePivotError.illegalTransition(.popAtRoot)) {
            try stage.performOrThrow(.pop(.previous), animated: false)
        }
    }

    @Test @MainActor func popToTheRootAtTheRootIsAHarmlessNoOp() throws {
        let (stage, _) = makeStage()
        var finished = false
        try stage.performOrThrow(.pop(.root), animated: true) { finished = true }
        #expect(finished && !stage.isAnimating)
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Albums"])
    }

    @Test @MainActor func popToAScreenNotInTheStackIsRefused() {
        let (stage, _) = makeStage()
        #expect(throws: ScenePivotError.illegalTransition(.screenNotInStack("Stranger"))) {
            try stage.performOrThrow(.pop(.screen(HeadlessScreen("Stranger"))), animated: false, completion: {})
        }
    }

    @Test @MainActor func emptyNavigationStackIsRefused() {
        let (stage, _) = makeStage()
        #expect(throws: ScenePivotError.illegalTransition(.emptyStack)) {
            try stage.performOrThrow(.setStack([]), animated: false, completion: {})
        }
        #expect(names(stage.navigationStack, on: stage) == ["Albums"])
    }

    @Test @MainActor func dismissWithNothingPresentedIsRefused() {
        let (stage, _) = makeStage()
        #expect(throws: ScenePivotError.illegalTransition(.nothingToDismiss)) {
            try stage.performOrThrow(.dismiss(nil), animated: false, completion: {})
        }
        #expect(throws: ScenePivotError.illegalTransition(.screenNotPresented("Stranger"))) {
            try stage.performOrThrow(.dismiss(HeadlessScreen("Stranger")), animated: false, completion: {})
        }
    }

    @Test @MainActor func showingAScreenAlreadyOnStageIsRefused() throws {
        let (stage, root) = makeStage()
        let trip = HeadlessScreen("Trip")
        try stage.performOrThrow(.push(trip), animated: false, completion: {})
        #expect(throws: ScenePivotError.illegalTransition(.screenAlreadyOnStage("Trip"))) {
            try stage.performOrThrow(.present(trip, Presentation()), animated: false, completion: {})
        }
        #expect(throws: ScenePivotError.illegalTransition(.screenAlreadyOnStage("Albums"))) {
            try stage.performOrThrow(.push(root), animated: false, completion: {})
        }
        #expect(throws: ScenePivotError.illegalTransition(.screenAlreadyOnStage("Trip"))) {
            try stage.performOrThrow(.setStack([root, trip, trip]), animated: false, completion: {})
        }
    }

    @Test @MainActor func aTransitionAskedForWhileAnotherAnimatesWaitsForIt() throws {
        let (stage, _) = makeStage(animation: .manual(.milliseconds(300)))
        try stage.performOrThrow(.push(HeadlessScreen("Trip")), animated: true)
        try stage.performOrThrow(.present(HeadlessScreen("Sheet"), Presentation()), animated: false)
        #expect(stage.presentedScreens.isEmpty, "the presentation waits for the push")
        stage.finishAnimations()
        #expect(stage.presentedScreens.count == 1)
    }

    // MARK: The clock

    @Test @MainActor func animatedTransitionsFinishOnlyWhenTheClockIsAdvanced() throws {
        let (stage, _) = makeStage(animation: .manual(.milliseconds(300)))
        var finished = false
        try stage.performOrThrow(
            .present(HeadlessScreen("Sheet"), Presentation()), animated: true, completion: { finished = true })
        #expect(stage.isAnimating && !finished)
        #expect(stage.hierarchyDescription.contains("Sheet [appearing]"))
        stage.advanceClock(by: .milliseconds(299))
        #expect(stage.isAnimating && !finished)
        stage.advanceClock(by: .milliseconds(1))
        #expect(!stage.isAnimating && finished)
        #expect(stage.now == .milliseconds(300))
    }

    @Test(arguments: [-300, -1]) @MainActor func theClockNeverRunsBackwards(milliseconds: Int) throws {
        let (stage, _) = makeStage(animation: .manual(.milliseconds(300)))
        stage.advanceClock(by: .milliseconds(100))
        var finished = false
        try stage.performOrThrow(
            .present(HeadlessScreen("Sheet"), Presentation()), animated: true, completion: { finished = true })
        stage.advanceClock(by: .milliseconds(milliseconds))
        #expect(stage.now == .milliseconds(100))
        stage.advanceClock(by: .milliseconds(299))
        #expect(!finished, "the animation still ends 300ms after it started")
        stage.advanceClock(by: .milliseconds(1))
        #expect(finished && stage.now == .milliseconds(400))
    }

    @Test @MainActor func unanimatedAndInstantTransitionsFinishAtOnce() throws {
        let (manual, _) = makeStage(animation: .manual(.seconds(1)))
        var finished = 0
        try manual.performOrThrow(.push(HeadlessScreen("Trip")), animated: false, completion: { finished += 1 })
        let (instant, _) = makeStage(animation: .instant)
        try instant.performOrThrow(.push(HeadlessScreen("Trip")), animated: true, completion: { finished += 1 })
        #expect(finished == 2)
        #expect(!manual.isAnimating && !instant.isAnimating)
        #expect(manual.now == .zero)
    }
}
