#if canImport(UIKit)
import UIKit

/// A `UISplitViewController` with a primary and a secondary column, each a `UINavigationController` with a stage
/// of its own: the UIKit form of `HeadlessSplitContainer`, so the same `SplitContainer` flow code runs on both.
///
/// ```swift
/// let split = SplitContainerViewController(
///     primary: MailboxesViewController(), secondary: EmptyDetailViewController())
/// builder.register(OpenMailRequest.self) { request in .showDetail(MailViewController(mail: request.mail)) }
/// ```
///
/// Like `showDetailViewController(_:sender:)`, a `.showDetail` scene replaces the secondary column's stack when the
/// split view is expanded and, when it is collapsed (`isCollapsed`, a compact width), pushes on top of the one stack
/// UIKit then shows — the secondary column's navigation controller stacked on the primary's — decided by the
/// core's rules, not by UIKit's own `showDetailViewController`.
@MainActor
public final class SplitContainerViewController: UISplitViewController, SplitContainer, StageContainer {
    private var navigations: [UINavigationController]
    private(set) var itemStages: [ItemStage<ViewControllerStage>] = []
    private var itemHost: ViewControllerStage?

    /// Like `UISplitViewController(style: .doubleColumn)` with `primary` and `secondary` as the roots of the two
    /// columns' navigation controllers. Requests on the columns wait in the window's queue, with the app's.
    ///
    /// - Parameters:
    ///   - primary: The primary column's root view controller (a list).
    ///   - secondary: The secondary column's root view controller (a placeholder detail).
    public init(primary: UIViewController, secondary: UIViewController) {
        navigations = [
            UINavigationController(rootViewController: primary),
            UINavigationController(rootViewController: secondary),
        ]
        super.init(style: .doubleColumn)
        setViewController(navigations[0], for: .primary)
        setViewController(navigations[1], for: .secondary)
        let host = ViewControllerStage(anchor: self)
        itemHost = host
        itemStages = makeItemStages(
            roots: [primary, secondary], navigations: navigations, name: "SplitContainerViewController", host: host)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { return nil }

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

    /// Like handing a coordinator a column's `UINavigationController`: the stage of `column`, for that column's
    /// flow.
    public func stage(for column: SplitColumn) -> (any SceneStage)? {
        itemStage(at: column.rawValue)
    }

    var containerKind: ContainerKind { .split }
    var itemNavigations: [UIViewController] { navigations }
    /// The column pushes land on: the primary one when collapsed, else the secondary one.
    var selectedItemIndex: Int? { isCollapsed ? 0 : 1 }

    func showItem(at index: Int, animated: Bool, completion: @escaping @MainActor (Bool) -> Void) {
        completion(false)  // the columns show as the width allows; the rules never select one
    }

    /// Like `setViewController(_:for:)` for each column whose stack's root now is not `newRoots`', as the core's
    /// rules planned it: a new navigation controller and stage; a kept column keeps its own.
    func replaceItems(_ newRoots: [UIViewController], tabItems: [TabItem], selecting: Int?, animated: Bool) {
        for (index, root) in zip([0, 1], newRoots) where navigations[index].viewControllers.first !== root {
            let navigation = UINavigationController(rootViewController: root)
            navigations[index] = navigation
            itemStages[index] =
                makeItemStages(
                    roots: [root], navigations: [navigation], name: "SplitContainerViewController", host: itemHost)[0]
            setViewController(navigation, for: index == 0 ? .primary : .secondary)
        }
    }
}
#endif
