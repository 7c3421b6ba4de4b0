/// A screen that shows ordered pages, each with its own navigation stack and its own stage: what a flow needs of
/// a `UIPageViewController`, so the same flow runs on the headless stage and in UIKit.
///
/// ```swift
/// let pages: any PageContainer = screens.posePages(...)   // a HeadlessPageContainer, or a PageContainerViewController
/// observation = pages.observeCurrentIndex { index in segments.selectedIndex = index }
/// flow.startChild(FeedFlow(), on: pages.stage(forPage: 2))
/// ```
@MainActor
public protocol PageContainer: AnyObject {
    /// The pages' titles, for a segment control, in order.
    var titles: [String] { get }
    /// The number of pages.
    var pageCount: Int { get }
    /// The current page's index, updated once a swipe or page turn has finished.
    var currentIndex: Int { get }
    /// The root screen of page `index`, or `nil` outside the pages.
    func page(at index: Int) -> AnyObject?
    /// The root screen of the page before the current one, or `nil` on the first page: `viewControllerBefore`.
    var pageBefore: AnyObject? { get }
    /// The root screen of the page after the current one, or `nil` on the last page: `viewControllerAfter`.
    var pageAfter: AnyObject? { get }
    /// The stage of page `index`, for that page's pivot, or `nil` outside the pages.
    func stage(forPage index: Int) -> (any SceneStage)?
    /// Calls `handler` with the current index each time a page turn finishes, while the observation is kept.
    func observeCurrentIndex(_ handler: @escaping @MainActor (Int) -> Void) -> PivotObservation
}
