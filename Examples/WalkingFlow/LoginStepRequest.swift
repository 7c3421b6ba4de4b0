import ScenePivot

/// Shows a step of the login flow: the login screen as the window's root, then the profile and nickname screens
/// pushed. Each step carries what the steps before it collected.
public struct LoginStepRequest: SceneRequest, Equatable {
    /// A step of the login flow.
    public enum Step: Sendable, Equatable {
        /// The login screen, replacing the window's root.
        case login
        /// The profile screen, once logged in with `token`.
        case profile(token: String)
        /// The nickname screen, once the profile is picked.
        case nickname(token: String, gender: String, age: String)
    }

    /// The step to show.
    public var step: Step

    /// A request for `step`.
    public init(_ step: Step) {
        self.step = step
    }

    /// `LoginStepRequest(login)`, `LoginStepRequest(profile)` or `LoginStepRequest(nickname)`.
    public var logDescription: String {
        switch step {
        case .login: return "LoginStepRequest(login)"
        case .profile: return "LoginStepRequest(profile)"
        case .nickname: return "LoginStepRequest(nickname)"
        }
    }
}
