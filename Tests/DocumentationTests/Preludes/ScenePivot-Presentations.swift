@_exported import ScenePivot
@_exported import ScenePivotHeadless

/// A request for a popover anchored to a button.
struct FiltersRequest: SceneRequest {
    let button: AnyObject
}

/// A request for a photo, pushed with a custom animation.
struct PhotoRequest: SceneRequest {}

/// A request for a mail, shown as a split view's detail.
struct MailRequest: SceneRequest {
    let subject: String
}

/// An animator a UIKit app would write; here only a value.
final class ZoomAnimator {}

/// What the article's snippets take for granted: a pivot on a headless stage.
@MainActor
final class SnippetContext {
    let pivot = ScenePivot(stage: HeadlessStage(root: HeadlessScreen("Photos")))
}
