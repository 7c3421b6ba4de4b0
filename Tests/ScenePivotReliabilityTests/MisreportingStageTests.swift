import ScenePivot
import ScenePivotHeadless
import Testing

/// A custom stage that misbehaves: it shows everything on a headless stage, but answers every alert with an
/// action index the alert does not have — at once, or later, when the test calls ``reportAnswer()``.
@MainActor
private final class MisreportingStage: SceneStage {
    let inner = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
    let reportedIndex: Int
    let reportsAtOnce: Bool
    private var pendingReports: [@MainActor () -> Void] = []

    init(reportedIndex: Int, reportsAtOnce: Bool) {
        self.reportedIndex = reportedIndex
        self.reportsAtOnce = reportsAtOnce
    }

    var transitionQueue: TransitionQueue { inner.transitionQueue }
    var hierarchy: StageHierarchy { inner.hierarchy }
    var itemRootScreen: AnyObject? { nil }

    func perform(
        _ transition: StageTransition<AnyObject>, animated: Bool,
        completion: @escaping @MainActor (StageOutcome) -> Void
    ) {
        guard case .alert = transition else {
            return inner.perform(transition, animated: animated, completion: completion)
        }
        let answer = AlertAnswer(actionIndex: reportedIndex, texts: ["typed"])
        if reportsAtOnce {
            completion(.answered(answer))
        } else {
            pendingReports.append { completion(.answered(answer)) }
        }
    }

    /// Reports the answers of the alerts shown so far.
    func reportAnswers() {
        let reports = pendingReports
        pendingReports = []
        reports.forEach { $0() }
    }

    func observeDeparture(of screen: AnyObject, _ handler: @escaping @MainActor () -> Void) -> Bool {
        inner.observeDeparture(of: screen, handler)
    }

    func name(of screen: AnyObject) -> String { inner.name(of: screen) }
}

/// The built-in requests whose default scene is an alert, each with how many actions its alert has.
private enum AlertBackedRequest: String, CaseIterable {
    case alert, confirmation, choice, textInput

    /// Sends the request fire-and-forget; `answered` is called if its handler ever runs.
    @MainActor func send(to pivot: ScenePivot, answered: @escaping @MainActor () -> Void) -> (String, actions: Int) {
        switch self {
        case .alert:
            pivot.switchScene(
                with: AlertRequest(title: "Sync", actions: [AlertAction("OK"), AlertAction("Retry")]) { _ in
                    answered()
                })
            return ("AlertRequest(\"Sync\")", 2)
        case .confirmation:
            pivot.switchScene(with: ConfirmationRequest(title: "Delete?", confirmTitle: "Delete") { _ in answered() })
            return ("ConfirmationRequest(\"Delete?\")", 2)
        case .choice:
            pivot.switchScene(
                with: ChoiceRequest(title: "Sort", choices: [.init("Date", value: 1)]) { _ in answered() })
            return ("ChoiceRequest<Int>(\"Sort\")", 2)
        case .textInput:
            pivot.switchScene(with: TextInputRequest(.init(id: "name", title: "Name")) { _ in answered() })
            return ("TextInputRequest(name)", 2)
        }
    }
}

@Suite("A stage reporting an action an alert does not have")
struct MisreportingStageTests {
    @Test(
        "The request fails with a typed error instead of trapping, its handler never runs, and the queue moves on",
        arguments: AlertBackedRequest.allCases, [(7, true), (7, false), (-1, true), (Int.max, false)])
    @MainActor fileprivate func outOfRangeActionIndexIsATypedError(
        request: AlertBackedRequest, report: (index: Int, atOnce: Bool)
    ) {
        let stage = MisreportingStage(reportedIndex: report.index, reportsAtOnce: report.atOnce)
        let pivot = ScenePivot(stage: stage)
        var errors: [ScenePivotError] = []
        pivot.errorHandler = { errors.append($0) }
        var handlerCalls = 0
        let (description, actions) = request.send(to: pivot) { handlerCalls += 1 }
        stage.reportAnswers()

        let expected = ScenePivotError.sceneFailed(
            "the stage answered \(description) with action \(report.index), but its alert has \(actions) actions")
        #expect(errors == [expected])
        #expect(handlerCalls == 0)
        #expect(!stage.transitionQueue.isBusy, "the queue moved on")
    }
}
