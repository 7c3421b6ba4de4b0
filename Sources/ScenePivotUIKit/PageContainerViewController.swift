#if canImport(UIKit)
import UIKit

/// A `UIPageViewController` of ordered pages, each a `UINavigationController` with a stage and a pivot of its
/// own: the UIKit form of `HeadlessPageContainer`, so the same `PageContainer` flow code runs on both.
///
/// ```swift
/// let pages = PageContainerViewController(
///     pages: [PickViewController(), TalkViewController(), FeedViewController()],
///     titles: ["PosePick", "PoseTalk", "PoseFeed"])
/// observation = pages.observeCurrentIndex { index in segments.selectedSegmentIndex = index }
/// pivot.switchScene(with: TransitionRequest(.selectPage(2)))
/// ```
///
/// The container is its own `dataSource` (the page before and after, `nil` at the edges) and `delegate` (the
/// current index changes when `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`
/// reports a completed swipe); do not replace them.
@MainActor
public final class PageContainerViewController: UIPageViewController, PageContainer, StageContainer,
    UIPageViewControllerDataSource, UIPageViewControllerDelegate
{
    /// The pages' titles, in order, for a `UISegmentedControl` that follows the pages.
    public let titles: [String]
    /// The current page's index, which `UIPageViewController` leaves to you: updated once a swipe or page turn
    /// has finished.
    public private(set) var currentIndex = 0
    private let roots: [UIViewController]
    private let navigations: [UINavigationController]
    private(set) var itemStages: [ItemStage<ViewControllerStage>] = []
    private let indexObservers = IndexObservers()
    private var turnWaiters: [@MainActor () -> Void] = []
    /// Whether a page turn is under way — the user's drag, or an animated turn asked for by a request: requests
    /// wait until the page has settled, as UIKit gives a page turn no transition coordinator.
    private(set) var isTurning = false
    /// Whether the turn under way is a user's swipe (reported by `willTransitionTo`), not one asked for.
    private var isGestureTurn = false

    /// Like `UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)`, but each of
    /// `pages` is the root of a `UINavigationController` with a stage of its own; the first is current.
    /// Requests on the pages wait in the window's queue, with the app's.
    public init(pages: [UIViewController], titles: [String] = []) {
        self.titles = titles
        roots = pages
        navigations = pages.map { UINavigationController(rootViewController: $0) }
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        dataSource = self
        delegate = self
        for navigation in navigations { navigation.setStageContainer(self) }
        itemStages = makeItemStages(roots: pages, navigations: navigations, name: "PageContainerViewController")
        if let first = navigations.first { setViewControllers([first], direction: .forward, animated: false) }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { return nil }

    /// The number of pages, as a `UIPageControl`'s `numberOfPages`.
    public var pageCount: Int { roots.count }

    /// The root view controller of page `index`, below its `UINavigationController`, or `nil` outside the pages.
    public func page(at index: Int) -> AnyObject? {
        roots.indices.contains(index) ? roots[index] : nil
    }

    /// Like `pageViewController(_:viewControllerBefore:)` for the current page: the root view controller of the
    /// page before it, or `nil` on the first page.
    public var pageBefore: AnyObject? { rules.index(before: currentIndex).flatMap(page(at:)) }

    /// Like `pageViewController(_:viewControllerAfter:)` for the current page: the root view controller of the
    /// page after it, or `nil` on the last page.
    public var pageAfter: AnyObject? { rules.index(after: currentIndex).flatMap(page(at:)) }

    /// Like handing a coordinator the page's `UINavigationController`: the stage of page `index` for that page's
    /// flow (pushes go onto the page's own stack), or `nil` outside the pages.
    public func stage(forPage index: Int) -> (any SceneStage)? {
        itemStage(at: index)
    }

    /// Like the `viewControllers` of page `index`'s `UINavigationController`: root first, empty outside the pages.
    public func navigationStack(ofPage index: Int) -> [AnyObject] {
        navigations.indices.contains(index) ? navigations[index].viewControllers : []
    }

    /// Like `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`, for completed
    /// turns only: calls `handler` with the current index each time a page turn finishes, while the observation is
    /// kept.
    public func observeCurrentIndex(_ handler: @escaping @MainActor (Int) -> Void) -> PivotObservation {
        indexObservers.observe(handler)
    }

    /// Like a `UIPageViewControllerDelegate` as an `AsyncStream`: the current index each time a page turn finishes,
    /// until the stream's consumer stops or the container is deallocated.
    public var currentIndexChanges: AsyncStream<Int> { indexObservers.changes }

    // MARK: UIPageViewControllerDataSource

    /// The `UIPageViewControllerDataSource` answer: the page before `viewController`'s, or `nil` on the first page.
    public func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        pageIndex(of: viewController).flatMap(rules.index(before:)).map { navigations[$0] }
    }

    /// The `UIPageViewControllerDataSource` answer: the page after `viewController`'s, or `nil` on the last page.
    public func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        pageIndex(of: viewController).flatMap(rules.index(after:)).map { navigations[$0] }
    }

    // MARK: UIPageViewControllerDelegate

    /// The `UIPageViewControllerDelegate` callback: a user's drag has turned into a page turn, so requests wait
    /// until it has settled.
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {
        isTurning = true
        isGestureTurn = true
    }

    /// The `UIPageViewControllerDelegate` callback: makes the page the swipe ended on current, when it completed,
    /// and lets the requests that waited for the drag run.
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        if completed, let shown = viewControllers?.first, let index = pageIndex(of: shown) { setCurrent(index) }
        turnEnded()
    }

    /// Runs `body` once the page turn under way has settled.
    func whenTurnEnds(_ body: @escaping @MainActor () -> Void) {
        if isTurning { turnWaiters.append(body) } else { body() }
    }

    /// The page has settled: the requests that waited for it run.
    private func turnEnded() {
        isTurning = false
        isGestureTurn = false
        let waiters = turnWaiters
        turnWaiters = []
        waiters.forEach { $0() }
    }

    /// The turn under way, as the core reads it: a swipe is moving while the pages' scroll view tracks, drags or
    /// decelerates.
    var turnState: PageTurnState {
        guard isTurning else { return .none }
        guard isGestureTurn else { return .programmatic }
        let scrollView = view.subviews.lazy.compactMap { $0 as? UIScrollView }.first
        let isMoving = scrollView.map { $0.isTracking || $0.isDragging || $0.isDecelerating } ?? false
        return .gesture(isMoving: isMoving)
    }

    /// Ends a swipe UIKit never reported the end of: the page on screen becomes current, and what waited runs.
    func settleUnreportedTurn() {
        if let shown = viewControllers?.first, let index = pageIndex(of: shown) { setCurrent(index) }
        turnEnded()
    }

    /// Like `UIViewController.viewDidAppear(_:)`; the container is on stage: what waited for it starts.
    override public func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        containerDidAppear()
    }

    /// Like `UIViewController.viewDidDisappear(_:)`; the stages watching the container learn at once whether it
    /// left for good.
    override public func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        containerDidDisappear()
    }

    // MARK: Selecting

    var containerKind: ContainerKind { .pages }
    var itemNavigations: [UIViewController] { navigations }
    var selectedItemIndex: Int? { currentIndex }

    /// Like `setViewControllers(_:direction:animated:completion:)` towards page `index`, calling back with whether
    /// the turn finished; the current index changes only when it did.
    func showItem(at index: Int, animated: Bool, completion: @escaping @MainActor (Bool) -> Void) {
        let turn = rules.pageTurn(
            from: currentIndex, to: index, animated: animated, isOnScreen: viewIfLoaded?.window != nil)
        let direction: UIPageViewController.NavigationDirection
        switch turn.direction {
        case .none: return completion(true)
        case .forward: direction = .forward
        case .reverse: direction = .reverse
        }
        let page = navigations[index]
        guard turn.isAnimated else {
            setViewControllers([page], direction: direction, animated: false)
            setCurrent(index)
            return completion(true)
        }
        isTurning = true
        setViewControllers([page], direction: direction, animated: true) { [weak self] finished in
            guard let self else { return completion(false) }
            if finished {
                setCurrent(index)
                if turn.resetsNeighbours { forgetCachedNeighbours(of: page, direction: direction) }
            }
            completion(finished)
            turnEnded()
        }
    }

    /// After an animated turn that skips pages, `UIPageViewController` (scroll style) keeps the pages next to the
    /// one it left as neighbours, so the next swipe would show them; setting the page again without animation, on
    /// the next turn of the run loop, makes it ask its data source again.
    private func forgetCachedNeighbours(of page: UINavigationController, direction: NavigationDirection) {
        Task { @MainActor [weak self] in
            guard let self, viewControllers?.first === page else { return }
            setViewControllers([page], direction: direction, animated: false)
        }
    }

    private var rules: ContainerItems { ContainerItems(kind: .pages, count: navigations.count) }

    private func pageIndex(of viewController: UIViewController) -> Int? {
        navigations.firstIndex { $0 === viewController }
    }

    private func setCurrent(_ index: Int) {
        guard index != currentIndex else { return }
        currentIndex = index
        indexObservers.tell(index)
    }
}
#endif
