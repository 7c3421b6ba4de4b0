import ScenePivotHeadless
import Testing

@testable import ScenePivot

@Suite("Embedding by request, on the headless stage and the UIKit stage alike")
@MainActor
struct EmbeddingContractTests {
    /// C1, C2: the child is added to its host and leaves with its view; a second one in the same container view
    /// replaces it.
    @Test(arguments: StageKind.uikitShaped)
    func aChildEmbeddedInTheSameContainerViewReplacesTheOneThere(_ kind: StageKind) {
        let contract = kind.make(root: "Dashboard")
        let host = contract.stage.hierarchy.navigationStack[0]
        (host as? ModelController)?.containerViews = ["chart"]
        let chart = contract.screen("Chart")
        let map = contract.screen("Map")
        let left = Log<String>()

        #expect(contract.run(.embed(chart, in: host, slot: "chart")) == .completed)
        _ = contract.stage.observeDeparture(of: chart) { left.values.append("Chart") }
        #expect(contract.stage.hierarchy.contains(chart))
        #expect(contract.run(.embed(map, in: host, slot: "chart")) == .completed)

        #expect(left.values == ["Chart"])
        #expect(contract.stage.hierarchy.contains(map))
        #expect(contract.run(.remove(map)) == .completed)
        #expect(!contract.stage.hierarchy.contains(map))
        #expect(contract.complaints.isEmpty)
    }

    @Test func aUIKitHostWithoutTheContainerViewIsRefused() {
        let contract = StageKind.uikitModel.make(root: "Dashboard")
        let host = contract.stage.hierarchy.navigationStack[0]
        #expect(
            contract.run(.embed(contract.screen("Chart"), in: host, slot: "chart"))
                == .failed(
                    .invalidRequest(
                        "embed Chart", .custom("Dashboard has no container view \"chart\" to embed a screen in"))))
    }
}
