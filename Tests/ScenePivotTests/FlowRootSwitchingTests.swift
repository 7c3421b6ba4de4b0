import ScenePivot
import ScenePivotHeadless
import ScenePivotTestSupport
import Testing

/// Replaces the window's root with a named screen.
struct ShowRootRequest: SceneRequest, Equatable {
    let name: String
}

/// Keeps the access token, as a keychain would.
@MainActor
final class TokenStore {
    var token: String?
    init(token: String?) { self.token = token }
}

/// Chooses login or main at start, and switches between them as each finishes: an app coordinator.
@MainActor
final class RootAppFlow: SceneFlow {
    private let tokens: TokenStore
    private weak var flow: FlowContext<Void>?
    let census: FlowCensus

    init(tokens: TokenStore, census: FlowCensus) {
        self.tokens = tokens
        self.census = census
    }

    func start(in flow: FlowContext<Void>) {
        self.flow = flow
        flow.builder.register(ShowRootRequest.self) { request in .setRoot(HeadlessScreen(request.name)) }
        if tokens.token == nil { showLogin() } else { showMain() }
    }

    func showLogin() {
        flow?.startChild(RootScreenFlow<String>("Login", census: census)) { [weak self] ending in
            guard let self, case .finished(let token) = ending else { return }
            tokens.token = token
            showMain()
        }
    }

    func showMain() {
        flow?.startChild(RootScreenFlow<Void>("Main", census: census)) { [weak self] ending in
            guard let self, case .finished = ending else { return }
            tokens.token = nil
            showLogin()
        }
    }
}

/// A flow whose root is the window's root screen.
@MainActor
final class RootScreenFlow<Outcome>: SceneFlow {
    let name: String
    private let census: FlowCensus
    private(set) weak var context: FlowContext<Outcome>?

    init(_ name: String, census: FlowCensus) {
        self.name = name
        self.census = census
        census.alive += 1
    }

    deinit { census.alive -= 1 }

    func start(in flow: FlowContext<Outcome>) {
        context = flow
        flow.pivot.switchScene(with: ShowRootRequest(name: name))
    }
}

@MainActor
private struct AppFixture {
    let stage = HeadlessStage(root: HeadlessScreen("Launch"), animation: .instant)
    let pivot: ScenePivot
    let tokens: TokenStore
    let census = FlowCensus()
    let app: FlowContext<Void>

    init(token: String?) {
        pivot = ScenePivot(stage: stage)
        tokens = TokenStore(token: token)
        app = pivot.startFlow(RootAppFlow(tokens: tokens, census: census))
    }

    var rootNames: [String] { stage.navigationStack.map(stage.name(of:)) }
    var login: FlowContext<String>? { app.childFlow(RootScreenFlow<String>.self)?.context }
    var main: FlowContext<Void>? { app.childFlow(RootScreenFlow<Void>.self)?.context }
}

@Suite("Flow root switching")
struct FlowRootSwitchingTests {
    @Test(arguments: [(nil, "Login"), ("secret", "Main")] as [(String?, String)]) @MainActor
    func theAppFlowChoosesLoginOrMainByToken(token: String?, expected: String) {
        let fixture = AppFixture(token: token)
        #expect(fixture.rootNames == [expected])
        #expect(fixture.app.childFlows.count == 1)
        #expect(fixture.census.alive == 1)
    }

    @Test @MainActor func finishingLoginSwitchesTheRootToMainAndReleasesLogin() throws {
        let fixture = AppFixture(token: nil)
        weak let loginScreen = fixture.stage.navigationStack.first
        let departed = Log<String>()
        fixture.stage.observeDeparture(of: try #require(loginScreen)) { departed.values.append("Login") }
        try #require(fixture.login).finish(with: "secret")
        #expect(fixture.rootNames == ["Main"])
        #expect(fixture.tokens.token == "secret")
        #expect(departed.values == ["Login"])
        #expect(loginScreen == nil)
        #expect(fixture.login == nil)
        #expect(fixture.census.alive == 1, "only main is alive")
    }

    @Test @MainActor func loggingOutSwitchesBackAndMainsScreensAndFlowsAreGone() throws {
        let fixture = AppFixture(token: "secret")
        let main = try #require(fixture.main)
        main.builder.register(ShowScreenRequest.self) { request in
            .present(HeadlessScreen(request.name), Presentation(style: .pageSheet))
        }
        weak let mainScreen = fixture.stage.navigationStack.first
        main.pivot.switchScene(with: ShowScreenRequest(name: "Settings"))
        weak let settings = fixture.stage.presentedScreens.first
        let departed = Log<String>()
        for screen in [settings, mainScreen].compactMap({ $0 }) {
            fixture.stage.observeDeparture(of: screen) { departed.values.append(fixture.stage.name(of: screen)) }
        }
        let settingsFlow = main.startChild(ScreenFlow("Nested", presented: true, census: fixture.census))
        #expect(fixture.census.alive == 2)

        main.finish(with: ())

        #expect(fixture.rootNames == ["Login"])
        #expect(fixture.stage.presentedScreens.isEmpty)
        #expect(fixture.tokens.token == nil)
        #expect(departed.values == ["Settings", "Main"], "top-most first")
        #expect(settings == nil && mainScreen == nil)
        #expect(!settingsFlow.isRunning)
        #expect(fixture.census.alive == 1, "only login is alive")
    }

    @Test @MainActor func switchingBackAndForthManyTimesLeavesOneFlowAlive() throws {
        let fixture = AppFixture(token: nil)
        for round in 0..<100 {
            try #require(fixture.login).finish(with: "token \(round)")
            try #require(fixture.main).finish(with: ())
        }
        #expect(fixture.rootNames == ["Login"])
        #expect(fixture.census.alive == 1)
        #expect(fixture.app.childFlows.count == 1)
    }

    @Test @MainActor func anAnimatedRootChangeKeepsTheOldRootUntilItEnds() throws {
        let old = HeadlessScreen("Login")
        let stage = HeadlessStage(root: old, animation: .manual(.milliseconds(300)))
        let departed = Log<String>()
        stage.observeDeparture(of: old) { departed.values.append("Login") }
        var finished = false
        try stage.performOrThrow(
            .setRoot(HeadlessScreen("Main"), inNavigationStack: false), animated: true, completion: { finished = true })
        #expect(stage.contains(old) && departed.values.isEmpty)
        #expect(stage.hierarchyDescription == "Main [appearing]\n")
        stage.finishAnimations()
        #expect(finished && !stage.contains(old))
        #expect(departed.values == ["Login"])
        #expect(stage.hierarchyDescription == "Main\n")
    }

    @Test @MainActor func theRootCannotChangeWhileAnAlertWaitsAndWaitsForAnAnimation() throws {
        let stage = HeadlessStage(root: HeadlessScreen("Login"), animation: .manual(.milliseconds(300)))
        try stage.presentAlertOrThrow(
            AlertContent(title: "Hi", actions: [AlertAction("OK")]), animated: false, onAnswer: { _ in })
        #expect(throws: ScenePivotError.illegalTransition(.alertOnScreen("Alert \"Hi\""))) {
            try stage.performOrThrow(.setRoot(HeadlessScreen("Main"), inNavigationStack: true), animated: false)
        }
        try stage.tapAction(titled: "OK")
        try stage.performOrThrow(.present(HeadlessScreen("Sheet"), Presentation()), animated: true)
        var rootChanged = false
        try stage.performOrThrow(.setRoot(HeadlessScreen("Main"), inNavigationStack: true), animated: false) {
            rootChanged = true
        }
        #expect(!rootChanged && stage.name(of: stage.rootScreen) == "Login", "it waits for the presentation")
        stage.finishAnimations()
        #expect(rootChanged && stage.name(of: stage.rootScreen) == "Main")
    }

    @Test @MainActor func aScreenAlreadyOnStageCannotBecomeTheRoot() {
        let login = HeadlessScreen("Login")
        let stage = HeadlessStage(root: login, animation: .instant)
        #expect(throws: ScenePivotError.illegalTransition(.screenAlreadyOnStage("Login"))) {
            try stage.performOrThrow(.setRoot(login, inNavigationStack: true), animated: false, completion: {})
        }
    }

    @Test @MainActor func aStageThatCannotReplaceItsRootFailsTheRequest() async {
        let stage = FixedRootStage()
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(ShowRootRequest.self) { request in .setRoot(HeadlessScreen(request.name)) }
        await #expect(throws: ScenePivotError.illegalTransition(.rootCannotBeReplaced("FixedRootStage"))) {
            try await bounded("the answer to ShowRootRequest") {
                try await pivot.response(to: ShowRootRequest(name: "Main"))
            }
        }
    }
}

/// A stage that cannot replace its root: it refuses root changes and performs everything else on a headless stage.
@MainActor
final class FixedRootStage: SceneStage {
    let transitionQueue = TransitionQueue()
    private let inner = HeadlessStage(root: HeadlessScreen("Fixed"), animation: .instant)

    var hierarchy: StageHierarchy { inner.hierarchy }
    var itemRootScreen: AnyObject? { nil }

    func perform(
        _ transition: StageTransition<AnyObject>, animated: Bool,
        completion: @escaping @MainActor (StageOutcome) -> Void
    ) {
        if case .setRoot = transition {
            return completion(.failed(.illegalTransition(.rootCannotBeReplaced("FixedRootStage"))))
        }
        inner.perform(transition, animated: animated, completion: completion)
    }

    func observeDeparture(of screen: AnyObject, _ handler: @escaping @MainActor () -> Void) -> Bool {
        inner.observeDeparture(of: screen, handler)
    }

    func name(of screen: AnyObject) -> String { inner.name(of: screen) }
}
