import ScenePivot
import ScenePivotHeadless
import Testing

/// How the "Retry?" alert is shown.
private enum AlertShowing: String, CaseIterable {
    /// The default scene, animated 300 ms.
    case animated
    /// A registered scene presenting the alert without animation.
    case unanimated
    /// The default scene on a stage whose animations end at once.
    case instantStage
}

/// A request its scene answers at once, before the push it then performs has finished; all copies are equal.
private struct AnswerFirstRequest: SceneRequest, Equatable {
    typealias Response = Int
    let onResponse: (@MainActor (Int) -> Void)?
    static func == (lhs: Self, rhs: Self) -> Bool { true }
}

@Suite("Asking again from a request's own handler")
struct AskAgainTests {
    @Test(
        "A \"Retry?\" alert sent again from its own handler is shown again, not coalesced",
        arguments: AlertShowing.allCases)
    @MainActor fileprivate func retryAlertIsShownAgain(showing: AlertShowing) throws {
        let stage = HeadlessStage(
            root: HeadlessScreen("Root"), animation: showing == .instantStage ? .instant : .manual(.milliseconds(300)))
        let pivot = ScenePivot(stage: stage)
        var errors: [ScenePivotError] = []
        pivot.errorHandler = { errors.append($0) }
        if showing == .unanimated {
            pivot.builder.register(AlertRequest.self) { request in
                .alert(request.content, animation: .none) { request.content.actions[$0.actionIndex] }
            }
        }
        var asked = 0
        func askToRetry() {
            asked += 1
            let actions = [AlertAction("Cancel", role: .cancel), AlertAction("Retry", isPreferred: true)]
            pivot.switchScene(
                with: AlertRequest(title: "Upload failed", message: "Retry?", actions: actions) { tapped in
                    if tapped.title == "Retry" { askToRetry() }
                })
        }

        askToRetry()
        for _ in 1...2 {
            stage.finishAnimations()
            try stage.tapAction(titled: "Retry")
            stage.finishAnimations()
            #expect(stage.visibleAlert?.title == "Upload failed", "asked again")
        }
        try stage.tapAction(titled: "Cancel")
        stage.finishAnimations()
        #expect(asked == 3)
        #expect(errors.isEmpty)
        #expect(stage.presentedScreens.isEmpty && !stage.transitionQueue.isBusy)
    }

    @Test("A request answered while its scene still runs is no duplicate of the copy its handler sends")
    @MainActor func requestAnsweredInFlightIsNoDuplicate() {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage)
        var errors: [ScenePivotError] = []
        pivot.errorHandler = { errors.append($0) }
        var pushes = 0
        pivot.builder.register(AnswerFirstRequest.self) { _ in
            AnyPivotScene("answer, then push") { context throws(ScenePivotError) in
                pushes += 1
                context.respond(pushes)
                try context.perform(.push(HeadlessScreen("Pushed \(pushes)")))
            }
        }
        var answers: [Int] = []
        pivot.switchScene(
            with: AnswerFirstRequest { answer in
                answers.append(answer)
                pivot.switchScene(with: AnswerFirstRequest { answers.append($0) })
            })
        #expect(stage.transitionQueue.waitingCount == 1, "the copy waits behind the running scene")
        stage.finishAnimations()
        #expect(answers == [1, 2])
        #expect(errors.isEmpty)
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Root", "Pushed 1", "Pushed 2"])
    }
}
