import ScenePivot
import Testing

/// Goes back one screen on the top-most navigation stack.
struct GoBackRequest: SceneRequest, Equatable {}

/// Dismisses the top-most presented screen.
struct CloseSheetRequest: SceneRequest, Equatable {}

/// How a child flow's root screen leaves the stage, or how the flow ends.
enum FlowExit: String, CaseIterable, CustomStringConvertible {
    case tapBack, popRequest, dismissRequest, swipeDown, finish

    var presents: Bool { self == .dismissRequest || self == .swipeDown }
    var description: String { rawValue }
}

@MainActor
private func makeReleaseFixture() -> FlowFixture {
    let fixture = FlowFixture()
    fixture.pivot.builder.register(GoBackRequest.self) { _ in .pop() }
    fixture.pivot.builder.register(CloseSheetRequest.self) { _ in .dismiss() }
    return fixture
}

@MainActor
private func perform(_ exit: FlowExit, on fixture: FlowFixture, flow: ScreenFlow?) throws {
    switch exit {
    case .tapBack: try fixture.stage.tapBack()
    case .popRequest: fixture.pivot.switchScene(with: GoBackRequest())
    case .dismissRequest: fixture.pivot.switchScene(with: CloseSheetRequest())
    case .swipeDown: try fixture.stage.swipeDown()
    case .finish:
        flow?.finish(with: "done")
        fixture.pivot.switchScene(with: GoBackRequest())
    }
}

@Suite("Flow release")
struct FlowReleaseTests {
    @Test(arguments: FlowExit.allCases) @MainActor
    func aChildFlowIsReleasedWhenItsRootLeavesOrItFinishes(exit: FlowExit) throws {
        let fixture = makeReleaseFixture()
        let endings = Log<FlowEnding<String>>()
        weak var weakFlow: ScreenFlow?
        weak var weakContext: FlowContext<String>?
        weak var weakPivot: ScenePivot?
        weak var weakScreen: AnyObject?
        do {
            let flow = ScreenFlow("Results", presented: exit.presents)
            let context = fixture.host.startChild(flow) { endings.values.append($0) }
            weakFlow = flow
            weakContext = context
            weakPivot = context.pivot
            weakScreen = context.rootScreen
        }
        #expect(weakFlow != nil && weakContext != nil && weakScreen != nil, "retained while its screen is on stage")
        #expect(fixture.host.childFlows.count == 1)

        try perform(exit, on: fixture, flow: weakFlow)

        #expect(endings.values == [exit == .finish ? .finished("done") : .left])
        #expect(weakFlow == nil)
        #expect(weakContext == nil)
        #expect(weakPivot == nil)
        #expect(weakScreen == nil)
        #expect(fixture.host.childFlows.isEmpty)
        #expect(fixture.stackNames == ["Home"])
        #expect(fixture.errors.values.isEmpty)
    }

    @Test @MainActor func aFlowIsKeptWhileOnlyItsLaterScreensAreGone() throws {
        let fixture = makeReleaseFixture()
        weak var weakFlow: ScreenFlow?
        do {
            let flow = ScreenFlow("Search")
            let context = fixture.host.startChild(flow)
            context.pivot.switchScene(with: ShowScreenRequest(name: "Results"))
            weakFlow = flow
        }
        try fixture.stage.tapBack()
        #expect(fixture.stackNames == ["Home", "Search"])
        #expect(weakFlow != nil, "its root screen is still on stage")
        try fixture.stage.tapBack()
        #expect(weakFlow == nil)
    }

    @Test @MainActor func aResultsScreenPushedAgainAndAgainLeavesNoDeadFlows() throws {
        let fixture = makeReleaseFixture()
        let census = FlowCensus()
        for _ in 0..<3 {
            fixture.host.startChild(ScreenFlow("Results", census: census))
            #expect(census.alive == 1)
            try fixture.stage.tapBack()
        }
        #expect(census.alive == 0)
        #expect(fixture.host.childFlows.isEmpty)
    }

    @Test @MainActor func cancellingATopLevelFlowReleasesTheWholeTree() {
        let fixture = makeReleaseFixture()
        let census = FlowCensus()
        let outer = fixture.host.startChild(ScreenFlow("Search", census: census))
        outer.startChild(ScreenFlow("Results", census: census))
        #expect(census.alive == 2)
        fixture.host.cancel()
        #expect(census.alive == 0)
        #expect(!fixture.host.isRunning)
    }

    @Test @MainActor func aTopLevelFlowReleasesItselfWhenItsRootLeaves() throws {
        let fixture = makeReleaseFixture()
        weak var weakContext: FlowContext<String>?
        weak var weakFlow: ScreenFlow?
        do {
            let flow = ScreenFlow("Search")
            weakContext = fixture.pivot.startFlow(flow)
            weakFlow = flow
        }
        #expect(weakContext != nil, "it keeps itself alive while its root is on stage")
        try fixture.stage.tapBack()
        #expect(weakContext == nil)
        #expect(weakFlow == nil)
    }

    @Test @MainActor func tenThousandStartFinishCyclesLeaveNothingAlive() throws {
        let fixture = makeReleaseFixture()
        let census = FlowCensus()
        var endings = 0
        for cycle in 0..<10_000 {
            let context = fixture.host.startChild(ScreenFlow("Results", census: census)) { _ in endings += 1 }
            if cycle.isMultiple(of: 2) {
                context.finish(with: "done")
                fixture.pivot.switchScene(with: GoBackRequest())
            } else {
                try fixture.stage.tapBack()
            }
        }
        #expect(endings == 10_000)
        #expect(census.alive == 0)
        #expect(fixture.host.childFlows.isEmpty)
        #expect(fixture.stackNames == ["Home"])
        #expect(fixture.errors.values.isEmpty)
    }
}
