import PhotoAlbumsFlow
import ScenePivotHeadless
import ScenePivotTestSupport
import Testing

@testable import ScenePivot

/// Shows a screen called `title`: presented in a navigation stack of its own, or pushed.
private struct ShowRequest: SceneRequest, Equatable {
    let title: String
    var presents = false
}

/// The same requests, builders, flows, deep links and interceptors as on the other stages, on the SwiftUI stage.
@Suite("SwiftUI stage: requests, flows, deep links and interceptors")
@MainActor
struct SwiftUIStageFlowTests {
    let stage = SwiftUIStage(root: HeadlessScreen("Albums"))
    let pivot: ScenePivot

    init() {
        pivot = ScenePivot(stage: stage)
        pivot.builder.register(ShowRequest.self) { request in
            request.presents
                ? .present(HeadlessScreen(request.title), Presentation(embedsInNavigationStack: true))
                : .push(HeadlessScreen(request.title))
        }
    }

    private var shown: String { SwiftUIStageHarness.describe(stage.displayed, on: stage) }

    /// The photo-albums example, unchanged: the "New Album" alert (A9: validated on tap), then the album pushed.
    @Test func thePhotoAlbumsFlowRunsUnchanged() throws {
        pivot.builder.registerPhotoAlbumsFlow { album in HeadlessScreen("Album \(album.title)") }
        let model = AlbumsScreenModel(store: AlbumStore(), pivot: pivot)
        model.addAlbum()
        stage.settle()
        #expect(stage.visibleAlert?.title == "New Album")
        try stage.tapAction(titled: "Create")
        stage.settle()
        #expect(stage.visibleAlert?.title == "New Album", "an empty title is refused on tap; the alert is back")
        try stage.typeText("Trip")
        try stage.tapAction(titled: "Create")
        stage.settle()
        #expect(shown == "Albums > Album Trip")
        #expect(model.store.albums.map(\.title) == ["Trip"])
    }

    /// An awaited request answers once its screen is on screen; a user pop answers nothing more but is heard.
    @Test func anAwaitedRequestAnswersWhenTheScreenHasCaughtUp() async throws {
        let task = Task { @MainActor in try await pivot.response(to: ShowRequest(title: "Trip")) }
        for _ in 0..<100 where !stage.isUpdating { await Task.yield() }
        stage.settle()
        try await bounded("the answer to ShowRequest") { try await task.value }
        #expect(shown == "Albums > Trip")
    }

    /// A deep link's steps run one after another, each reaching the screen before the next starts (R5).
    @Test func aDeepLinkShowsItsStepsOneUpdateEach() throws {
        var router = DeepLinkRouter<DeepLinkChain>()
        try router.register("/albums/:title/share") { match in
            let title = try match.value("title", as: String.self)
            return [
                .request(TransitionRequest(.dismissAll())), .request(TransitionRequest(.pop(to: .root))),
                .request(ShowRequest(title: title)),
                .request(ShowRequest(title: "Share", presents: true)),
            ]
        }
        var errors: [ScenePivotError] = []
        pivot.errorHandler = { errors.append($0) }
        pivot.switchScene(with: ShowRequest(title: "Old"))
        pivot.switchScene(with: DeepLinkRequest("myapp://albums/Trip/share", router: router))
        stage.settle()
        #expect(errors.isEmpty)
        #expect(shown == "Albums > Trip | Share")
    }

    /// An interceptor redirects or denies a request before the stage sees it.
    @Test func anInterceptorDeniesARequestOnTheSwiftUIStage() {
        var errors: [ScenePivotError] = []
        pivot.errorHandler = { errors.append($0) }
        pivot.intercept(named: "no sharing") { request in
            (request as? ShowRequest)?.title == "Share" ? .deny("sharing is off") : .proceed
        }
        pivot.switchScene(with: ShowRequest(title: "Share", presents: true))
        stage.settle()
        #expect(errors.count == 1)
        #expect(shown == "Albums")
    }
}
