import Foundation
import PhotoAlbumsFlow
import ScenePivot
import ScenePivotHeadless
import Testing

@Suite("A navigation recorder keeps what happened to its pivot as a compact trace")
@MainActor
struct NavigationRecorderTests {
    @Test func requestsAreRecordedAndRestorableOnesKeepTheirDataAnswersKeepTheTextAndAction() throws {
        let app = TraceFixture()
        try app.addAlbum("Trip")

        let steps = app.recorder.trace.steps
        try #require(steps.count == 3)
        #expect(
            steps[0] == .request(number: 1, description: "TextInputRequest(newAlbum)", restorationID: nil, data: nil))
        #expect(
            steps[1]
                == .answer(
                    number: 2, request: "TextInputRequest(newAlbum)", alert: "New Album", action: "Create",
                    texts: ["Trip"]))
        guard case .request(3, "AlbumDetailRequest(“Trip”)", let id?, let data?) = steps[2] else {
            Issue.record("the album's request was not recorded whole: \(steps[2])")
            return
        }
        #expect(id == AlbumDetailRequest.restorationID)
        #expect(try JSONDecoder().decode(AlbumDetailRequest.self, from: data).album.title == "Trip")
    }

    @Test(arguments: ["hunter2", ""])
    func secureTextIsNeverRecordedInClear(password: String) throws {
        let stage = HeadlessStage(root: HeadlessScreen("Settings"))
        let pivot = ScenePivot(stage: stage)
        let recorder = NavigationRecorder(pivot: pivot)
        let pin = TextInputRequest.InputType(id: "pin", title: "PIN", isSecure: true)
        pivot.switchScene(with: TextInputRequest(pin))
        stage.finishAnimations()
        try stage.typeText(password)
        try stage.tapAction(titled: "OK")
        stage.finishAnimations()

        let json = String(decoding: try JSONEncoder().encode(recorder.trace), as: UTF8.self)
        #expect(
            recorder.trace.steps.last?.summary.contains(password.isEmpty ? "\"\"" : NavigationTrace.Step.secretText)
                == true)
        if !password.isEmpty { #expect(!json.contains(password)) }
        guard case .answer(_, _, _, _, let texts)? = recorder.trace.steps.last else {
            Issue.record("no answer recorded")
            return
        }
        #expect(texts == [password.isEmpty ? "" : NavigationTrace.Step.secretText])
    }

    @Test(arguments: [1, 2, 5])
    func theRingKeepsTheLastStepsAndCountsThoseItDropped(capacity: Int) throws {
        let app = TraceFixture(keepingLast: capacity)
        try app.addAlbum("One")  // three steps
        try app.addAlbum("Two")  // three more

        let trace = app.recorder.trace
        #expect(trace.capacity == capacity)
        #expect(trace.steps.map(\.number) == Array((7 - min(capacity, 6))...6))
        #expect(trace.droppedSteps == 6 - min(capacity, 6))
    }

    @Test func aCapacityBelowOneKeepsOneStep() {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let recorder = NavigationRecorder(pivot: ScenePivot(stage: stage), keepingLast: 0)
        #expect(recorder.capacity == 1)
    }

    @Test func aBackTapIsADepartureAndARequestsPopIsNot() throws {
        let app = TraceFixture()
        let album = try #require(try app.addAlbum("Trip"))
        try app.stage.tapBack()
        app.stage.finishAnimations()
        app.model.openAlbum(album)
        app.stage.finishAnimations()
        try app.deleteAlbum(album)  // its confirmation pops the album's screen by request

        let departures = app.recorder.trace.steps.filter {
            guard case .departure = $0 else { return false }
            return true
        }
        #expect(departures == [.departure(number: 4, shownBy: 3, index: 0, screen: "Album “Trip”")])
    }

    @Test func aSheetSwipedDownIsADeparture() throws {
        let stage = HeadlessStage(root: HeadlessScreen("Feed"))
        let pivot = ScenePivot(stage: stage)
        let recorder = NavigationRecorder(pivot: pivot)
        pivot.switchScene(with: TransitionRequest(.present(HeadlessScreen("Filters"))))
        stage.finishAnimations()
        try stage.swipeDown()

        let steps = recorder.trace.steps
        try #require(steps.count == 2)
        guard case .request(1, _, nil, nil) = steps[0] else {
            Issue.record("a transition that brings a screen is recorded by its description alone: \(steps[0])")
            return
        }
        #expect(steps[1] == .departure(number: 2, shownBy: 1, index: 0, screen: "Filters"))
    }

    @Test func aRequestASceneSendsWhileItPerformsIsNotRecorded() {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage)
        let recorder = NavigationRecorder(pivot: pivot)
        pivot.builder.register(OpenRequest.self) { [weak pivot] _ in SendingScene(pivot: pivot) }
        pivot.switchScene(with: OpenRequest())
        stage.finishAnimations()

        #expect(stage.navigationStack.count == 3)
        #expect(recorder.trace.steps.map(\.summary) == ["request OpenRequest()"])
    }

    @Test func aTraceSurvivesJSONAndUnreadableDataIsATypedError() throws {
        let app = TraceFixture()
        try app.addAlbum("Trip")
        let data = try JSONEncoder().encode(app.recorder.trace)

        #expect(try NavigationTrace(json: data) == app.recorder.trace)
        for broken in [data.prefix(data.count / 2), Data("{\"version\":1}".utf8), Data([0xFF, 0x00])] {
            #expect {
                try NavigationTrace(json: Data(broken))
            } throws: { error in
                guard case .unreadableTrace(let reason) = error as? NavigationTrace.ReplayError else { return false }
                return !reason.isEmpty
            }
        }
    }
}

/// A request whose scene sends another request while it performs.
private struct OpenRequest: SceneRequest {
    var logDescription: String { "OpenRequest()" }
}

/// Pushes a screen, sending a request for another one first.
@MainActor
private struct SendingScene: PivotScene {
    weak var pivot: ScenePivot?

    func perform(in context: SceneContext<Void>) throws {
        pivot?.switchScene(with: TransitionRequest(.push(HeadlessScreen("Follow-up"))))
        try context.perform(.push(HeadlessScreen("Opened")))
    }
}
