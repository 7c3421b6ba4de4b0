import ScenePivot
import ScenePivotHeadless
import Testing

/// What a scene does after it has answered.
private enum AfterAnswering: String, CaseIterable {
    /// It throws its own error.
    case throwsItsOwnError
    /// It asks for a transition the rules refuse at once (a pop at the root).
    case isRefusedAtOnce
    /// It asks for a transition that waits for its push to animate, and is refused then.
    case isRefusedLater

    /// The error the pivot's error handler must get.
    var error: ScenePivotError {
        switch self {
        case .throwsItsOwnError: return .sceneFailed("saving the draft failed")
        case .isRefusedAtOnce: return .illegalTransition(.popAtRoot)
        case .isRefusedLater: return .illegalTransition(.screenNotInStack("Elsewhere"))
        }
    }
}

/// Answered "saved" by a scene that then goes wrong as `after` says.
private struct SaveRequest: SceneRequest {
    typealias Response = String
    var after: AfterAnswering
    var logDescription: String { "Save(\(after))" }
}

@Suite("A scene that answers and then fails")
struct AnswerThenFailTests {
    @Test(
        "The answer stands and the real error reaches the error handler as failedAfterAnswer",
        arguments: AfterAnswering.allCases, [false, true])
    @MainActor fileprivate func realErrorIsReported(after: AfterAnswering, awaited: Bool) async {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage)
        var errors: [ScenePivotError] = []
        pivot.errorHandler = { errors.append($0) }
        var events: [PivotEvent] = []
        let observation = pivot.observe { events.append($0) }
        pivot.builder.register(SaveRequest.self) { request in
            AnyPivotScene("save") { context throws(ScenePivotError) in
                context.respond("saved")
                switch request.after {
                case .throwsItsOwnError:
                    throw AfterAnswering.throwsItsOwnError.error
                case .isRefusedAtOnce:
                    try context.perform(.pop(to: .previous))
                case .isRefusedLater:
                    try context.perform(.push(HeadlessScreen("Draft")))
                    try context.perform(.pop(to: .screen(HeadlessScreen("Elsewhere"))))
                }
            }
        }

        let request = SaveRequest(after: after)
        var answer: String?
        if awaited {
            let (_, outcome) = startAwaiting(request, on: pivot)
            #expect(await yield(until: { outcome.isDone }))
            answer = try? outcome.result?.get()
        } else {
            sendFireAndForget(request, to: pivot)
            answer = events.contains(.responded(request: "Save(\(after))", response: "\"saved\"")) ? "saved" : nil
        }
        stage.finishAnimations()

        #expect(answer == "saved", "the answer stands")
        #expect(errors == [after.error])
        #expect(events.contains(.failedAfterAnswer(request: "Save(\(after))", after.error)))
        #expect(
            !events.contains {
                guard case .failed = $0 else { return false }
                return true
            })
        #expect(!stage.transitionQueue.isBusy)
        withExtendedLifetime(observation) {}
    }
}
