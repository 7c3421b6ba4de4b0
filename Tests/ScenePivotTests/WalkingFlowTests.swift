import ExampleStandIns
import ScenePivot
import ScenePivotHeadless
import Testing
import WalkingFlow

@MainActor
private struct WalkingFixture {
    let stage = HeadlessStage(root: HeadlessScreen("Launch"), animation: .instant)
    let pivot: ScenePivot
    let store: AccountStore
    let appFlow: WalkingAppFlow
    let app: FlowContext<Void>
    let errors = Log<ScenePivotError>()

    init(account: WalkingAccount? = nil) {
        pivot = ScenePivot(stage: stage)
        let errors = errors
        pivot.errorHandler = { errors.values.append($0) }
        store = AccountStore(account: account)
        appFlow = WalkingAppFlow(store: store, screens: HeadlessWalkingScreens())
        app = pivot.startFlow(appFlow)
    }

    var rootNames: [String] { stage.navigationStack.map(stage.name(of:)) }
    var tabs: HeadlessTabContainer? { (appFlow.main?.flowObject as? MainFlow)?.tabs as? HeadlessTabContainer }

    func top<Model>(_ type: Model.Type) throws -> Model {
        try #require((stage.topScreen as? HeadlessModelScreen<Model>)?.model)
    }

    func names(ofTab index: Int) -> [String] { tabs?.navigationStack(ofTab: index).map(stage.name(of:)) ?? [] }

    func logIn(nickname: String = "Walker") throws {
        try top(LoginModel.self).logIn(token: "token")
        try top(ProfileModel.self).next(gender: "female", age: "20s")
        try top(NicknameModel.self).save(nickname: nickname)
    }
}

private let walker = WalkingAccount(token: "token", gender: "female", age: "20s", nickname: "Walker")

@Suite("Walking flow example")
struct WalkingFlowTests {
    @Test(arguments: [(nil, "Login"), (walker, "TabContainer")] as [(WalkingAccount?, String)]) @MainActor
    func theAppStartsOnLoginWithoutATokenAndOnTheTabsWithOne(account: WalkingAccount?, expected: String) {
        let fixture = WalkingFixture(account: account)
        #expect(fixture.stage.name(of: fixture.stage.rootScreen) == expected)
        #expect(fixture.app.childFlows.count == 1)
        #expect((fixture.appFlow.login != nil) == (account == nil))
        #expect((fixture.appFlow.main != nil) == (account != nil))
        if account == nil { #expect(fixture.rootNames == [expected]) }
    }

    @Test @MainActor func loggingInWalksLoginProfileNicknameThenShowsTheTabs() throws {
        let fixture = WalkingFixture()
        try fixture.top(LoginModel.self).logIn(token: "token")
        #expect(fixture.rootNames == ["Login", "Profile"])
        try fixture.top(ProfileModel.self).next(gender: "female", age: "20s")
        #expect(fixture.rootNames == ["Login", "Profile", "Nickname"])
        try fixture.top(NicknameModel.self).save(nickname: "Walker")
        #expect(fixture.store.account == walker)
        #expect(fixture.tabs?.items == WalkingTab.allCases.map(\.item))
        #expect(fixture.tabs?.selectedIndex == 0)
        #expect(fixture.stage.name(of: fixture.stage.topScreen) == "Walk")
        #expect(fixture.errors.values.isEmpty)
    }

    @Test @MainActor func theLoginFlowsObjectsAreReleasedAfterLogin() throws {
        let fixture = WalkingFixture()
        weak let loginContext = fixture.appFlow.login
        weak let loginFlow = fixture.appFlow.login?.flowObject
        weak let loginScreen = fixture.stage.topScreen
        weak let loginModel = try fixture.top(LoginModel.self)
        try fixture.top(LoginModel.self).logIn(token: "token")
        weak let profileModel = try fixture.top(ProfileModel.self)
        try fixture.top(ProfileModel.self).next(gender: "female", age: "20s")
        weak let nicknameScreen = fixture.stage.topScreen
        weak let nicknameModel = try fixture.top(NicknameModel.self)
        #expect(loginFlow != nil && loginModel != nil && profileModel != nil && nicknameModel != nil)

        try fixture.top(NicknameModel.self).save(nickname: "Walker")

        #expect(loginContext == nil)
        #expect(loginFlow == nil)
        #expect(loginScreen == nil && nicknameScreen == nil)
        #expect(loginModel == nil && profileModel == nil && nicknameModel == nil)
        #expect(fixture.app.childFlows.count == 1)
    }

    @Test @MainActor func eachTabPushesOntoItsOwnStackAndATabIsSelectedByRequest() throws {
        let fixture = WalkingFixture(account: walker)
        try fixture.top(TabModel.self).showDetail("Route")
        #expect(fixture.names(ofTab: 0) == ["Walk", "Route"])
        try #require(fixture.tabs).tapTab(1)
        try fixture.top(TabModel.self).showDetail("Group")
        #expect(fixture.names(ofTab: 1) == ["Together", "Group"])
        #expect(fixture.names(ofTab: 0) == ["Walk", "Route"], "the walk tab keeps its stack")
        try #require(fixture.appFlow.main).pivot.switchScene(with: TransitionRequest(.selectTab(2)))
        #expect(fixture.tabs?.selectedIndex == 2)
        #expect(fixture.stage.name(of: fixture.stage.topScreen) == "Analysis")
    }

    @Test @MainActor func backFromATabsFirstDetailKeepsTheTabsFlowSoLoggingOutStillWorks() throws {
        let fixture = WalkingFixture(account: walker)
        try #require(fixture.tabs).tapTab(2)
        let analysis = try fixture.top(TabModel.self)
        analysis.showDetail("Week")
        #expect(fixture.names(ofTab: 2) == ["Analysis", "Week"])
        try fixture.stage.tapBack()
        #expect(fixture.names(ofTab: 2) == ["Analysis"])
        #expect(analysis.isConnected, "the tab's flow adopted the tab's root screen: Back leaves it running")
        analysis.logOut()
        #expect(fixture.rootNames == ["Login"])
        #expect(fixture.store.account == nil)
    }

    @Test(arguments: [-1, 3]) @MainActor func selectingATabOutsideTheThreeFails(index: Int) async throws {
        let fixture = WalkingFixture(account: walker)
        let main = try #require(fixture.appFlow.main)
        let failure = await boundedFailure(of: TransitionRequest(.selectTab(index)), on: main.pivot)
        #expect(failure == .illegalTransition(.noSuchContainerItem(index, count: 3)))
        #expect(fixture.tabs?.selectedIndex == 0)
    }

    @Test @MainActor func loggingOutShowsLoginAndReleasesTheMainFlowItsTabsAndTheirFlows() throws {
        let fixture = WalkingFixture(account: walker)
        try fixture.top(TabModel.self).showDetail("Route")
        weak let mainFlow = fixture.appFlow.main?.flowObject
        weak let tabs = fixture.tabs
        weak let route = fixture.stage.topScreen
        #expect(fixture.appFlow.main?.childFlows.count == 3, "a tab flow per tab")
        weak let walkFlow = fixture.appFlow.main?.childFlows.first
        weak let walkModel = (walkFlow as? TabFlow)?.model
        try #require(fixture.tabs).tapTab(2)
        let analysis = try fixture.top(TabModel.self)

        analysis.logOut()

        #expect(fixture.rootNames == ["Login"])
        #expect(fixture.store.account == nil)
        #expect(mainFlow == nil && tabs == nil && route == nil)
        #expect(walkFlow == nil && walkModel == nil)
        #expect(!analysis.isConnected, "a model kept past its flow does nothing")
        analysis.showDetail("Week")
        #expect(fixture.rootNames == ["Login"])
        #expect(fixture.app.childFlows.count == 1)
    }

    @Test @MainActor func manyLoginLogoutCyclesLeaveOnlyTheCurrentFlowAlive() throws {
        let fixture = WalkingFixture()
        weak let firstLogin = fixture.appFlow.login?.flowObject
        for round in 0..<50 {
            try fixture.logIn(nickname: "Walker \(round)")
            try fixture.top(TabModel.self).showDetail("Route")
            try #require(fixture.tabs).tapTab(2)
            try fixture.top(TabModel.self).logOut()
        }
        #expect(firstLogin == nil)
        #expect(fixture.rootNames == ["Login"])
        #expect(fixture.app.childFlows.count == 1)
        #expect(fixture.errors.values.isEmpty)
    }
}
