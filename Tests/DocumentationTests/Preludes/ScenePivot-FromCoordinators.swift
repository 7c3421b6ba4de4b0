@_exported import ScenePivot
@_exported import ScenePivotTesting
@_exported import Testing

/// Shows the settings screen.
struct SettingsRequest: SceneRequest {}

/// Counts the flows alive.
@MainActor
final class FlowCensus {
    var alive = 0
}

/// A flow that shows one screen and counts itself in a census.
@MainActor
final class ScreenFlow: SceneFlow {
    private let census: FlowCensus

    init(_ name: String, census: FlowCensus) {
        self.census = census
        census.alive += 1
    }

    isolated deinit { census.alive -= 1 }

    func start(in flow: FlowContext<Void>) { flow.pivot.switchScene(with: SettingsRequest()) }
}

/// A flow that shows nothing itself.
@MainActor
final class IdleFlow: SceneFlow {
    func start(in flow: FlowContext<Void>) {}
}

/// What the article's snippets take for granted: a stage, a top-level flow on it and a census of flows.
@MainActor
final class SnippetContext {
    let fixture: (stage: HeadlessStage, host: FlowContext<Void>)
    let census = FlowCensus()

    init() {
        let stage = HeadlessStage(root: HeadlessScreen("Home"))
        fixture = (stage, ScenePivot(stage: stage).startFlow(IdleFlow()))
    }
}
