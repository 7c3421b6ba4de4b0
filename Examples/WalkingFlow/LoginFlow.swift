import ScenePivot

/// The GND walking-app write-up's `LoginCoordinator`: login → profile → nickname, finishing with the account. Its
/// screens and models are released once the app flow has replaced the root; nothing removes it by hand.
@MainActor
public final class LoginFlow: SceneFlow {
    private let screens: any WalkingScreens

    /// A login flow whose screens `screens` makes.
    public init(screens: any WalkingScreens) {
        self.screens = screens
    }

    /// Registers the login steps and shows the login screen as the window's root.
    public func start(in flow: FlowContext<WalkingAccount>) {
        let screens = self.screens
        let pivot = flow.pivot
        flow.builder.register(LoginStepRequest.self) { [weak flow] request -> AnyPivotScene<Void> in
            switch request.step {
            case .login:
                return AnyPivotScene(.setRoot(screens.loginScreen(LoginModel(scenes: pivot))))
            case .profile(let token):
                return AnyPivotScene(.push(screens.profileScreen(ProfileModel(token: token, scenes: pivot))))
            case .nickname(let token, let gender, let age):
                let model = NicknameModel(token: token, gender: gender, age: age) { account in
                    flow?.finish(with: account)
                }
                return AnyPivotScene(.push(screens.nicknameScreen(model)))
            }
        }
        flow.pivot.switchScene(with: LoginStepRequest(.login))
    }
}
