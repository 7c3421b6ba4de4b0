import ScenePivotHeadless
import Testing

@testable import ScenePivot

@Suite("Edge cases of the rules and of scenes that fail midway")
struct RuleEdgeCaseTests {
    @Test @MainActor func rulesEdgeCasesAreTypedErrorsOrDoWhatUIKitDoes() throws {
        let root = HeadlessScreen("Root")
        let stage = HeadlessStage(root: root, animation: .instant)
        #expect(throws: ScenePivotError.illegalTransition(.popAtRoot)) {
            try stage.performOrThrow(.pop(.before(root)), animated: false)
        }
        let inner = HeadlessScreen("Inner")
        try stage.performOrThrow(.present(inner, Presentation(embedsInNavigationStack: true)), animated: false)
        try stage.performOrThrow(.push(HeadlessScreen("Pushed")), animated: false)
        try stage.performOrThrow(.dismiss(inner), animated: false)
        #expect(stage.presentedScreens.isEmpty, "dismissing a screen inside a presented stack dismisses the stack")
    }

    @Test @MainActor func aCustomSceneThatThrowsAfterStartingAPushFailsOnceAndTheQueueMovesOn() {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage)
        var errors: [ScenePivotError] = []
        pivot.errorHandler = { errors.append($0) }
        pivot.builder.register(ShowNamedRequest.self) { .push(HeadlessScreen($0.name)) }
        pivot.builder.register(ThrowAfterPushRequest.self) { _ in
            AnyPivotScene<Void>("throw after push") { context throws(ScenePivotError) in
                try context.perform(.push(HeadlessScreen("Half")))
                throw .sceneFailed("gave up")
            }
        }
        pivot.switchScene(with: ThrowAfterPushRequest())
        pivot.switchScene(with: ShowNamedRequest(name: "Next"))
        stage.finishAnimations()
        #expect(errors == [.sceneFailed("gave up")])
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Root", "Half", "Next"])
        #expect(!stage.transitionQueue.isBusy)
    }
}
