import ScenePivot
import ScenePivotHeadless
import ScenePivotTestSupport
import Testing

/// A screen that answers its request later, through a responder.
@MainActor
final class PickerScreen<Response>: CustomStringConvertible {
    let responder: SceneResponder<Response>
    init(_ responder: SceneResponder<Response>) { self.responder = responder }
    nonisolated var description: String { "Picker" }
}

/// A custom scene: presents a sheet with its own navigation stack, pushes a second screen on it, answers 42.
struct OnboardingScene: PivotScene {
    let first = HeadlessScreen("Welcome")
    let second = HeadlessScreen("Permissions")

    func perform(in context: SceneContext<Int>) throws(ScenePivotError) {
        try context.perform(
            .present(first, Presentation(style: .fullScreen, embedsInNavigationStack: true), animation: .none))
        try context.perform(.push(second))
        context.respond(42)
    }
}

@Suite("TransitionScenes")
struct TransitionScenesTests {
    @Test @MainActor func customSceneIsRegisteredAndRun() {
        let fixture = Fixture()
        let log = Log<Int>()
        let events = Log<String>()
        let observation = fixture.pivot.observe { events.values.append($0.description) }
        fixture.pivot.builder.register(NumberRequestWithHandler.self) { _ in OnboardingScene() }
        send(NumberRequestWithHandler { log.values.append($0) }, via: fixture.pivot)
        #expect(fixture.stage.transitionQueue.isBusy, "the push still animates")
        fixture.stage.finishAnimations()
        #expect(log.values == [42])
        #expect(fixture.stackNames == ["Welcome", "Permissions"])
        #expect(events.values.contains("scene OnboardingScene for NumberRequestWithHandler"))
        observation.cancel()
    }

    @Test @MainActor func pushSceneResponderAnswersLater() {
        let fixture = Fixture()
        let log = Log<Int?>()
        let picker = showPicker(on: fixture, answeringInto: log)
        #expect(!fixture.stage.transitionQueue.isBusy, "a screen waiting for its answer does not hold the queue")
        #expect(log.values.isEmpty)
        picker?.responder.respond(7)
        #expect(log.values == [7])
        #expect(picker?.responder.hasResponded == true)
    }

    @Test @MainActor func presentSceneResponderAnswersLater() async throws {
        let fixture = Fixture()
        fixture.pivot.builder.register(NumberRequest.self) { request in
            .present(Presentation(style: .formSheet)) { responder in
                let screen = PickerScreen(responder)
                screen.responder.respond(request.seed + 1)
                return screen
            }
        }
        let result = try await awaitResponse(to: NumberRequest(seed: 1), on: fixture) { _ in }
        #expect(try result.get() == 2)
        #expect(fixture.presentedNames == ["Picker"])
    }

    @Test @MainActor func swipingDownAnOptionalPickerAnswersNil() throws {
        let fixture = Fixture()
        let log = Log<Int?>()
        fixture.pivot.builder.register(MaybeNumberRequest.self) { _ in
            .present { responder in PickerScreen(responder) }
        }
        fixture.pivot.switchScene(with: MaybeNumberRequest { log.values.append($0) })
        fixture.stage.finishAnimations()
        try fixture.stage.swipeDown()
        #expect(log.values == [nil])
        #expect(fixture.errors.isEmpty)
    }

    @Test @MainActor func swipingDownANonOptionalPickerFailsWithDismissedWithoutResponse() async throws {
        let fixture = Fixture()
        fixture.pivot.builder.register(NumberRequest.self) { _ in
            .present { responder in PickerScreen(responder) }
        }
        let result = try await awaitResponse(to: NumberRequest(seed: 0), on: fixture) { try $0.swipeDown() }
        #expect(throws: ScenePivotError.dismissedWithoutResponse("NumberRequest")) { try result.get() }
    }

    @Test @MainActor func poppingAPushedPickerAnswersItsDismissalResponse() throws {
        let fixture = Fixture()
        let log = Log<Int?>()
        fixture.pivot.builder.register(MaybeNumberRequest.self) { _ in .push { responder in PickerScreen(responder) } }
        fixture.pivot.switchScene(with: MaybeNumberRequest { log.values.append($0) })
        fixture.stage.finishAnimations()
        try fixture.stage.tapBack()
        #expect(log.values.isEmpty, "the pop is still animating")
        fixture.stage.finishAnimations()
        #expect(log.values == [nil])
    }

    @Test @MainActor func answeringTwiceIsReportedAndTheFirstAnswerStands() {
        let fixture = Fixture()
        let log = Log<Int?>()
        let picker = showPicker(on: fixture, answeringInto: log)
        picker?.responder.respond(1)
        picker?.responder.respond(2)
        #expect(log.values == [1])
        #expect(fixture.errors == [.responseAlreadyDelivered("MaybeNumberRequest")])
    }

    @Test @MainActor func screenLeavingAfterItsRequestFailedAddsNoSecondAnswer() throws {
        let fixture = Fixture()
        let log = Log<Int?>()
        var picker: PickerScreen<Int?>?
        fixture.pivot.builder.register(MaybeNumberRequest.self) { _ in
            AnyPivotScene<Int?>("picker, then a push with no stack") { context throws(ScenePivotError) in
                let screen = PickerScreen(context.makeResponder())
                picker = screen
                try context.perform(.present(screen, Presentation(), animation: .none))
                try context.track(screen, with: screen.responder)
                try context.perform(.push(HeadlessScreen("Detail")))
            }
        }
        fixture.pivot.switchScene(with: MaybeNumberRequest { log.values.append($0) })
        #expect(fixture.errors == [.illegalTransition(.noNavigationStack)])
        try fixture.stage.swipeDown()
        #expect(fixture.errors == [.illegalTransition(.noNavigationStack)], "leaving is no answer of its own")
        picker?.responder.respond(3)
        #expect(
            fixture.errors == [
                .illegalTransition(.noNavigationStack), .responseAlreadyDelivered("MaybeNumberRequest"),
            ],
            "a real late answer is still reported")
        #expect(log.values.isEmpty)
    }

    @Test @MainActor func screenLeavingAfterTheSceneAnsweredItselfAddsNoSecondAnswer() throws {
        let fixture = Fixture(animation: .instant)
        let log = Log<Int>()
        fixture.pivot.builder.register(NumberRequestWithHandler.self) { _ in
            AnyPivotScene<Int>("answers, leaves its picker up") { context throws(ScenePivotError) in
                let screen = PickerScreen(context.makeResponder())
                try context.perform(.present(screen, Presentation()))
                try context.track(screen, with: screen.responder)
                context.respond(5)
            }
        }
        fixture.pivot.switchScene(with: NumberRequestWithHandler { log.values.append($0) })
        try fixture.stage.swipeDown()
        #expect(log.values == [5])
        #expect(fixture.errors.isEmpty, "no dismissedWithoutResponse or responseAlreadyDelivered after the answer")
    }

    @Test @MainActor func sceneEndingWithoutAnAnswerGivesVoidItsAnswer() {
        let fixture = Fixture(animation: .instant)
        let log = Log<String>()
        let observation = fixture.pivot.observe { log.values.append($0.description) }
        fixture.pivot.builder.register(DetailRequest.self) { _ in AnyPivotScene<Void>("nothing") { _ in } }
        fixture.pivot.switchScene(with: DetailRequest(title: "x"))
        #expect(log.values.last == "answer DetailRequest → done")
        #expect(fixture.errors.isEmpty)
        observation.cancel()
    }

    @Test @MainActor func sceneEndingWithoutAnAnswerGivesOptionalNil() {
        let fixture = Fixture(animation: .instant)
        let log = Log<Int?>()
        fixture.pivot.builder.register(MaybeNumberRequest.self) { _ in AnyPivotScene<Int?>("nothing") { _ in } }
        fixture.pivot.switchScene(with: MaybeNumberRequest { log.values.append($0) })
        #expect(log.values == [nil])
    }

    @Test @MainActor func sceneEndingWithoutAnAnswerFailsOtherResponses() {
        let fixture = Fixture(animation: .instant)
        fixture.pivot.builder.register(NumberRequest.self) { _ in AnyPivotScene<Int>("nothing") { _ in } }
        fixture.pivot.switchScene(with: NumberRequest(seed: 0))
        #expect(fixture.errors == [.sceneFailed("NumberRequest ended without an answer")])
        #expect(!fixture.stage.transitionQueue.isBusy)
    }

    @Test @MainActor func sceneDroppingItsResponderUnansweredFailsInsteadOfHanging() async {
        let fixture = Fixture(animation: .instant)
        fixture.pivot.builder.register(NumberRequest.self) { _ in
            AnyPivotScene<Int>("forgetful") { context in _ = context.makeResponder() }
        }
        await #expect(throws: ScenePivotError.sceneFailed("NumberRequest was released without an answer")) {
            try await bounded("the answer to NumberRequest") {
                try await fixture.pivot.response(to: NumberRequest(seed: 0))
            }
        }
        #expect(!fixture.stage.transitionQueue.isBusy)
    }

    @Test @MainActor func sceneCanFailWithItsOwnReason() {
        let fixture = Fixture(animation: .instant)
        fixture.pivot.builder.register(NumberRequest.self) { _ in
            AnyPivotScene<Int>("failing") { context in context.fail(.sceneFailed("no camera")) }
        }
        fixture.pivot.switchScene(with: NumberRequest(seed: 0))
        #expect(fixture.errors == [.sceneFailed("no camera")])
    }

    @Test @MainActor func aCustomTransitionHoldsTheQueueUntilWhatItStartedHasEnded() {
        let fixture = Fixture()
        let stage = fixture.stage
        fixture.pivot.builder.register(NumberRequest.self) { _ in
            AnyPivotScene<Int>("custom") { context throws(ScenePivotError) in
                try context.perform(
                    .custom("flip") { _ in
                        try? stage.performOrThrow(.push(HeadlessScreen("Flip")), animated: true)
                    })
                context.respond(1)
            }
        }
        fixture.pivot.switchScene(with: NumberRequest(seed: 0))
        fixture.pivot.switchScene(with: DetailRequest(title: "Next"))
        #expect(fixture.stackNames == ["Albums", "Flip"], "the push waits for the custom transition's animation")
        fixture.stage.finishAnimations()
        #expect(fixture.stackNames == ["Albums", "Flip", "Next"])
    }

    @Test @MainActor func popSceneGoesBackToPreviousRootOrScreen() {
        let fixture = Fixture(animation: .instant)
        let trip = HeadlessScreen("Trip")
        let photos = HeadlessScreen("Photos")
        let photo = HeadlessScreen("Photo")
        fixture.pivot.builder.register(DetailRequest.self) { request in
            switch request.title {
            case "stack": AnyPivotScene(.setStack([fixture.root, trip, photos, photo]))
            case "previous": AnyPivotScene(.pop())
            case "trip": AnyPivotScene(.pop(to: .screen(trip)))
            default: AnyPivotScene(.pop(to: .root))
            }
        }
        fixture.pivot.switchScene(with: DetailRequest(title: "stack"))
        #expect(fixture.stackNames == ["Albums", "Trip", "Photos", "Photo"])
        fixture.pivot.switchScene(with: DetailRequest(title: "previous"))
        #expect(fixture.stackNames == ["Albums", "Trip", "Photos"])
        fixture.pivot.switchScene(with: DetailRequest(title: "trip"))
        #expect(fixture.stackNames == ["Albums", "Trip"])
        fixture.pivot.switchScene(with: DetailRequest(title: "root"))
        #expect(fixture.stackNames == ["Albums"])
        #expect(fixture.errors.isEmpty)
    }

    @Test @MainActor func dismissSceneDismissesTheTopMostPresentedScreen() {
        let fixture = Fixture(animation: .instant)
        fixture.pivot.builder.register(DetailRequest.self) { request in
            request.title == "close"
                ? AnyPivotScene(.dismiss()) : AnyPivotScene(.present(HeadlessScreen(request.title)))
        }
        fixture.pivot.switchScene(with: DetailRequest(title: "Sheet"))
        fixture.pivot.switchScene(with: DetailRequest(title: "Over sheet"))
        fixture.pivot.switchScene(with: DetailRequest(title: "close"))
        #expect(fixture.presentedNames == ["Sheet"])
    }

    /// Pushes a `PickerScreen` for a `MaybeNumberRequest` whose answers go to `log`; returns the picker once the
    /// push finished.
    @MainActor private func showPicker(on fixture: Fixture, answeringInto log: Log<Int?>) -> PickerScreen<Int?>? {
        var picker: PickerScreen<Int?>?
        fixture.pivot.builder.register(MaybeNumberRequest.self) { _ in
            .push { responder in
                let screen = PickerScreen(responder)
                picker = screen
                return screen
            }
        }
        fixture.pivot.switchScene(with: MaybeNumberRequest { log.values.append($0) })
        fixture.stage.finishAnimations()
        return picker
    }
}

/// `NumberRequest` with a handler, for fire-and-forget tests.
struct NumberRequestWithHandler: SceneRequest {
    typealias Response = Int
    var onResponse: (@MainActor (Int) -> Void)?
}

/// A stage that breaks its contract: it answers an alert at once and then reports a failure for it too.
@MainActor
private final class AnswerThenFailStage: SceneStage {
    let transitionQueue = TransitionQueue()
    var hierarchy: StageHierarchy { HeadlessStage(root: HeadlessScreen("Stub")).hierarchy }
    var itemRootScreen: AnyObject? { nil }
    func perform(
        _ transition: StageTransition<AnyObject>, animated: Bool,
        completion: @escaping @MainActor (StageOutcome) -> Void
    ) {
        completion(.answered(AlertAnswer(actionIndex: 0)))
        completion(.failed(.unsupportedScreen("stub")))
    }
    func observeDeparture(of _: AnyObject, _: @escaping @MainActor () -> Void) -> Bool { false }
    func name(of screen: AnyObject) -> String { "\(type(of: screen))" }
}

@Suite("SceneContext against a stage that breaks its contract")
struct StageContractBreachTests {
    @Test @MainActor func alertAnsweredAndThenRefusedStillFreesTheQueue() {
        let stage = AnswerThenFailStage()
        let pivot = ScenePivot(stage: stage)
        let errors = Log<ScenePivotError>()
        let answers = Log<Bool>()
        pivot.errorHandler = { errors.values.append($0) }
        pivot.switchScene(
            with: ConfirmationRequest(title: "Delete?", confirmTitle: "Delete") { answers.values.append($0) })
        #expect(answers.values == [false])
        #expect(errors.values.isEmpty, "a second report of the same transition is ignored")
        #expect(!stage.transitionQueue.isBusy, "the alert's transition is counted once, so the job ends")
    }
}
