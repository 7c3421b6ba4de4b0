@_exported import Foundation
@_exported import ScenePivot
@_exported import ScenePivotHeadless

/// What the article's snippets take for granted: a flow that keeps its restoration, the state saved at the last
/// launch and the report of restoring it.
@MainActor
final class SnippetContext {
    var restoration: SceneRestoration?
    var saved: Data?
    var report: SceneRestoration.Report?
}
