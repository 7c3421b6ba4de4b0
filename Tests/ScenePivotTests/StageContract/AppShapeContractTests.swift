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

    @Test(arguments: StageKind.uikitShaped)
    func aPageContainerEmbeddedInAPlainScreenIsFoundAndSelectedByRequest(_ kind: StageKind) {
        let (contract, _, pages) = embeddedPages(kind)
        #expect(contract.topName == "A", "the user sees the current page inside the plain screen")
        #expect(contract.run(.select(.pages, index: 2)) == .completed)
        #expect(pages.currentIndex == 2)
        #expect(contract.topName == "C")
        #expect(contract.stackNames.isEmpty, "the window's pushes stay off the pages: they push through their stages")
        #expect(contract.complaints.isEmpty)
    }

    @Test(arguments: StageKind.uikitShaped)
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

    @Test(arguments: StageKind.uikitShaped)
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

    @Test(arguments: StageKind.uikitShaped)
    func aPageContainerEmbeddedInATabsScreenIsSelectedFromTheTabsStageEvenWhileAnotherTabShows(_ kind: StageKind) {
        let contract = kind.makeAppShape(root: "Launch", inNavigationStack: false)
        let (pagesScreen, pages) = contract.pageContainer(["A", "B"])
        let (tabs, stages) = contract.tabBar(roots: [
            contract.screen("One", embedding: [pagesScreen]), contract.screen("Two"),
        ])
        #expect(contract.run(.setRoot(tabs, inNavigationStack: false)) == .completed)
        #expect(contract.topName == "A", "a page container in a tab's screen is on the path the user sees")
        #expect(contract.run(.select(.pages, index: 1)) == .completed)
        #expect(pages.currentIndex == 1 && contract.topName == "B")
        #expect(contract.run(.select(.tabs, index: 1)) == .completed)
        #expect(contract.run(.select(.pages, index: 0)) == .failed(.illegalTransition(.noContainer("page container"))))
        var outcome: StageOutcome?
        stages[0].perform(.select(.pages, index: 0), animated: true) { outcome = $0 }
        contract.settle()
        #expect(outcome == .completed, "the tab's own stage reaches the container its screen embeds")
        #expect(pages.currentIndex == 0 && contract.topName == "Two")
        #expect(contract.complaints.isEmpty)
    }

    @Test(arguments: StageKind.uikitShaped)
    func aTabBarEmbeddedInAPlainScreenIsSelectedByRequestAndItsTabsPushOntoTheirOwnStacks(_ kind: StageKind) throws {
        let contract = kind.makeAppShape(root: "Launch", inNavigationStack: false)
        let (tabs, stages) = contract.tabBar(["One", "Two", "Three"])
        #expect(
            contract.run(.setRoot(contract.screen("Shell", embedding: [tabs]), inNavigationStack: false)) == .completed)
        #expect(contract.topName == "One", "the user sees the selected tab inside the plain screen")
        #expect(contract.run(.select(.tabs, index: 2)) == .completed)
        #expect(contract.topName == "Three")
        var pushed: StageOutcome?
        stages[2].perform(.push(contract.screen("Three detail")), animated: true) { pushed = $0 }
        contract.settle()
        #expect(pushed == .completed && contract.topName == "Three detail")
        #expect(stages[2].hierarchy.navigationStack.map(contract.stage.name(of:)) == ["Three", "Three detail"])
        #expect(contract.complaints.isEmpty)
    }

    @Test(arguments: StageKind.uikitShaped)
    func aSplitEmbeddedInAPlainScreenShowsDetailsByRequestAndItsColumnsPushOntoTheirOwnStacks(_ kind: StageKind) {
        let contract = kind.makeAppShape(root: "Launch", inNavigationStack: false)
        let (split, stages) = contract.splitContainer(primary: "Mailboxes", secondary: "Empty")
        #expect(
            contract.run(.setRoot(contract.screen("Mail", embedding: [split]), inNavigationStack: false)) == .completed)
        let stack = { (column: Int) in stages[column].hierarchy.navigationStack.map(contract.name(of:)) }
        #expect(contract.run(.showDetail(contract.screen("Inbox"))) == .completed, "from the embedding screen's pivot")
        #expect(stack(1) == ["Inbox"] && stack(0) == ["Mailboxes"])
        var shown: StageOutcome?
        stages[0].perform(.showDetail(contract.screen("Sent")), animated: true) { shown = $0 }
        contract.settle()
        #expect(shown == .completed && stack(1) == ["Sent"], "from the primary column's pivot")
        var pushed: [StageOutcome?] = [nil, nil]
        stages[0].perform(.push(contract.screen("Folders")), animated: true) { pushed[0] = $0 }
        contract.settle()
        stages[1].perform(.push(contract.screen("Thread")), animated: true) { pushed[1] = $0 }
        contract.settle()
        #expect(pushed == [.completed, .completed])
        #expect(stack(0) == ["Mailboxes", "Folders"] && stack(1) == ["Sent", "Thread"], "each on its own column")
        #expect(contract.topName == "Thread")
        #expect(contract.stackNames.isEmpty, "the window's pushes stay off the columns")
        #expect(contract.complaints.isEmpty)
    }

    @Test(arguments: StageKind.uikitShaped)
    func aCollapsedSplitEmbeddedInAPlainScreenPushesTheDetailOntoTheStackTheUserSees(_ kind: StageKind) {
        let contract = kind.makeAppShape(root: "Launch", inNavigationStack: false)
        let (split, stages) = contract.splitContainer(primary: "Mailboxes", secondary: "Empty")
        #expect(
            contract.run(.setRoot(contract.screen("Mail", embedding: [split]), inNavigationStack: false)) == .completed)
        contract.setCollapsed(true, split: split)
        #expect(contract.run(.showDetail(contract.screen("Inbox"))) == .completed)
        #expect(contract.topName == "Inbox", "pushed on the secondary column's stack, stacked on the primary's (S2)")
        contract.setCollapsed(false, split: split)
        let stack = { (column: Int) in stages[column].hierarchy.navigationStack.map(contract.name(of:)) }
        #expect(stack(0) == ["Mailboxes"] && stack(1) == ["Empty", "Inbox"], "the detail is the secondary column's")
        #expect(contract.complaints.isEmpty)
    }

    @Test(arguments: StageKind.uikitShaped)
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
        let pushedPicker = contract.run(.push(contract.imagePicker("Picker")))
        #expect(
            pushedPicker
                == .failed(
                    .unsupportedScreen("Picker is a navigation stack, which cannot be put on another navigation stack"))
        )
        #expect(contract.run(.push(contract.screen("Detail"))) == .completed)
        #expect(contract.stackNames == ["Root", "Trip", "Detail"], "the app's stack, untouched meanwhile")
        #expect(contract.complaints.isEmpty)
    }

    @Test(arguments: StageKind.uikitShaped)
    func aFlowOnTheSeventhOfEightTabsSurvivesOpeningItAndSelectionsReachIt(_ kind: StageKind) throws {
        let contract = kind.makeAppShape(root: "Launch", inNavigationStack: false)
        let (tabs, stages) = contract.tabBar((1...8).map { "Tab \($0)" })
        #expect(contract.run(.setRoot(tabs, inNavigationStack: false)) == .completed)
        var ending: String?
        let host = ScenePivot(stage: contract.stage).startFlow(
            HostFlow { parent in parent.startChild(DetailFlow(contract: contract), on: stages[6]) { ending = "\($0)" } }
        )
        let flow = try #require((host.flowObject as? HostFlow)?.child)
        contract.settle()
        contract.userOpensTab(6, in: tabs)
        contract.settle()
        #expect(ending == nil, "the tab's flow lives on once the user opens it")
        #expect(contract.topName == "Tab 7")
        flow.pivot.switchScene(with: DetailRequest(title: "Seven detail"))
        contract.settle()
        #expect(contract.topName == "Seven detail", "the flow pushes onto the stack the user sees")
        #expect(stages[6].hierarchy.navigationStack.map(contract.stage.name(of:)) == ["Tab 7", "Seven detail"])
        #expect(contract.run(.select(.tabs, index: 0)) == .completed)
        #expect(contract.topName == "Tab 1")
        #expect(contract.run(.select(.tabs, index: 6)) == .completed, "a selection by request reaches it")
        #expect(contract.topName == "Seven detail")
        #expect(contract.run(.pop(.previous)) == .completed)
        #expect(contract.topName == "Tab 7")
        #expect(ending == nil && contract.complaints.isEmpty, "\(ending ?? "")")
    }

    @Test(arguments: StageKind.uikitShaped)
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
        let pageStack = try #require(pages.stage(forPage: 0)).hierarchy.navigationStack
        #expect(
            pageStack.map(contract.stage.name(of:)) == ["PosePick", "Warrior"], "the page's flow pushes onto its page")
        #expect(contract.topName == "Warrior")
        #expect(flow.childFlows.count == 3 && contract.complaints.isEmpty)
    }
}

/// A flow that pushes a screen of its stage's kind for each `DetailRequest`.
@MainActor
private final class DetailFlow: SceneFlow {
    let contract: any AppShapeStage
    init(contract: any AppShapeStage) { self.contract = contract }
    func start(in flow: FlowContext<Void>) {
        let contract = contract
        flow.builder.register(DetailRequest.self) { request in .push(contract.screen(request.title)) }
    }
}

/// A flow that starts one child flow, as an app's flow starts a tab's.
@MainActor
private final class HostFlow: SceneFlow {
    let startChild: @MainActor (FlowContext<Void>) -> FlowContext<Void>
    private(set) var child: FlowContext<Void>?
    init(_ startChild: @escaping @MainActor (FlowContext<Void>) -> FlowContext<Void>) { self.startChild = startChild }
    func start(in flow: FlowContext<Void>) { child = startChild(flow) }
}
