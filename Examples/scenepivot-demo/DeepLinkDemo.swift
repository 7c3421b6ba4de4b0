import ExampleStandIns
import ScenePivot
import ScenePivotHeadless
import WalkingFlow

/// The walking app's deep links on a headless stage, scripted: a link arrives while signed out and the app flow's
/// `auth` interceptor holds it; the user logs in (login → profile → nickname); the sign-in gate opens and the link's
/// chain runs — dismiss what is presented, select the tab, pop it to its root, push the detail; then a link that
/// matches nothing fails with a typed error.
@MainActor
final class DeepLinkDemo {
    static let heldLink = "walkingapp://tabs/analysis/details/Week%201"
    static let unknownLink = "walkingapp://settings/privacy"

    let script = FlowScript()
    let store = AccountStore()
    let appFlow: WalkingAppFlow
    let app: FlowContext<Void>
    private var events: [String] = []
    private var linkErrors: [ScenePivotError] = []
    private var observations: [PivotObservation] = []
    private var stage: HeadlessStage { script.stage }

    init() {
        let pivot = ScenePivot(stage: script.stage)
        appFlow = WalkingAppFlow(store: store, screens: HeadlessWalkingScreens())
        pivot.errorHandler = { [script] error in script.expect(false, "pivot error: \(error)") }
        app = pivot.startFlow(appFlow)
        app.pivot.errorHandler = { [unowned self] error in linkErrors.append(error) }
        follow(app.pivot, as: "app")
        if let login = appFlow.login { follow(login.pivot, as: "login") }
    }

    /// Prints `pivot`'s events in the steps, prefixed with `label`.
    private func follow(_ pivot: ScenePivot, as label: String) {
        observations.append(pivot.observe { [unowned self] event in events.append("\(label): \(event)") })
    }

    /// Runs the script; returns the exit status: 0 when every step went as scripted.
    static func run() -> Int32 {
        let demo = DeepLinkDemo()
        return demo.script.run(
            "Deeplink", showing: "the walking app's deep links",
            summary: "a link held while signed out ran after login and ended on “Week 1”; an unknown link was refused.",
            script: demo.runScript)
    }

    private func runScript() {
        let router: DeepLinkRouter<DeepLinkChain>
        do throws(DeepLinkError) {
            router = try appFlow.makeDeepLinkRouter()
        } catch {
            return expect(false, "the router did not build: \(error)")
        }
        events = []  // the login screen's request started before the login flow's pivot could be followed
        step("No token: the app flow starts the login flow; its pivot's `auth` interceptor holds deep links meanwhile.")

        app.pivot.switchScene(with: DeepLinkRequest(Self.heldLink, router: router))
        step(
            "The link \(Self.heldLink) arrives while signed out: the interceptor holds it until the sign-in gate opens."
        )
        expect(appFlow.signIn.heldCount == 1, "the link is not held")
        expect(stage.navigationStack.map(stage.name(of:)) == ["Login"], "the held link changed the screens")

        top(LoginModel.self)?.logIn(token: "token-1")
        step("Tap “Log in”: the login flow's pivot inherits the interceptor, which lets its requests proceed.")
        top(ProfileModel.self)?.next(gender: "female", age: "20s")
        step("Pick “female, 20s”: the nickname screen is pushed; the link still waits.")
        top(NicknameModel.self)?.save(nickname: "Walker")
        step(
            "Save “Walker”: the login flow finishes, the main tabs become the root and the sign-in gate opens; the "
                + "link's chain runs step by step: dismiss, select Analysis, pop to its root, push “Week 1”.")
        expect(appFlow.signIn.heldCount == 0, "the link is still held")
        expect(tabs?.selectedIndex == 2, "the Analysis tab is not selected")
        expect(stage.name(of: stage.topScreen) == "Week 1", "the link did not end on “Week 1”")
        expect(linkErrors.isEmpty, "the link failed: \(linkErrors)")

        app.pivot.switchScene(with: DeepLinkRequest(Self.unknownLink, router: router))
        step("The link \(Self.unknownLink) matches no pattern: it fails with a typed error and nothing moves.")
        expect(
            linkErrors == [.deepLinkFailed(.unmatched(Self.unknownLink))], "the unknown link did not fail as expected")
        expect(stage.name(of: stage.topScreen) == "Week 1", "the unknown link moved the screens")
    }

    private var tabs: HeadlessTabContainer? {
        (appFlow.main?.flowObject as? MainFlow)?.tabs as? HeadlessTabContainer
    }

    /// The model of the screen the user sees.
    private func top<Model>(_ type: Model.Type) -> Model? {
        let model = (stage.topScreen as? HeadlessModelScreen<Model>)?.model
        expect(model != nil, "the top screen is not driven by a \(Model.self)")
        return model
    }

    private func expect(_ condition: Bool, _ surprise: String) {
        script.expect(condition, surprise)
    }

    /// Prints the step with the app's and the login flow's events since the last step, and the account, the links
    /// held and the links' errors under the hierarchy.
    private func step(_ narration: String) {
        script.step(
            narration,
            happenings: {
                defer { events = [] }
                return events
            },
            state: {
                let held = appFlow.signIn.heldCount
                let errors = linkErrors.map { "error: \($0)" }
                return ["account: \(store.account?.description ?? "none")", "links held: \(held)"] + errors
            })
    }
}
