#if canImport(UIKit)
import UIKit

/// UIKit's view-controller calls for `ControllerStage`, one for one: each member reads one property or makes one
/// call, so every decision stays in the core's rules, where it is tested.
///
/// The adapter decides three things itself, here and nowhere else:
/// 1. which view controllers are navigation stacks, containers and alerts (``kind(of:)``);
/// 2. whether action sheets are popovers — the iPad and Mac idioms (``presentsActionSheetsAsPopovers(from:)``);
/// 3. how a window's root is replaced: a cross-dissolve when animated (``replaceWindowRoot(_:with:animated:completion:)``).
@MainActor
package struct UIKitPlatform: ControllerPlatform {
    package typealias Controller = UIViewController

    // MARK: Reading

    package func controller(for screen: AnyObject) -> UIViewController? { screen as? UIViewController }
    package func parent(of controller: UIViewController) -> UIViewController? { controller.parent }
    package func children(of controller: UIViewController) -> [UIViewController] { controller.children }
    package func presentedController(of controller: UIViewController) -> UIViewController? {
        controller.presentedViewController
    }
    package func presentingController(of controller: UIViewController) -> UIViewController? {
        controller.presentingViewController
    }
    package func isBeingDismissed(_ controller: UIViewController) -> Bool { controller.isBeingDismissed }

    /// Decision 1: the system's own screens (``isSystemScreen(_:)``) are system screens, ScenePivot's containers
    /// and UIKit's tab bar controller are containers, navigation controllers are navigation stacks, alert
    /// controllers are alerts, an app's own page and split view controllers are unmanaged containers; everything
    /// else is a plain screen (which the core gives an observer child).
    package func kind(of controller: UIViewController) -> ControllerKind {
        if Self.isSystemScreen(controller) { return .system(isNavigationStack: controller is UINavigationController) }
        switch controller {
        case is UIAlertController: return .alert
        case is UINavigationController: return .navigation
        case let container as any StageContainer: return .container(container.containerKind)
        case is UITabBarController: return .container(.tabs)
        case is UIPageViewController, is UISplitViewController: return .unmanagedContainer
        default: return .plain
        }
    }

    package func items(of controller: UIViewController) -> [UIViewController] {
        switch controller {
        case let navigation as UINavigationController: return navigation.viewControllers
        case let container as any StageContainer: return container.itemNavigations
        case let tabs as UITabBarController: return tabs.viewControllers ?? []
        default: return controller.children
        }
    }

    package func selectedIndex(of container: UIViewController) -> Int? {
        switch container {
        case let container as any StageContainer: return container.selectedItemIndex
        case let tabs as UITabBarController:
            return tabs.viewControllers?.firstIndex { $0 === tabs.selectedViewController }
        default: return nil
        }
    }

    /// `moreNavigationController`, while the tab bar controller has more than five tabs (the header: "If more than
    /// five view controllers are added to a tab bar controller, only the first four will display").
    package func moreNavigation(of tabs: UIViewController) -> UIViewController? {
        guard let tabs = tabs as? UITabBarController, (tabs.viewControllers?.count ?? 0) > 5 else { return nil }
        return tabs.moreNavigationController
    }

    package func container(ofItem controller: UIViewController) -> UIViewController? {
        controller.parent == nil ? controller.stageContainer : nil
    }

    package func presentationStyle(of controller: UIViewController) -> (style: PresentationStyle, isModal: Bool) {
        (PresentationStyle(controller.modalPresentationStyle), controller.isModalInPresentation)
    }

    package func isInWindow(_ controller: UIViewController) -> Bool { controller.viewIfLoaded?.window != nil }
    package func window(of controller: UIViewController) -> AnyObject? { controller.viewIfLoaded?.window }
    package func windowRoot(of controller: UIViewController) -> UIViewController? {
        controller.viewIfLoaded?.window?.rootViewController
    }

    package func isTransitioning(_ controller: UIViewController) -> Bool {
        controller.transitionCoordinator != nil || (controller as? PageContainerViewController)?.isTurning == true
    }

    package func forwardsAppearance(_ controller: UIViewController) -> Bool {
        controller.shouldAutomaticallyForwardAppearanceMethods
    }

    package func pageTurn(of controller: UIViewController) -> PageTurnState {
        (controller as? PageContainerViewController)?.turnState ?? .none
    }

    package func isCollapsed(_ controller: UIViewController) -> Bool {
        (controller as? UISplitViewController)?.isCollapsed ?? false
    }

    /// Decision 2: UIKit shows action sheets as popovers on iPad and Mac, whatever the size class.
    package func presentsActionSheetsAsPopovers(from controller: UIViewController) -> Bool {
        switch controller.traitCollection.userInterfaceIdiom {
        case .pad, .mac: return true
        default: return false
        }
    }

    package func isHorizontallyCompact(_ controller: UIViewController) -> Bool {
        controller.traitCollection.horizontalSizeClass == .compact
    }

    /// Decision 2, for any screen: an action sheet, and a share sheet whose `.automatic` style UIKit resolves to
    /// `.popover` on iPad and Mac, are popovers there; a `.popover` style is one where the width is regular.
    package func popoverResolution(of controller: UIViewController, style: PresentationStyle?) -> PopoverResolution {
        let resolved = style.map(\.modalPresentationStyle) ?? controller.modalPresentationStyle
        if (controller as? UIAlertController)?.preferredStyle == .actionSheet { return .onPadAndMac }
        if resolved == .automatic, controller is UIActivityViewController { return .onPadAndMac }
        return resolved == .popover ? .whereWidthIsRegular : .never
    }

    package func hasPopoverSource(_ controller: UIViewController) -> Bool {
        guard let popover = controller.popoverPresentationController else { return false }
        if popover.sourceView != nil || popover.barButtonItem != nil { return true }
        guard #available(iOS 16, *) else { return false }  // iOS 15 has no `sourceItem`
        return popover.sourceItem != nil
    }

    /// iOS 15 points a popover at a view, a bar button item, or (through its owning view) a layout guide; iOS 16 at
    /// any `UIPopoverPresentationControllerSourceItem`, a tab bar item for one.
    package func canAnchorPopover(to anchor: AnyObject) -> Bool {
        if anchor is UIView || anchor is UIBarButtonItem || anchor is UILayoutGuide { return true }
        guard #available(iOS 16, *) else { return false }
        return anchor is any UIPopoverPresentationControllerSourceItem
    }

    /// Custom detent heights (`UISheetPresentationController.Detent.custom(identifier:resolver:)`) are iOS 16.
    package var supportsCustomSheetDetents: Bool {
        guard #available(iOS 16, *) else { return false }
        return true
    }

    package func name(of screen: AnyObject) -> String { ViewControllerStage.name(of: screen) }

    package func canAnimate(_ transition: AnimatedTransition, with animator: AnyObject) -> Bool {
        switch transition {
        case .presentation:
            animator is any UIViewControllerTransitioningDelegate
                || animator is any UIViewControllerAnimatedTransitioning
        case .push, .stackChange, .selection(.tabs): animator is any UIViewControllerAnimatedTransitioning
        case .dismissal:
            animator is any UIViewControllerTransitioningDelegate
                || animator is any UIViewControllerAnimatedTransitioning
        case .selection: false  // a page view controller or a split view controller takes no animator
        }
    }

    // MARK: Acting

    package func embedInNavigationController(_ controller: UIViewController) -> UIViewController {
        UINavigationController(rootViewController: controller)
    }

    package func anchorPopover(of controller: UIViewController, to anchor: AnyObject) {
        controller.popoverPresentationController?.point(at: anchor)
    }

    package func apply(style: PresentationStyle?, isModal: Bool?, to controller: UIViewController) {
        if let style { controller.modalPresentationStyle = style.modalPresentationStyle }
        if let isModal { controller.isModalInPresentation = isModal }
    }

    package func present(
        _ controller: UIViewController, from presenter: UIViewController, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        presenter.present(controller, animated: animated, completion: completion)
    }

    package func dismissPresented(
        by presenter: UIViewController, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
        presenter.dismiss(animated: animated, completion: completion)
    }

    package func push(
        _ controller: UIViewController, onto navigation: UIViewController, animator: AnyObject?,
        interaction: TransitionAnimation.Interaction?, animated: Bool
    ) {
        guard let navigation = navigation as? UINavigationController else { return }
        NavigationAnimationProxy.perform(
            on: navigation, arrivingAt: controller, animator: animator as? any UIViewControllerAnimatedTransitioning,
            interaction: interaction
        ) {
            navigation.pushViewController(controller, animated: animated)
        }
    }

    package func animateUserPops(
        in navigation: UIViewController, with popAnimator: @escaping @MainActor (UIViewController) -> AnyObject?
    ) {
        guard let navigation = navigation as? UINavigationController else { return }
        NavigationAnimationProxy.animateUserPops(in: navigation, with: popAnimator)
    }

    package func apply(_ sheet: SheetOptions, to controller: UIViewController) {
        // A popover's sheet where the width is compact is its adaptive sheet presentation controller.
        guard
            let sheetController = controller.sheetPresentationController
                ?? controller.popoverPresentationController?.adaptiveSheetPresentationController
        else { return }
        sheetController.detents = sheet.detents.compactMap(\.uiDetent)  // every one: the rules refused the rest
        sheetController.selectedDetentIdentifier = sheet.selectedDetent?.uiIdentifier
        sheetController.prefersGrabberVisible = sheet.prefersGrabberVisible
    }

    package func transitioningDelegate(of controller: UIViewController) -> AnyObject? {
        controller.transitioningDelegate
    }

    package func setTransitioningDelegate(_ delegate: AnyObject?, of controller: UIViewController) {
        controller.transitioningDelegate = delegate as? any UIViewControllerTransitioningDelegate
    }

    package func transitioningDelegate(presentingWith animator: AnyObject) -> AnyObject? {
        switch animator {
        case let delegate as any UIViewControllerTransitioningDelegate: delegate
        case let animator as any UIViewControllerAnimatedTransitioning:
            PresentationAnimatorDelegate(presenting: animator)
        default: nil
        }
    }

    package func transitioningDelegate(
        dismissing controller: UIViewController, with animator: AnyObject,
        drivenBy interaction: TransitionAnimation.Interaction?
    ) -> AnyObject? {
        let driver = InteractionDriver(following: interaction)
        switch animator {
        case let given as any UIViewControllerTransitioningDelegate:
            // Interactive: the delegate's own dismissal animator, driven by the interaction.
            guard let driver, let dismissing = given.animationController?(forDismissed: controller) else {
                return given
            }
            return PresentationAnimatorDelegate(dismissing: dismissing, dismissalInteraction: driver)
        case let animator as any UIViewControllerAnimatedTransitioning:
            return PresentationAnimatorDelegate(dismissing: animator, dismissalInteraction: driver)
        default: return nil
        }
    }

    package func pop(
        to controller: UIViewController, in navigation: UIViewController, animator: AnyObject?,
        interaction: TransitionAnimation.Interaction?, animated: Bool
    ) {
        guard let navigation = navigation as? UINavigationController else { return }
        NavigationAnimationProxy.perform(
            on: navigation, arrivingAt: controller, animator: animator as? any UIViewControllerAnimatedTransitioning,
            interaction: interaction
        ) {
            _ = navigation.popToViewController(controller, animated: animated)
        }
    }

    package func setStack(
        _ controllers: [UIViewController], on navigation: UIViewController, animator: AnyObject?, animated: Bool
    ) {
        guard let navigation = navigation as? UINavigationController else { return }
        guard let top = controllers.last else { return navigation.setViewControllers(controllers, animated: animated) }
        NavigationAnimationProxy.perform(
            on: navigation, arrivingAt: top, animator: animator as? any UIViewControllerAnimatedTransitioning
        ) {
            navigation.setViewControllers(controllers, animated: animated)
        }
    }

    package func showColumn(
        _ column: SplitColumn, of split: UIViewController, animated: Bool,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        guard let split = split as? UISplitViewController else { return completion(false) }
        split.show(column == .primary ? .primary : .secondary)
        guard animated, let coordinator = split.transitionCoordinator else { return completion(true) }
        coordinator.animate(alongsideTransition: nil) { _ in completion(true) }
    }

    package func select(
        _ index: Int, in container: UIViewController, animator: AnyObject?, animated: Bool,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        if animated, let animator = animator as? any UIViewControllerAnimatedTransitioning,
            let tabs = container as? UITabBarController
        {
            return TabSelectionObserver.select(index, in: tabs, animator: animator, completion: completion)
        }
        switch container {
        case let container as any StageContainer:
            container.showItem(at: index, animated: animated, completion: completion)
        case let tabs as UITabBarController:
            tabs.selectedIndex = index
            completion(true)
        default: completion(false)
        }
    }

    package func setItems(
        _ roots: [UIViewController], tabItems: [TabItem], of container: UIViewController, selecting: Int?,
        animated: Bool
    ) {
        (container as? any StageContainer)?.replaceItems(
            roots, tabItems: tabItems, selecting: selecting, animated: animated)
    }

    package func embeddingSlot(of controller: UIViewController) -> String? { controller.embeddingSlot }

    package func canEmbed(in host: UIViewController, slot: String) -> Bool {
        (host as? any EmbeddingHost)?.containerView(forSlot: slot) != nil
    }

    package func embed(_ child: UIViewController, in host: UIViewController, slot: String) {
        guard let container = (host as? any EmbeddingHost)?.containerView(forSlot: slot) else { return }
        host.addChild(child)
        child.view.frame = container.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(child.view)
        child.didMove(toParent: host)
        child.setEmbeddingSlot(slot)
    }

    package func unembed(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.viewIfLoaded?.removeFromSuperview()
        child.removeFromParent()
        child.setEmbeddingSlot(nil)
    }

    package func makeAlert(
        _ content: AlertContent, anchor: AnyObject?, onTap: @escaping @MainActor (AlertAnswer) -> Void
    ) -> UIViewController {
        PivotAlertController.make(content, anchor: anchor, onTap: onTap)
    }

    /// Decision 3: a window's root is replaced at once, or cross-dissolved when animated, like `UIWindow`'s own
    /// transitions in Apple's samples.
    package func replaceWindowRoot(
        _ old: UIViewController, with new: UIViewController, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) -> Bool {
        guard let window = old.viewIfLoaded?.window else { return false }
        guard animated else {
            window.rootViewController = new
            completion()
            return true
        }
        UIView.transition(
            with: window, duration: 0.3, options: .transitionCrossDissolve,
            animations: { UIView.performWithoutAnimation { window.rootViewController = new } },
            completion: { _ in completion() })
        return true
    }

    package func whenTransitionEnds(around controller: UIViewController, _ body: @escaping @MainActor () -> Void)
        -> TransitionWait
    {
        if let pages = controller as? PageContainerViewController, pages.isTurning {
            pages.whenTurnEnds(body)
            return .waiting
        }
        guard let coordinator = controller.transitionCoordinator else { return .idle }
        return coordinator.animate(alongsideTransition: nil, completion: { _ in body() }) ? .waiting : .refused
    }

    package func transitionQueue(keptOn object: AnyObject) -> TransitionQueue? {
        objc_getAssociatedObject(object, &transitionQueueKey) as? TransitionQueue
    }

    package func keep(_ queue: TransitionQueue?, on object: AnyObject) {
        objc_setAssociatedObject(object, &transitionQueueKey, queue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    package func settlePageTurn(of container: UIViewController) {
        (container as? PageContainerViewController)?.settleUnreportedTurn()
    }

    package func onNextTurn(_ body: @escaping @MainActor () -> Void) {
        Task { @MainActor in body() }
    }

    package func watch(
        _ controller: UIViewController, by observer: AnyObject, observerChild: Bool,
        _ onChange: @escaping @MainActor () -> Void
    ) {
        DepartureSignal.of(controller, observerChild: observerChild).add(observer, onChange)
    }

    package func whenAppears(
        _ controller: UIViewController, observerChild: Bool, _ body: @escaping @MainActor () -> Void
    ) -> Bool {
        DepartureSignal.of(controller, observerChild: observerChild).whenAppears(body)
    }
}

nonisolated(unsafe) private var transitionQueueKey: UInt8 = 0
#endif
