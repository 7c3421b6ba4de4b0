import Foundation
import ScenePivotHeadless
import ScenePivotTestSupport
import Testing

@testable import ScenePivot

/// Two request types both named `Open`, in different places of the app.
private enum Photos {
    struct Open: RestorableRequest, Equatable { let albumID: String }
}

private enum People {
    struct Open: RestorableRequest, Equatable { let personID: String }
}

/// A type that spells an ID another type already goes by.
private struct Impostor: RestorableRequest {
    static let restorationID = "test.album"
}

/// Restoration IDs name one type each: same-named types never share one, and a second type under a taken ID is
/// refused instead of silently replacing the first.
@Suite("State restoration: one type per restoration ID")
@MainActor
struct RestorationIDTests {
    /// A stage whose pivot pushes a screen named after each `Open` request, and its restoration of both.
    @MainActor
    private final class Launch {
        let fixture = Fixture(animation: .instant)
        let restoration: SceneRestoration

        init() throws {
            restoration = SceneRestoration(pivot: fixture.pivot)
            fixture.pivot.builder.register(Photos.Open.self) { .push(HeadlessScreen("Album \($0.albumID)")) }
            fixture.pivot.builder.register(People.Open.self) { .push(HeadlessScreen("Person \($0.personID)")) }
            try restoration.register(Photos.Open.self)
            try restoration.register(People.Open.self)
        }
    }

    @Test func sameNamedTypesAreSavedUnderIDsOfTheirOwnAndEachRestoresAsItself() async throws {
        #expect(Photos.Open.restorationID == "ScenePivotTests.Photos.Open")
        #expect(People.Open.restorationID == "ScenePivotTests.People.Open")
        let launch = try Launch()
        launch.fixture.pivot.switchScene(with: Photos.Open(albumID: "Trip"))
        launch.fixture.pivot.switchScene(with: People.Open(personID: "Ada"))
        let saved = try savedAndLoaded(try launch.restoration.capture())

        let next = try Launch()
        let report = try #require(await bounded("the restoration's report") { await next.restoration.restore(saved) })

        #expect(report.isComplete)
        #expect(next.fixture.stackNames == ["Albums", "Album Trip", "Person Ada"])
        #expect(try next.restoration.capture() == saved)
    }

    @Test func aDefaultIDIsTheSameOnEveryLaunchForPrivateAndLocalTypesToo() {
        struct Local: RestorableRequest {}
        #expect(Local.restorationID.hasPrefix("ScenePivotTests."))
        #expect(Local.restorationID.hasSuffix(".Local"))
        #expect(!Local.restorationID.contains("unknown context"), "Swift names such scopes by address, per launch")
        #expect(!Photos.Open.restorationID.contains("$"))
    }

    @Test func registeringASecondTypeUnderATakenIDFailsAndTheFirstKeepsIt() async throws {
        let launch = try Launch()
        try launch.restoration.register(OpenAlbumRequest.self)
        try launch.restoration.register(OpenAlbumRequest.self)  // the same type again: nothing to refuse

        #expect(
            throws: RestorationError.conflictingRequest(
                "test.album", registered: "ScenePivotTests.OpenAlbumRequest",
                rejected: "ScenePivotTests.Impostor")
        ) {
            try launch.restoration.register(Impostor.self)
        }

        launch.fixture.pivot.builder.register(OpenAlbumRequest.self) { .push(HeadlessScreen("Album \($0.title)")) }
        let entry = SceneRestoration.State.Entry(restorationID: "test.album", data: Data(#"{"title":"Trip"}"#.utf8))
        let state = SceneRestoration.State(entries: [entry])
        #expect(
            await bounded("the restoration's report") { await launch.restoration.restore(state) }?.isComplete == true)
        #expect(launch.fixture.stackNames == ["Albums", "Album Trip"], "the entry restored as the first type")
    }

    @Test func theConflictSaysWhatToDo() {
        let error = RestorationError.conflictingRequest(
            "Open", registered: "App.Photos.Open", rejected: "App.People.Open")
        #expect(
            error.description
                == #""Open" is the restoration ID of App.Photos.Open already, so App.People.Open was not registered; "#
                + "give one of them a restorationID of its own.")
    }

    @Test func aStateSavedUnderABareTypeNameStillRestoresWhenOneRegisteredTypeGoesByIt() async throws {
        let fixture = Fixture(animation: .instant)
        let restoration = SceneRestoration(pivot: fixture.pivot)
        fixture.pivot.builder.register(Photos.Open.self) { .push(HeadlessScreen("Album \($0.albumID)")) }
        try restoration.register(Photos.Open.self)
        let old = SceneRestoration.State.Entry(restorationID: "Open", data: Data(#"{"albumID":"Trip"}"#.utf8))

        let state = SceneRestoration.State(entries: [old])
        #expect(await bounded("the restoration's report") { await restoration.restore(state) }?.isComplete == true)
        #expect(fixture.stackNames == ["Albums", "Album Trip"])
        #expect(try restoration.capture().entries.map(\.restorationID) == ["ScenePivotTests.Photos.Open"])
    }

    @Test func aStateSavedUnderABareNameTwoRegisteredTypesShareIsNotGuessed() async throws {
        let launch = try Launch()
        let old = SceneRestoration.State.Entry(restorationID: "Open", data: Data(#"{"albumID":"Trip"}"#.utf8))

        let state = SceneRestoration.State(entries: [old])
        let report = try #require(await bounded("the restoration's report") { await launch.restoration.restore(state) })

        #expect(report.error == .unknownRequest("Open"))
        #expect(launch.fixture.stackNames == ["Albums"])
    }
}
