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

    /// C1: a child is embedded in a host on stage only; a host never shown, or popped since, is refused and gets
    /// no child.
    @Test(arguments: StageKind.uikitShaped, [false, true])
    func aHostOffStageIsRefused(_ kind: StageKind, wasShown: Bool) {
        let contract = kind.make(root: "Dashboard")
        let host = contract.screen("Detail")
        (host as? ModelController)?.containerViews = ["chart"]
        if wasShown {
            #expect(contract.run(.push(host)) == .completed)
            #expect(contract.run(.pop(.previous)) == .completed)
        }
        let chart = contract.screen("Chart")

        #expect(
            contract.run(.embed(chart, in: host, slot: "chart"))
                == .failed(.illegalTransition(.containerNotOnStage("Detail"))))
        #expect(!contract.stage.hierarchy.contains(chart))
        #expect((host as? ModelController)?.children.isEmpty ?? true, "the host got no child")
        #expect(contract.complaints.isEmpty)
    }

    /// Only a plain screen takes a child by request: a navigation controller's children are its stack (C1), even
    /// when its view has a container view of that name.
    @Test func aUIKitContainerIsNoHostEvenWithAContainerView() throws {
        let contract = StageKind.uikitModel.make(root: "Dashboard")
        let navigation = try #require((contract.stage.hierarchy.navigationStack[0] as? ModelController)?.parent)
        navigation.containerViews = ["chart"]
        let outcome = contract.run(.embed(contract.screen("Chart"), in: navigation, slot: "chart"))
        guard case .failed(.invalidRequest("embed Chart", _)) = outcome else {
            Issue.record("embedding in a navigation controller ended with \(String(describing: outcome))")
            return
        }
        #expect(contract.stackNames == ["Dashboard"])
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
