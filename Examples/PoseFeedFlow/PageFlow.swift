import ScenePivot

/// The flow of one page, running on the page's own stage, so its pushes land on the page's navigation stack.
@MainActor
public final class PageFlow: SceneFlow {
    /// The page the flow runs.
    public let model: PageModel
    private let screens: any PoseFeedScreens

    /// A flow for the page `model` drives, whose detail screens `screens` makes.
    public init(model: PageModel, screens: any PoseFeedScreens) {
        self.model = model
        self.screens = screens
    }

    /// Registers the page's detail screens and connects the page's model to the page's pivot.
    public func start(in flow: FlowContext<Void>) {
        let screens = self.screens
        let page = model.page
        flow.builder.register(PoseDetailRequest.self) { request in
            .push(screens.detailScreen(title: request.title, on: page))
        }
        model.scenes = flow.pivot
    }
}
