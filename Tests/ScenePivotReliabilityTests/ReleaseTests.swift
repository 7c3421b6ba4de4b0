import ScenePivotHeadless
import Testing

@testable import ScenePivot

private struct PushNamedRequest: SceneRequest {
    var name: String
    var duplicatePolicy: DuplicatePolicy { .allow }
}

private struct PopOnceRequest: SceneRequest {
    var duplicatePolicy: DuplicatePolicy { .allow }
}

/// Screens, scenes and requests are released once nothing needs them.
@Suite("Releasing departed screens")
struct ReleaseTests {
    @MainActor private static func makePivot(on stage: HeadlessStage) -> ScenePivot {
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(PushNamedRequest.self) { .push(HeadlessScreen($0.name), animation: .none) }
        pivot.builder.register(PopOnceRequest.self) { _ in .pop(animation: .none) }
        pivot.errorHandler = { error in Issue.record("unexpected error \(error)") }
        return pivot
    }

    @Test("A screen pushed by a finished request is released as soon as it is popped")
    @MainActor func poppedScreenIsReleased() {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let pivot = Self.makePivot(on: stage)
        weak var pushed: AnyObject?
        pivot.switchScene(with: PushNamedRequest(name: "Detail"))
        pushed = stage.topScreen
        pivot.switchScene(with: PopOnceRequest())
        #expect(stage.navigationStack.count == 1)
        #expect(pushed == nil, "the popped screen is released")
    }

    @Test("Nothing a pivot showed outlives its stage and pivot")
    @MainActor func nothingOutlivesTheStage() async {
        let printed = CapturedText()
        let screens = await StandardError.capture.withValue(printed) { await showThenReleaseEverything() }
        #expect(screens.count == 1, "B's scene is made at its turn, which never comes: the stage went first")
        #expect(screens.allSatisfy { $0.screen == nil })
        // With the pivot gone, the default error handler reports each request the stage took with it.
        let gone = "failed: " + ScenePivotError.hostDeallocated.description
        #expect(
            printed.text.split(separator: "\n").sorted() == [
                "ScenePivot: PushNamedRequest \(gone)", "ScenePivot: PushNamedRequest \(gone)",
                "ScenePivot: TextInputRequest(name) \(gone)",
            ])
    }

    /// Shows screens, then lets the stage and pivot go while a push animates and requests wait; returns the screens
    /// shown, once they are released or 100 turns have passed.
    @MainActor private func showThenReleaseEverything() async -> [WeakScreen] {
        var screens: [WeakScreen] = []
        do {
            let stage = HeadlessStage(root: HeadlessScreen("Root"))
            let pivot = Self.makePivot(on: stage)
            pivot.builder.register(PushNamedRequest.self) { request in
                let screen = HeadlessScreen(request.name)
                screens.append(WeakScreen(screen))
                return .push(screen)
            }
            pivot.switchScene(with: PushNamedRequest(name: "A"))
            pivot.switchScene(with: PushNamedRequest(name: "B"))  // waits behind A's animation
            stage.advanceClock(by: .milliseconds(150))
            pivot.switchScene(with: TextInputRequest(.init(id: "name", title: "Name")))
        }
        // The transitions the stage took with it report `hostDeallocated` on the next turn; then all is gone.
        for _ in 0..<100 where !screens.allSatisfy({ $0.screen == nil }) { await Task.yield() }
        return screens
    }

    @Test("A request sent while a back-tap animation runs waits for it instead of failing")
    @MainActor func requestDuringBackTapWaits() throws {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(PushNamedRequest.self) { .push(HeadlessScreen($0.name)) }
        var errors: [ScenePivotError] = []
        pivot.errorHandler = { errors.append($0) }
        pivot.switchScene(with: PushNamedRequest(name: "First"))
        stage.finishAnimations()
        try stage.tapBack()
        pivot.switchScene(with: PushNamedRequest(name: "Second"))
        stage.finishAnimations()
        #expect(errors.isEmpty)
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Root", "Second"])
    }
}

@MainActor
private final class WeakScreen {
    weak var screen: HeadlessScreen?
    init(_ screen: HeadlessScreen) { self.screen = screen }
}
