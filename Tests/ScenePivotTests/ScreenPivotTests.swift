import ScenePivot
import ScenePivotHeadless
import Testing

/// A request for a screen that owns a pivot of its own, as a hosted SwiftUI view does.
private struct HostedScreenRequest: SceneRequest {}

/// A request only the hosted screen's pivot registers.
private struct HostedOnlyRequest: SceneRequest {}

/// What `HostingScene` does with a view, done with a headless screen: pushes a screen whose pivot is made with
/// the context's builder for screen pivots and shares the requesting pivot's error handler.
@MainActor
private final class HostedScreenScene: PivotScene {
    let screen = HeadlessScreen("Hosted")
    var screenPivot: ScenePivot?

    nonisolated var logDescription: String { "push" }

    func perform(in context: SceneContext<Void>) throws(ScenePivotError) {
        let pivot = ScenePivot(stage: try context.stage(), builder: context.builderForScreenPivot())
        context.shareSettings(with: pivot)
        screenPivot = pivot
        try context.perform(.push(screen))
    }
}

/// The pivot of a screen that has one of its own (a hosted SwiftUI view) finds its scenes through the pivot that
/// showed it, keeps its own registrations to itself, and reports where that pivot reports.
@Suite("The pivot of a hosted screen")
@MainActor
struct ScreenPivotTests {
    /// Shows a hosted screen through `fixture`'s pivot and returns its pivot.
    private func showHostedScreen(on fixture: Fixture) throws -> ScenePivot {
        let scene = HostedScreenScene()
        fixture.pivot.builder.register(HostedScreenRequest.self) { _ in scene }
        send(HostedScreenRequest(), via: fixture.pivot)
        fixture.stage.finishAnimations()
        return try #require(scene.screenPivot)
    }

    @Test func itsRequestsFindTheScenesRegisteredOnThePivotThatShowedIt() throws {
        let fixture = Fixture()
        let screenPivot = try showHostedScreen(on: fixture)
        send(DetailRequest(title: "Album"), via: screenPivot)
        fixture.stage.finishAnimations()
        #expect(fixture.stackNames == ["Albums", "Hosted", "Album"])
        #expect(fixture.errors.isEmpty)
    }

    @Test func whatItRegistersStaysItsOwn() throws {
        let fixture = Fixture()
        let screenPivot = try showHostedScreen(on: fixture)
        screenPivot.builder.register(HostedOnlyRequest.self) { _ in .push(HeadlessScreen("Own")) }
        #expect(screenPivot.builder.isRegistered(HostedOnlyRequest.self))
        #expect(!fixture.pivot.builder.isRegistered(HostedOnlyRequest.self))
    }

    @Test func itsRequestsMeetTheInterceptorsOfThePivotThatShowedIt() throws {
        let fixture = Fixture()
        fixture.pivot.intercept(named: "auth") { request in
            request is DetailRequest ? .deny("signed out") : .proceed
        }
        let screenPivot = try showHostedScreen(on: fixture)
        send(DetailRequest(title: "Album"), via: screenPivot)
        fixture.stage.finishAnimations()
        #expect(fixture.stackNames == ["Albums", "Hosted"], "the interceptor stopped it")
        #expect(fixture.errors.count == 1)
    }

    @Test func itsFailuresGoToTheErrorHandlerOfThePivotThatShowedIt() throws {
        let fixture = Fixture()
        let screenPivot = try showHostedScreen(on: fixture)
        send(UnregisteredRequest(), via: screenPivot)
        #expect(fixture.errors == [.unregisteredRequest("UnregisteredRequest")])
    }
}
