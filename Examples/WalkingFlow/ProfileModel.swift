import ScenePivot

/// The profile screen's logic: picking a gender and an age moves on to the nickname screen.
@MainActor
public final class ProfileModel {
    private let scenes: any SceneSwitching
    private let token: String

    /// A model for the user logged in with `token`, switching scenes through `scenes`.
    public init(token: String, scenes: any SceneSwitching) {
        self.token = token
        self.scenes = scenes
    }

    /// Shows the nickname screen with the picked profile. The “Next” button.
    public func next(gender: String, age: String) {
        scenes.switchScene(with: LoginStepRequest(.nickname(token: token, gender: gender, age: age)))
    }
}
