import ExampleStandIns
import PoseFeedFlow
import ScenePivot
import ScenePivotHeadless
import Testing

@MainActor
private struct FeedFixture {
    let stage = HeadlessStage(root: HeadlessScreen("Launch"), animation: .manual(.milliseconds(300)))
    let pivot: ScenePivot
    let feed = PoseFeedFlow(screens: HeadlessPoseFeedScreens())
    let flow: FlowContext<Void>
    let pages: HeadlessPageContainer
    let segments: PageSegmentsModel

    init() throws {
        pivot = ScenePivot(stage: stage)
        flow = pivot.startFlow(feed)
        stage.finishAnimations()
        pages = try #require(feed.pages as? HeadlessPageContainer)
        segments = try #require(feed.segments)
    }

    func name(_ screen: AnyObject?) -> String? { screen.map(stage.name(of:)) }
    func model(ofPage index: Int) throws -> PageModel {
        try #require((pages.page(at: index) as? HeadlessModelScreen<PageModel>)?.model)
    }
    func names(ofPage index: Int) -> [String] { pages.navigationStack(ofPage: index).map(stage.name(of:)) }
}

@Suite("PoseFeed flow example")
struct PoseFeedFlowTests {
    @Test @MainActor func theFeedStartsOnTheFirstPageWithNothingBeforeIt() throws {
        let fixture = try FeedFixture()
        #expect(isSame(fixture.stage.rootScreen, fixture.pages))
        #expect(fixture.pages.titles == ["PosePick", "PoseTalk", "PoseFeed"])
        #expect(fixture.segments.titles == fixture.pages.titles)
        #expect(fixture.pages.currentIndex == 0 && fixture.segments.selectedIndex == 0)
        #expect(fixture.pages.pageBefore == nil)
        #expect(fixture.name(fixture.pages.pageAfter) == "PoseTalk")
        #expect(fixture.flow.childFlows.count == 3, "a page flow per page")
    }

    @Test @MainActor func theSegmentsFollowASwipeOnlyWhenItFinishes() throws {
        let fixture = try FeedFixture()
        let followed = Log<Int>()
        fixture.segments.onChange = { followed.values.append($0) }
        try fixture.pages.swipeToNextPage()
        #expect(fixture.segments.selectedIndex == 0, "still swiping")
        fixture.stage.finishAnimations()
        #expect(fixture.segments.selectedIndex == 1)
        #expect(followed.values == [1])
    }

    @Test(arguments: [2, 1, 0]) @MainActor func aSegmentSelectsItsPageByRequest(index: Int) throws {
        let fixture = try FeedFixture()
        try fixture.pages.swipeToNextPage()
        fixture.stage.finishAnimations()
        fixture.segments.select(index)
        fixture.stage.finishAnimations()
        #expect(fixture.pages.currentIndex == index)
        #expect(fixture.segments.selectedIndex == index)
    }

    @Test @MainActor func theEdgesHaveNoPageBeyondThemAndRefuseSwipes() throws {
        let fixture = try FeedFixture()
        #expect(throws: HeadlessInteractionError.noPageToSwipeTo("the current page is the first")) {
            try fixture.pages.swipeToPreviousPage()
        }
        fixture.segments.select(2)
        fixture.stage.finishAnimations()
        #expect(fixture.pages.pageAfter == nil)
        #expect(fixture.name(fixture.pages.pageBefore) == "PoseTalk")
        #expect(throws: HeadlessInteractionError.noPageToSwipeTo("the current page is the last")) {
            try fixture.pages.swipeToNextPage()
        }
        #expect(fixture.segments.selectedIndex == 2)
    }

    @Test(arguments: [-1, 3]) @MainActor func selectingAPageOutsideTheThreeFails(index: Int) async throws {
        let fixture = try FeedFixture()
        let failure = await boundedFailure(of: TransitionRequest(.selectPage(index)), on: fixture.flow.pivot)
        #expect(failure == .illegalTransition(.noSuchContainerItem(index, count: 3)))
        #expect(fixture.pages.currentIndex == 0 && fixture.segments.selectedIndex == 0)
    }

    @Test @MainActor func eachPagePushesOntoItsOwnStack() throws {
        let fixture = try FeedFixture()
        try fixture.model(ofPage: 2).showDetail("Pose 7")
        fixture.stage.finishAnimations()
        #expect(fixture.names(ofPage: 2) == ["PoseFeed", "Pose 7"])
        #expect(fixture.names(ofPage: 0) == ["PosePick"])
        #expect(fixture.pages.currentIndex == 0, "pushing on another page does not turn to it")
    }

    @Test @MainActor func backFromAPoseKeepsThePagesFlowSoAnotherPoseIsShown() throws {
        let fixture = try FeedFixture()
        let pick = try fixture.model(ofPage: 0)
        pick.showDetail("Pose 1")
        fixture.stage.finishAnimations()
        try fixture.stage.tapBack()
        fixture.stage.finishAnimations()
        #expect(pick.isConnected, "the page's flow adopted the page's root screen: Back leaves it running")
        pick.showDetail("Pose 2")
        fixture.stage.finishAnimations()
        #expect(fixture.names(ofPage: 0) == ["PosePick", "Pose 2"])
    }

    @Test @MainActor func replacingTheRootReleasesTheFeedItsPagesAndTheirFlows() throws {
        var fixture: FeedFixture? = try FeedFixture()
        let stage = try #require(fixture?.stage)
        let flow = try #require(fixture?.flow)
        weak let feed = fixture?.feed
        weak let pages = fixture?.pages
        weak let segments = fixture?.segments
        weak let pickModel = try fixture?.model(ofPage: 0)
        weak let pageFlow = flow.childFlows.first
        fixture = nil
        try stage.performOrThrow(
            .setRoot(HeadlessScreen("Elsewhere"), inNavigationStack: true), animated: false, completion: {})
        #expect(!flow.isRunning)
        #expect(feed == nil && pages == nil && segments == nil)
        #expect(pickModel == nil && pageFlow == nil)
    }
}
