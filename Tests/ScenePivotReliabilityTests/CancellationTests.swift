import ScenePivot
import ScenePivotHeadless
import ScenePivotTestSupport
import Testing

/// Pushes a screen named `name`.
private struct ShowRequest: SceneRequest {
    var name: String
    var duplicatePolicy: DuplicatePolicy { .allow }
    var logDescription: String { "Show(\(name))" }
}

/// Presents a screen named `name`.
private struct SheetRequest: SceneRequest {
    var name: String
    var logDescription: String { "Sheet(\(name))" }
}

/// Presents a picker that answers later (the tests never let it).
private struct PresentedPickRequest: SceneRequest {
    typealias Response = Int?
    var logDescription: String { "PresentedPick" }
}

/// Pushes a picker that answers later (the tests never let it).
private struct PushedPickRequest: SceneRequest {
    typealias Response = Int?
    var logDescription: String { "PushedPick" }
}

/// A custom scene that pushes a screen and then shows an alert over it.
private struct PushThenAlertRequest: SceneRequest {
    var logDescription: String { "PushThenAlert" }
}

/// A picker screen holding the responder it would answer through.
@MainActor
private final class PickerScreen: CustomStringConvertible {
    let name: String
    let responder: SceneResponder<Int?>
    init(_ name: String, responder: SceneResponder<Int?>) {
        self.name = name
        self.responder = responder
    }
    nonisolated var description: String { name }
}

/// A stage with a pivot whose events, errors and handler calls are recorded.
@MainActor
private final class CancellationFixture {
    let stage: HeadlessStage
    let pivot: ScenePivot
    private(set) var errors: [ScenePivotError] = []
    private(set) var events: [String] = []
    var handlerCalls = 0
    private var observation: PivotObservation?

    init(animation: HeadlessStage.Animation = .manual(.milliseconds(300))) {
        stage = HeadlessStage(root: HeadlessScreen("Root"), animation: animation)
        pivot = ScenePivot(stage: stage)
        pivot.errorHandler = { [unowned self] in errors.append($0) }
        observation = pivot.observe { [unowned self] in events.append($0.description) }
        let builder = pivot.builder
        builder.register(ShowRequest.self) { .push(HeadlessScreen($0.name)) }
        builder.register(SheetRequest.self) { .present(HeadlessScreen($0.name)) }
        builder.register(PresentedPickRequest.self) { _ in
            .present { responder in PickerScreen("Picker", responder: responder) }
        }
        builder.register(PushedPickRequest.self) { _ in
            .push { responder in PickerScreen("Picker", responder: responder) }
        }
        builder.register(PushThenAlertRequest.self) { _ in
            AnyPivotScene("push then alert") { context throws(ScenePivotError) in
                try context.perform(.push(HeadlessScreen("Detail")))
                try context.presentAlert(AlertContent(title: "Sure?", actions: [AlertAction("OK")])) { _ in () }
            }
        }
    }

    var stackNames: [String] { stage.navigationStack.map(stage.name(of:)) }
    var presentedNames: [String] { stage.presentedScreens.map(stage.name(of:)) }

    /// Occupies the queue with an alert that waits for the user.
    func blockWithAlert() {
        pivot.switchScene(with: AlertRequest(title: "Blocking", actions: [AlertAction("OK")]))
    }

    /// Checks that the stage is back to its root with the queue idle, and that the next request is shown.
    func expectQueueMovesOn(sourceLocation: SourceLocation = #_sourceLocation) {
        stage.finishAnimations()
        #expect(stackNames == ["Root"], sourceLocation: sourceLocation)
        #expect(presentedNames == [], sourceLocation: sourceLocation)
        #expect(!stage.transitionQueue.isBusy, sourceLocation: sourceLocation)
        pivot.switchScene(with: ShowRequest(name: "Next"))
        stage.finishAnimations()
        #expect(stackNames == ["Root", "Next"], "the queue moved on", sourceLocation: sourceLocation)
    }
}

/// What an awaited request's outcome tells, whatever its response type.
@MainActor
private protocol AwaitedEnding: AnyObject {
    var isDone: Bool { get }
    var error: ScenePivotError? { get }
}

extension AwaitedOutcome: AwaitedEnding {}

/// The built-in alert requests, each awaited with a handler that must never run once cancelled.
private enum AlertKind: String, CaseIterable {
    case alert, confirmation, choice, textInput

    @MainActor func start(on fixture: CancellationFixture) -> (Task<Void, Never>, any AwaitedEnding, String) {
        let pivot = fixture.pivot
        let handled = { @MainActor [weak fixture] in fixture?.handlerCalls += 1 }
        switch self {
        case .alert:
            let (task, outcome) = startAwaiting(
                AlertRequest(title: "Sync failed", actions: [AlertAction("OK")]) { _ in handled() }, on: pivot)
            return (task, outcome, "AlertRequest(\"Sync failed\")")
        case .confirmation:
            let (task, outcome) = startAwaiting(
                ConfirmationRequest(title: "Delete?", confirmTitle: "Delete") { _ in handled() }, on: pivot)
            return (task, outcome, "ConfirmationRequest(\"Delete?\")")
        case .choice:
            let (task, outcome) = startAwaiting(
                ChoiceRequest(title: "Sort", choices: [.init("Date", value: 1)]) { _ in handled() }, on: pivot)
            return (task, outcome, "ChoiceRequest<Int>(\"Sort\")")
        case .textInput:
            let (task, outcome) = startAwaiting(
                TextInputRequest(.init(id: "name", title: "Name")) { _ in handled() }, on: pivot)
            return (task, outcome, "TextInputRequest(name)")
        }
    }
}

/// When the task is cancelled: while the scene's screen still animates in, or once it is on screen.
private enum Moment: String, CaseIterable {
    case whileAppearing, onScreen
}

/// A scene that shows something and has not answered yet.
private enum ShownScene: String, CaseIterable {
    case presentedPicker, pushedPicker, presentedScreen, pushedScreen, pushThenAlert

    @MainActor func start(on fixture: CancellationFixture) -> (Task<Void, Never>, any AwaitedEnding, String) {
        let pivot = fixture.pivot
        switch self {
        case .presentedPicker:
            let (task, outcome) = startAwaiting(PresentedPickRequest(), on: pivot)
            return (task, outcome, "PresentedPick")
        case .pushedPicker:
            let (task, outcome) = startAwaiting(PushedPickRequest(), on: pivot)
            return (task, outcome, "PushedPick")
        case .presentedScreen:
            let (task, outcome) = startAwaiting(SheetRequest(name: "Sheet"), on: pivot)
            return (task, outcome, "Sheet(Sheet)")
        case .pushedScreen:
            let (task, outcome) = startAwaiting(ShowRequest(name: "Detail"), on: pivot)
            return (task, outcome, "Show(Detail)")
        case .pushThenAlert:
            let (task, outcome) = startAwaiting(PushThenAlertRequest(), on: pivot)
            return (task, outcome, "PushThenAlert")
        }
    }

    /// Each scene with each moment it is still unanswered at: plain screens answer once they are on screen.
    static let unansweredMoments: [(ShownScene, Moment)] = allCases.flatMap { scene in
        switch scene {
        case .presentedScreen, .pushedScreen: return [(scene, Moment.whileAppearing)]
        case .presentedPicker, .pushedPicker, .pushThenAlert: return Moment.allCases.map { (scene, $0) }
        }
    }
}

@Suite("Cancelling an awaited request")
struct CancellationTests {
    @Test("A cancelled request still queued ends its await at once, leaves the queue and never shows")
    @MainActor func queuedRequestLeavesTheQueueUnshown() async throws {
        let fixture = CancellationFixture()
        fixture.blockWithAlert()
        let (task, outcome) = startAwaiting(ShowRequest(name: "Queued"), on: fixture.pivot)
        #expect(await yield(until: { fixture.stage.transitionQueue.waitingCount == 1 }))
        task.cancel()
        #expect(await yield(until: { outcome.isDone }), "the await ends without the clock moving")
        #expect(outcome.error == .cancelled("Show(Queued)"))
        #expect(fixture.stage.transitionQueue.waitingCount == 0, "the request left the queue")
        fixture.stage.finishAnimations()
        try fixture.stage.tapAction(titled: "OK")
        fixture.expectQueueMovesOn()
        #expect(!fixture.events.contains { $0.hasPrefix("begin") && $0.contains("Queued") })
        #expect(fixture.errors.isEmpty, "the awaiting caller got the error; the error handler gets nothing")
    }

    @Test(
        "Cancelling a request whose alert is up dismisses the alert, answers no handler and frees the queue",
        arguments: AlertKind.allCases, Moment.allCases)
    @MainActor fileprivate func alertOnScreenIsDismissed(kind: AlertKind, moment: Moment) async {
        let fixture = CancellationFixture()
        let (task, outcome, description) = kind.start(on: fixture)
        #expect(await yield(until: { !fixture.stage.presentedScreens.isEmpty }))
        if moment == .onScreen {
            fixture.stage.finishAnimations()
            #expect(fixture.stage.visibleAlert != nil)
        }
        task.cancel()
        #expect(await yield(until: { outcome.isDone }), "the await ends without the clock moving")
        #expect(outcome.error == .cancelled(description))
        fixture.expectQueueMovesOn()
        #expect(fixture.handlerCalls == 0, "a cancelled request's handler never runs")
        #expect(fixture.errors.isEmpty)
    }

    @Test(
        "Cancelling a request whose scene is on screen takes its screens down and frees the queue",
        arguments: ShownScene.unansweredMoments)
    @MainActor fileprivate func sceneOnScreenIsTakenDown(scene: ShownScene, moment: Moment) async {
        let fixture = CancellationFixture()
        let (task, outcome, description) = scene.start(on: fixture)
        #expect(await yield(until: { fixture.stage.isAnimating }))
        if moment == .onScreen {
            fixture.stage.finishAnimations()
            #expect(fixture.stackNames != ["Root"] || fixture.presentedNames != [])
        }
        task.cancel()
        #expect(await yield(until: { outcome.isDone }), "the await ends without the clock moving")
        #expect(outcome.error == .cancelled(description))
        fixture.expectQueueMovesOn()
        #expect(fixture.errors.isEmpty)
    }

    @Test("A task already cancelled when it awaits a request shows nothing and sends no event")
    @MainActor func alreadyCancelledTaskShowsNothing() async {
        let fixture = CancellationFixture(animation: .instant)
        let pivot = fixture.pivot
        let outcome = AwaitedOutcome<Void>()
        let task = Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            do throws(ScenePivotError) {
                outcome.result = .success(try await pivot.response(to: ShowRequest(name: "Never")))
            } catch {
                outcome.result = .failure(error)
            }
        }
        await bounded("the cancelled request's end") { await task.value }
        #expect(outcome.error == .cancelled("Show(Never)"))
        #expect(fixture.events.isEmpty)
        #expect(fixture.stackNames == ["Root"])
        #expect(!fixture.stage.transitionQueue.isBusy)
    }
}
