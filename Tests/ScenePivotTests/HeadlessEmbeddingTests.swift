import ScenePivotHeadless
import Testing

@testable import ScenePivot

/// Containers embedded in headless screens, as view controllers embed child view controllers.
@Suite("Headless stage: embedded containers")
@MainActor
struct HeadlessEmbeddingTests {
    private let pages = HeadlessPageContainer(pages: [HeadlessScreen("A"), HeadlessScreen("B")], titles: ["A", "B"])

    @Test func theHierarchyShowsWhatAScreenEmbeds() {
        let stage = HeadlessStage(root: HeadlessScreen("Paged", embedding: [pages]), inNavigationStack: false)
        #expect(
            stage.hierarchyDescription == """
                Paged
                  embeds PageContainer
                    page 0 "A" (current) NavigationStack
                      A
                    page 1 "B" NavigationStack
                      B

                """)
        #expect(stage.contains(pages) && stage.name(of: stage.topScreen) == "A")
    }

    @Test func aUserSwipesAnEmbeddedPageContainerAndItsPagesLeaveWithTheScreen() throws {
        let stage = HeadlessStage(root: HeadlessScreen("Launch"), animation: .instant)
        let paged = HeadlessScreen("Paged", embedding: [pages])
        var outcome: StageOutcome?
        stage.perform(.push(paged), animated: true) { outcome = $0 }
        #expect(outcome == .completed)
        try pages.swipeToNextPage()
        #expect(pages.currentIndex == 1)
        var left = false
        #expect(stage.observeDeparture(of: try #require(pages.page(at: 0))) { left = true })
        stage.perform(.pop(.previous), animated: true) { outcome = $0 }
        #expect(left && !stage.contains(pages), "the embedded container left with its screen")
        #expect(throws: HeadlessInteractionError.notOnStage("PageContainer")) { try pages.swipeToPreviousPage() }
    }

    @Test func aScreenEmbeddingAContainerOnStageCannotBeShownAgain() {
        let stage = HeadlessStage(root: HeadlessScreen("Paged", embedding: [pages]), inNavigationStack: false)
        var outcome: StageOutcome?
        stage.perform(.present(HeadlessScreen("Again", embedding: [pages]), Presentation()), animated: false) {
            outcome = $0
        }
        #expect(outcome == .failed(.illegalTransition(.screenAlreadyOnStage("PageContainer"))))
    }
}
