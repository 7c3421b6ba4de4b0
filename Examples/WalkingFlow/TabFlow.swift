import ScenePivot

/// The flow of one tab — the GND walking-app write-up's `StrideCoordinator` and `TogetherCoordinator` — running on the
/// tab's own stage, so its pushes land on the tab's navigation stack. It finishes when the user logs out from it.
@MainActor
public final class TabFlow: SceneFlow {
    /// The tab the flow runs.
    public let model: TabModel
    /// The tab's pivot, on the tab's stage, while the flow runs: where deep links send the tab's steps.
    public private(set) weak var pivot: ScenePivot?
    private let screens: any WalkingScreens

    /// A flow for the tab `model` drives, whose detail screens `screens` makes.
    public init(model: TabModel, screens: any WalkingScreens) {
        self.model = model
        self.screens = screens
    }

    /// Registers the tab's detail screens and connects the tab's model to the tab's pivot.
    public func start(in flow: FlowContext<Void>) {
        let screens = self.screens
        let tab = model.tab
        flow.builder.register(TabDetailRequest.self) { request in
            .push(screens.detailScreen(title: request.title, in: tab))
        }
        pivot = flow.pivot
        model.scenes = flow.pivot
        model.onLogOut = { [weak flow] in flow?.finish(with: ()) }
    }
}
