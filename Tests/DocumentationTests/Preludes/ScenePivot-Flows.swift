@_exported import ScenePivot
@_exported import ScenePivotTesting
@_exported import Testing

/// Counts the flows alive.
@MainActor
final class FlowCensus {
    var alive = 0
}

/// Shows a named screen.
struct ShowScreenRequest: SceneRequest, Equatable {
    let name: String
}

/// Makes a named screen the window's root.
struct ShowRootRequest: SceneRequest, Equatable {
    let name: String
}

/// Shows the main tabs.
struct ShowMainRequest: SceneRequest {}

/// Where the app keeps its sign-in token.
@MainActor
final class TokenStore {
    var token: String?
}

/// A flow that shows one screen, counts itself in a census and finishes with a string.
@MainActor
final class ScreenFlow: SceneFlow {
    let name: String
    private let census: FlowCensus?
    private weak var context: FlowContext<String>?

    init(_ name: String, census: FlowCensus? = nil) {
        self.name = name
        self.census = census
        census?.alive += 1
    }

    isolated deinit { census?.alive -= 1 }

    func start(in flow: FlowContext<String>) {
        context = flow
        flow.builder.register(ShowScreenRequest.self) { request in .push(HeadlessScreen(request.name)) }
        flow.pivot.switchScene(with: ShowScreenRequest(name: name))
    }

    func finish(with outcome: String) { context?.finish(with: outcome) }
}

/// A flow whose root is the window's root screen.
@MainActor
final class RootScreenFlow<Outcome>: SceneFlow {
    init(_ name: String, census: FlowCensus) {}
    func start(in flow: FlowContext<Outcome>) {}
}

/// A flow that asks for a number and finishes with it.
@MainActor
final class PickerFlow: SceneFlow {
    func start(in flow: FlowContext<Int>) {}
}

/// A flow that shows nothing itself.
@MainActor
final class IdleFlow: SceneFlow {
    func start(in flow: FlowContext<Void>) {}
}

/// What the article's snippets take for granted: a stage, its pivot and builder, a top-level flow (`host`), a tab
/// container and a page container, a census of flows, and what endings were heard.
@MainActor
final class SnippetContext {
    let stage = HeadlessStage(root: HeadlessScreen("Home"))
    let pivot: ScenePivot
    let host: FlowContext<Void>
    let census = FlowCensus()
    let tokens = TokenStore()
    let flow = ScreenFlow("Search")
    var app: FlowContext<Void>?
    let endings = Endings()
    let walkingTabs = [
        TabItem(title: "Walk", iconName: "shoeprints.fill"), TabItem(title: "Analysis", iconName: "chart.bar"),
    ]
    let pages = HeadlessPageContainer(pages: [HeadlessScreen("One"), HeadlessScreen("Two"), HeadlessScreen("Three")])
    let scenes: any SceneSwitching
    var builder: ScenePivot::SceneBuilder { pivot.builder }
    var fixture: SnippetContext { self }
    var tabs: HeadlessTabContainer {
        HeadlessTabContainer(tabs: walkingTabs.map { (item: $0, root: HeadlessScreen($0.title) as AnyObject) })
    }

    init() {
        pivot = ScenePivot(stage: stage)
        host = pivot.startFlow(IdleFlow())
        scenes = pivot
    }

    /// The endings a flow's parent heard.
    @MainActor
    final class Endings {
        var values: [FlowEnding<String>] = []
    }
}
