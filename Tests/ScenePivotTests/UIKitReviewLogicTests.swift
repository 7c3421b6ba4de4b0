import ScenePivot
import Testing

/// A stage that behaves as the UIKit adapter does when UIKit refuses or abandons a transition: it holds each
/// transition's completion and the screens' departure handlers until the test says what UIKit did.
@MainActor
private final class ScriptedStage: SceneStage {
    let transitionQueue = TransitionQueue()
    private(set) var pushed: [String] = []
    private var pendingCompletions: [@MainActor () -> Void] = []
    private var departureHandlers: [ObjectIdentifier: [@MainActor () -> Void]] = [:]
    private var alertAnswers: [@MainActor (AlertAnswer?) -> Void] = []

    /// How many transitions wait for their completion.
    var waitingTransitions: Int { pendingCompletions.count }

    func present(
        _ screen: AnyObject, _ presentation: Presentation, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError) {
        pendingCompletions.append(completion)
    }

    func dismiss(_ screen: AnyObject?, animated: Bool, completion: @escaping @MainActor () -> Void)
        throws(ScenePivotError)
    {
        completion()
    }

    func push(_ screen: AnyObject, animated: Bool, completion: @escaping @MainActor () -> Void)
        throws(ScenePivotError)
    {
        pushed.append(name(of: screen))
        completion()
    }

    func pop(to destination: PopDestination, animated: Bool, completion: @escaping @MainActor () -> Void)
        throws(ScenePivotError)
    {
        completion()
    }

    func setNavigationStack(_ screens: [AnyObject], animated: Bool, completion: @escaping @MainActor () -> Void)
        throws(ScenePivotError)
    {
        completion()
    }

    func presentAlert(
        _ content: AlertContent, animated: Bool, onAnswer: @escaping @MainActor (AlertAnswer?) -> Void,
        completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError) {
        alertAnswers.append(onAnswer)
        completion()
    }

    func observeDeparture(of screen: AnyObject, _ handler: @escaping @MainActor () -> Void) -> Bool {
        departureHandlers[ObjectIdentifier(screen), default: []].append(handler)
        return true
    }

    func name(of screen: AnyObject) -> String {
        (screen as? HeadlessScreen).map { "\($0.name)" } ?? String(describing: type(of: screen))
    }

    /// What `ViewControllerStage` does when UIKit refused a presentation (it never calls the completion): the
    /// screen is no longer pending, so its departure observers are told, then the transition ends.
    func refusePresentation(of screen: AnyObject) {
        screenLeft(screen)
        finishPresentation()
    }

    /// A screen left without a request: swiped down, or dismissed by the app itself.
    func screenLeft(_ screen: AnyObject) {
        departureHandlers.removeValue(forKey: ObjectIdentifier(screen))?.forEach { $0() }
    }

    /// UIKit's completion of the oldest waiting presentation.
    func finishPresentation() {
        guard !pendingCompletions.isEmpty else { return }
        pendingCompletions.removeFirst()()
    }

    /// A completion called twice: by the adapter's refusal check, then late by UIKit.
    func finishPresentationTwice() {
        guard !pendingCompletions.isEmpty else { return }
        let completion = pendingCompletions.removeFirst()
        completion()
        completion()
    }

    /// The user taps action `index` of the oldest alert on screen.
    func tapAlertAction(_ index: Int) {
        guard !alertAnswers.isEmpty else { return }
        alertAnswers.removeFirst()(AlertAnswer(actionIndex: index))
    }

    /// The oldest alert, which has no cancel action, leaves untapped (the app dismissed it), as the adapter's
    /// `AlertSession.alertLeft()` reports it.
    func leaveAlertUntapped() {
        guard !alertAnswers.isEmpty else { return }
        alertAnswers.removeFirst()(nil)
    }
}

/// A request whose screen answers later with an optional number.
private struct ChooseNumberRequest: SceneRequest {
    typealias Response = Int?
    var onResponse: (@MainActor (Int?) -> Void)?
}

/// A request that pushes a screen named `title`.
private struct OpenAlbumRequest: SceneRequest {
    let title: String
    var logDescription: String { "OpenAlbumRequest(\(title))" }
}

@MainActor
private struct ScriptedFixture {
    let stage = ScriptedStage()
    let pivot: ScenePivot
    let picker = HeadlessScreen("Picker")
    let answers = Log<Int?>()
    let errors = Log<ScenePivotError>()

    init() {
        pivot = ScenePivot(stage: stage)
        let errors = errors
        pivot.errorHandler = { errors.values.append($0) }
        let picker = picker
        pivot.builder.register(ChooseNumberRequest.self) { _ in PresentScene(answeringWith: { _ in picker }) }
        pivot.builder.register(OpenAlbumRequest.self) { request in PushScene(HeadlessScreen(request.title)) }
    }

    func pickNumber() {
        let answers = answers
        send(ChooseNumberRequest { answers.values.append($0) }, via: pivot)
    }
}

@Suite("UIKit review: transitions UIKit refuses or abandons")
struct UIKitReviewLogicTests {
    @Test @MainActor func aScreenTheHostRefusedToShowAnswersAsDismissedAndFreesTheQueue() {
        let fixture = ScriptedFixture()
        fixture.pickNumber()
        send(OpenAlbumRequest(title: "Album"), via: fixture.pivot)
        #expect(fixture.stage.pushed.isEmpty)

        fixture.stage.refusePresentation(of: fixture.picker)

        #expect(fixture.answers.values == [nil])
        #expect(fixture.stage.pushed == ["Album"])
        #expect(fixture.errors.values.isEmpty)
        #expect(!fixture.stage.transitionQueue.isBusy)
    }

    @Test @MainActor func aCompletionCalledTwiceEndsItsTransitionOnce() {
        let fixture = ScriptedFixture()
        let finished = Log<String>()
        let observation = fixture.pivot.observe { event in
            if case .transitionFinished(let request, _) = event { finished.values.append(request) }
        }
        send(OpenAlbumRequest(title: "Before"), via: fixture.pivot)
        fixture.pickNumber()
        send(OpenAlbumRequest(title: "After"), via: fixture.pivot)

        fixture.stage.finishPresentationTwice()

        #expect(finished.values == ["OpenAlbumRequest(Before)", "ChooseNumberRequest", "OpenAlbumRequest(After)"])
        #expect(fixture.stage.pushed == ["Before", "After"])
        fixture.stage.screenLeft(fixture.picker)
        #expect(fixture.answers.values == [nil])
        #expect(fixture.errors.values.isEmpty)
        withExtendedLifetime(observation) {}
    }

    @Test @MainActor func aPresentedScreenKeepsItsRequestOpenUntilItLeaves() {
        let fixture = ScriptedFixture()
        fixture.pickNumber()
        fixture.stage.finishPresentation()
        send(OpenAlbumRequest(title: "Album"), via: fixture.pivot)

        #expect(fixture.answers.values.isEmpty)
        #expect(fixture.stage.pushed == ["Album"])
        fixture.stage.screenLeft(fixture.picker)
        #expect(fixture.answers.values == [nil])
    }

    @Test @MainActor func anAlertAnswersWithTheTappedActionAndFreesTheQueue() {
        let fixture = ScriptedFixture()
        let tapped = Log<String>()
        send(
            AlertRequest(title: "Sync", actions: [AlertAction("Later"), AlertAction("Now")]) {
                tapped.values.append($0.title)
            }, via: fixture.pivot)
        send(OpenAlbumRequest(title: "Album"), via: fixture.pivot)
        #expect(fixture.stage.pushed.isEmpty)

        fixture.stage.tapAlertAction(1)

        #expect(tapped.values == ["Now"])
        #expect(fixture.stage.pushed == ["Album"])
    }

    /// An alert with no cancel action that leaves untapped (dismissed by app code, or refused by UIKit) still
    /// answers — with the request's dismissal response, here none, so `dismissedWithoutResponse` — and frees the
    /// queue for the next request.
    @Test @MainActor func anAlertWithoutCancelThatLeavesUntappedStillAnswersAndFreesTheQueue() {
        let fixture = ScriptedFixture()
        send(AlertRequest(title: "Sync", actions: [AlertAction("Later"), AlertAction("Now")]), via: fixture.pivot)
        send(OpenAlbumRequest(title: "Album"), via: fixture.pivot)
        #expect(fixture.stage.pushed.isEmpty)

        fixture.stage.leaveAlertUntapped()

        #expect(fixture.errors.values == [.dismissedWithoutResponse("AlertRequest(\"Sync\")")])
        #expect(fixture.stage.pushed == ["Album"])
    }

    @Test @MainActor func anUntappedTextInputAnswersNil() {
        let fixture = ScriptedFixture()
        let titles = Log<String?>()
        let input = TextInputRequest.InputType(id: "title", title: "Title", confirmTitle: "Save")
        send(TextInputRequest(input) { titles.values.append($0) }, via: fixture.pivot)

        fixture.stage.leaveAlertUntapped()

        #expect(titles.values == [nil])
        #expect(fixture.errors.values.isEmpty)
    }
}
