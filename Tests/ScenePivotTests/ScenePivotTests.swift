import ScenePivot
import ScenePivotHeadless
import ScenePivotTestSupport
import Testing

@Suite("ScenePivot")
struct ScenePivotTests {
    @Test @MainActor func fireAndForgetDeliversTheResponseToOnResponse() throws {
        let fixture = Fixture()
        let log = Log<String?>()
        fixture.pivot.switchScene(with: TextInputRequest(.albumTitle) { log.values.append($0) })
        fixture.stage.finishAnimations()
        try fixture.stage.typeText("Trip")
        try fixture.stage.tapAction(titled: "Create")
        #expect(log.values.isEmpty, "the answer comes once the alert is gone")
        fixture.stage.finishAnimations()
        #expect(log.values == ["Trip"])
        #expect(fixture.stage.presentedScreens.isEmpty)
    }

    @Test @MainActor func awaitingReturnsTheEnteredText() async throws {
        let fixture = Fixture()
        let result = try await awaitResponse(to: TextInputRequest(.albumTitle), on: fixture) { stage in
            try stage.typeText("Trip")
            try stage.tapAction(titled: "Create")
        }
        #expect(try result.get() == "Trip")
    }

    @Test @MainActor func awaitingReturnsNilWhenTextInputIsCancelled() async throws {
        let fixture = Fixture()
        let result = try await awaitResponse(to: TextInputRequest(.albumTitle), on: fixture) { stage in
            try stage.typeText("Trip")
            try stage.tapAction(titled: "Cancel")
        }
        #expect(try result.get() == nil)
    }

    @Test @MainActor func awaitingReturnsTheConfirmation() async throws {
        let fixture = Fixture()
        let request = ConfirmationRequest(title: "Delete “Trip”?", confirmTitle: "Delete")
        let result = try await awaitResponse(to: request, on: fixture) { try $0.tapAction(titled: "Delete") }
        #expect(try result.get() == true)
    }

    @Test @MainActor func awaitingReturnsTheChosenValue() async throws {
        let fixture = Fixture()
        let request = ChoiceRequest(title: "Sort by", choices: [.init("Date", value: 1), .init("Title", value: 2)])
        let result = try await awaitResponse(to: request, on: fixture) { try $0.tapAction(titled: "Title") }
        #expect(try result.get() == 2)
    }

    @Test @MainActor func awaitingReturnsTheTappedAlertAction() async throws {
        let fixture = Fixture()
        let retry = AlertAction("Retry", isPreferred: true)
        let request = AlertRequest(title: "Sync failed", actions: [AlertAction("Later", role: .cancel), retry])
        let result = try await awaitResponse(to: request, on: fixture) { try $0.tapAction(titled: "Retry") }
        #expect(try result.get() == retry)
    }

    @Test @MainActor func awaitingAlsoCallsOnResponse() async throws {
        let fixture = Fixture()
        let log = Log<Bool>()
        let request = ConfirmationRequest(confirmTitle: "Delete") { log.values.append($0) }
        let result = try await awaitResponse(to: request, on: fixture) { try $0.tapAction(titled: "Cancel") }
        #expect(try result.get() == false)
        #expect(log.values == [false])
    }

    @Test @MainActor func fireAndForgetErrorsReachTheErrorHandler() {
        let fixture = Fixture()
        fixture.pivot.switchScene(with: UnregisteredRequest())
        fixture.pivot.switchScene(with: AlertRequest(title: "Empty", actions: []))
        #expect(
            fixture.errors == [
                .unregisteredRequest("UnregisteredRequest"),
                .invalidRequest("AlertRequest(\"Empty\")", .noActions),
            ])
    }

    @Test @MainActor func awaitingThrowsTheError() async {
        let fixture = Fixture()
        await #expect(throws: ScenePivotError.unregisteredRequest("UnregisteredRequest")) {
            try await bounded("the answer to UnregisteredRequest") {
                try await fixture.pivot.response(to: UnregisteredRequest())
            }
        }
        fixture.stage.finishAnimations()
        // Waited for with a bound: a dismissal the rules let through would animate on a clock no one moves.
        fixture.pivot.builder.register(DetailRequest.self) { _ in .dismiss() }
        let failure = await boundedFailure(of: DetailRequest(title: "Close"), on: fixture.pivot)
        #expect(failure == .illegalTransition(.nothingToDismiss))
        #expect(fixture.errors.isEmpty, "awaited errors are thrown, not handed to the error handler")
    }

    @Test @MainActor func releasedStageFailsRequestsWithHostDeallocated() async {
        var stage: HeadlessStage? = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage!)
        let log = Log<ScenePivotError>()
        pivot.errorHandler = { log.values.append($0) }
        stage = nil
        #expect(pivot.stage == nil)
        send(ConfirmationRequest(confirmTitle: "Delete"), via: pivot)
        #expect(log.values == [.hostDeallocated])
        await #expect(throws: ScenePivotError.hostDeallocated) {
            try await bounded("the answer to ConfirmationRequest") {
                try await pivot.response(to: ConfirmationRequest(confirmTitle: "Delete"))
            }
        }
    }

    @Test @MainActor func releasingTheStageAnswersRequestsOnScreenAndQueuedWithHostDeallocated() async {
        var stage: HeadlessStage? = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage!)
        let errors = Log<ScenePivotError>()
        pivot.errorHandler = { errors.values.append($0) }
        send(ConfirmationRequest(title: "On screen", confirmTitle: "Delete"), via: pivot)
        send(ConfirmationRequest(title: "Queued", confirmTitle: "Delete"), via: pivot)
        #expect(stage?.transitionQueue.waitingCount == 1)
        stage = nil
        #expect(await settleTasks(until: { errors.values.count >= 2 }), "both requests are answered, not left waiting")
        #expect(errors.values == [.hostDeallocated, .hostDeallocated])
    }

    @Test(arguments: InterruptedTransition.allCases)
    @MainActor func releasingTheStageMidTransitionReleasesItAndAnswersHostDeallocated(
        _ transition: InterruptedTransition
    ) async throws {
        var stage: HeadlessStage? = HeadlessStage(root: HeadlessScreen("Root"))
        weak let released = stage
        let pivot = ScenePivot(stage: stage!)
        let errors = Log<ScenePivotError>()
        pivot.errorHandler = { errors.values.append($0) }
        try transition.start(on: stage!, via: pivot)
        #expect(stage?.isAnimating == true)
        stage = nil
        try #require(released == nil, "a pending animation does not keep its stage alive")
        guard transition.isRequest else { return }
        #expect(
            await settleTasks(until: { !errors.values.isEmpty }),
            "the interrupted request is answered, not left waiting")
        #expect(errors.values == [.hostDeallocated])
    }

    @Test @MainActor func observersSeeEveryStepInOrder() throws {
        let fixture = Fixture()
        let log = Log<String>()
        let observation = fixture.pivot.observe { log.values.append($0.description) }
        fixture.pivot.switchScene(with: ConfirmationRequest(title: "Delete?", confirmTitle: "Delete"))
        fixture.pivot.switchScene(with: DetailRequest(title: "Trip"))
        fixture.pivot.switchScene(with: UnregisteredRequest())
        fixture.stage.finishAnimations()
        try fixture.stage.tapAction(titled: "Delete")
        fixture.stage.finishAnimations()
        #expect(
            log.values == [
                "request ConfirmationRequest(\"Delete?\")",
                "scene alert for ConfirmationRequest(\"Delete?\") (default)",
                "begin alert \"Delete?\" for ConfirmationRequest(\"Delete?\")",
                "request DetailRequest",
                "wait DetailRequest behind 1",
                "request UnregisteredRequest",
                "fail UnregisteredRequest: \(ScenePivotError.unregisteredRequest("UnregisteredRequest"))",
                "end alert \"Delete?\" for ConfirmationRequest(\"Delete?\")",
                "answer ConfirmationRequest(\"Delete?\") → true",
                "scene push for DetailRequest",
                "begin push Trip for DetailRequest",
                "end push Trip for DetailRequest",
                "answer DetailRequest → done",
            ])
        #expect(observation.isActive)
    }

    @Test @MainActor func eventStreamDeliversEventsInOrder() async {
        let fixture = Fixture(animation: .instant)
        let events = fixture.pivot.events
        send(DetailRequest(title: "Trip"), via: fixture.pivot)
        let received = await bounded("five events") {
            var received: [PivotEvent] = []
            for await event in events {
                received.append(event)
                if received.count == 5 { break }
            }
            return received
        }
        #expect(
            received == [
                .requested("DetailRequest"),
                .sceneChosen(request: "DetailRequest", scene: "push", isDefault: false),
                .transitionStarted(request: "DetailRequest", .push("Trip")),
                .transitionFinished(request: "DetailRequest", .push("Trip")),
                .responded(request: "DetailRequest", response: "done"),
            ])
    }

    @Test @MainActor func cancelledObservationReceivesNoMoreEvents() {
        let fixture = Fixture(animation: .instant)
        let log = Log<PivotEvent>()
        let observation = fixture.pivot.observe { log.values.append($0) }
        fixture.pivot.switchScene(with: DetailRequest(title: "One"))
        let seen = log.values.count
        observation.cancel()
        observation.cancel()
        fixture.pivot.switchScene(with: DetailRequest(title: "Two"))
        #expect(seen == 5)
        #expect(log.values.count == seen)
        #expect(!observation.isActive)
        #expect(fixture.stackNames == ["Albums", "One", "Two"])
    }

    @Test @MainActor func releasedObservationTokenStopsEvents() {
        let fixture = Fixture(animation: .instant)
        let log = Log<PivotEvent>()
        var observation: PivotObservation? = fixture.pivot.observe { log.values.append($0) }
        fixture.pivot.switchScene(with: DetailRequest(title: "One"))
        #expect(observation?.isActive == true)
        observation = nil
        fixture.pivot.switchScene(with: DetailRequest(title: "Two"))
        #expect(log.values.count == 5)
    }

    @Test @MainActor func pivotsShareNoStateWithEachOther() {
        let first = Fixture(animation: .instant)
        let second = Fixture(animation: .instant)
        second.pivot.builder.register(DetailRequest.self) { _ in .push(HeadlessScreen("Second's detail")) }
        let firstLog = Log<PivotEvent>()
        let observation = first.pivot.observe { firstLog.values.append($0) }
        second.pivot.switchScene(with: DetailRequest(title: "x"))
        first.pivot.switchScene(with: DetailRequest(title: "First's detail"))
        #expect(first.stackNames == ["Albums", "First's detail"])
        #expect(second.stackNames == ["Albums", "Second's detail"])
        #expect(firstLog.values.allSatisfy { !$0.description.contains("Second") })
        #expect(firstLog.values.count == 5)
        observation.cancel()
    }

    @Test @MainActor func childPivotSharesTheStageQueueAndErrorHandler() {
        let fixture = Fixture()
        let child = fixture.pivot.makeChildPivot()
        #expect(isSame(child.stage, fixture.stage))
        #expect(isSame(child.builder.parent, fixture.pivot.builder))
        fixture.pivot.switchScene(with: DetailRequest(title: "Trip"))
        child.switchScene(with: DetailRequest(title: "Trip"))
        #expect(fixture.errors == [.duplicateRequest("DetailRequest")])
        fixture.stage.finishAnimations()  // the push lands before the stage goes, so it fails for nothing
        #expect(fixture.stackNames == ["Albums", "Trip"])
        #expect(fixture.errors.count == 1)
    }
}

/// A transition cut short by releasing its stage: each one's animation completion is stored by the stage.
enum InterruptedTransition: CaseIterable, Sendable {
    case pop, dismiss, setStack, setRoot, tapBack

    var isRequest: Bool { self != .tapBack }

    @MainActor func start(on stage: HeadlessStage, via pivot: ScenePivot) throws {
        switch self {
        case .pop, .tapBack: try stage.performOrThrow(.push(HeadlessScreen("Detail")), animated: false, completion: {})
        case .dismiss:
            try stage.performOrThrow(.present(HeadlessScreen("Sheet"), Presentation()), animated: false, completion: {})
        case .setStack, .setRoot: break
        }
        pivot.builder.register(DetailRequest.self) { _ in
            switch self {
            case .pop, .tapBack: AnyPivotScene(.pop())
            case .dismiss: AnyPivotScene(.dismiss())
            case .setStack: AnyPivotScene(.setStack([HeadlessScreen("New")]))
            case .setRoot: AnyPivotScene(.setRoot(HeadlessScreen("Login")))
            }
        }
        if isRequest {
            pivot.switchScene(with: DetailRequest(title: "\(self)"))
        } else {
            try stage.tapBack()
        }
    }
}

@Suite("Observations are pruned without events")
struct ObservationPruningTests {
    @Test @MainActor func releasedObservationsDoNotAccumulateOnAQuietPivot() throws {
        let stage = HeadlessStage(root: HeadlessScreen("Root"))
        let pivot = ScenePivot(stage: stage)
        for _ in 0..<1_000 {
            _ = pivot.observe { _ in }  // released at once
        }
        var received: [PivotEvent] = []
        let kept = pivot.observe { received.append($0) }
        #expect(pivot.observationCount == 1, "only the kept observation is listed")
        pivot.switchScene(with: AlertRequest(title: "Hi", actions: [AlertAction("OK")]))
        #expect(received.first == .requested("AlertRequest(\"Hi\")"))
        kept.cancel()
        stage.finishAnimations()
        try stage.tapAction(titled: "OK")  // answered before the stage goes, so it fails for nothing
        stage.finishAnimations()
        #expect(stage.visibleAlert == nil)
    }
}
