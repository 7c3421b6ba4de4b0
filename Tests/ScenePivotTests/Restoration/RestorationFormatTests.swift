import Foundation
import ScenePivotHeadless
import ScenePivotTestSupport
import Testing

@testable import ScenePivot

/// A request whose encoding fails: JSON has no NaN.
private struct MeasureRequest: RestorableRequest {
    let zoom: Double
}

/// A request nested in a type and generic, for its default restoration ID.
private enum Albums {
    struct Open<ID: Codable>: RestorableRequest {
        let id: ID
    }
}

/// The saved format of a navigation state, the restoration IDs, and how errors and reports read.
@Suite("State restoration: the saved format")
@MainActor
struct RestorationFormatTests {
    @Test func aStateIsSavedAsJSONWithItsVersionAndEachRequestEncodedUnderItsID() throws {
        let state = SceneRestoration.State(entries: [
            SceneRestoration.State.Entry(restorationID: "test.album", data: Data("{\"title\":\"Trip\"}".utf8))
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(state), as: UTF8.self)
        #expect(json == #"{"entries":[{"data":"eyJ0aXRsZSI6IlRyaXAifQ==","restorationID":"test.album"}],"version":1}"#)
        #expect(try JSONDecoder().decode(SceneRestoration.State.self, from: Data(json.utf8)) == state)
    }

    @Test func aStateOfAnotherVersionDecodesAndRestoresNothing() async throws {
        let future = #"{"version":2,"screens":[{"kind":"album","title":"Trip"}]}"#
        let state = try JSONDecoder().decode(SceneRestoration.State.self, from: Data(future.utf8))
        #expect(state.version == 2 && state.entries.isEmpty)

        let older = SceneRestoration.State(
            version: 0, entries: [SceneRestoration.State.Entry(restorationID: "test.album", data: Data("{}".utf8))])
        let fixture = Fixture(animation: .instant)
        let restoration = SceneRestoration(pivot: fixture.pivot)
        let report = try #require(await bounded("the restoration's report") { await restoration.restore(older) })
        #expect(report.error == .unsupportedVersion(0))
        #expect(report.restored.isEmpty && report.notRestored == older.entries)
        #expect(fixture.stackNames == ["Albums"])
    }

    @Test func anEmptyStateRestoresCompletelyAndShowsNothing() async throws {
        let fixture = Fixture(animation: .instant)
        let restoration = SceneRestoration(pivot: fixture.pivot)
        let report = try #require(
            await bounded("the restoration's report") { await restoration.restore(SceneRestoration.State()) })
        #expect(report.isComplete && report.restored.isEmpty && report.notRestored.isEmpty)
        #expect(report.description == "restored 0 of 0")
        #expect(fixture.stackNames == ["Albums"])
    }

    @Test func aRestorationIDDefaultsToTheTypesFullNameAndTheBuiltInSelectionsAreKnownWithoutRegistering() throws {
        #expect(ShowSettingsRequest.restorationID == "ScenePivotTests.ShowSettingsRequest")
        #expect(Albums.Open<Int>.restorationID == "ScenePivotTests.Albums.Open<Swift.Int>")
        #expect(OpenAlbumRequest.restorationID == "test.album")
        let restoration = SceneRestoration(pivot: Fixture().pivot)
        #expect(restoration.isRegistered("ScenePivot.TransitionRequest"))
        #expect(!restoration.isRegistered("test.album"))
        try restoration.register(OpenAlbumRequest.self)
        #expect(restoration.isRegistered("test.album"))
    }

    @Test func aSelectionByRequestSavesItsContainerKindIndexAndAnimation() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let tab = String(
            decoding: try encoder.encode(TransitionRequest(.selectTab(2), duplicatePolicy: .allow)), as: UTF8.self)
        #expect(tab == #"{"animated":false,"index":2,"select":"tab"}"#)
        #expect(
            try JSONDecoder().decode(TransitionRequest.self, from: Data(tab.utf8)) == TransitionRequest(.selectTab(2)))
        let page = String(
            decoding: try encoder.encode(TransitionRequest(.selectPage(1, animation: .none))), as: UTF8.self)
        #expect(page == #"{"animated":false,"index":1,"select":"page"}"#)
        #expect(
            try JSONDecoder().decode(TransitionRequest.self, from: Data(#"{"index":1,"select":"page"}"#.utf8))
                == TransitionRequest(.selectPage(1)))
    }

    @Test func aTransitionRequestThatIsNoSelectionIsNeitherEncodedNorDecoded() {
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(TransitionRequest(.pop(to: .root))) }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(TransitionRequest.self, from: Data(#"{"index":1,"select":"column"}"#.utf8))
        }
    }

    @Test func aRequestThatCannotBeEncodedFailsTheCaptureWithItsID() throws {
        let fixture = Fixture(animation: .instant)
        fixture.pivot.builder.register(MeasureRequest.self) { _ in .push(HeadlessScreen("Map")) }
        let restoration = SceneRestoration(pivot: fixture.pivot)
        fixture.pivot.switchScene(with: MeasureRequest(zoom: .nan))
        #expect(fixture.stackNames == ["Albums", "Map"])
        #expect {
            try restoration.capture()
        } throws: { error in
            guard case RestorationError.unencodableRequest("ScenePivotTests.MeasureRequest", let reason) = error else {
                return false
            }
            return reason.contains("zoom")
        }
    }

    @Test func aNewRestorationOfAPivotTakesOverRecordingFromThePreviousOne() throws {
        let fixture = Fixture(animation: .instant)
        fixture.pivot.builder.register(OpenAlbumRequest.self) { request in .push(HeadlessScreen(request.title)) }
        let first = SceneRestoration(pivot: fixture.pivot)
        fixture.pivot.switchScene(with: OpenAlbumRequest(title: "Trip"))
        let second = SceneRestoration(pivot: fixture.pivot)
        fixture.pivot.switchScene(with: OpenAlbumRequest(title: "Beach"))
        #expect(try first.capture().entries.count == 1)
        #expect(try second.capture().entries.count == 1)
    }

    @Test(arguments: [
        RestorationError.unsupportedVersion(3), .unknownRequest("old\nname"),
        .undecodableRequest("test.album", reason: "no value for title"),
        .unencodableRequest("test.album", reason: "zoom is invalid"),
        .requestFailed("ScenePivot.TransitionRequest", .illegalTransition(.noSuchContainerItem(2, count: 2))),
        .cancelled,
    ])
    func everyErrorReadsOnOneLine(_ error: RestorationError) {
        #expect(!error.description.contains("\n"))
        #expect(!error.description.isEmpty)
    }

    @Test func errorsAndReportsNameWhatFailed() {
        #expect(
            RestorationError.unknownRequest("old\nname").description
                == #"No request type is registered for "old\nname"; call restoration.register(…) for it."#)
        let error = RestorationError.requestFailed(
            "ScenePivot.TransitionRequest", .illegalTransition(.noSuchContainerItem(2, count: 2)))
        #expect(
            error.description
                == #""ScenePivot.TransitionRequest" was sent again and failed: Illegal transition: there is no item 2; "#
                + "the container has 2, so pick an index in 0..<2.")
        let entry = SceneRestoration.State.Entry(restorationID: "x", data: Data())
        let report = SceneRestoration.Report(restored: [entry], notRestored: [entry, entry], error: .cancelled)
        #expect(
            report.description
                == "restored 1 of 3; stopped: Restoring was cancelled; the entry it stopped at and those after it "
                + "were not restored. Restore again if the state is still wanted.")
        #expect(!report.isComplete)
    }
}
