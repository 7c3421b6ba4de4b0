/// A screen that shows tabs, each with its own navigation stack and its own stage: what a flow needs of a
/// `UITabBarController`, so the same flow runs on the headless stage and in UIKit.
///
/// ```swift
/// let tabs: any TabContainer = screens.mainTabs(...)        // a HeadlessTabContainer, or a TabContainerViewController
/// flow.pivot.switchScene(with: ShowMainRequest())           // registered as .setRoot(tabs, inNavigationStack: false)
/// flow.startChild(WalkFlow(), on: tabs.stage(forTab: 0))    // the walk tab's pushes land on its own stack
/// ```
@MainActor
public protocol TabContainer: AnyObject {
    /// The tabs' bar items, in order.
    var items: [TabItem] { get }
    /// The selected tab's index.
    var selectedIndex: Int { get }
    /// The stage of tab `index`, for that tab's pivot, or `nil` outside the tabs.
    func stage(forTab index: Int) -> (any SceneStage)?
    /// Calls `handler` with the selected index each time it changes, while the observation is kept.
    func observeSelectedIndex(_ handler: @escaping @MainActor (Int) -> Void) -> PivotObservation
}
