import ScenePivot

/// The GND walking-app write-up's `TabCoordinator`: the main tabs as the window's root, with a ``TabFlow`` on each
/// tab's stage. It finishes when a tab logs out; its tabs' flows end with it.
@MainActor
public final class MainFlow: SceneFlow {
    private let screens: any WalkingScreens
    /// The tab container, once the flow has started.
    public private(set) var tabs: (any TabContainer)?
    private weak var flow: FlowContext<Void>?

    /// A main flow whose screens `screens` makes.
    public init(screens: any WalkingScreens) {
        self.screens = screens
    }

    /// Shows the tabs as the window's root and starts each tab's flow on its own stage.
    public func start(in flow: FlowContext<Void>) {
        self.flow = flow
        let models = WalkingTab.allCases.map(TabModel.init(tab:))
        let tabs = screens.mainTabs(models)
        self.tabs = tabs
        flow.builder.register(ShowMainRequest.self) { _ in .setRoot(tabs, inNavigationStack: false) }
        flow.pivot.switchScene(with: ShowMainRequest())
        for (index, model) in models.enumerated() {
            flow.startChild(TabFlow(model: model, screens: screens), on: tabs.stage(forTab: index)) {
                [weak flow] ending in
                if case .finished = ending { flow?.finish(with: ()) }
            }
        }
    }

    /// The pivot of `tab`'s flow, on the tab's own stage, while the tab's flow runs.
    public func pivot(for tab: WalkingTab) -> ScenePivot? {
        flow?.childFlows.lazy.compactMap { $0 as? TabFlow }.first { $0.model.tab == tab }?.pivot
    }
}

/// Shows the main tabs as the window's root.
public struct ShowMainRequest: SceneRequest, Equatable {
    /// The request.
    public init() {}
}
