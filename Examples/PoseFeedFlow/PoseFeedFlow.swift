import ScenePivot

/// The PosePicker write-up's `PageViewCoordinator`: pick, talk and feed pages, each a navigation stack with its own
/// ``PageFlow``, under a segment control that follows the current page and selects pages by request.
///
/// ```swift
/// let feed = pivot.startFlow(PoseFeedFlow(screens: HeadlessPoseFeedScreens()))
/// ```
@MainActor
public final class PoseFeedFlow: SceneFlow {
    private let screens: any PoseFeedScreens
    /// The page container, once the flow has started.
    public private(set) var pages: (any PageContainer)?
    /// The segment control's model, once the flow has started.
    public private(set) var segments: PageSegmentsModel?

    /// A feed flow whose screens `screens` makes.
    public init(screens: any PoseFeedScreens) {
        self.screens = screens
    }

    /// Shows the paged screen as the window's root and starts each page's flow on its own stage.
    public func start(in flow: FlowContext<Void>) {
        let models = PosePage.allCases.map(PageModel.init(page:))
        let pages = screens.pages(models)
        let segments = PageSegmentsModel(following: pages, scenes: flow.pivot)
        self.pages = pages
        self.segments = segments
        let screen = screens.pagedScreen(pages: pages, segments: segments)
        flow.builder.register(ShowPosePagesRequest.self) { _ in .setRoot(screen, inNavigationStack: false) }
        flow.pivot.switchScene(with: ShowPosePagesRequest())
        for (index, model) in models.enumerated() {
            flow.startChild(PageFlow(model: model, screens: screens), on: pages.stage(forPage: index))
        }
    }
}
