import PhotoAlbumsFlow
import ScenePivot
import ScenePivotHeadless
import ScenePivotTestSupport
import Testing

/// The photo-albums flow on a headless stage, with every animation finished after each user step.
@MainActor
private struct AlbumsFixture {
    let stage: HeadlessStage
    let store = AlbumStore()
    let pivot: ScenePivot
    let model: AlbumsScreenModel
    let errors = ErrorLog()

    init(registeringFlow: Bool = true, animation: HeadlessStage.Animation = .manual(.milliseconds(300))) {
        stage = HeadlessStage(root: HeadlessScreen("Albums"), animation: animation)
        pivot = ScenePivot(stage: stage)
        if registeringFlow {
            pivot.builder.registerPhotoAlbumsFlow { album in HeadlessScreen("Album \(album.title)") }
        }
        model = AlbumsScreenModel(store: store, pivot: pivot)
        pivot.errorHandler = { [errors] error in errors.entries.append(error) }
    }

    var stackNames: [String] { stage.navigationStack.map(stage.name(of:)) }

    /// Lets a task started on the main actor run until the stage shows an alert, for at most 1000 turns.
    func yieldUntilAnAlertIsVisible() async {
        for _ in 0..<1000 where stage.visibleAlert == nil { await Task.yield() }
    }

    func createAlbum(titled title: String) throws {
        model.addAlbum()
        stage.finishAnimations()
        try stage.typeText(title)
        try stage.tapAction(titled: "Create")
        stage.finishAnimations()
    }
}

/// Shows an album in a form sheet with a navigation stack of its own, as an iPad layout might.
private struct AlbumSheetScene: PivotScene {
    let album: Album

    func perform(in context: SceneContext<Void>) throws {
        let screen = HeadlessScreen("Album \(album.title)")
        try context.perform(.present(screen, Presentation(style: .formSheet, embedsInNavigationStack: true)))
    }
}

@MainActor
private final class ErrorLog {
    var entries: [ScenePivotError] = []
}

@Suite("Photo-albums flow")
struct PhotoAlbumsFlowTests {
    @Test @MainActor func addingAnAlbumShowsTheNewAlbumAlertWithCreateDisabled() throws {
        let albums = AlbumsFixture()
        albums.model.addAlbum()
        albums.stage.finishAnimations()

        let alert = try #require(albums.stage.visibleAlert)
        #expect(alert.title == "New Album")
        #expect(alert.textFields.map(\.placeholder) == ["Album Name"])
        #expect(alert.actions.map(\.title) == ["Cancel", "Create"])
        #expect(try albums.stage.isActionEnabled(titled: "Create") == false)
        #expect(try albums.stage.isActionEnabled(titled: "Cancel"))
    }

    @Test(arguments: ["", "   ", "\n\t"])
    @MainActor func aBlankTitleKeepsCreateDisabled(title: String) throws {
        let albums = AlbumsFixture()
        albums.model.addAlbum()
        albums.stage.finishAnimations()
        try albums.stage.typeText(title)

        #expect(try albums.stage.isActionEnabled(titled: "Create") == false)
        #expect(throws: HeadlessInteractionError.actionDisabled("Create")) {
            try albums.stage.tapAction(titled: "Create")
        }
        #expect(albums.store.albums.isEmpty)
        #expect(albums.stage.visibleAlert?.title == "New Album")
    }

    @Test @MainActor func creatingAnAlbumStoresItAndPushesItsScreen() throws {
        let albums = AlbumsFixture()
        try albums.createAlbum(titled: "Trip")

        #expect(albums.store.albums.map(\.title) == ["Trip"])
        #expect(albums.stackNames == ["Albums", "Album Trip"])
        #expect(albums.stage.visibleAlert == nil)
        #expect(albums.errors.entries.isEmpty)
    }

    @Test @MainActor func theTitleIsTrimmedBeforeTheAlbumIsCreated() throws {
        let albums = AlbumsFixture()
        try albums.createAlbum(titled: "  Trip \n")

        #expect(albums.store.albums.map(\.title) == ["Trip"])
    }

    @Test @MainActor func cancellingTheAlertCreatesNothing() throws {
        let albums = AlbumsFixture()
        albums.model.addAlbum()
        albums.stage.finishAnimations()
        try albums.stage.typeText("Trip")
        try albums.stage.tapAction(titled: "Cancel")
        albums.stage.finishAnimations()

        #expect(albums.store.albums.isEmpty)
        #expect(albums.stackNames == ["Albums"])
        #expect(albums.stage.presentedScreens.isEmpty)
        #expect(albums.errors.entries.isEmpty)
    }

    @Test @MainActor func deletingAsksForADestructiveConfirmation() throws {
        let albums = AlbumsFixture()
        try albums.createAlbum(titled: "Trip")
        let trip = try #require(albums.store.albums.first)
        albums.model.deleteAlbum(trip)
        albums.stage.finishAnimations()

        let alert = try #require(albums.stage.visibleAlert)
        #expect(alert.title == "Delete “Trip”?")
        #expect(alert.actions == [AlertAction("Cancel", role: .cancel), AlertAction("Delete", role: .destructive)])
    }

    @Test @MainActor func confirmingTheDeletionDeletesTheAlbumAndPopsItsScreen() throws {
        let albums = AlbumsFixture()
        try albums.createAlbum(titled: "Trip")
        albums.model.deleteAlbum(try #require(albums.store.albums.first))
        albums.stage.finishAnimations()
        try albums.stage.tapAction(titled: "Delete")
        albums.stage.finishAnimations()

        #expect(albums.store.albums.isEmpty)
        #expect(albums.stackNames == ["Albums"])
        #expect(albums.errors.entries.isEmpty)
    }

    @Test @MainActor func decliningTheDeletionKeepsTheAlbumOnScreen() throws {
        let albums = AlbumsFixture()
        try albums.createAlbum(titled: "Trip")
        albums.model.deleteAlbum(try #require(albums.store.albums.first))
        albums.stage.finishAnimations()
        try albums.stage.tapAction(titled: "Cancel")
        albums.stage.finishAnimations()

        #expect(albums.store.albums.map(\.title) == ["Trip"])
        #expect(albums.stackNames == ["Albums", "Album Trip"])
    }

    @Test @MainActor func aDoubleTapOnAnAlbumPushesItOnce() throws {
        let albums = AlbumsFixture()
        let trip = albums.store.createAlbum(title: "Trip")
        albums.model.openAlbum(trip)
        albums.model.openAlbum(trip)
        albums.stage.finishAnimations()

        #expect(albums.stackNames == ["Albums", "Album Trip"])
        #expect(albums.errors.entries == [.duplicateRequest("AlbumDetailRequest(“Trip”)")])
    }

    @Test @MainActor func withoutTheFlowRegisteredTheAlbumScreenIsReportedUnregistered() throws {
        let albums = AlbumsFixture(registeringFlow: false)
        try albums.createAlbum(titled: "Trip")

        #expect(albums.store.albums.map(\.title) == ["Trip"])
        #expect(albums.stackNames == ["Albums"])
        #expect(albums.errors.entries == [.unregisteredRequest("AlbumDetailRequest")])
    }

    @Test @MainActor func aLaterRegistrationWithACustomSceneShowsTheAlbumInASheet() throws {
        let albums = AlbumsFixture()
        albums.pivot.builder.register(AlbumDetailRequest.self) { request in AlbumSheetScene(album: request.album) }
        try albums.createAlbum(titled: "Trip")

        #expect(albums.stage.presentedScreens.count == 1)
        #expect(albums.stackNames == ["Album Trip"])
        #expect(
            albums.stage.hierarchyDescription == """
                NavigationStack
                  Albums
                  presents (formSheet) NavigationStack
                    Album Trip

                """)
        try albums.stage.swipeDown()
        #expect(albums.stage.presentedScreens.isEmpty)
    }

    @Test @MainActor func awaitingCreateAlbumReturnsTheNewAlbumOnceItsScreenIsShown() async throws {
        // Instant animations: the push the awaiting method sends after the alert finishes on its own.
        let albums = AlbumsFixture(animation: .instant)
        let creation = Task { try await albums.model.createAlbum() }
        await albums.yieldUntilAnAlertIsVisible()
        try albums.stage.typeText("Trip")
        try albums.stage.tapAction(titled: "Create")
        albums.stage.finishAnimations()

        let album = try #require(try await bounded("the created album") { try await creation.value })
        #expect(album?.title == "Trip")
        #expect(albums.stackNames == ["Albums", "Album Trip"])
    }

    @Test @MainActor func awaitingCreateAlbumReturnsNilWhenCancelled() async throws {
        // Instant animations: the push the awaiting method sends after the alert finishes on its own.
        let albums = AlbumsFixture(animation: .instant)
        let creation = Task { try await albums.model.createAlbum() }
        await albums.yieldUntilAnAlertIsVisible()
        try albums.stage.tapAction(titled: "Cancel")
        albums.stage.finishAnimations()

        let album = try #require(try await bounded("the cancelled creation's answer") { try await creation.value })
        #expect(album == nil)
        #expect(albums.store.albums.isEmpty)
    }

    @Test @MainActor func deletingAnAlbumTheStoreDoesNotHoldReportsFalse() {
        let store = AlbumStore(albums: [Album(id: 7, title: "Trip")])
        #expect(store.deleteAlbum(Album(id: 8, title: "Trip")) == false)
        #expect(store.deleteAlbum(Album(id: 7, title: "Trip")))
        #expect(store.createAlbum(title: "Home").id == 8)
    }
}
