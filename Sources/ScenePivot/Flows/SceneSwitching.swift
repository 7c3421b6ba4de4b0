/// The one thing a view model needs to move the app on: switching scenes by request. A view model that holds
/// `any SceneSwitching` never imports UIKit and is tested with any stage.
///
/// ```swift
/// final class ProfileModel {
///     private let scenes: any SceneSwitching
///     init(scenes: any SceneSwitching) { self.scenes = scenes }
///     func next(gender: String, age: String) { scenes.switchScene(with: NicknameRequest(gender: gender, age: age)) }
/// }
/// ```
@MainActor
public protocol SceneSwitching: AnyObject {
    /// Shows the scene that answers `request`, fire-and-forget, like `ScenePivot.switchScene(with:)`.
    func switchScene<Request: SceneRequest>(with request: Request)

    /// Shows the scene that answers `request` and returns its response, like `ScenePivot.response(to:)`.
    func response<Request: SceneRequest>(to request: Request) async throws(ScenePivotError) -> Request.Response
}

extension ScenePivot: SceneSwitching {}
