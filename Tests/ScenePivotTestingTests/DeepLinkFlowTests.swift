import ExampleStandIns
import ScenePivotTesting
import Testing
import WalkingFlow

@Suite("Deep links through the walking app, pinned in snapshots")
@MainActor
struct DeepLinkFlowTests {
    /// A link arrives while signed out: the app flow's `auth` interceptor holds it, the user logs in, the sign-in
    /// gate opens and the link's chain runs across the app, main and tab flows.
    @Test func aLinkHeldWhileSignedOutRunsAfterLogin() throws {
        let stage = HeadlessStage(root: HeadlessScreen("Launch"))
        let appFlow = WalkingAppFlow(store: AccountStore(), screens: HeadlessWalkingScreens())
        let app = ScenePivot(stage: stage).startFlow(appFlow)
        let router = try appFlow.makeDeepLinkRouter()
        let transcript = FlowTranscript(on: stage)
        transcript.follow(app.pivot, labeled: "app")
        transcript.follow(try #require(appFlow.login).pivot, labeled: "login")
        let user = transcript.user
        user.waitForAnimations()

        app.pivot.switchScene(with: DeepLinkRequest("walkingapp://tabs/analysis/details/Week%201", router: router))
        transcript.note("signed out: \(appFlow.signIn.heldCount) link held until sign-in")
        try screen(LoginModel.self, on: stage).logIn(token: "token")
        user.waitForAnimations()
        try screen(ProfileModel.self, on: stage).next(gender: "female", age: "20s")
        user.waitForAnimations()
        transcript.note("the nickname is saved: the login flow finishes and the sign-in gate opens")
        try screen(NicknameModel.self, on: stage).save(nickname: "Walker")
        user.waitForAnimations()
        transcript.recordHierarchy()

        #expect(stage.name(of: stage.topScreen) == "Week 1")
        expectSnapshot(of: transcript)
    }

    private func screen<Model>(_ type: Model.Type, on stage: HeadlessStage) throws -> Model {
        try #require((stage.topScreen as? HeadlessModelScreen<Model>)?.model)
    }
}
