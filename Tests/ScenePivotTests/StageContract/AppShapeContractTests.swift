import PoseFeedFlow
import Testing

@testable import ScenePivot

/// The contract for the shapes real apps have, on both stages: containers embedded in plain screens, system
/// screens on top, and the PoseFeed example as its UIKit app builds it.
@Suite("Stage contract: app shapes")
@MainActor
struct AppShapeContractTests {
    /// A stage whose root is a plain screen, "Paged", embedding a page container of pages A, B and C.
    private func embeddedPages(_ kind: StageKind) -> (any AppShapeStage, screen: AnyObject, pages: any PageContainer) {
        let contract = kind.makeAppShape(root: "Launch", inNavigationStack: false)
        let (screen, pages) = contract.pageContainer(["A", "B", "C"])
        #expect(
            contract.run(.setRoot(contract.screen("Paged", embedding: [screen]), inNavigationStack: false))
                == .completed)
        return (contract, screen, pages)
    }

    @Test(arguments: StageKind.allCases)
    func aPageContainerEmbeddedInAPlainScreenIsFoundAndSelectedByRequest(_ kind: StageKind) {
        let (contract, _, pages) = embeddedPages(kind)
        #expect(contract.topName == "A", "the user sees the current page inside the plain screen")
        #expect(contract.run(.select(.pages, index: 2)) == .completed)
        #expect(pages.currentIndex == 2)
        #expect(contract.topName == "C")
        #expect(contract.stackNames == ["C"], "pushes from the window's stage land on the page the user sees")
        #expect(contract.complaints.isEmpty)
    }

    @Test(arguments: StageKind.allCases)
    func aSelectionWaitsForTheUsersDragOnAnEmbeddedPageContainer(_ kind: StageKind) {
        let (contract, screen, pages) = embeddedPages(kind)
        contract.userStartsDraggingPages(screen)
        var outcome: StageOutcome?
        contract.stage.perform(.select(.pages, index: 2), animated: true) { outcome = $0 }
        #expect(outcome == nil, "the request waits for the drag")
        contract.userEndsDraggingPages(screen)
        contract.settle()
        #expect(outcome == .completed)
        #expect(pages.currentIndex == 2)
    }

    @Test(arguments: StageKind.allCases)
    func anEmbeddedPageContainersItemStagesPushOntoTheirPagesAndHearThemLeave(_ kind: StageKind) throws {
        let (contract, _, pages) = embeddedPages(kind)
        let stage = try #require(pages.stage(forPage: 1))
        var pushed: StageOutcome?
        stage.perform(.push(contract.screen("B detail")), animated: true) { pushed = $0 }
        contract.settle()
        #expect(pushed == .completed)
        #expect(stage.hierarchy.navigationStack.map(contract.stage.name(of:)) == ["B", "B detail"])
        var left = false
        #expect(stage.observeDeparture(of: try #require(pages.page(at: 0))) { left = true })
        #expect(contract.run(.setRoot(contract.screen("Elsewhere"), inNavigationStack: false)) == .completed)
        #expect(left, "the page left with the plain screen that embeds its container")
    }

    @Test(arguments: StageKind.allCases)
    func aPushWhileASystemNavigationControllerIsOnTopFailsNamingIt(_ kind: StageKind) {
        let contract = kind.makeAppShape()
        _ = contract.run(.push(contract.screen("Trip")))
        let picker = contract.imagePicker("ImagePicker")
        #expect(contract.run(.present(picker, Presentation())) == .completed)
        let refusal = StageOutcome.failed(.illegalTransition(.systemScreenOnTop("ImagePicker")))
        #expect(contract.run(.push(contract.screen("Detail"))) == refusal)
        #expect(contract.run(.pop(.previous)) == refusal)
        #expect(contract.run(.setStack([contract.screen("Other")])) == refusal)
        #expect(contract.run(.dismiss(picker)) == .completed)
        #expect(contract.run(.push(contract.screen("Detail"))) == .completed)
        #expect(contract.stackNames == ["Root", "Trip", "Detail"], "the app's stack, untouched meanwhile")
        #expect(contract.complaints.isEmpty)
    }

    @Test(arguments: StageKind.allCases)
    func thePoseFeedExamplesRealShapeTurnsPagesFromItsSegmentControl(_ kind: StageKind) throws {
        let contract = kind.makeAppShape(root: "Launch", inNavigationStack: false)
        let pivot = ScenePivot(stage: contract.stage)
        let feed = PoseFeedFlow(screens: contract.poseFeedScreens())
        let flow = pivot.startFlow(feed)
        contract.settle()
        let segments = try #require(feed.segments)
        let pages = try #require(feed.pages)
        #expect(contract.stage.hierarchy.rootScreen.map(contract.stage.name(of:)) == "Paged")
        #expect(contract.topName == "PosePick")
        segments.select(2)
        contract.settle()
        #expect(pages.currentIndex == 2 && segments.selectedIndex == 2, "the segment control turned the page")
        #expect(contract.topName == "PoseFeed")
        let container = contract.screen(of: pages)
        contract.userStartsDraggingPages(container)
        segments.select(0)
        #expect(pages.currentIndex != 0, "the selection waits for the drag")
        contract.userEndsDraggingPages(container)
        contract.settle()
        #expect(pages.currentIndex == 0 && segments.selectedIndex == 0)
        let page = try #require(flow.childFlows.first as? PageFlow)
        page.model.showDetail("Warrior")
        contract.settle()
        #expect(contract.stackNames == ["PosePick", "Warrior"], "the page's flow pushes onto its own page")
        #expect(flow.childFlows.count == 3 && contract.complaints.isEmpty)
    }
}
