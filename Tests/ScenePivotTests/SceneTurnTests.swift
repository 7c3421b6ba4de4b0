import ScenePivot
import ScenePivotHeadless
import ScenePivotTestSupport
import Testing

/// Pushes a screen named after the model's counter, as its factory reads it.
private struct CounterRequest: SceneRequest {
    var duplicatePolicy: DuplicatePolicy { .allow }
}

/// Pushes the model's next page and turns the model's page on.
private struct NextPageRequest: SceneRequest {
    var duplicatePolicy: DuplicatePolicy { .allow }
}

/// The model the factories read.
@MainActor
private final class Model {
    var counter = 0
    var page = 1
    var built = 0
}

@Suite("A scene is made when its request's turn comes")
@MainActor
struct SceneTurnTests {
    @Test func aFactoryReadsTheStateOfItsTurnNotOfItsSending() {
        let fixture = Fixture()
        let model = Model()
        fixture.pivot.builder.register(CounterRequest.self) { _ in
            model.built += 1
            return .push(HeadlessScreen("count \(model.counter)"))
        }
        fixture.pivot.switchScene(with: DetailRequest(title: "Album"))
        #expect(fixture.stage.isAnimating)
        model.counter = 1
        fixture.pivot.switchScene(with: CounterRequest())
        #expect(model.built == 0, "sent behind an animation, its scene is not made yet")
        model.counter = 2
        fixture.stage.finishAnimations()
        #expect(model.built == 1)
        fixture.stage.finishAnimations()
        #expect(fixture.stackNames == ["Albums", "Album", "count 2"])
    }

    @Test func requestsSentBackToBackEachSeeWhatTheOnesBeforeThemDid() {
        let fixture = Fixture()
        let model = Model()
        fixture.pivot.builder.register(NextPageRequest.self) { _ in
            let page = model.page
            return AnyPivotScene<Void>("page \(page)") { context throws(ScenePivotError) in
                model.page += 1
                try context.perform(.push(HeadlessScreen("Page \(page)")))
            }
        }
        for _ in 1...4 { fixture.pivot.switchScene(with: NextPageRequest()) }
        for _ in 1...4 { fixture.stage.finishAnimations() }
        #expect(fixture.stackNames == ["Albums", "Page 1", "Page 2", "Page 3", "Page 4"])
        #expect(fixture.errors.isEmpty)
    }

    @Test func theSceneEventComesAtTheTurnAfterTheWait() {
        let fixture = Fixture()
        fixture.pivot.builder.register(CounterRequest.self) { _ in .push(HeadlessScreen("Counter")) }
        var events: [String] = []
        let observation = fixture.pivot.observe { events.append($0.description) }
        defer { observation.cancel() }
        fixture.pivot.switchScene(with: DetailRequest(title: "Album"))
        fixture.pivot.switchScene(with: CounterRequest())
        #expect(!events.contains("scene push for CounterRequest"))
        fixture.stage.finishAnimations()
        let wait = events.firstIndex(of: "wait CounterRequest behind 1")
        let scene = events.firstIndex(of: "scene push for CounterRequest")
        let begin = events.firstIndex(of: "begin push Counter for CounterRequest")
        #expect(wait != nil && scene != nil && begin != nil)
        #expect((wait ?? 0) < (scene ?? 0) && (scene ?? 0) < (begin ?? 0))
    }

    @Test func anUnregisteredRequestStillFailsWhenSentWithTheSameError() {
        let fixture = Fixture()
        fixture.pivot.switchScene(with: DetailRequest(title: "Album"))
        fixture.pivot.switchScene(with: UnregisteredRequest())
        #expect(fixture.stage.isAnimating)
        #expect(fixture.errors == [.unregisteredRequest("UnregisteredRequest")], "at once, behind the animation")
        fixture.stage.finishAnimations()
    }

    @Test func theFactoryRegisteredWhenTheRequestWasSentMakesItsScene() {
        let fixture = Fixture()
        fixture.pivot.builder.register(CounterRequest.self) { _ in .push(HeadlessScreen("First")) }
        fixture.pivot.switchScene(with: DetailRequest(title: "Album"))
        fixture.pivot.switchScene(with: CounterRequest())
        fixture.pivot.builder.register(CounterRequest.self) { _ in .push(HeadlessScreen("Second")) }
        fixture.stage.finishAnimations()
        fixture.stage.finishAnimations()
        #expect(fixture.stackNames == ["Albums", "Album", "First"])
    }

    @Test func aRequestCancelledWhileItWaitsNeverMakesItsScene() async {
        let fixture = Fixture()
        let model = Model()
        fixture.pivot.builder.register(CounterRequest.self) { _ in
            model.built += 1
            return .push(HeadlessScreen("Counter"))
        }
        fixture.pivot.switchScene(with: DetailRequest(title: "Album"))
        let awaited = await startAwaiting(CounterRequest(), on: fixture.pivot)
        awaited.task?.cancel()
        await bounded("the cancelled request's end") { await awaited.task?.value }
        fixture.stage.finishAnimations()
        #expect(model.built == 0)
        #expect(fixture.stackNames == ["Albums", "Album"])
    }
}
