import ScenePivot

/// What the paged feed's flows need from a platform: its screens. The flows are written once against this;
/// `HeadlessPoseFeedScreens` (ExampleStandIns) makes stand-ins for the headless stage, the UIKit example makes view controllers.
@MainActor
public protocol PoseFeedScreens {
    /// The page container, one page per model in order, each page's root screen driven by its model.
    func pages(_ models: [PageModel]) -> any PageContainer
    /// The screen shown as the root: the page container under the segment control `segments` drives.
    func pagedScreen(pages: any PageContainer, segments: PageSegmentsModel) -> AnyObject
    /// A detail screen titled `title`, pushed on `page`.
    func detailScreen(title: String, on page: PosePage) -> AnyObject
}
