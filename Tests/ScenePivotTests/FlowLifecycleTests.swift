import ScenePivot
import ScenePivotHeadless
import ScenePivotTestSupport
import Testing

/// Shows a named screen: pushed, or presented as a sheet when `presented`.
struct ShowScreenRequest: SceneRequest, Equatable {
    let name: String
    var presented = false
}

/// Asks the user to pick a number on a pushed screen; popping it answers `nil`.
struct PickNumberRequest: SceneRequest {
    typealias Response = Int?
    var onResponse: (@MainActor (Int?) -> Void)?
}

/// A screen that answers a ``PickNumberRequest`` when the user picks.
@MainActor
final class NumberPickerScreen: CustomStringConvertible {
    private let responder: SceneResponder<Int?>
    init(responder: SceneResponder<Int?>) { self.responder = responder }
    func pick(_ number: Int) { responder.respond(number) }
    nonisolated var description: String { "Picker" }
}

/// Counts the flow objects alive, to prove none is left behind. Not actor-isolated so that a flow's plain
/// `deinit` can count down (an `isolated deinit` needs a newer runtime than the package's iOS 15 / macOS 12);
/// every test touches it from the main actor only.
final class FlowCensus: @unchecked Sendable {
    var alive = 0
}

/// A flow whose first request shows one screen and which finishes with a string. Its registration captures the
/// flow strongly on purpose: ending the flow must still release it.
@MainActor
final class ScreenFlow: SceneFlow {
    typealias Outcome = String
    let name: String
    let presented: Bool
    private let census: FlowCensus?
    private(set) var context: FlowContext<String>?

    init(_ name: String, presented: Bool = false, census: FlowCensus? = nil) {
        self.name = name
        self.presented = presented
        self.census = census
        census?.alive += 1
    }

    deinit { census?.alive -= 1 }

    func start(in flow: FlowContext<String>) {
        context = flow
        flow.builder.register(ShowScreenRequest.self) { [self] request in
            AnyPivotScene<Void>("show \(request.name) for \(name)") { context throws(ScenePivotError) in
                let screen = HeadlessScreen(request.name)
                if request.presented {
                    try context.perform(.present(screen, Presentation()))
                } else {
                    try context.perform(.push(screen))
                }
            }
        }
        flow.pivot.switchScene(with: ShowScreenRequest(name: name, presented: presented))
    }

    func finish(with outcome: String) { context?.finish(with: outcome) }
}

/// A flow that picks a number on its first screen and finishes with it.
@MainActor
final class PickerFlow: SceneFlow {
    typealias Outcome = Int
    func start(in flow: FlowContext<Int>) {
        flow.builder.register(PickNumberRequest.self) { _ in
            .push { (responder: SceneResponder<Int?>) in NumberPickerScreen(responder: responder) }
        }
        flow.pivot.switchScene(
            with: PickNumberRequest { [weak flow] number in
                if let number { flow?.finish(with: number) }
            })
    }
}

/// A flow that shows nothing itself: the top of a tree, like an app coordinator.
@MainActor
final class IdleFlow: SceneFlow {
    func start(in flow: FlowContext<Void>) {}
}

/// A stage with a `Home` root in a navigation stack, a pivot on it and an idle top-level flow.
@MainActor
struct FlowFixture {
    let home = HeadlessScreen("Home")
    let stage: HeadlessStage
    let pivot: ScenePivot
    let host: FlowContext<Void>
    let errors = Log<ScenePivotError>()

    init(animation: HeadlessStage.Animation = .instant) {
        stage = HeadlessStage(root: home, animation: animation)
        pivot = ScenePivot(stage: stage)
        let errors = errors
        pivot.errorHandler = { errors.values.append($0) }
        host = pivot.startFlow(IdleFlow())
    }

    var stackNames: [String] { stage.navigationStack.map(stage.name(of:)) }

    /// Lets other main-actor work run until the stage shows a `NumberPickerScreen`, giving up after 1,000 turns.
    func waitForNumberPicker() async {
        var attempts = 0
        while !(stage.topScreen is NumberPickerScreen), attempts < 1000 {
            await Task.yield()
            attempts += 1
        }
    }
}

@Suite("Flow lifecycle")
struct FlowLifecycleTests {
    @Test @MainActor func theFirstScreenAFlowShowsBecomesItsRoot() throws {
        let fixture = FlowFixture()
        let child = fixture.host.startChild(ScreenFlow("Search"))
        #expect(fixture.stackNames == ["Home", "Search"])
        let root = try #require(child.rootScreen)
        #expect(fixture.stage.name(of: root) == "Search")
        #expect(child.isRunning)
        #expect(fixture.host.childFlows.count == 1)
    }

    @Test @MainActor func laterScreensDoNotChangeTheRoot() throws {
        let fixture = FlowFixture()
        let child = fixture.host.startChild(ScreenFlow("Search"))
        child.pivot.switchScene(with: ShowScreenRequest(name: "Results"))
        #expect(fixture.stackNames == ["Home", "Search", "Results"])
        #expect(fixture.stage.name(of: try #require(child.rootScreen)) == "Search")
    }

    @Test @MainActor func aChildBuilderFallsBackToItsParentsAndNeverLeaksUpward() {
        let fixture = FlowFixture()
        fixture.host.builder.register(DetailRequest.self) { request in .push(HeadlessScreen(request.title)) }
        let child = fixture.host.startChild(ScreenFlow("Search"))
        #expect(child.builder.isRegistered(DetailRequest.self))
        #expect(child.builder.isRegistered(ShowScreenRequest.self))
        #expect(!fixture.host.builder.isRegistered(ShowScreenRequest.self))
        child.pivot.switchScene(with: DetailRequest(title: "Trip"))
        #expect(fixture.stackNames == ["Home", "Search", "Trip"])
    }

    @Test @MainActor func finishingDeliversTheTypedOutcomeToTheParentOnce() {
        let fixture = FlowFixture()
        let endings = Log<FlowEnding<String>>()
        let flow = ScreenFlow("Search")
        let child = fixture.host.startChild(flow) { endings.values.append($0) }
        flow.finish(with: "Seoul")
        flow.finish(with: "Busan")
        child.cancel()
        #expect(endings.values == [.finished("Seoul")])
        #expect(!child.isRunning)
        #expect(fixture.host.childFlows.isEmpty)
        #expect(fixture.stackNames == ["Home", "Search"], "finishing leaves the screens to the parent")
    }

    @Test @MainActor func awaitingAChildReturnsHowItEnded() async throws {
        let fixture = FlowFixture()
        let host = fixture.host
        let task = Task { @MainActor in await host.run(PickerFlow()) }
        await fixture.waitForNumberPicker()
        let picker = try #require(fixture.stage.topScreen as? NumberPickerScreen)
        picker.pick(7)
        #expect(await bounded("the child's ending") { await task.value } == .finished(7))
        #expect(host.childFlows.isEmpty)
    }

    @Test @MainActor func awaitingAChildWhoseScreenIsPoppedReturnsLeft() async throws {
        let fixture = FlowFixture()
        let host = fixture.host
        let task = Task { @MainActor in await host.run(PickerFlow()) }
        await fixture.waitForNumberPicker()
        try fixture.stage.tapBack()
        #expect(await bounded("the child's ending") { await task.value } == .left)
    }

    @Test @MainActor func aChildStartsItsOwnChildren() throws {
        let fixture = FlowFixture()
        let parent = fixture.host.startChild(ScreenFlow("Search"))
        let endings = Log<FlowEnding<String>>()
        let grandchild = parent.startChild(ScreenFlow("Results")) { endings.values.append($0) }
        #expect(fixture.stackNames == ["Home", "Search", "Results"])
        #expect(parent.childFlow(ScreenFlow.self)?.name == "Results")
        (grandchild.flowObject as? ScreenFlow)?.finish(with: "done")
        #expect(endings.values == [.finished("done")])
        #expect(parent.childFlows.isEmpty)
    }

    @Test @MainActor func endingAParentCancelsItsChildrenFirst() {
        let fixture = FlowFixture()
        let order = Log<String>()
        let parent = fixture.host.startChild(ScreenFlow("Search")) { order.values.append("Search \($0)") }
        parent.startChild(ScreenFlow("Results")) { order.values.append("Results \($0)") }
        parent.finish(with: "closed")
        #expect(order.values == ["Results cancelled", "Search finished(closed)"])
    }

    @Test @MainActor func aChildStartedByAnEndedFlowIsCancelledAtOnce() {
        let fixture = FlowFixture()
        let parent = fixture.host.startChild(ScreenFlow("Search"))
        parent.cancel()
        let endings = Log<FlowEnding<String>>()
        let late = parent.startChild(ScreenFlow("Late")) { endings.values.append($0) }
        #expect(endings.values == [.cancelled])
        #expect(!late.isRunning)
        #expect(fixture.stackNames == ["Home", "Search"], "the cancelled child never started")
    }

    @Test @MainActor func aFirstRequestThatFailsEndsTheFlowWithItsError() {
        let fixture = FlowFixture()
        let endings = Log<FlowEnding<Void>>()
        fixture.host.startChild(UnregisteredFlow()) { endings.values.append($0) }
        #expect(endings.values.count == 1)
        if case .failed(let error) = endings.values.first {
            #expect(error == .unregisteredRequest("UnregisteredRequest"))
        } else {
            Issue.record("expected a failure, got \(endings.values)")
        }
        #expect(fixture.host.childFlows.isEmpty)
    }

    @Test @MainActor func aParentTellsItsChildrenApartByType() {
        let fixture = FlowFixture()
        fixture.host.startChild(ScreenFlow("Search"))
        fixture.host.startChild(IdleFlow())
        #expect(fixture.host.childFlow(ScreenFlow.self)?.name == "Search")
        #expect(fixture.host.childFlow(IdleFlow.self) != nil)
        #expect(fixture.host.childFlow(PickerFlow.self) == nil)
    }

    @Test @MainActor func viewModelsSwitchScenesThroughTheNarrowProtocol() {
        let fixture = FlowFixture()
        let child = fixture.host.startChild(ScreenFlow("Search"))
        let model = SearchModel(scenes: child.pivot)
        model.showResults()
        #expect(fixture.stackNames == ["Home", "Search", "Results"])
    }
}

/// A flow whose first request is registered nowhere.
@MainActor
final class UnregisteredFlow: SceneFlow {
    func start(in flow: FlowContext<Void>) {
        flow.pivot.switchScene(with: UnregisteredRequest())
    }
}

/// A view model that knows nothing but ``SceneSwitching``.
@MainActor
final class SearchModel {
    private let scenes: any SceneSwitching
    init(scenes: any SceneSwitching) { self.scenes = scenes }
    func showResults() { scenes.switchScene(with: ShowScreenRequest(name: "Results")) }
}
