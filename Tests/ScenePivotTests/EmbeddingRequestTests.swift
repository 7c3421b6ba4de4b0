import ScenePivotHeadless
import Testing

@testable import ScenePivot

/// A dashboard screen at the root of a headless stage, with a pivot on it.
@MainActor
private struct Dashboard {
    let host = HeadlessScreen("Dashboard")
    let stage: HeadlessStage
    let pivot: ScenePivot
    let left = Log<String>()

    init() {
        stage = HeadlessStage(root: host, animation: .instant)
        pivot = ScenePivot(stage: stage)
    }

    /// Embeds `screen` in the dashboard's `slot` by request, noting its departure in ``left``.
    func embed(_ screen: HeadlessScreen, slot: String = "content") {
        pivot.switchScene(with: TransitionRequest(.embed(screen, in: host, slot: slot)))
        let left = left
        stage.observeDeparture(of: screen) { left.values.append(screen.name) }
    }
}

/// Shows the chart it is given embedded in its host, and ends when the chart leaves.
@MainActor
private final class ChartFlow: SceneFlow {
    let chart: HeadlessScreen
    let host: HeadlessScreen

    init(chart: HeadlessScreen, host: HeadlessScreen) {
        self.chart = chart
        self.host = host
    }

    func start(in flow: FlowContext<Void>) {
        let (chart, host) = (chart, host)
        flow.builder.register(ShowScreenRequest.self) { _ in .embed(chart, in: host) }
        flow.pivot.switchScene(with: ShowScreenRequest(name: "Chart"))
    }
}

@Suite("Embedding a screen by request: a child of a screen on stage, its departure heard")
@MainActor
struct EmbeddingRequestTests {
    /// C1, C2: a child comes with `addChild` and `didMove(toParent:)`, and leaves with its view.
    @Test func aScreenEmbeddedInASlotReplacesTheOneThereWhichLeaves() {
        let dashboard = Dashboard()
        dashboard.embed(HeadlessScreen("Chart"), slot: "chart")
        dashboard.embed(HeadlessScreen("Legend"), slot: "legend")
        #expect(
            dashboard.stage.hierarchyDescription == """
                NavigationStack
                  Dashboard
                    embeds in "chart" Chart
                    embeds in "legend" Legend

                """)

        dashboard.embed(HeadlessScreen("Map"), slot: "chart")

        #expect(dashboard.left.values == ["Chart"], "the chart left, the legend in its own slot stayed")
        #expect(dashboard.stage.hierarchyDescription.contains("embeds in \"chart\" Map"))
        #expect(!dashboard.stage.hierarchyDescription.contains("Chart"))
    }

    @Test func removeTakesAnEmbeddedScreenOutAndTheFlowThatEmbeddedItEnds() throws {
        let dashboard = Dashboard()
        let chart = HeadlessScreen("Chart")
        let flow = dashboard.pivot.startFlow(ChartFlow(chart: chart, host: dashboard.host))
        #expect(flow.isRunning)
        #expect(dashboard.stage.contains(chart))
        dashboard.stage.observeDeparture(of: chart) { dashboard.left.values.append("Chart") }

        dashboard.pivot.switchScene(with: TransitionRequest(.remove(chart)))

        #expect(dashboard.left.values == ["Chart"])
        #expect(!dashboard.stage.contains(chart))
        #expect(!flow.isRunning, "the flow whose screen it was ended")
        #expect(dashboard.stage.contains(dashboard.host), "the host stays")
    }

    @Test func anEmbeddedScreenLeavesWithItsHost() throws {
        let dashboard = Dashboard()
        let chart = HeadlessScreen("Chart")
        dashboard.embed(chart)
        try dashboard.stage.performOrThrow(.push(HeadlessScreen("Detail")), animated: false)
        #expect(dashboard.left.values.isEmpty, "covered, still on stage")
        try dashboard.stage.performOrThrow(.setStack([HeadlessScreen("Other")]), animated: false)
        #expect(dashboard.left.values == ["Chart"])
    }

    @Test func anEmbeddingIsRefusedWhenTheHostIsOffStageOrNoPlainScreenOrTheScreenIsOnStage() throws {
        let dashboard = Dashboard()
        let offStage = HeadlessScreen("Elsewhere")
        #expect(throws: ScenePivotError.illegalTransition(.containerNotOnStage("Elsewhere"))) {
            try dashboard.stage.performOrThrow(
                .embed(HeadlessScreen("Chart"), in: offStage, slot: "content"), animated: false)
        }
        #expect(throws: ScenePivotError.illegalTransition(.screenAlreadyOnStage("Dashboard"))) {
            try dashboard.stage.performOrThrow(
                .embed(dashboard.host, in: dashboard.host, slot: "content"), animated: false)
        }
        let navigation = dashboard.stage.windowRoot
        #expect(
            throws: ScenePivotError.invalidRequest(
                "embed Chart", .custom("NavigationStack has no container view \"content\" to embed a screen in"))
        ) {
            try dashboard.stage.performOrThrow(
                .embed(HeadlessScreen("Chart"), in: navigation, slot: "content"), animated: false)
        }
    }

    @Test func theSwiftUIStageRefusesItHasNoContainerViews() {
        let harness = SwiftUIStageHarness()
        let root = harness.stage.hierarchy.navigationStack.first
        let outcome = root.map { harness.run(.embed(HeadlessScreen("Chart"), in: $0, slot: "content")) }
        guard case .failed(.invalidRequest("embed Chart", .custom))?? = outcome else {
            Issue.record(
                "the SwiftUI stage must refuse an embedding as an invalid request, not \(String(describing: outcome))")
            return
        }
        #expect(harness.updates.isEmpty)
    }

    @Test func theTransitionReadsAsItsKind() {
        #expect(
            StageTransition<String>.embed("Chart", in: "Dashboard", slot: "chart").description
                == "embed Chart in Dashboard \"chart\"")
        #expect(Transition.embed(HeadlessScreen("Chart"), in: HeadlessScreen("Dashboard")).logDescription == "embed")
    }
}
