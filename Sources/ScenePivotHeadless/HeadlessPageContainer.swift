import ScenePivot

/// A page container on the headless stage, like a `UIPageViewController` whose pages are navigation controllers:
/// ordered pages, the page before and after the current one, swipes, and the current index to follow.
///
/// ```swift
/// let pages = HeadlessPageContainer(pages: [HeadlessScreen("Pick"), HeadlessScreen("Talk"), HeadlessScreen("Feed")])
/// observation = pages.observeCurrentIndex { index in segments.selectedIndex = index }
/// try pages.swipeToNextPage()   // the current page changes when the swipe ends
/// ```
@MainActor
public final class HeadlessPageContainer: HeadlessContainer, PageContainer, CustomStringConvertible {
    /// The pages' titles, for a segment control, in order.
    public let titles: [String]
    let core: HeadlessContainerCore

    /// A container of pages, each the root screen of its navigation stack, starting on page `currentIndex`.
    public init(pages: [AnyObject], titles: [String] = [], currentIndex: Int = 0) {
        self.titles = titles
        core = HeadlessContainerCore(kind: .pages, roots: pages, selectedIndex: currentIndex, name: "PageContainer")
    }

    /// The number of pages.
    public var pageCount: Int { core.roots.count }

    /// The current page's index, updated once a swipe or page turn has finished.
    public var currentIndex: Int { core.selectedIndex }

    /// The root screen of the page before the current one, or `nil` on the first page: UIKit's
    /// `viewControllerBefore`.
    public var pageBefore: AnyObject? { page(at: currentIndex - 1) }

    /// The root screen of the page after the current one, or `nil` on the last page: UIKit's `viewControllerAfter`.
    public var pageAfter: AnyObject? { page(at: currentIndex + 1) }

    /// The root screen of page `index`, or `nil` outside the pages.
    public func page(at index: Int) -> AnyObject? {
        core.roots.indices.contains(index) ? core.roots[index] : nil
    }

    /// The stage of page `index`, for that page's pivot: pushes go onto the page's own navigation stack.
    public func stage(forPage index: Int) -> (any SceneStage)? {
        core.stage(at: index)
    }

    /// The screens of page `index`'s navigation stack, root first.
    public func navigationStack(ofPage index: Int) -> [AnyObject] {
        core.navigation(at: index)?.children.map(\.screen) ?? []
    }

    /// Swipes to the next page, as a user does; the current index changes when the swipe animation ends. Refused
    /// while the container is off stage, covered, or a transition animates.
    package func swipeToNextPage() throws(HeadlessInteractionError) {
        try swipe(by: 1)
    }

    /// Swipes to the previous page, as a user does; the current index changes when the swipe animation ends.
    /// Refused while the container is off stage, covered, or a transition animates.
    package func swipeToPreviousPage() throws(HeadlessInteractionError) {
        try swipe(by: -1)
    }

    /// Calls `handler` with the current index each time a page turn finishes, while the observation is kept.
    public func observeCurrentIndex(_ handler: @escaping @MainActor (Int) -> Void) -> PivotObservation {
        core.observe(handler)
    }

    /// The current index each time a page turn finishes, as an `AsyncStream` that lasts until its consumer stops
    /// or the container is deallocated.
    public var currentIndexChanges: AsyncStream<Int> { core.indexChanges }

    /// `PageContainer`.
    public nonisolated var description: String { "PageContainer" }

    private func swipe(by offset: Int) throws(HeadlessInteractionError) {
        let host = try core.stageWithinUsersReach(name: description)
        let target = currentIndex + offset
        guard core.roots.indices.contains(target) else {
            throw .noPageToSwipeTo(offset > 0 ? "the current page is the last" : "the current page is the first")
        }
        host.animate(true) { [core] in core.setSelected(target) }
    }
}
