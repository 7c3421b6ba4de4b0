import ScenePivot
import ScenePivotHeadless
import ScenePivotTestSupport
import Testing

/// Starts a checkout flow for `item`, answering with how it ended.
private struct CheckoutRequest: SceneRequest {
    typealias Response = FlowEnding<String>
    let item: String
    var logDescription: String { "CheckoutRequest(\(item))" }
}

/// Starts a flow whose first request is registered nowhere, so it fails before showing anything.
private struct BrokenFlowRequest: SceneRequest {
    typealias Response = FlowEnding<Void>
}

/// A flow whose first request fails: nothing registers it.
@MainActor
private final class BrokenFlow: SceneFlow {
    func start(in flow: FlowContext<Void>) {
        flow.pivot.switchScene(with: UnregisteredRequest())
    }
}

/// A view model that only knows how to switch scenes.
@MainActor
private final class CartModel {
    private let scenes: any SceneSwitching
    init(scenes: any SceneSwitching) { self.scenes = scenes }

    func checkOut(_ item: String) async throws(ScenePivotError) -> FlowEnding<String> {
        try await scenes.response(to: CheckoutRequest(item: item))
    }
}

/// A flow fixture whose host flow registers `CheckoutRequest` to start a `ScreenFlow` named after the item.
@MainActor
private struct CheckoutFixture {
    let fixture: FlowFixture
    var host: FlowContext<Void> { fixture.host }
    var stage: HeadlessStage { fixture.stage }

    init(animation: HeadlessStage.Animation = .instant) {
        fixture = FlowFixture(animation: animation)
        fixture.host.registerFlow(CheckoutRequest.self) { request in ScreenFlow("Checkout \(request.item)") }
        fixture.host.builder.register(DetailRequest.self) { request in .push(HeadlessScreen(request.title)) }
    }

    /// The running checkout flow's context.
    var checkout: FlowContext<String>? { host.childFlow(ScreenFlow.self)?.context }

    /// Starts the cart model's checkout in a task, and lets it run until the checkout flow has started.
    func startCheckout(_ item: String, via scenes: (any SceneSwitching)? = nil) async -> Awaited<FlowEnding<String>> {
        let awaited = Awaited<FlowEnding<String>>()
        let childCount = host.childFlows.count
        let model = CartModel(scenes: scenes ?? host.pivot)
        awaited.task = Task { @MainActor in
            do throws(ScenePivotError) {
                awaited.result = .success(try await model.checkOut(item))
            } catch {
                awaited.result = .failure(error)
            }
        }
        for _ in 0..<1_000 where host.childFlows.count == childCount && awaited.result == nil { await Task.yield() }
        return awaited
    }
}

@Suite("Flows started by request")
@MainActor
struct FlowRequestTests {
    @Test func aViewModelAwaitingTheRequestGetsTheOutcomeTheChildFinishedWith() async throws {
        let fixture = CheckoutFixture()
        let awaited = await fixture.startCheckout("Boots")
        #expect(fixture.fixture.stackNames == ["Home", "Checkout Boots"])
        #expect(awaited.result == nil, "the answer waits for the child to end")

        try #require(fixture.checkout).finish(with: "paid")

        #expect(await awaited.settle())
        #expect(awaited.value == .finished("paid"))
        #expect(fixture.host.childFlows.isEmpty)
    }

    @Test func theChildIsStartedUnderTheFlowThatRegisteredItWhicheverPivotSentTheRequest() async throws {
        let fixture = CheckoutFixture()
        let grandchild = fixture.host.startChild(ScreenFlow("Basket"))
        _ = await fixture.startCheckout("Hat", via: grandchild.pivot)
        #expect(fixture.host.childFlows.count == 2)
        #expect(grandchild.childFlows.isEmpty)
        #expect(fixture.fixture.stackNames == ["Home", "Basket", "Checkout Hat"])
    }

    @Test func poppingTheChildsRootAnswersLeft() async throws {
        let fixture = CheckoutFixture()
        let awaited = await fixture.startCheckout("Boots")
        try fixture.stage.tapBack()
        #expect(await awaited.settle())
        #expect(awaited.value == .left)
    }

    @Test func cancellingTheChildAnswersCancelled() async throws {
        let fixture = CheckoutFixture()
        let awaited = await fixture.startCheckout("Boots")
        try #require(fixture.checkout).cancel()
        #expect(await awaited.settle())
        #expect(awaited.value == .cancelled)
    }

    @Test func aChildThatFailsBeforeShowingAnythingAnswersFailed() async {
        let fixture = FlowFixture()
        fixture.host.registerFlow(BrokenFlowRequest.self) { _ in BrokenFlow() }
        let result: Result<FlowEnding<Void>?, ScenePivotError>
        do throws(ScenePivotError) {
            result = .success(
                try await bounded("the answer to BrokenFlowRequest") { () throws(ScenePivotError) in
                    try await fixture.host.pivot.response(to: BrokenFlowRequest())
                })
        } catch {
            result = .failure(error)
        }
        guard case .success(.failed(let error)?) = result else {
            Issue.record("expected the answer .failed, got \(result)")
            return
        }
        #expect(error == .unregisteredRequest("UnregisteredRequest"))
    }

    @Test func theRequestLeavesTheQueueFreeWhileItsChildRuns() async throws {
        let fixture = CheckoutFixture(animation: .manual(.milliseconds(300)))
        let awaited = await fixture.startCheckout("Boots")
        fixture.stage.finishAnimations()
        #expect(fixture.fixture.stackNames == ["Home", "Checkout Boots"])
        #expect(!fixture.stage.transitionQueue.isBusy, "the request's job ended once the child started")

        fixture.host.pivot.switchScene(with: DetailRequest(title: "Size guide"))
        fixture.stage.finishAnimations()

        #expect(fixture.fixture.stackNames == ["Home", "Checkout Boots", "Size guide"])
        #expect(awaited.result == nil, "the checkout still runs")
        try #require(fixture.checkout).finish(with: "paid")
        #expect(await awaited.settle())
        #expect(awaited.value == .finished("paid"))
    }

    @Test func cancellingTheAwaitingTaskCancelsTheChild() async throws {
        let fixture = CheckoutFixture()
        let awaited = await fixture.startCheckout("Boots")
        weak let checkout = fixture.checkout
        #expect(checkout?.isRunning == true)

        try #require(awaited.task).cancel()

        #expect(await awaited.settle())
        #expect(awaited.error == .cancelled("CheckoutRequest(Boots)"))
        #expect(checkout?.isRunning != true)
        #expect(fixture.host.childFlows.isEmpty)
    }

    @Test func aFlowRequestSentAfterItsFlowEndedFailsWithFlowEnded() async {
        let fixture = CheckoutFixture()
        let pivot = fixture.host.pivot
        fixture.host.cancel()
        await #expect(throws: ScenePivotError.flowEnded("CheckoutRequest(Boots)")) {
            try await bounded("the answer to CheckoutRequest") {
                try await pivot.response(to: CheckoutRequest(item: "Boots"))
            }
        }
    }

    @Test func theSceneIsNamedAfterTheFlowItStarts() async {
        let fixture = CheckoutFixture()
        let events = Log<String>()
        let observation = fixture.host.pivot.observe { events.values.append($0.description) }
        _ = await fixture.startCheckout("Boots")
        #expect(events.values.contains("scene start flow ScreenFlow for CheckoutRequest(Boots)"))
        observation.cancel()
    }
}
