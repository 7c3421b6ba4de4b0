import ScenePivot
import ScenePivotHeadless
import ScenePivotTestSupport
import Testing

@Suite("Container logic")
struct ContainerLogicTests {
    private let pages = ContainerItems(kind: .pages, count: 3)

    @Test(arguments: [(0, nil), (1, 0), (2, 1), (-1, nil), (3, nil)] as [(Int, Int?)])
    func theItemBeforeIsNilAtTheFirstAndOutside(index: Int, expected: Int?) {
        #expect(pages.index(before: index) == expected)
    }

    @Test(arguments: [(0, 1), (1, 2), (2, nil), (-1, nil), (3, nil)] as [(Int, Int?)])
    func theItemAfterIsNilAtTheLastAndOutside(index: Int, expected: Int?) {
        #expect(pages.index(after: index) == expected)
    }

    @Test func anEmptyContainerHasNothingBeforeOrAfter() {
        let empty = ContainerItems(kind: .tabs, count: 0)
        #expect(empty.index(before: 0) == nil)
        #expect(empty.index(after: 0) == nil)
        #expect(throws: ScenePivotError.illegalTransition(.noSuchContainerItem(0, count: 0))) {
            try empty.validateSelection(of: 0)
        }
    }

    @Test(arguments: [-1, 3, Int.max]) func selectingOutsideTheItemsFails(index: Int) {
        #expect(throws: ScenePivotError.illegalTransition(.noSuchContainerItem(index, count: 3))) {
            try pages.validateSelection(of: index)
        }
    }

    @Test(arguments: [0, 1, 2]) func selectingAnItemIsAllowed(index: Int) throws {
        try pages.validateSelection(of: index)
        #expect(pages.contains(index))
    }

    @Test(
        arguments: [(1, 1, PageTurn.none), (0, 2, .forward), (2, 0, .reverse), (1, 2, .forward)]
            as [(Int, Int, PageTurn)])
    func aPageTurnGoesTowardsTheTarget(current: Int, target: Int, expected: PageTurn) {
        #expect(pages.turn(from: current, to: target) == expected)
    }

    @Test(
        arguments: [
            (0, 1, true, true, true, false), (0, 2, true, true, true, true), (0, 2, true, false, false, false),
            (2, 0, false, true, false, false),
        ] as [(Int, Int, Bool, Bool, Bool, Bool)])
    func aPageTurnAnimatesOnlyOnScreenAndResetsNeighboursAfterSkippingPages(
        current: Int, target: Int, animated: Bool, onScreen: Bool, animates: Bool, resets: Bool
    ) {
        let turn = pages.pageTurn(from: current, to: target, animated: animated, isOnScreen: onScreen)
        #expect(turn.isAnimated == animates, "off screen, UIKit may never call an animated turn's completion")
        #expect(turn.resetsNeighbours == resets)
    }

    @Test @MainActor func indexObserversHearEachIndexWhileKept() {
        let observers = IndexObservers()
        let first = Log<Int>()
        let second = Log<Int>()
        let kept = observers.observe { first.values.append($0) }
        var released: PivotObservation? = observers.observe { second.values.append($0) }
        observers.tell(1)
        released = nil
        observers.tell(2)
        kept.cancel()
        observers.tell(0)
        #expect(first.values == [1, 2])
        #expect(second.values == [1])
        #expect(released == nil)
        #expect(observers.activeCount == 0)
    }

    @Test @MainActor func indexChangesStreamTheToldIndexes() async {
        let observers = IndexObservers()
        let changes = observers.changes
        observers.tell(2)
        observers.tell(1)
        let told = await bounded("two index changes") {
            var told: [Int] = []
            for await index in changes {
                told.append(index)
                if told.count == 2 { break }
            }
            return told
        }
        #expect(told == [2, 1])
    }

    @Test @MainActor func theHeadlessContainersAreTheContainerProtocols() throws {
        let tabs: any TabContainer = HeadlessTabContainer(tabs: [
            (item: TabItem(title: "Walk"), root: HeadlessScreen("Walk"))
        ])
        let pages: any PageContainer = HeadlessPageContainer(pages: [HeadlessScreen("Pick")], titles: ["Pick"])
        #expect(tabs.items.map(\.title) == ["Walk"])
        #expect(tabs.stage(forTab: 1) == nil)
        #expect(pages.pageCount == 1 && pages.pageBefore == nil && pages.pageAfter == nil)
        #expect(pages.stage(forPage: 0) != nil)
    }
}
