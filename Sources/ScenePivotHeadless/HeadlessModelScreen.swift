import ScenePivot

/// A stand-in screen for the headless stage that holds the model behind its buttons: a flow test or a demo finds
/// it on stage and drives the model, as a user drives the real screen.
///
/// ```swift
/// let stage = HeadlessStage(root: HeadlessModelScreen("Login", model: loginModel))
/// (stage.topScreen as? HeadlessModelScreen<LoginModel>)?.model.logIn(token: "token")
/// ```
///
/// It is named like ``HeadlessScreen``: shown by its name in hierarchies and transcripts.
@MainActor
public final class HeadlessModelScreen<Model>: CustomStringConvertible {
    /// The screen's name.
    public let name: String
    /// The model behind the screen's buttons.
    public let model: Model

    /// A screen called `name`, driven by `model`.
    public init(_ name: String, model: Model) {
        self.name = name
        self.model = model
    }

    /// The screen's name.
    public nonisolated var description: String { name }
}
