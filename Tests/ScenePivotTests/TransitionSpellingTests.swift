import ScenePivot
import ScenePivotHeadless
import ScenePivotTestSupport
import Testing

/// Where a transition is written: every place takes the same words.
enum TransitionPlace: String, CaseIterable, CustomTestStringConvertible {
    case registration, customScene, closureScene, request

    var testDescription: String { rawValue }
}

/// Shows a screen; what its scene does depends on the test.
private struct ShowRequest: SceneRequest {
    var duplicatePolicy: DuplicatePolicy { .allow }
}

/// A custom scene written with plain `throws`, performing the words it is given.
private struct WordsScene: PivotScene {
    let words: @MainActor () -> Transition

    func perform(in context: SceneContext<Void>) throws {
        try context.perform(words())
    }
}

/// A scene throwing an error of its own, after a transition or not.
private struct ThrowingScene: PivotScene {
    struct OutOfStock: Error, CustomStringConvertible {
        let item: String
        var description: String { "\(item) is out of stock" }
    }

    let pushesFirst: Bool

    func perform(in context: SceneContext<Void>) throws {
        if pushesFirst { try context.perform(.push(HeadlessScreen("Basket"))) }
        throw OutOfStock(item: "Tea")
    }
}

@Suite("One spelling per transition")
@MainActor
struct TransitionSpellingTests {
    /// Sends a request whose scene performs `words` — registered, in a custom scene, in a closure scene, or as a
    /// `TransitionRequest` — lets the animations finish when `finishing`, and returns the fixture.
    private func perform(
        _ words: @escaping @MainActor () -> Transition, at place: TransitionPlace, finishing: Bool = true
    ) -> Fixture {
        let fixture = Fixture()
        switch place {
        case .registration:
            fixture.pivot.builder.register(ShowRequest.self) { _ in words() }
            fixture.pivot.switchScene(with: ShowRequest())
        case .customScene:
            fixture.pivot.builder.register(ShowRequest.self) { _ in WordsScene(words: words) }
            fixture.pivot.switchScene(with: ShowRequest())
        case .closureScene:
            fixture.pivot.builder.register(ShowRequest.self) { _ in
                AnyPivotScene<Void>("closure") { context in try context.perform(words()) }
            }
            fixture.pivot.switchScene(with: ShowRequest())
        case .request:
            fixture.pivot.switchScene(with: TransitionRequest(words()))
        }
        if finishing { fixture.stage.finishAnimations() }
        return fixture
    }

    @Test func theSameWordsCompileInARegistrationACustomSceneAClosureAndARequest() {
        let screen = HeadlessScreen("Detail")
        let builder = SceneBuilder()
        builder.register(ShowRequest.self) { _ in .push(screen, animation: .none) }
        let closure = AnyPivotScene<Void>("closure") { context in
            try context.perform(.push(screen, animation: .none))
        }
        let scene = WordsScene { .push(screen, animation: .none) }
        let request = TransitionRequest(.push(screen, animation: .none))
        let stored: Transition = .push(screen, animation: .none)
        #expect(builder.isRegistered(ShowRequest.self))
        #expect(closure.logDescription == "closure")
        #expect(scene.words().description == "push Detail")
        #expect(request.logDescription == "TransitionRequest(push Detail)")
        #expect(request.isDuplicate(of: TransitionRequest(stored)))
    }

    @Test(arguments: [false, true])
    func theFactoriesResolveInRegistrationsOfSeveralStatements(pushed: Bool) {
        let fixture = Fixture()
        fixture.pivot.builder.register(ShowRequest.self) { _ in
            let screen = HeadlessScreen("Detail")
            return pushed ? .push(screen, animation: .none) : .present(screen, animation: .none)
        }
        fixture.pivot.builder.register(MaybeNumberRequest.self) { _ in
            let makePicker: (SceneResponder<Int?>) -> AnyObject = { PickerScreen($0) }
            return pushed
                ? .push(animation: .none, answeringWith: makePicker)
                : .present(animation: .none, answeringWith: makePicker)
        }
        fixture.pivot.switchScene(with: ShowRequest())
        fixture.pivot.switchScene(with: MaybeNumberRequest())
        fixture.stage.finishAnimations()
        #expect(
            fixture.stackNames == (pushed ? ["Albums", "Detail", "Picker"] : []), "a presented screen shows no stack")
        #expect(fixture.presentedNames == (pushed ? [] : ["Detail", "Picker"]))
        #expect(fixture.errors.isEmpty)
        (fixture.stage.topScreen as? PickerScreen<Int?>)?.responder.respond(7)  // the request ends with the test
    }

    @Test(arguments: TransitionPlace.allCases)
    func aPushWithoutAnimationEndsAtOnceWherever(_ place: TransitionPlace) {
        let pushed = perform({ .push(HeadlessScreen("Detail"), animation: .none) }, at: place, finishing: false)
        #expect(pushed.stackNames == ["Albums", "Detail"])
        #expect(!pushed.stage.transitionQueue.isBusy)
        #expect(pushed.errors.isEmpty)
    }

    @Test(arguments: TransitionPlace.allCases)
    func anAnimatedPushWaitsForItsAnimationWherever(_ place: TransitionPlace) {
        let fixture = Fixture()
        switch place {
        case .registration:
            fixture.pivot.builder.register(ShowRequest.self) { _ in .push(HeadlessScreen("Detail")) }
            fixture.pivot.switchScene(with: ShowRequest())
        case .customScene:
            fixture.pivot.builder.register(ShowRequest.self) { _ in WordsScene { .push(HeadlessScreen("Detail")) } }
            fixture.pivot.switchScene(with: ShowRequest())
        case .closureScene:
            fixture.pivot.builder.register(ShowRequest.self) { _ in
                AnyPivotScene<Void>("closure") { context in try context.perform(.push(HeadlessScreen("Detail"))) }
            }
            fixture.pivot.switchScene(with: ShowRequest())
        case .request:
            fixture.pivot.switchScene(with: TransitionRequest(.push(HeadlessScreen("Detail"))))
        }
        #expect(fixture.stage.transitionQueue.isBusy, "the push animates")
        fixture.stage.finishAnimations()
        #expect(fixture.stackNames == ["Albums", "Detail"])
        #expect(!fixture.stage.transitionQueue.isBusy)
    }

    @Test(arguments: TransitionPlace.allCases)
    func aSequenceIsOneSceneThatPerformsItsTransitionsInOrder(_ place: TransitionPlace) {
        let fixture = perform(
            {
                .sequence([
                    .present(HeadlessScreen("Sheet")), .dismissAll(), .push(HeadlessScreen("One")),
                    .push(HeadlessScreen("Two"), animation: .none), .pop(to: .previous),
                ])
            }, at: place)
        #expect(fixture.stackNames == ["Albums", "One"])
        #expect(fixture.presentedNames.isEmpty)
        #expect(!fixture.stage.transitionQueue.isBusy)
        #expect(fixture.errors.isEmpty)
    }

    @Test func aSequenceIsNamedByItsTransitionsInEvents() {
        let fixture = Fixture()
        let events = Log<String>()
        let observation = fixture.pivot.observe { events.values.append($0.description) }
        fixture.pivot.builder.register(ShowRequest.self) { _ in
            .sequence([.dismissAll(), .push(HeadlessScreen("One"))])
        }
        fixture.pivot.switchScene(with: ShowRequest())
        fixture.stage.finishAnimations()
        #expect(events.values.contains("scene dismiss all, push for ShowRequest"))
        #expect(events.values.contains("begin push One for ShowRequest"))
        observation.cancel()
    }

    @Test func aSequenceStopsAtTheFirstTransitionTheStageRefuses() {
        let fixture = perform({ .sequence([.pop(to: .previous), .push(HeadlessScreen("Never"))]) }, at: .registration)
        #expect(fixture.stackNames == ["Albums"])
        #expect(fixture.errors == [.illegalTransition(.popAtRoot)])
    }

    @Test(arguments: TransitionPlace.allCases)
    func aCustomAnimationOnATransitionThatCannotCarryOneFailsTheRequest(_ place: TransitionPlace) {
        final class Animator {}
        let fixture = perform({ .dismissAll(animation: TransitionAnimation("fade", Animator())) }, at: place)
        #expect(fixture.errors.count == 1)
        guard case .invalidRequest(_, .unusableAnimation("fade")) = fixture.errors.first else {
            Issue.record("expected an unusable animation, got \(fixture.errors)")
            return
        }
    }

    @Test func selectionsAndDismissalsByRequestNeedNoRegistration() {
        let fixture = Fixture()
        fixture.pivot.switchScene(with: DetailRequest(title: "Trip"))
        fixture.pivot.switchScene(with: TransitionRequest(.present(HeadlessScreen("Sheet"))))
        fixture.pivot.switchScene(with: TransitionRequest(.dismissAll()))
        fixture.pivot.switchScene(with: TransitionRequest(.pop(to: .root)))
        fixture.stage.finishAnimations()
        #expect(fixture.stackNames == ["Albums"])
        #expect(fixture.presentedNames.isEmpty)
        #expect(fixture.errors.isEmpty)
    }
}

@Suite("Custom scenes throw like Swift")
@MainActor
struct SceneThrowingTests {
    @Test(arguments: [false, true])
    func anErrorOfItsOwnArrivesAsSceneFailedCarryingIt(pushesFirst: Bool) async {
        let fixture = Fixture(animation: .instant)  // the pushed basket is taken down before the test ends
        fixture.pivot.builder.register(ShowRequest.self) { _ in ThrowingScene(pushesFirst: pushesFirst) }
        do {
            try await bounded("the answer to ShowRequest") { () throws(ScenePivotError) in
                try await fixture.pivot.response(to: ShowRequest())
            }
            Issue.record("the request succeeded")
        } catch {
            guard case .sceneFailed(let reason, let underlying) = error else {
                Issue.record("expected sceneFailed, got \(error)")
                return
            }
            #expect(reason == "Tea is out of stock")
            #expect((underlying as? ThrowingScene.OutOfStock)?.item == "Tea")
            #expect(error.description.contains("Tea is out of stock"))
        }
    }

    @Test func aScenePivotErrorThrownByAClosureSceneArrivesAsItIs() async {
        let fixture = Fixture()
        fixture.pivot.builder.register(ShowRequest.self) { _ in
            AnyPivotScene<Void>("closure") { _ in throw ScenePivotError.denied("ShowRequest", reason: "closed") }
        }
        await #expect(throws: ScenePivotError.denied("ShowRequest", reason: "closed")) {
            try await bounded("the answer to ShowRequest") { try await fixture.pivot.response(to: ShowRequest()) }
        }
    }

    @Test func errorsOfItsOwnCompareByTypeAndDescription() {
        let tea = ThrowingScene.OutOfStock(item: "Tea")
        #expect(
            ScenePivotError.sceneFailed("x", underlying: tea)
                == .sceneFailed("x", underlying: ThrowingScene.OutOfStock(item: "Tea")))
        #expect(
            ScenePivotError.sceneFailed("x", underlying: tea)
                != .sceneFailed("x", underlying: ThrowingScene.OutOfStock(item: "Coffee")))
        #expect(ScenePivotError.sceneFailed("x", underlying: tea) != .sceneFailed("x"))
        #expect(ScenePivotError.sceneFailed("x") == .sceneFailed("x"))
    }
}
