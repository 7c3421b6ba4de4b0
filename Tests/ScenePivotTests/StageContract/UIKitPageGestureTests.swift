import Testing

@testable import ScenePivot

/// Page swipes that never report their end (PG8), over a model of UIKit: the stage notices the pages stopped
/// moving, takes the page on screen as current, and runs the requests that waited — never holds them forever.
@Suite("UIKit stage page swipes that never end, over a model of UIKit")
@MainActor
struct UIKitPageGestureTests {
    let contract = UIKitModelContract(root: "Root", inNavigationStack: true)
    var uikit: ModelUIKit { contract.uikit }

    private func presentPages() -> ModelController {
        let pages = ModelController("Pages", kind: .container(.pages))
        pages.children = ["A", "B", "C"].map { uikit.navigationController(root: ModelController($0), named: $0) }
        for item in pages.children { item.itemContainer = pages }
        #expect(contract.run(.present(pages, Presentation())) == .completed)
        return pages
    }

    @Test func aSwipeThatNeverReportsItsEndDoesNotHoldTheNextRequest() {
        let pages = presentPages()
        uikit.userSwipesPagesWithoutAnEnd(pages, to: 1)
        var outcome: StageOutcome?
        contract.controllerStage.perform(.select(.pages, index: 2), animated: true) { outcome = $0 }
        uikit.runUntilIdle()
        #expect(outcome == .completed && pages.selectedIndex == 2)
        #expect(!pages.isDraggingPages, "the unreported turn was settled")
        #expect(contract.run(.push(ModelController("Next"))) == .completed, "and later requests run too")
    }

    @Test func aSwipeStillMovingIsWaitedFor() {
        let pages = presentPages()
        pages.isDraggingPages = true  // the user's finger is on the pages
        var outcome: StageOutcome?
        contract.controllerStage.perform(.select(.pages, index: 2), animated: true) { outcome = $0 }
        for _ in 0..<50 { uikit.runTurns() }
        #expect(outcome == nil && pages.selectedIndex == 0)
        pages.isDraggingPages = false
        uikit.runUntilIdle()
        #expect(outcome == .completed && pages.selectedIndex == 2)
    }
}
