@_exported import ScenePivot
@_exported import ScenePivotHeadless

/// What the article's snippets take for granted: a top-level flow on a headless stage and its deep-link router.
@MainActor
final class SnippetContext {
    let fixture = (
        host: ScenePivot(stage: HeadlessStage(root: HeadlessScreen("Albums"))).startFlow(Idle()),
        router: DeepLinkRouter<DeepLinkChain>()
    )
    var router = DeepLinkRouter<DeepLinkChain>()
    let redaction = DeepLinkRequest.Redaction.keeping(queryItems: ["next"])
}

/// A top-level flow that shows nothing itself.
@MainActor
final class Idle: SceneFlow {
    func start(in flow: FlowContext<Void>) {}
}
