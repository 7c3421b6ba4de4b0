import ExampleStandIns
import ScenePivot
import ScenePivotHeadless
import Testing
import WalkingFlow

/// The walking app on an instant headless stage, its deep links, and the app flow's errors.
@MainActor
private struct WalkingLinkFixture {
    let stage = HeadlessStage(root: HeadlessScreen("Launch"), animation: .instant)
    let store: AccountStore
    let appFlow: WalkingAppFlow
    let app: FlowContext<Void>
    let router: DeepLinkRouter<DeepLinkChain>
    let errors = Log<ScenePivotError>()

    init(account: WalkingAccount? = nil) throws {
        let pivot = ScenePivot(stage: stage)
        let errors = errors
        pivot.errorHandler = { errors.values.append($0) }
        store = AccountStore(account: account)
        appFlow = WalkingAppFlow(store: store, screens: HeadlessWalkingScreens())
        app = pivot.startFlow(appFlow)
        router = try appFlow.makeDeepLinkRouter()
    }

    var tabs: HeadlessTabContainer? { (appFlow.main?.flowObject as? MainFlow)?.tabs as? HeadlessTabContainer }
    var rootNames: [String] { stage.navigationStack.map(stage.name(of:)) }
    func names(ofTab index: Int) -> [String] { tabs?.navigationStack(ofTab: index).map(stage.name(of:)) ?? [] }

    func top<Model>(_ type: Model.Type) throws -> Model {
        try #require((stage.topScreen as? HeadlessModelScreen<Model>)?.model)
    }

    func logIn() throws {
        try top(LoginModel.self).logIn(token: "token")
        try top(ProfileModel.self).next(gender: "female", age: "20s")
        try top(NicknameModel.self).save(nickname: "Walker")
    }

    func open(_ link: String) {
        app.pivot.switchScene(with: DeepLinkRequest(link, router: router))
    }
}

private let walker = WalkingAccount(token: "token", gender: "female", age: "20s", nickname: "Walker")

@Suite("Walking app deep links")
@MainActor
struct WalkingDeepLinkTests {
    @Test func aLinkThatArrivesSignedOutWaitsForTheLoginThenEndsOnItsScreen() throws {
        let fixture = try WalkingLinkFixture()
        fixture.open("walkingapp://tabs/analysis/details/Week%201")
        #expect(fixture.appFlow.signIn.heldCount == 1)
        #expect(fixture.rootNames == ["Login"])

        try fixture.logIn()

        #expect(fixture.appFlow.signIn.isOpen)
        #expect(fixture.tabs?.selectedIndex == 2)
        #expect(fixture.names(ofTab: 2) == ["Analysis", "Week 1"])
        #expect(fixture.stage.name(of: fixture.stage.topScreen) == "Week 1")
        #expect(fixture.errors.values.isEmpty)
    }

    @Test func aLinkWhileSignedInRunsAtOncePoppingTheTabToItsRootFirst() throws {
        let fixture = try WalkingLinkFixture(account: walker)
        try fixture.top(TabModel.self).showDetail("Route")
        #expect(fixture.names(ofTab: 0) == ["Walk", "Route"])

        fixture.open("walkingapp://tabs/walk/details/Today")

        #expect(fixture.names(ofTab: 0) == ["Walk", "Today"])
        #expect(fixture.errors.values.isEmpty)
    }

    @Test(arguments: [("walk", 0), ("together", 1), ("analysis", 2)])
    func aTabLinkSelectsTheTab(name: String, index: Int) throws {
        let fixture = try WalkingLinkFixture(account: walker)
        fixture.open("walkingapp://tabs/\(name)")
        #expect(fixture.tabs?.selectedIndex == index)
    }

    @Test func aLinkToATabThatDoesNotExistFailsWithTheParameterThatIsWrong() throws {
        let fixture = try WalkingLinkFixture(account: walker)
        fixture.open("walkingapp://tabs/settings")
        #expect(
            fixture.errors.values == [
                .deepLinkFailed(.invalidParameter("tab", value: "settings", expected: "WalkingTab"))
            ])
    }

    @Test func afterLoggingOutALinkWaitsForTheNextLogin() throws {
        let fixture = try WalkingLinkFixture()
        try fixture.logIn()
        let firstGate = fixture.appFlow.signIn
        try #require(fixture.tabs).tapTab(2)
        try fixture.top(TabModel.self).logOut()
        #expect(fixture.appFlow.signIn !== firstGate)

        fixture.open("walkingapp://tabs/together/details/Group")
        #expect(fixture.appFlow.signIn.heldCount == 1)
        #expect(fixture.rootNames == ["Login"])
        try fixture.logIn()

        #expect(fixture.names(ofTab: 1) == ["Together", "Group"])
        #expect(fixture.tabs?.selectedIndex == 1)
    }

    @Test func theLoginFlowsRequestsPassTheInterceptorItInherits() throws {
        let fixture = try WalkingLinkFixture()
        let login = try #require(fixture.appFlow.login)
        let decisions = Log<String>()
        let observation = login.pivot.observe { event in
            if case .intercepted(let request, let interceptor, let decision) = event {
                decisions.values.append("\(request) by \(interceptor): \(decision)")
            }
        }
        try fixture.top(LoginModel.self).logIn(token: "token")
        #expect(decisions.values == ["LoginStepRequest(profile) by auth: proceed"])
        observation.cancel()
    }

    @Test func aLinkHeldWhenTheAppFlowEndsFailsInsteadOfWaitingForEver() throws {
        let fixture = try WalkingLinkFixture()
        fixture.open("walkingapp://tabs/analysis")
        fixture.app.cancel()
        #expect(fixture.appFlow.signIn.heldCount == 0)
        #expect(fixture.appFlow.signIn.failureReason == "the login flow ended (cancelled)")
        #expect(
            fixture.errors.values == [
                .denied("DeepLinkRequest(walkingapp://tabs/analysis)", reason: "the login flow ended (cancelled)")
            ])
    }
}
