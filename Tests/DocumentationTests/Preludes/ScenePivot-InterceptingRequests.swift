@_exported import ScenePivot
@_exported import ScenePivotHeadless

/// A request only a signed-in user may send.
protocol RequiresSignIn {}

/// Shows the sign-in screen.
struct LoginRequest: SceneRequest {}

/// What the article's snippets take for granted: a pivot on a headless stage.
@MainActor
final class SnippetContext {
    let fixture = (pivot: ScenePivot(stage: HeadlessStage(root: HeadlessScreen("Home"))), ())
}
