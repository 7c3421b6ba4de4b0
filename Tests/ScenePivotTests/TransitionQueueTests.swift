import ScenePivot
import ScenePivotHeadless
import Testing

/// A `DetailRequest` twin that runs every copy.
struct RepeatableRequest: SceneRequest, Equatable {
    let title: String
    var duplicatePolicy: DuplicatePolicy { .allow }
}

@Suite("TransitionQueue")
struct TransitionQueueTests {
    @Test @MainActor func requestsArrivingDuringAnAnimationWaitAndRunInOrder() {
        let fixture = Fixture()
        let log = Log<PivotEvent>()
        let observation = fixture.pivot.observe { log.values.append($0) }
        for title in ["One", "Two", "Three", "Four"] {
            fixture.pivot.switchScene(with: DetailRequest(title: title))
        }
        #expect(fixture.stackNames == ["Albums", "One"], "only the first push has started")
        #expect(fixture.stage.transitionQueue.waitingCount == 3)
        #expect(log.values.filter { if case .waiting = $0 { true } else { false } }.count == 3)
        #expect(log.values.contains(.waiting("DetailRequest", ahead: 3)))

        fixture.stage.advanceClock(by: .milliseconds(300))
        #expect(fixture.stackNames == ["Albums", "One", "Two"])
        fixture.stage.finishAnimations()
        #expect(fixture.stackNames == ["Albums", "One", "Two", "Three", "Four"])
        #expect(!fixture.stage.transitionQueue.isBusy)
        #expect(fixture.errors.isEmpty, "no request was dropped")
        observation.cancel()
    }

    @Test @MainActor func secondAlertWaitsUntilTheFirstIsAnswered() throws {
        let fixture = Fixture()
        let log = Log<String>()
        fixture.pivot.switchScene(
            with: ConfirmationRequest(title: "First", confirmTitle: "OK") {
                log.values.append("first \($0)")
            })
        fixture.pivot.switchScene(
            with: ConfirmationRequest(title: "Second", confirmTitle: "OK") {
                log.values.append("second \($0)")
            })
        fixture.stage.finishAnimations()
        #expect(fixture.stage.visibleAlert?.title == "First")
        #expect(fixture.stage.transitionQueue.waitingCount == 1, "the alert holds the queue while on screen")

        try fixture.stage.tapAction(titled: "OK")
        fixture.stage.finishAnimations()
        #expect(fixture.stage.visibleAlert?.title == "Second")
        try fixture.stage.tapAction(titled: "Cancel")
        fixture.stage.finishAnimations()
        #expect(log.values == ["first true", "second false"])
        #expect(fixture.stage.presentedScreens.isEmpty)
    }

    @Test @MainActor func duplicateInFlightIsCoalescedWhileTheOriginalAnswers() {
        let fixture = Fixture()
        let log = Log<String>()
        let observation = fixture.pivot.observe { log.values.append($0.description) }
        fixture.pivot.switchScene(with: DetailRequest(title: "Trip"))
        fixture.pivot.switchScene(with: DetailRequest(title: "Trip"))
        #expect(fixture.errors == [.duplicateRequest("DetailRequest")])
        #expect(log.values.contains("coalesce DetailRequest"))
        fixture.stage.finishAnimations()
        #expect(fixture.stackNames == ["Albums", "Trip"])
        #expect(log.values.last == "answer DetailRequest → done")
        observation.cancel()
    }

    @Test @MainActor func duplicateOfAQueuedRequestIsCoalesced() {
        let fixture = Fixture()
        fixture.pivot.switchScene(with: DetailRequest(title: "First"))
        fixture.pivot.switchScene(with: DetailRequest(title: "Queued"))
        fixture.pivot.switchScene(with: DetailRequest(title: "Queued"))
        #expect(fixture.errors == [.duplicateRequest("DetailRequest")])
        fixture.stage.finishAnimations()
        #expect(fixture.stackNames == ["Albums", "First", "Queued"])
    }

    @Test @MainActor func duplicateAlertIsCoalescedWhileTheOriginalStillAnswers() async throws {
        let fixture = Fixture()
        let log = Log<String>()
        send(
            ConfirmationRequest(title: "Delete?", confirmTitle: "Delete") { log.values.append("\($0)") },
            via: fixture.pivot)
        let (task, outcome) = awaitInTask(
            ConfirmationRequest(title: "Delete?", confirmTitle: "Delete"), on: fixture.pivot)
        // A bounded wait: a duplicate that was queued instead of refused would wait for an answer forever.
        #expect(await settleTasks(until: { outcome.isDone }), "the duplicate is refused at once, not queued")
        task.cancel()
        #expect(outcome.error == .duplicateRequest("ConfirmationRequest(\"Delete?\")"))
        fixture.stage.finishAnimations()
        try fixture.stage.tapAction(titled: "Delete")
        fixture.stage.finishAnimations()
        #expect(log.values == ["true"])
    }

    @Test @MainActor func differentRequestsOfTheSameTypeAreNotDuplicates() {
        let fixture = Fixture()
        fixture.pivot.switchScene(with: DetailRequest(title: "Trip"))
        fixture.pivot.switchScene(with: DetailRequest(title: "Home"))
        fixture.stage.finishAnimations()
        #expect(fixture.errors.isEmpty)
        #expect(fixture.stackNames == ["Albums", "Trip", "Home"])
    }

    @Test @MainActor func allowPolicyRunsEveryCopy() {
        let fixture = Fixture()
        var count = 0
        fixture.pivot.builder.register(RepeatableRequest.self) { request in
            count += 1
            return .push(HeadlessScreen("\(request.title) \(count)"))
        }
        fixture.pivot.switchScene(with: RepeatableRequest(title: "Trip"))
        fixture.pivot.switchScene(with: RepeatableRequest(title: "Trip"))
        fixture.stage.finishAnimations()
        #expect(fixture.errors.isEmpty)
        #expect(fixture.stackNames == ["Albums", "Trip 1", "Trip 2"])
    }

    @Test @MainActor func sameRequestRunsAgainOnceTheFirstHasFinished() {
        let fixture = Fixture()
        fixture.pivot.builder.register(DetailRequest.self) { _ in .present(HeadlessScreen("Sheet")) }
        fixture.pivot.switchScene(with: DetailRequest(title: "Sheet"))
        fixture.stage.finishAnimations()
        fixture.pivot.builder.register(DetailRequest.self) { _ in .dismiss() }
        fixture.pivot.switchScene(with: DetailRequest(title: "Sheet"))
        fixture.stage.finishAnimations()
        #expect(fixture.errors.isEmpty)
        #expect(fixture.stage.presentedScreens.isEmpty)
    }

    @Test @MainActor func aRequestFromAnAlertsHandlerRunsOnceTheAlertHasLeftWithoutWaitingBehindIt() throws {
        let fixture = Fixture()
        let log = Log<String>()
        let observation = fixture.pivot.observe { log.values.append($0.description) }
        fixture.pivot.switchScene(
            with: TextInputRequest(.albumTitle) { title in
                fixture.pivot.switchScene(with: DetailRequest(title: title ?? "untitled"))
            })
        fixture.stage.finishAnimations()
        try fixture.stage.typeText("Trip")
        try fixture.stage.tapAction(titled: "Create")
        #expect(fixture.stage.transitionQueue.isBusy, "the alert is still leaving")
        fixture.stage.finishAnimations()
        #expect(fixture.stackNames == ["Albums", "Trip"])
        #expect(!log.values.contains { $0.hasPrefix("wait") }, "the alert's job was over when its handler ran")
        #expect(
            log.values.firstIndex(of: "end alert \"New Album\" for TextInputRequest(albumTitle)")! < log.values
                .firstIndex(of: "request DetailRequest")!)
        #expect(fixture.errors.isEmpty)
        observation.cancel()
    }

    @Test @MainActor func requestsFromSeveralPivotsShareTheStageQueue() {
        let fixture = Fixture()
        let other = ScenePivot(stage: fixture.stage)
        other.builder.register(DetailRequest.self) { request in .push(HeadlessScreen("Other \(request.title)")) }
        fixture.pivot.switchScene(with: DetailRequest(title: "One"))
        other.switchScene(with: DetailRequest(title: "Two"))
        #expect(fixture.stage.transitionQueue.waitingCount == 1)
        fixture.stage.finishAnimations()
        #expect(fixture.stackNames == ["Albums", "One", "Other Two"])
    }

    @Test @MainActor func requestArrivingDuringABackTapWaitsForItsAnimation() throws {
        let fixture = Fixture()
        fixture.pivot.switchScene(with: DetailRequest(title: "First"))
        fixture.stage.finishAnimations()
        try fixture.stage.tapBack()
        fixture.pivot.switchScene(with: DetailRequest(title: "Second"))
        #expect(fixture.stage.transitionQueue.waitingCount == 1)
        fixture.stage.finishAnimations()
        #expect(fixture.errors.isEmpty)
        #expect(fixture.stackNames == ["Albums", "Second"])
    }

    @Test @MainActor func unanimatedRequestsRunAtOnceWithNothingWaiting() {
        let fixture = Fixture(animation: .instant)
        for title in ["One", "Two", "Three"] {
            fixture.pivot.switchScene(with: DetailRequest(title: title))
            #expect(!fixture.stage.transitionQueue.isBusy)
        }
        #expect(fixture.stackNames == ["Albums", "One", "Two", "Three"])
    }
}
