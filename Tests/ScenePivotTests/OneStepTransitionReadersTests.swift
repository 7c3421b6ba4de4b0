import ScenePivotHeadless
import Testing

@testable import ScenePivot

private struct PickRequest: SceneRequest {
    typealias Response = Int?
    var onResponse: (@MainActor (Int?) -> Void)?
}

private struct ResetRequest: SceneRequest {
    typealias Response = Void
}

/// A registered factory's one-step transition is handed to the stage as it was made, and the context keeps it only
/// for what reads it. What reads it may start to while the stage performs it: another request's handler, answered
/// because the transition took its screen off the stage, can add an observer or a screen hook before the end.
@Suite("What reads a one-step transition")
struct OneStepTransitionReadersTests {
    /// A picker shown by `PickRequest`, whose handler runs once the picker leaves (answered as dismissed);
    /// `ResetRequest` replaces the root, taking the picker down, at once.
    @MainActor private func makePivot() -> (ScenePivot, HeadlessStage) {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(PickRequest.self) { _ in
            .present(answeringWith: { _ in HeadlessScreen("Picker") })
        }
        pivot.builder.register(ResetRequest.self) { _ in
            .setRoot(HeadlessScreen("Home"), animation: .none)
        }
        return (pivot, stage)
    }

    @Test @MainActor func anObserverAddedWhileTheStagePerformsItReadsTheTransitionAtItsEnd() {
        let (pivot, stage) = makePivot()
        var events: [PivotEvent] = []
        var observation: PivotObservation?
        pivot.switchScene(
            with: PickRequest { _ in observation = pivot.observe { events.append($0) } })
        pivot.switchScene(with: ResetRequest())
        #expect(observation != nil, "the picker left while the root was replaced")
        withExtendedLifetime(stage) {}
        let ends = events.filter { if case .transitionFinished = $0 { true } else { false } }
        #expect(ends == [.transitionFinished(request: "ResetRequest", .setRoot("Home", inNavigationStack: true))])
    }

    @Test @MainActor func aScreenHookSetWhileTheStagePerformsItHearsTheScreenItBrought() {
        let (pivot, stage) = makePivot()
        var shown: [String] = []
        pivot.switchScene(
            with: PickRequest { _ in
                pivot.onScreenShown = { screen in shown.append((screen as? HeadlessScreen)?.name ?? "?") }
            })
        pivot.switchScene(with: ResetRequest())
        #expect(shown == ["Home"])
        withExtendedLifetime(stage) {}
    }
}
