#if canImport(UIKit)
import UIKit

/// A `UITabBarController` whose tabs each have a `UINavigationController`, a stage and a pivot of their own: the
/// UIKit form of `HeadlessTabContainer`, so the same `TabContainer` flow code runs on both.
///
/// ```swift
/// let tabs = TabContainerViewController(
///     tabs: [(TabItem(title: "Walk", iconName: "shoeprints.fill"), WalkViewController())])
/// pivot.switchScene(with: ShowMainRequest())                // .setRoot(tabs, inNavigationStack: false)
/// flow.startChild(WalkFlow(), on: tabs.stage(forTab: 0))
/// ```
///
/// Like setting `selectedIndex`, `TransitionRequest(.selectTab(_:))` selects a tab; taps in the tab bar are noticed through a
/// `UITabBarControllerDelegate` that wraps the delegate you set, holding it weakly: it implements
/// `tabBarController(_:didSelect:)`, telling your delegate first, and forwards every other
/// `UITabBarControllerDelegate` method your delegate implements, so your answers (orientations, custom tab
/// animations) stay yours — except the animator of a `.selectTab(_:animation:)` with a custom animation, which is
/// that animation's. It also claims the tab animation method itself, answering yours or `nil` (UIKit's own
/// animation). Methods outside that protocol are not forwarded. Reading `delegate` back gives the wrapper. Do not replace `viewControllers` yourself: a `.setTabs` scene replaces the tabs, keeping each tab
/// whose root is one of the new roots, with its navigation controller and stage.
///
/// With more than five tabs, UIKit puts the fifth and later ones under its "More" tab and shows a tab opened there on
/// its own `moreNavigationController`: the tab stays on stage, its flows live on, `.selectTab(_:animation:)` reaches it, and
/// its stage pushes onto More's stack, where its screens are. Users cannot reorder tabs (`customizableViewControllers`
/// is empty), so each tab keeps its index.
@MainActor
public final class TabContainerViewController: UITabBarController, TabContainer, StageContainer {
    /// The tabs' items, in order: what each tab's `UITabBarItem` shows (those a `.setTabs` scene set last).
    public private(set) var items: [TabItem]
    private var navigations: [UINavigationController]
    private var roots: [UIViewController]
    private(set) var itemStages: [ItemStage<ViewControllerStage>] = []
    private var itemHost: ViewControllerStage?
    private let indexObservers = IndexObservers()
    private var selectionObserver: TabSelectionObserver?
    private var toldIndex = 0

    /// Like a `UITabBarController` given `viewControllers`, but each root is wrapped in a `UINavigationController`
    /// with a stage of its own and shown with a `UITabBarItem` made from its item; the first tab is selected.
    /// Requests on the tabs wait in the window's queue, with the app's.
    public init(tabs: [(item: TabItem, root: UIViewController)]) {
        items = tabs.map(\.item)
        roots = tabs.map(\.root)
        navigations = tabs.map { tab in
            let navigation = UINavigationController(rootViewController: tab.root)
            navigation.tabBarItem = UITabBarItem(tab.item)
            return navigation
        }
        super.init(nibName: nil, bundle: nil)
        setViewControllers(navigations, animated: false)
        customizableViewControllers = []  // users may not reorder the tabs: the tabs' indexes stay theirs
        let host = ViewControllerStage(anchor: self)
        itemHost = host
        itemStages = makeItemStages(
            roots: tabs.map(\.root), navigations: navigations, name: "TabContainerViewController", host: host)
        observeTabTaps()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { return nil }

    /// Like `UITabBarController.selectedIndex`; observers hear each change.
    override public var selectedIndex: Int {
        didSet { selectionChanged() }
    }

    /// Like `UITabBarController.selectedViewController`; observers hear each change.
    override public var selectedViewController: UIViewController? {
        didSet { selectionChanged() }
    }

    /// Like `UITabBarController.delegate`: the delegate you set is wrapped, so that tab taps are noticed too.
    override public var delegate: (any UITabBarControllerDelegate)? {
        didSet { observeTabTaps() }
    }

    /// Like handing a coordinator the tab's `UINavigationController`: the stage of tab `index` for that tab's
    /// flow (pushes go onto the tab's own stack), or `nil` outside the tabs.
    public func stage(forTab index: Int) -> (any SceneStage)? {
        itemStage(at: index)
    }

    /// Like the `viewControllers` of tab `index`'s `UINavigationController`: root first, empty outside the tabs.
    public func navigationStack(ofTab index: Int) -> [AnyObject] {
        navigations.indices.contains(index) ? navigations[index].viewControllers : []
    }

    /// Like `tabBarController(_:didSelect:)`, but for taps and requests alike: calls `handler` with the selected
    /// index each time it changes, while the observation is kept.
    public func observeSelectedIndex(_ handler: @escaping @MainActor (Int) -> Void) -> PivotObservation {
        indexObservers.observe(handler)
    }

    /// Like `tabBarController(_:didSelect:)` as an `AsyncStream`: the selected index each time it changes, until
    /// the stream's consumer stops or the container is deallocated.
    public var selectedIndexChanges: AsyncStream<Int> { indexObservers.changes }

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

    var containerKind: ContainerKind { .tabs }
    var itemNavigations: [UIViewController] { navigations }

    /// The selected tab, by identity: the tab itself, or the one the "More" navigation controller shows — found by
    /// its navigation controller or by its root screen, which UIKit moves onto More's stack while it shows the tab.
    /// `nil` while More's list shows.
    var selectedItemIndex: Int? {
        if let index = navigations.firstIndex(where: { $0 === selectedViewController }) { return index }
        guard selectedViewController === moreNavigationController else { return nil }
        let shown = moreNavigationController.viewControllers
        return navigations.indices.first { index in
            shown.contains { $0 === navigations[index] || $0 === roots[index] }
        }
    }

    func showItem(at index: Int, animated: Bool, completion: @escaping @MainActor (Bool) -> Void) {
        guard navigations.indices.contains(index) else { return completion(false) }
        selectedViewController = navigations[index]
        completion(true)
    }

    /// Like `setViewControllers(_:animated:)`, then `selectedViewController`: a tab whose stack's root now is one of
    /// `newRoots` keeps its navigation controller and stage, as the core's rules planned it (a tab opened through
    /// More, whose stack UIKit moved onto More's, by the root it was given); the others leave, and new tabs come
    /// with navigation controllers and stages of their own.
    func replaceItems(_ newRoots: [UIViewController], tabItems: [TabItem], selecting: Int?, animated: Bool) {
        let kept = newRoots.map { root in
            navigations.indices.first { navigations[$0].viewControllers.first === root }
                ?? navigations.indices.first { navigations[$0].viewControllers.isEmpty && roots[$0] === root }
        }
        let (oldNavigations, oldStages) = (navigations, itemStages)
        roots = newRoots
        navigations = newRoots.indices.map { index in
            kept[index].map { oldNavigations[$0] } ?? UINavigationController(rootViewController: newRoots[index])
        }
        itemStages = newRoots.indices.map { index in
            kept[index].map { oldStages[$0] }
                ?? makeItemStages(
                    roots: [newRoots[index]], navigations: [navigations[index]], name: "TabContainerViewController",
                    host: itemHost)[0]
        }
        for (navigation, item) in zip(navigations, tabItems) { navigation.tabBarItem = UITabBarItem(item) }
        items = tabItems
        setViewControllers(navigations, animated: animated)
        customizableViewControllers = []
        if let selecting, navigations.indices.contains(selecting) { selectedViewController = navigations[selecting] }
    }

    /// Becomes the delegate, wrapping the one set, unless it is already the wrapper.
    private func observeTabTaps() {
        if delegate is TabSelectionObserver { return }
        selectionObserver = TabSelectionObserver(observing: self) { [weak self] in self?.selectionChanged() }
    }

    private func selectionChanged() {
        guard let index = selectedItemIndex, index != toldIndex else { return }
        toldIndex = index
        indexObservers.tell(index)
    }
}
#endif
