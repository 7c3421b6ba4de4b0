import ScenePivot
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
        try stage.present(HeadlessScreen("A"), Presentation(), animated: false) {}
        try stage.present(HeadlessScreen("B"), Presentation(), animated: false) {}
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
        try stage.present(sheet, Presentation(embedsInNavigationStack: true), animated: false) {}
        try stage.present(HeadlessScreen("Picker"), Presentation(style: .formSheet), animated: false) {}
        #expect(names(stage.presentedScreens, on: stage) == ["NavigationStack", "Picker"])
        #expect(stage.name(of: stage.topScreen) == "Picker")
    }

    @Test @MainActor func dismissingAScreenDismissesEverythingAboveIt() throws {
        let (stage, _) = makeStage()
        let a = HeadlessScreen("A")
        let b = HeadlessScreen("B")
        let c = HeadlessScreen("C")
        for screen in [a, b, c] { try stage.present(screen, Presentation(), animated: false) {} }
        let departed = Log<String>()
        for screen in [a, b, c] { stage.observeDeparture(of: screen) { departed.values.append(screen.name) } }
        try stage.dismiss(b, animated: false) {}
        #expect(names(stage.presentedScreens, on: stage) == ["A"])
        #expect(!stage.contains(b) && !stage.contains(c))
        #expect(departed.values == ["C", "B"], "top-most first")
    }

    @Test @MainActor func dismissingAPresenterDismissesWhatItPresents() throws {
        let (stage, root) = makeStage()
        try stage.present(HeadlessScreen("A"), Presentation(), animated: false) {}
        try stage.dismiss(root, animated: false) {}
        #expect(stage.presentedScreens.isEmpty)
    }

    @Test @MainActor func alertsArePresentedScreensAndNothingPresentsOverThem() throws {
        let (stage, _) = makeStage()
        let content = AlertContent(title: "Hi", actions: [AlertAction("OK")])
        try stage.presentAlert(content, animated: false, onAnswer: { _ in }) {}
        #expect(names(stage.presentedScreens, on: stage) == ["Alert \"Hi\""])
        #expect(stage.presentedScreens.first is HeadlessAlertScreen)
        #expect(throws: ScenePivotError.illegalTransition(.alertOnScreen("Alert \"Hi\""))) {
            try stage.present(HeadlessScreen("Sheet"), Presentation(), animated: false) {}
        }
        #expect(throws: ScenePivotError.illegalTransition(.alertOnScreen("Alert \"Hi\""))) {
            try stage.push(HeadlessScreen("Detail"), animated: false) {}
        }
        #expect(throws: ScenePivotError.illegalTransition(.alertOnScreen("Alert \"Hi\""))) {
            try stage.dismiss(nil, animated: false) {}
        }
    }

    // MARK: Navigation

    @Test @MainActor func pushAddsOnTopOfTheTopMostNavigationStack() throws {
        let (stage, _) = makeStage()
        try stage.push(HeadlessScreen("Trip"), animated: false) {}
        #expect(names(stage.navigationStack, on: stage) == ["Albums", "Trip"])
        try stage.present(HeadlessScreen("Settings"), Presentation(embedsInNavigationStack: true), animated: false) {}
        try stage.push(HeadlessScreen("Privacy"), animated: false) {}
        #expect(names(stage.navigationStack, on: stage) == ["Settings", "Privacy"])
    }

    @Test @MainActor func popGoesBackToPreviousRootOrAScreen() throws {
        let (stage, root) = makeStage()
        let trip = HeadlessScreen("Trip")
        try stage.setNavigationStack([root, trip, HeadlessScreen("Photos"), HeadlessScreen("Photo")], animated: false) {}
        try stage.pop(to: .previous, animated: false) {}
        #expect(names(stage.navigationStack, on: stage) == ["Albums", "Trip", "Photos"])
        try stage.pop(to: .screen(trip), animated: false) {}
        #expect(names(stage.navigationStack, on: stage) == ["Albums", "Trip"])
        try stage.pop(to: .root, animated: false) {}
        #expect(names(stage.navigationStack, on: stage) == ["Albums"])
    }

    @Test @MainActor func settingTheStackKeepsListedScreensAndRemovesTheRest() throws {
        let (stage, root) = makeStage()
        let trip = HeadlessScreen("Trip")
        let old = HeadlessScreen("Old")
        try stage.setNavigationStack([root, old, trip], animated: false) {}
        try stage.setNavigationStack([trip, HeadlessScreen("New")], animated: false) {}
        #expect(names(stage.navigationStack, on: stage) == ["Trip", "New"])
        #expect(!stage.contains(root) && !stage.contains(old))
    }

    // MARK: Illegal transitions

    @Test @MainActor func pushWithNoNavigationStackIsRefused() {
        let (stage, _) = makeStage(inNavigationStack: false)
        #expect(throws: ScenePivotError.illegalTransition(.noNavigationStack)) {
            try stage.push(HeadlessScreen("Trip"), animated: false) {}
        }
        #expect(stage.navigationStack.isEmpty)
    }

    @Test(arguments: [PopDestinationCase.previous, .root])
    @MainActor func popAtRootIsRefused(_ destination: PopDestinationCase) {
        let (stage, _) = makeStage()
        #expect(throws: ScenePivotError.illegalTransition(.popAtRoot)) {
            try stage.pop(to: destination.destination, animated: false) {}
        }
    }

    @Test @MainActor func popToAScreenNotInTheStackIsRefused() {
        let (stage, _) = makeStage()
        #expect(throws: ScenePivotError.illegalTransition(.screenNotInStack("Stranger"))) {
            try stage.pop(to: .screen(HeadlessScreen("Stranger")), animated: false) {}
        }
    }

    @Test @MainActor func emptyNavigationStackIsRefused() {
        let (stage, _) = makeStage()
        #expect(throws: ScenePivotError.illegalTransition(.emptyStack)) {
            try stage.setNavigationStack([], animated: false) {}
        }
        #expect(names(stage.navigationStack, on: stage) == ["Albums"])
    }

    @Test @MainActor func dismissWithNothingPresentedIsRefused() {
        let (stage, _) = makeStage()
        #expect(throws: ScenePivotError.illegalTransition(.nothingToDismiss)) {
            try stage.dismiss(nil, animated: false) {}
        }
        #expect(throws: ScenePivotError.illegalTransition(.screenNotPresented("Stranger"))) {
            try stage.dismiss(HeadlessScreen("Stranger"), animated: false) {}
        }
    }

    @Test @MainActor func showingAScreenAlreadyOnStageIsRefused() throws {
        let (stage, root) = makeStage()
        let trip = HeadlessScreen("Trip")
        try stage.push(trip, animated: false) {}
        #expect(throws: ScenePivotError.illegalTransition(.screenAlreadyOnStage("Trip"))) {
            try stage.present(trip, Presentation(), animated: false) {}
        }
        #expect(throws: ScenePivotError.illegalTransition(.screenAlreadyOnStage("Albums"))) {
            try stage.push(root, animated: false) {}
        }
        #expect(throws: ScenePivotError.illegalTransition(.screenAlreadyOnStage("Trip"))) {
            try stage.setNavigationStack([root, trip, trip], animated: false) {}
        }
    }

    @Test @MainActor func transitionWhileAnimatingIsRefused() throws {
        let (stage, _) = makeStage(animation: .manual(.milliseconds(300)))
        try stage.push(HeadlessScreen("Trip"), animated: true) {}
        #expect(throws: ScenePivotError.illegalTransition(.transitionInProgress)) {
            try stage.present(HeadlessScreen("Sheet"), Presentation(), animated: false) {}
        }
        stage.finishAnimations()
        try stage.present(HeadlessScreen("Sheet"), Presentation(), animated: false) {}
        #expect(stage.presentedScreens.count == 1)
    }

    // MARK: The clock

    @Test @MainActor func animatedTransitionsFinishOnlyWhenTheClockIsAdvanced() throws {
        let (stage, _) = makeStage(animation: .manual(.milliseconds(300)))
        var finished = false
        try stage.present(HeadlessScreen("Sheet"), Presentation(), animated: true) { finished = true }
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
        try stage.present(HeadlessScreen("Sheet"), Presentation(), animated: true) { finished = true }
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
        try manual.push(HeadlessScreen("Trip"), animated: false) { finished += 1 }
        let (instant, _) = makeStage(animation: .instant)
        try instant.push(HeadlessScreen("Trip"), animated: true) { finished += 1 }
        #expect(finished == 2)
        #expect(!manual.isAnimating && !instant.isAnimating)
        #expect(manual.now == .zero)
    }
}

/// `PopDestination` cases that need no screen, as test arguments.
enum PopDestinationCase: Sendable, CaseIterable {
    case previous, root
    var destination: PopDestination { self == .previous ? .previous : .root }
}
