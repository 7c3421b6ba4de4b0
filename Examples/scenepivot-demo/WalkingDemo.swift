import ExampleStandIns
import ScenePivot
import ScenePivotHeadless
import WalkingFlow

/// The walking app's flows on a headless stage, scripted: login → profile → nickname → main tabs, a push on two
/// tabs, a tab selected by request, then logging out back to the login screen.
@MainActor
final class WalkingDemo {
    let script = FlowScript()
    let store = AccountStore()
    let app: FlowContext<Void>
    let appFlow: WalkingAppFlow
    private var stage: HeadlessStage { script.stage }

    init() {
        let pivot = ScenePivot(stage: script.stage)
        appFlow = WalkingAppFlow(store: store, screens: HeadlessWalkingScreens())
        app = pivot.startFlow(appFlow)
        pivot.errorHandler = { [script] error in script.expect(false, "pivot error: \(error)") }
    }

    /// Runs the script; returns the exit status: 0 when every step went as scripted.
    static func run() -> Int32 {
        let demo = WalkingDemo()
        return demo.script.run(
            "Walking", showing: "the walking app's flows",
            summary: "logged in, walked two tabs, selected one by request, logged out.", script: demo.runScript)
    }

    private func runScript() {
        stage.finishAnimations()
        step("No token: the app flow starts the login flow, whose first screen becomes the window's root.")
        expect(stage.navigationStack.map(stage.name(of:)) == ["Login"], "the app did not start on Login")

        weak let loginFlow = app.childFlows.first
        top(LoginModel.self)?.logIn(token: "token-1")
        step("Tap “Log in”: the login model sends LoginStepRequest(profile).")
        top(ProfileModel.self)?.next(gender: "female", age: "20s")
        step("Pick “female, 20s”: the profile model sends LoginStepRequest(nickname).")
        top(NicknameModel.self)?.save(nickname: "Walker")
        step("Save the nickname “Walker”: the login flow finishes; the app flow shows the main tabs as the root.")
        expect(loginFlow == nil, "the login flow is still alive")
        expect(store.account?.nickname == "Walker", "the account was not saved")

        top(TabModel.self)?.showDetail("Route")
        step("On the Walk tab, open “Route”: pushed by the Walk tab's own pivot, onto its own stack.")
        tapTab(1)
        top(TabModel.self)?.showDetail("Group")
        step("Tap the Together tab, then open “Group”: pushed onto the Together tab's stack.")
        appFlow.main?.pivot.switchScene(with: TransitionRequest(.selectTab(2)))
        step(
            "TransitionRequest(select tab 2) from the main flow: the Analysis tab is selected; each tab keeps its stack."
        )
        expect(stage.name(of: stage.topScreen) == "Analysis", "the Analysis tab is not selected")

        weak let mainFlow = appFlow.main?.flowObject
        top(TabModel.self)?.logOut()
        step("Tap “Log out”: the tab flow finishes, then the main flow; the app flow shows the login screen again.")
        expect(mainFlow == nil, "the main flow is still alive")
        expect(store.account == nil, "the account was not cleared")
        expect(stage.navigationStack.map(stage.name(of:)) == ["Login"], "the app did not end on Login")
    }

    /// The model of the screen the user sees.
    private func top<Model>(_ type: Model.Type) -> Model? {
        let model = (stage.topScreen as? HeadlessModelScreen<Model>)?.model
        expect(model != nil, "the top screen is not driven by a \(Model.self)")
        return model
    }

    private func tapTab(_ index: Int) {
        guard let tabs = appFlow.main.flatMap({ $0.flowObject as? MainFlow })?.tabs as? HeadlessTabContainer else {
            return expect(false, "no tab container")
        }
        do throws(HeadlessInteractionError) { try tabs.tapTab(index) } catch {
            expect(false, "tab tap refused: \(error)")
        }
    }

    private func expect(_ condition: Bool, _ surprise: String) {
        script.expect(condition, surprise)
    }

    /// Prints the step with the saved account under the hierarchy.
    private func step(_ narration: String) {
        script.step(narration) { ["account: \(store.account?.description ?? "none")"] }
    }
}
