import ScenePivot
import ScenePivotHeadless
import ScenePivotTestSupport
import Testing

@MainActor
private struct PagesFixture {
    let pages = HeadlessPageContainer(
        pages: [HeadlessScreen("Pick"), HeadlessScreen("Talk"), HeadlessScreen("Feed")],
        titles: ["PosePick", "PoseTalk", "PoseFeed"])
    let stage = HeadlessStage(root: HeadlessScreen("Common"), animation: .manual(.milliseconds(300)))
    let pivot: ScenePivot

    init() throws {
        pivot = ScenePivot(stage: stage)
        try stage.performOrThrow(.push(pages), animated: false, completion: {})
    }

    func name(_ screen: AnyObject?) -> String? { screen.map(stage.name(of:)) }
}

/// Awaits a selection of page `index` in a task of its own, logging `tag` with how it ended.
@MainActor
private func select(_ index: Int, on pivot: ScenePivot, tag: String, into log: Log<String>) {
    Task { @MainActor in
        do throws(ScenePivotError) {
            try await pivot.response(to: TransitionRequest(.selectPage(index)))
            log.values.append("\(tag) shown")
        } catch {
            log.values.append("\(tag) \(error)")
        }
    }
}

@Suite("Page container")
struct PageContainerTests {
    @Test @MainActor func theFirstPageIsCurrentWithNothingBeforeIt() throws {
        let fixture = try PagesFixture()
        #expect(fixture.pages.currentIndex == 0)
        #expect(fixture.pages.pageBefore == nil)
        #expect(fixture.name(fixture.pages.pageAfter) == "Talk")
        #expect(
            fixture.stage.hierarchyDescription == """
                NavigationStack
                  Common
                  PageContainer
                    page 0 "PosePick" (current) NavigationStack
                      Pick
                    page 1 "PoseTalk" NavigationStack
                      Talk
                    page 2 "PoseFeed" NavigationStack
                      Feed

                """)
    }

    @Test @MainActor func theCurrentPageChangesOnlyWhenTheSwipeFinishes() throws {
        let fixture = try PagesFixture()
        let indexes = Log<Int>()
        let observation = fixture.pages.observeCurrentIndex { indexes.values.append($0) }
        try fixture.pages.swipeToNextPage()
        #expect(fixture.pages.currentIndex == 0, "still swiping")
        fixture.stage.finishAnimations()
        #expect(fixture.pages.currentIndex == 1)
        #expect(fixture.name(fixture.pages.pageBefore) == "Pick")
        #expect(fixture.name(fixture.pages.pageAfter) == "Feed")
        try fixture.pages.swipeToPreviousPage()
        fixture.stage.finishAnimations()
        #expect(indexes.values == [1, 0])
        observation.cancel()
    }

    @Test @MainActor func theLastPageHasNothingAfterItAndSwipesStopAtTheEdges() throws {
        let fixture = try PagesFixture()
        #expect(throws: HeadlessInteractionError.noPageToSwipeTo("the current page is the first")) {
            try fixture.pages.swipeToPreviousPage()
        }
        fixture.pivot.switchScene(with: TransitionRequest(.selectPage(2)))
        fixture.stage.finishAnimations()
        #expect(fixture.pages.currentIndex == 2)
        #expect(fixture.pages.pageAfter == nil)
        #expect(fixture.name(fixture.pages.pageBefore) == "Talk")
        #expect(throws: HeadlessInteractionError.noPageToSwipeTo("the current page is the last")) {
            try fixture.pages.swipeToNextPage()
        }
    }

    @Test @MainActor func aSwipeWhileAnimatingIsRefused() throws {
        let fixture = try PagesFixture()
        try fixture.pages.swipeToNextPage()
        #expect(throws: HeadlessInteractionError.transitionInProgress("Pick")) { try fixture.pages.swipeToNextPage() }
    }

    @Test @MainActor func aSegmentControlFollowsTheIndexStream() async throws {
        let fixture = try PagesFixture()
        let changes = fixture.pages.currentIndexChanges
        send(TransitionRequest(.selectPage(1, animation: .none)), via: fixture.pivot)
        let selected = await bounded("the selected index") {
            var iterator = changes.makeAsyncIterator()
            return await iterator.next()
        }
        #expect(selected == 1)
        try fixture.pages.swipeToNextPage()
        fixture.stage.finishAnimations()
        let swipedTo = await bounded("the swiped-to index") {
            var iterator = changes.makeAsyncIterator()
            return await iterator.next()
        }
        #expect(swipedTo == 2)
    }

    /// The segment control's `for await` loop ends once the container it follows has left the stage and is gone,
    /// instead of waiting forever.
    @Test @MainActor func theIndexStreamFinishesOnceTheContainerIsGone() async throws {
        let stage = HeadlessStage(root: HeadlessScreen("Common"), animation: .instant)
        weak var released: HeadlessPageContainer?
        let seen = Log<Int?>()  // each index, then nil once the loop ended
        do {
            let pages = HeadlessPageContainer(pages: [HeadlessScreen("Pick"), HeadlessScreen("Talk")])
            released = pages
            let changes = pages.currentIndexChanges
            Task { @MainActor in
                for await index in changes { seen.values.append(index) }
                seen.values.append(nil)
            }
            try stage.performOrThrow(.push(pages), animated: false, completion: {})
            try pages.swipeToNextPage()
        }
        #expect(await settleTasks(until: { seen.values == [1] }))
        try stage.performOrThrow(.remove(try #require(released)), animated: false, completion: {})
        #expect(released == nil, "nothing keeps the container once it left the stage")
        #expect(await settleTasks(until: { seen.values == [1, nil] }), "the loop ended with the container")
    }

    @Test @MainActor func eachPagePushesOntoItsOwnStack() throws {
        let fixture = try PagesFixture()
        let stage = try #require(fixture.pages.stage(forPage: 1))
        let talk = ScenePivot(stage: stage)
        talk.builder.register(DetailRequest.self) { request in .push(HeadlessScreen(request.title), animation: .none) }
        talk.switchScene(with: DetailRequest(title: "Thread"))
        #expect(fixture.pages.navigationStack(ofPage: 1).map(fixture.stage.name(of:)) == ["Talk", "Thread"])
        #expect(fixture.stage.name(of: fixture.stage.topScreen) == "Pick")
    }

    @Test(arguments: [-1, 3]) @MainActor func selectingAPageOutOfRangeFails(index: Int) async throws {
        let fixture = try PagesFixture()
        let failure = await boundedFailure(of: TransitionRequest(.selectPage(index)), on: fixture.pivot)
        #expect(failure == .illegalTransition(.noSuchContainerItem(index, count: 3)))
        #expect(fixture.pages.page(at: index) == nil)
    }

    @Test @MainActor func swipingAContainerCoveredByAPresentedScreenFails() throws {
        let fixture = try PagesFixture()
        try fixture.stage.performOrThrow(
            .present(HeadlessScreen("Sheet"), Presentation()), animated: false, completion: {})
        #expect(throws: HeadlessInteractionError.notVisible("PageContainer", topScreen: "Sheet")) {
            try fixture.pages.swipeToNextPage()
        }
        fixture.stage.finishAnimations()
        #expect(fixture.pages.currentIndex == 0)
    }

    @Test @MainActor func swipingAContainerThatIsNotOnStageFails() {
        let pages = HeadlessPageContainer(pages: [HeadlessScreen("Pick")])
        #expect(throws: HeadlessInteractionError.notOnStage("PageContainer")) { try pages.swipeToNextPage() }
    }

    @Test @MainActor func aSelectionSentDuringASwipeWaitsForItAndTheObserversSeeBothTurns() async throws {
        let fixture = try PagesFixture()
        let indexes = Log<Int>()
        let observation = fixture.pages.observeCurrentIndex { indexes.values.append($0) }
        let answers = Log<String>()
        try fixture.pages.swipeToNextPage()
        select(2, on: fixture.pivot, tag: "feed", into: answers)
        for _ in 0..<20 { await Task.yield() }
        #expect(answers.values.isEmpty && fixture.pages.currentIndex == 0, "the selection waits for the swipe")
        for _ in 0..<100 where answers.values.isEmpty {
            fixture.stage.finishAnimations()
            await Task.yield()
        }
        #expect(answers.values == ["feed shown"])
        #expect(fixture.pages.currentIndex == 2 && indexes.values == [1, 2])
        observation.cancel()
    }

    @Test @MainActor func selectionsSentBackToBackRunInOrderEachAnsweredOnce() throws {
        let fixture = try PagesFixture()
        let indexes = Log<Int>()
        let observation = fixture.pages.observeCurrentIndex { indexes.values.append($0) }
        let outcomes = Log<String>()
        let events = fixture.pivot.observe { event in
            switch event {
            case .responded(let request, _): outcomes.values.append("\(request) answered")
            case .failed(let request, let error): outcomes.values.append("\(request) \(error)")
            default: break
            }
        }
        // Sent one after the other from the same code, so the order they were sent in is known.
        fixture.pivot.switchScene(with: TransitionRequest(.selectPage(1)))
        fixture.pivot.switchScene(with: TransitionRequest(.selectPage(2)))
        fixture.pivot.switchScene(with: TransitionRequest(.selectPage(0, animation: .none)))
        fixture.pivot.switchScene(with: TransitionRequest(.selectPage(0)))
        for _ in 0..<100 where outcomes.values.count < 4 { fixture.stage.finishAnimations() }
        #expect(
            outcomes.values == [
                "TransitionRequest(select page 1) answered", "TransitionRequest(select page 2) answered",
                "TransitionRequest(select page 0) answered",
                "TransitionRequest(select page 0) answered",
            ])
        #expect(fixture.pages.currentIndex == 0 && indexes.values == [1, 2, 0], "the current page is not told again")
        observation.cancel()
        events.cancel()
    }
}
