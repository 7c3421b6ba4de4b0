import ScenePivot
import ScenePivotHeadless
import ScenePivotTestSupport
import Testing

/// A request whose scene pushes a screen.
private struct OpenTripRequest: SceneRequest {}

/// A request with no response whose handler is declared the natural way.
private struct SaveRequest: SceneRequest {
    var onResponse: (@MainActor () -> Void)?
}

/// A request with no response whose handler is a plain closure.
private struct ArchiveRequest: SceneRequest {
    var onResponse: (() -> Void)?
}

@Suite("Both call forms, from any code")
@MainActor
struct CallFormsTests {
    private func pushing() -> (HeadlessStage, ScenePivot) {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"), animation: .instant)
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(OpenTripRequest.self) { _ in .push(HeadlessScreen("Trip")) }
        pivot.builder.register(SaveRequest.self) { _ in .push(HeadlessScreen("Saved")) }
        pivot.builder.register(ArchiveRequest.self) { _ in .push(HeadlessScreen("Archived")) }
        return (stage, pivot)
    }

    @Test func theFireAndForgetFormIsCalledFromAsyncCodeAsWritten() async {
        let (stage, pivot) = pushing()
        pivot.switchScene(with: OpenTripRequest())  // no `try await`: the card's form, in an async function
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Albums", "Trip"])
    }

    @Test func theAwaitingFormReturnsOnceTheSceneHasAnswered() async throws {
        let (stage, pivot) = pushing()
        try await bounded("the answer to OpenTripRequest") { try await pivot.response(to: OpenTripRequest()) }
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Albums", "Trip"])
    }

    @Test func aViewModelHoldingSceneSwitchingHasBothForms() async throws {
        let (stage, pivot) = pushing()
        let scenes: any SceneSwitching = pivot
        scenes.switchScene(with: OpenTripRequest())
        try await bounded("the answer to SaveRequest") { try await scenes.response(to: SaveRequest()) }
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Albums", "Trip", "Saved"])
    }

    @Test func aVoidHandlerDeclaredTheNaturalWayIsCalled() {
        let (stage, pivot) = pushing()
        var saved = 0
        pivot.switchScene(with: SaveRequest { saved += 1 })
        #expect(saved == 1)
        #expect(stage.navigationStack.count == 2)
    }

    @Test func aVoidHandlerDeclaredAsAPlainClosureIsCalled() {
        let (stage, pivot) = pushing()
        var archived = 0
        pivot.switchScene(with: ArchiveRequest { archived += 1 })
        #expect(archived == 1)
        #expect(stage.navigationStack.count == 2)
    }

    @Test func aVoidRequestWithoutAHandlerStillAnswers() {
        let (stage, pivot) = pushing()
        pivot.switchScene(with: SaveRequest())
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Albums", "Saved"])
    }
}
