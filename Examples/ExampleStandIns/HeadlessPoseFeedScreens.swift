import PoseFeedFlow
import ScenePivot
import ScenePivotHeadless

/// The paged feed's screens on the headless stage: a `HeadlessPageContainer` of ``HeadlessModelScreen`` stand-ins. The
/// container itself is the root screen; the segment control is its model, printed beside the hierarchy.
@MainActor
public struct HeadlessPoseFeedScreens: PoseFeedScreens {
    /// The headless screens.
    public init() {}

    /// A `HeadlessPageContainer` whose pages' roots are named after the pages.
    public func pages(_ models: [PageModel]) -> any PageContainer {
        HeadlessPageContainer(
            pages: models.map { HeadlessModelScreen($0.page.title, model: $0) }, titles: models.map(\.page.title))
    }

    /// The page container itself.
    public func pagedScreen(pages: any PageContainer, segments: PageSegmentsModel) -> AnyObject { pages }

    /// A `HeadlessScreen` named `title`.
    public func detailScreen(title: String, on page: PosePage) -> AnyObject { HeadlessScreen(title) }
}
