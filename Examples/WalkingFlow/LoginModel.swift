import ScenePivot

/// The login screen's logic: logging in moves on to the profile screen. It knows no screen, only requests.
@MainActor
public final class LoginModel {
    private let scenes: any SceneSwitching

    /// A model that switches scenes through `scenes`.
    public init(scenes: any SceneSwitching) {
        self.scenes = scenes
    }

    /// Logs in (the token stands for the server's answer) and shows the profile screen. The “Log in” button.
    public func logIn(token: String) {
        scenes.switchScene(with: LoginStepRequest(.profile(token: token)))
    }
}
