@_exported import ScenePivot
@_exported import ScenePivotHeadless

/// What the article's snippets take for granted: a pivot on a headless stage and its deep-link router.
@MainActor
final class SnippetContext {
    let pivot = ScenePivot(stage: HeadlessStage(root: HeadlessScreen("Albums")))
    var router = DeepLinkRouter<DeepLinkChain>()
    let redaction = DeepLinkRequest.Redaction.keeping(queryItems: ["next"])
}
