import Foundation
import Testing

@testable import ScenePivot

/// Capturing a stage's navigation state as `Codable` data, and restoring it on a fresh stage — the headless stage
/// and the UIKit stage over the model of UIKit alike, and the SwiftUI stage but for tabs, which it does not show.
@Suite("State restoration")
@MainActor
struct StateRestorationTests {
    @Test(arguments: StageKind.allCases)
    func pushesAndAPresentationAreRestoredOnAFreshStageAsTheyWere(_ kind: StageKind) async throws {
        let launch = RestorationBench(kind)
        launch.send(OpenAlbumRequest(title: "Trip"))
        launch.send(OpenAlbumRequest(title: "Beach"))
        launch.send(ShowSettingsRequest(section: "Privacy"))
        launch.send(OpenAlbumRequest(title: "Inside"))
        #expect(launch.errors.isEmpty)
        let captured = try launch.restoration.capture()
        #expect(
            captured.entries.map(\.restorationID) == [
                "test.album", "test.album", "ScenePivotTests.ShowSettingsRequest", "test.album",
            ])

        let next = RestorationBench(kind)
        let report = try await next.restore(try savedAndLoaded(captured))

        #expect(report.isComplete)
        #expect(report.restored == captured.entries)
        #expect(report.notRestored.isEmpty)
        #expect(next.shape == launch.shape)
        #expect(next.contract.presentedNames.count == 1)
        #expect(next.contract.stackNames.last == "Album Inside")
        #expect(try next.restoration.capture() == captured, "what was restored is recorded again")
        #expect(next.errors.isEmpty && next.contract.complaints.isEmpty)
    }

    @Test(arguments: StageKind.uikitShaped)
    func aTabSelectedByRequestIsRestoredAndEachTabsPivotRestoresItsOwnScreens(_ kind: StageKind) async throws {
        let launch = RestorationBench(kind)
        launch.send(ShowMainRequest())
        launch.send(TransitionRequest(.selectTab(1)))
        launch.send(TransitionRequest(.selectTab(2)))
        let mapTab = try launch.makeTabPivot(2)
        launch.send(OpenAlbumRequest(title: "Route"), on: mapTab.pivot)
        let main = try launch.restoration.capture()
        let map = try mapTab.restoration.capture()
        #expect(
            main.entries.map(\.restorationID) == ["ScenePivotTests.ShowMainRequest", "ScenePivot.TransitionRequest"],
            "the later selection replaced the earlier one, and the tab's push belongs to the tab's pivot")
        #expect(map.entries.map(\.restorationID) == ["test.album"])

        let next = RestorationBench(kind)
        #expect(try await next.restore(try savedAndLoaded(main)).isComplete)
        let nextMapTab = try next.makeTabPivot(2)
        #expect(try await next.restore(try savedAndLoaded(map), with: nextMapTab.restoration).isComplete)

        #expect(next.shape == launch.shape)
        #expect(next.shape.contains("selected tab 2"))
        #expect(next.contract.topName == "Album Route")
        #expect(next.errors.isEmpty && next.contract.complaints.isEmpty)
    }

    @Test(arguments: StageKind.uikitShaped)
    func aRemovedTabFailsItsSelectionAndEveryLaterEntryIsReportedNotRestored(_ kind: StageKind) async throws {
        let launch = RestorationBench(kind, tabTitles: ["Walk", "Talk", "Map"])
        launch.send(ShowMainRequest())
        launch.send(TransitionRequest(.selectTab(2)))
        launch.send(ShowSettingsRequest(section: "Maps"))
        let captured = try launch.restoration.capture()

        let next = RestorationBench(kind, tabTitles: ["Walk", "Talk"])  // this version has no Map tab
        let report = try await next.restore(try savedAndLoaded(captured))

        #expect(report.restored.map(\.restorationID) == ["ScenePivotTests.ShowMainRequest"])
        #expect(
            report.error
                == .requestFailed(
                    "ScenePivot.TransitionRequest", .illegalTransition(.noSuchContainerItem(2, count: 2))))
        #expect(
            report.notRestored.map(\.restorationID) == [
                "ScenePivot.TransitionRequest", "ScenePivotTests.ShowSettingsRequest",
            ])
        #expect(next.shape.contains("selected tab 0"))
        #expect(next.contract.presentedNames.isEmpty, "the settings were shown over the Map tab: not restored")
        #expect(next.errors.isEmpty, "a replayed request's failure is reported, not sent to the error handler")
    }

    @Test(arguments: StageKind.allCases)
    func aRequestTypeNoLongerRegisteredStopsRestoringAtItsEntry(_ kind: StageKind) async throws {
        let launch = RestorationBench(kind)
        launch.send(OpenAlbumRequest(title: "Trip"))
        launch.send(ShowSettingsRequest(section: "Privacy"))
        launch.send(OpenAlbumRequest(title: "Inside"))
        let captured = try launch.restoration.capture()

        let next = RestorationBench(kind, restoring: [OpenAlbumRequest.self])
        let report = try await next.restore(try savedAndLoaded(captured))

        #expect(report.restored.map(\.restorationID) == ["test.album"])
        #expect(report.error == .unknownRequest("ScenePivotTests.ShowSettingsRequest"))
        #expect(report.notRestored == Array(captured.entries.dropFirst()))
        #expect(next.contract.stackNames == ["Root", "Album Trip"])
        #expect(next.contract.presentedNames.isEmpty)
    }

    @Test(arguments: StageKind.allCases, Corruption.allCases)
    func dataThatNoLongerDecodesStopsRestoringAtItsEntry(_ kind: StageKind, corruption: Corruption) async throws {
        let launch = RestorationBench(kind)
        launch.send(OpenAlbumRequest(title: "Trip"))
        launch.send(OpenAlbumRequest(title: "Beach"))
        var captured = try launch.restoration.capture()
        try #require(captured.entries.count == 2, "both albums are captured")
        captured.entries[1].data = Data(corruption.json.utf8)

        let next = RestorationBench(kind)
        let report = try await next.restore(try savedAndLoaded(captured))

        #expect(report.restored == [captured.entries[0]])
        guard case .undecodableRequest("test.album", let reason)? = report.error else {
            Issue.record("expected undecodable data, got \(String(describing: report.error))")
            return
        }
        #expect(reason.contains(corruption.reasonMentions))
        #expect(report.notRestored == [captured.entries[1]])
        #expect(next.contract.stackNames == ["Root", "Album Trip"])
    }

    @Test(arguments: StageKind.allCases)
    func screensThatLeftAreNotCapturedNorAreRequestsThatAreNotRestorable(_ kind: StageKind) throws {
        let launch = RestorationBench(kind)
        launch.send(OpenAlbumRequest(title: "Trip"))
        launch.send(OpenAlbumRequest(title: "Beach"))
        launch.send(OpenAlbumRequest(title: "Dunes"))
        launch.send(ShowSettingsRequest(section: "Privacy"))
        launch.contract.userSwipesDown(completing: true)
        launch.contract.settle()
        launch.contract.userTapsBack()
        launch.contract.settle()
        launch.send(PopAlbumRequest())
        launch.pivot.builder.register(DetailRequest.self) { request in .push(launch.contract.screen(request.title)) }
        launch.send(DetailRequest(title: "Not restorable"))
        #expect(launch.contract.stackNames == ["Root", "Album Trip", "Not restorable"])

        let captured = try launch.restoration.capture()
        #expect(captured.entries.count == 1)
        #expect(captured.entries.first?.data == Data("{\"title\":\"Trip\"}".utf8))
        #expect(launch.errors.isEmpty)
    }

    @Test(arguments: StageKind.allCases)
    func entriesAreForgottenWhenTheirScreensLeaveSoALongSessionKeepsNone(_ kind: StageKind) throws {
        let launch = RestorationBench(kind)
        for round in 0..<100 {
            launch.send(OpenAlbumRequest(title: "Trip \(round)"))
            launch.send(ShowSettingsRequest(section: "Privacy"))
            launch.contract.userSwipesDown(completing: true)
            launch.contract.settle()
            launch.contract.userTapsBack()
            launch.contract.settle()
        }
        #expect(launch.contract.stackNames == ["Root"])
        #expect(launch.restoration.log.entries.isEmpty)
        #expect(try launch.restoration.capture().entries.isEmpty)
        #expect(launch.errors.isEmpty)
    }

    @Test(arguments: StageKind.uikitShaped)
    func aSelectionIsForgottenWithTheScreensItWasMadeOn(_ kind: StageKind) throws {
        let launch = RestorationBench(kind)
        launch.send(ShowMainRequest())
        launch.send(TransitionRequest(.selectTab(1)))
        #expect(try launch.restoration.capture().entries.count == 2)
        launch.send(ShowLoginRequest())
        #expect(try launch.restoration.capture().entries.map(\.restorationID) == ["ScenePivotTests.ShowLoginRequest"])
        #expect(launch.errors.isEmpty)
    }

    @Test(arguments: StageKind.allCases)
    func cancellingTheRestoringTaskStopsItAndTakesDownWhatItWasShowing(_ kind: StageKind) async throws {
        let launch = RestorationBench(kind)
        launch.send(OpenAlbumRequest(title: "Trip"))
        launch.send(OpenAlbumRequest(title: "Beach"))
        let captured = try launch.restoration.capture()

        let next = RestorationBench(kind)
        let reports = Log<SceneRestoration.Report>()
        let task = Task { @MainActor in reports.values.append(await next.restoration.restore(captured)) }
        for _ in 0..<100 where next.contract.stage.transitionQueue.isBusy == false { await Task.yield() }
        #expect(next.contract.stage.transitionQueue.isBusy, "the first push is under way")
        task.cancel()
        for _ in 0..<10 { await Task.yield() }  // the cancellation reaches the request while its push animates
        for _ in 0..<1_000 where reports.values.isEmpty {
            next.contract.settle()
            await Task.yield()
        }

        let report = try #require(reports.values.first)
        #expect(report.error == .cancelled)
        #expect(report.restored.isEmpty)
        #expect(report.notRestored == captured.entries)
        #expect(next.contract.stackNames == ["Root"])
        #expect(try next.restoration.capture().entries.isEmpty)
    }

    @Test(arguments: StageKind.allCases)
    func aRequestAnInterceptorHoldsIsWaitedForBeforeTheEntriesShownOnTopOfIt(_ kind: StageKind) async throws {
        let held = try HeldRestoration(kind)
        await held.settle(turns: 100)
        #expect(held.reports.values.isEmpty, "restoring waits for the held entry")
        #expect(held.next.contract.stackNames == ["Root"], "nothing is shown above an entry that is not there yet")

        held.gate.open()
        await held.settle()

        let report = try #require(held.reports.values.first)
        #expect(report.isComplete)
        #expect(held.next.contract.stackNames == ["Root", "Album Trip", "Album Beach"])
    }

    @Test(arguments: StageKind.allCases)
    func aHeldRequestWhoseGateFailsStopsRestoringAtItsEntry(_ kind: StageKind) async throws {
        let held = try HeldRestoration(kind)
        for _ in 0..<100 { await Task.yield() }
        held.gate.fail("signed out")
        await held.settle()

        let report = try #require(held.reports.values.first)
        #expect(report.error == .requestFailed("test.album", .denied("OpenAlbumRequest", reason: "signed out")))
        #expect(report.notRestored == held.captured.entries)
        #expect(held.next.contract.stackNames == ["Root"])
    }

    @Test(arguments: StageKind.allCases)
    func cancellingWhileAnEntryIsHeldEndsRestoringAtOnceAndTheGateShowsNothingLater(_ kind: StageKind) async throws {
        let held = try HeldRestoration(kind)
        for _ in 0..<100 where held.gate.heldCount == 0 { await Task.yield() }
        #expect(held.gate.heldCount == 1)
        held.task.cancel()
        for _ in 0..<100 where held.reports.values.isEmpty { await Task.yield() }  // no time passes on the stage

        let report = try #require(held.reports.values.first, "a cancelled restoration does not wait for the gate")
        #expect(report.error == .cancelled)
        #expect(report.notRestored == held.captured.entries)
        #expect(held.gate.heldCount == 0)
        held.gate.open()
        held.next.contract.settle()
        #expect(held.next.contract.stackNames == ["Root"])
    }

    @Test(arguments: StageKind.allCases)
    func aGateReleasedWhileItHoldsAnEntryStopsRestoringWithTheDenial(_ kind: StageKind) async throws {
        let launch = RestorationBench(kind)
        launch.send(OpenAlbumRequest(title: "Trip"))
        let captured = try launch.restoration.capture()

        let next = RestorationBench(kind)
        var gate: RequestGate? = RequestGate("sign-in")
        weak let held = gate
        next.pivot.intercept(named: "auth") { _ in held.map { .hold(until: $0) } ?? .proceed }
        let reports = Log<SceneRestoration.Report>()
        Task { @MainActor in reports.values.append(await next.restoration.restore(captured)) }
        for _ in 0..<100 where gate?.heldCount == 0 { await Task.yield() }
        #expect(gate?.heldCount == 1)
        gate = nil
        for _ in 0..<100 where reports.values.isEmpty { await Task.yield() }

        let report = try #require(reports.values.first, "restoring ends when the gate goes")
        let reason = "its gate \"sign-in\" went away before it opened"
        #expect(report.error == .requestFailed("test.album", .denied("OpenAlbumRequest", reason: reason)))
        #expect(next.contract.stackNames == ["Root"])
    }
}

/// Two albums opened and captured at one launch, restored at the next behind an "auth" interceptor that holds
/// the first one until `gate` decides; the restoring task reports into `reports`.
@MainActor
private struct HeldRestoration {
    let captured: SceneRestoration.State
    let next: RestorationBench
    let gate = RequestGate("sign-in")
    let reports = Log<SceneRestoration.Report>()
    let task: Task<Void, Never>

    init(_ kind: StageKind) throws {
        let launch = RestorationBench(kind)
        launch.send(OpenAlbumRequest(title: "Trip"))
        launch.send(OpenAlbumRequest(title: "Beach"))
        let captured = try launch.restoration.capture()
        let next = RestorationBench(kind)
        let gate = self.gate
        next.pivot.intercept(named: "auth") { request in
            (request as? OpenAlbumRequest)?.title == "Trip" ? .hold(until: gate) : .proceed
        }
        let reports = self.reports
        task = Task { @MainActor in reports.values.append(await next.restoration.restore(captured)) }
        self.captured = captured
        self.next = next
    }

    /// Settles the stage and lets tasks run until restoring has reported, for at most `turns` turns.
    func settle(turns: Int = 1_000) async {
        for _ in 0..<turns where reports.values.isEmpty {
            next.contract.settle()
            await Task.yield()
        }
    }
}

/// Data that no longer decodes as an album request, and a word the decoder's reason must mention.
struct Corruption: Sendable, CustomStringConvertible {
    let json: String
    let reasonMentions: String

    static let allCases = [
        Corruption(json: "{\"title\":", reasonMentions: "corrupted"),  // truncated: not JSON
        Corruption(json: "{\"name\":\"Beach\"}", reasonMentions: "title"),  // the property was renamed
        Corruption(json: "{\"title\":7}", reasonMentions: "title"),  // the property was retyped
    ]

    var description: String { json }
}
