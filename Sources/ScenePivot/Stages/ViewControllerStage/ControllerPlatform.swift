/// What a view controller is to the rules.
package enum ControllerKind: Equatable, Sendable {
    /// A plain view controller; its `children` are its children.
    case plain
    /// A `UINavigationController`; its children are its `viewControllers`.
    case navigation
    /// A tab or page container; its children are its items.
    case container(ContainerKind)
    /// A `UIAlertController`.
    case alert
    /// A container of UIKit's that ScenePivot does not drive (an app's own `UIPageViewController` or
    /// `UISplitViewController`): a screen to the rules, its `children` its children, and never given an observer
    /// child, which it would take for content of its own.
    case unmanagedContainer
    /// A view controller of the system's own, whose insides are private (`UIImagePickerController`,
    /// `MFMailComposeViewController`, `UIActivityViewController`, `SFSafariViewController`, …, navigation
    /// controller subclasses among them): a screen to the rules that is never a navigation stack pushes land on,
    /// never given an observer child, and whose children are never looked into. `isNavigationStack` when it is a
    /// `UINavigationController` subclass, which is never pushed or embedded in another navigation controller.
    case system(isNavigationStack: Bool)
}

/// When UIKit shows a screen as a popover, which needs a source (a view, bar button item or other source item) or
/// UIKit raises an exception.
package enum PopoverResolution: Equatable, Sendable {
    /// Never.
    case never
    /// Where the presenter's width is regular: its style is `.popover`, which UIKit adapts to a sheet in a compact
    /// width (an iPhone in portrait, an iPad app in Slide Over or a narrow Split View).
    case whereWidthIsRegular
    /// On iPad and Mac, whatever the width: an action sheet, or a system screen whose `.automatic` style resolves
    /// to `.popover` there (a share sheet).
    case onPadAndMac
}

/// A ScenePivot page container's turn, as UIKit shows it.
package enum PageTurnState: Equatable, Sendable {
    /// No turn is under way.
    case none
    /// A turn the stage asked for (`setViewControllers(_:direction:animated:completion:)`), whose completion UIKit
    /// always calls.
    case programmatic
    /// A user's swipe reported by `willTransitionTo`; `isMoving` says whether the pages' scroll view is still
    /// tracking, dragging or decelerating. A swipe that stopped moving and never reported `didFinishAnimating` is
    /// stale (PG8).
    case gesture(isMoving: Bool)
}

/// How a platform waits for a transition in flight around a view controller.
package enum TransitionWait: Equatable, Sendable {
    /// Nothing is in flight.
    case idle
    /// The callback runs when the transition ends.
    case waiting
    /// A transition is in flight but refused to call back (`animate(alongsideTransition:completion:)` answered
    /// `false`); ask again on the next turn of the run loop.
    case refused
}

/// UIKit's view-controller calls, one for one, as a ``ControllerStage`` makes them: the UIKit adapter implements
/// it with view controllers (each member a single UIKit call or property), and the tests with a model that behaves
/// as UIKit does — which completion never fires, what `presentedViewController` a child answers — so every
/// decision the UIKit stage makes is made, and tested, here.
@MainActor
package protocol ControllerPlatform {
    /// A view controller.
    associatedtype Controller: AnyObject

    // MARK: Reading, as UIKit answers

    /// `screen` as a view controller, or `nil` when it is none.
    func controller(for screen: AnyObject) -> Controller?
    /// `parent`.
    func parent(of controller: Controller) -> Controller?
    /// `children`.
    func children(of controller: Controller) -> [Controller]
    /// `presentedViewController` (a child answers its presentation context's).
    func presentedController(of controller: Controller) -> Controller?
    /// `presentingViewController`.
    func presentingController(of controller: Controller) -> Controller?
    /// `isBeingDismissed`.
    func isBeingDismissed(_ controller: Controller) -> Bool
    /// What kind of view controller it is.
    func kind(of controller: Controller) -> ControllerKind
    /// A navigation controller's `viewControllers`, or a container's items in order (all of a ScenePivot page
    /// container's pages, not only the one on screen).
    func items(of controller: Controller) -> [Controller]
    /// A container's selected item; `nil` while a tab bar controller's `selectedViewController` is its More
    /// navigation controller (`selectedIndex` reads `NSNotFound`), which the stage then resolves itself
    /// (``ControllerStage/tabOpenedThroughMore(in:)``).
    func selectedIndex(of container: Controller) -> Int?
    /// A tab bar controller's `moreNavigationController`, while it has a More item (more than five tabs): never
    /// one of its tabs, it shows the tabs opened through More on its own navigation stack.
    func moreNavigation(of tabs: Controller) -> Controller?
    /// The ScenePivot container an item belongs to while it is not its `parent` (a page off screen).
    func container(ofItem controller: Controller) -> Controller?
    /// `modalPresentationStyle` and `isModalInPresentation`.
    func presentationStyle(of controller: Controller) -> (style: PresentationStyle, isModal: Bool)
    /// Whether the view is in a window (`viewIfLoaded?.window != nil`).
    func isInWindow(_ controller: Controller) -> Bool
    /// The window the view is in (`viewIfLoaded?.window`), by identity: the key of the window's transition queue.
    func window(of controller: Controller) -> AnyObject?
    /// The window's `rootViewController`, for a view controller in a window (which may be in it without being its
    /// root, or a child of its root: a view the app added to the window itself).
    func windowRoot(of controller: Controller) -> Controller?
    /// Whether a transition is in flight around it (`transitionCoordinator != nil`, or a user dragging pages).
    func isTransitioning(_ controller: Controller) -> Bool
    /// `shouldAutomaticallyForwardAppearanceMethods`: whether its children hear their appearance callbacks with
    /// it (`false` for a container that forwards them itself, or not at all).
    func forwardsAppearance(_ controller: Controller) -> Bool
    /// The turn under way in a ScenePivot page container; `.none` for any other controller.
    func pageTurn(of controller: Controller) -> PageTurnState
    /// A split view controller's `isCollapsed`.
    func isCollapsed(_ controller: Controller) -> Bool
    /// Whether UIKit shows action sheets presented from `controller` as popovers (iPad and Mac idioms).
    func presentsActionSheetsAsPopovers(from controller: Controller) -> Bool
    /// Whether `controller`'s `traitCollection.horizontalSizeClass` is `.compact`.
    func isHorizontallyCompact(_ controller: Controller) -> Bool
    /// When `controller`, presented with `style` (its own `modalPresentationStyle` when `nil`), is a popover.
    func popoverResolution(of controller: Controller, style: PresentationStyle?) -> PopoverResolution
    /// Whether `controller`'s `popoverPresentationController` has a `sourceView`, `sourceItem` or `barButtonItem`.
    func hasPopoverSource(_ controller: Controller) -> Bool
    /// Whether the running OS can point a popover at `anchor`: a view, a bar button item or (through its owning
    /// view) a layout guide on iOS 15; also any `UIPopoverPresentationControllerSourceItem` (a tab bar item, say)
    /// from iOS 16. Anything else cannot anchor a popover.
    func canAnchorPopover(to anchor: AnyObject) -> Bool
    /// Whether the running OS shows sheet detents of a custom height (`custom(identifier:resolver:)`, iOS 16).
    var supportsCustomSheetDetents: Bool { get }
    /// A short, deterministic name for `screen`.
    func name(of screen: AnyObject) -> String
    /// Whether `animator` conforms to the protocol UIKit animates `transition` with.
    func canAnimate(_ transition: AnimatedTransition, with animator: AnyObject) -> Bool

    // MARK: Acting, as UIKit's calls

    /// `UINavigationController(rootViewController:)`.
    func embedInNavigationController(_ controller: Controller) -> Controller
    /// Sets `modalPresentationStyle` and `isModalInPresentation` — only those given.
    func apply(style: PresentationStyle?, isModal: Bool?, to controller: Controller)
    /// Points `controller`'s popover at `anchor`, one ``canAnchorPopover(to:)`` accepts (`popoverPresentationController`'s
    /// `sourceView` and `sourceRect`, `barButtonItem`, or `sourceItem`).
    func anchorPopover(of controller: Controller, to anchor: AnyObject)
    /// Sets the detents, selected detent and grabber of `sheetPresentationController`, or of a popover's
    /// `adaptiveSheetPresentationController`.
    func apply(_ sheet: SheetOptions, to controller: Controller)
    /// `transitioningDelegate` (held weakly).
    func transitioningDelegate(of controller: Controller) -> AnyObject?
    /// Sets `transitioningDelegate`, which UIKit holds weakly: the stage keeps a delegate it sets alive as long as
    /// it is needed, then puts back the one it replaced (``TransitioningDelegateSwap``).
    func setTransitioningDelegate(_ delegate: AnyObject?, of controller: Controller)
    /// The transitioning delegate that animates a presentation with `animator`: `animator` itself when it is a
    /// `UIViewControllerTransitioningDelegate`, a delegate around it when it is a bare animator; else `nil`.
    func transitioningDelegate(presentingWith animator: AnyObject) -> AnyObject?
    /// `presenter.present(controller, animated:completion:)`.
    func present(
        _ controller: Controller, from presenter: Controller, animated: Bool,
        completion: @escaping @MainActor () -> Void)
    /// `presenter.dismiss(animated:completion:)`: dismisses what `presenter` presents.
    func dismissPresented(by presenter: Controller, animated: Bool, completion: @escaping @MainActor () -> Void)
    /// `navigation.pushViewController(controller, animated:)`, animated by `animator` (a
    /// `UIViewControllerAnimatedTransitioning`) when one is given, driven by `interaction` when it is interactive.
    func push(
        _ controller: Controller, onto navigation: Controller, animator: AnyObject?,
        interaction: TransitionAnimation.Interaction?, animated: Bool)
    /// `navigation.popToViewController(controller, animated:)`, animated by `animator` (a
    /// `UIViewControllerAnimatedTransitioning`) when one is given, driven by `interaction` when it is interactive.
    func pop(
        to controller: Controller, in navigation: Controller, animator: AnyObject?,
        interaction: TransitionAnimation.Interaction?, animated: Bool)
    /// Has `navigation`'s delegate animate the pops ScenePivot does not perform — the user's back button and edge
    /// swipe, the app's own `popViewController` — with `popAnimator(from)`, the animator the rules give a pop
    /// taking `from` off the top, for as long as a screen on the stack has one (``DelegateRouting``).
    func animateUserPops(in navigation: Controller, with popAnimator: @escaping @MainActor (Controller) -> AnyObject?)
    /// `navigation.setViewControllers(controllers, animated:)`, animated by `animator` when one is given.
    func setStack(_ controllers: [Controller], on navigation: Controller, animator: AnyObject?, animated: Bool)
    /// Selects item `index` (a tab at once, or animated by `animator` when one is given; a page turn calling back
    /// with whether it finished).
    func select(
        _ index: Int, in container: Controller, animator: AnyObject?, animated: Bool,
        completion: @escaping @MainActor (Bool) -> Void)
    /// The transitioning delegate that animates `controller`'s dismissal with `animator`: `animator` itself when it
    /// is a `UIViewControllerTransitioningDelegate`, a delegate around it when it is a bare animator — or, when
    /// `interaction` drives the dismissal, a delegate around the dismissal animator and an interaction controller
    /// following `interaction` (``InteractionDriving``); else `nil`.
    func transitioningDelegate(
        dismissing controller: Controller, with animator: AnyObject,
        drivenBy interaction: TransitionAnimation.Interaction?
    ) -> AnyObject?
    /// `UISplitViewController.show(_:)` for `column` of `split`; `completion` hears whether it was shown.
    func showColumn(
        _ column: SplitColumn, of split: Controller, animated: Bool, completion: @escaping @MainActor (Bool) -> Void)
    /// Replaces the items of `container`, a ScenePivot tab or split container, with navigation controllers rooted
    /// at `roots` — keeping the item whose root is one of them, with its navigation controller — showing
    /// `tabItems` as their `tabBarItem`s, and selects item `selecting` when given
    /// (`UITabBarController.setViewControllers(_:animated:)` then `selectedViewController`,
    /// `UISplitViewController.setViewController(_:for:)`). Does nothing to any other container.
    func setItems(
        _ roots: [Controller], tabItems: [TabItem], of container: Controller, selecting: Int?, animated: Bool)
    /// The container view `controller` was embedded in by ``embed(_:in:slot:)``, or `nil`.
    func embeddingSlot(of controller: Controller) -> String?
    /// Whether `host` has a container view `slot` (an `EmbeddingHost` answering one).
    func canEmbed(in host: Controller, slot: String) -> Bool
    /// `host.addChild(child)`, the child's view added to the container view `slot` to fill it,
    /// `child.didMove(toParent: host)`.
    func embed(_ child: Controller, in host: Controller, slot: String)
    /// `child.willMove(toParent: nil)`, its view removed from its superview, `child.removeFromParent()`.
    func unembed(_ child: Controller)
    /// A `UIAlertController` for `content`, anchored to `anchor` when shown as a popover; `onTap` hears the
    /// tapped action from the action's handler.
    func makeAlert(
        _ content: AlertContent, anchor: AnyObject?, onTap: @escaping @MainActor (AlertAnswer) -> Void
    ) -> Controller
    /// Sets `window.rootViewController` of `old`'s window to `new` (cross-dissolving when animated); `false`
    /// when `old` is in no window.
    func replaceWindowRoot(
        _ old: Controller, with new: Controller, animated: Bool, completion: @escaping @MainActor () -> Void
    ) -> Bool
    /// Calls `body` when the transition in flight around `controller` ends, through its `transitionCoordinator`.
    func whenTransitionEnds(around controller: Controller, _ body: @escaping @MainActor () -> Void)
        -> TransitionWait
    /// The transition queue kept on `object` — a window, or the root view controller of a hierarchy in no window
    /// yet — by ``keep(_:on:)``, if any.
    func transitionQueue(keptOn object: AnyObject) -> TransitionQueue?
    /// Keeps `queue` on `object` for as long as `object` lives (an associated object), or removes it when `nil`.
    func keep(_ queue: TransitionQueue?, on object: AnyObject)
    /// Ends a page turn UIKit never reported the end of: the page on screen becomes current, and what waited for the
    /// turn runs.
    func settlePageTurn(of container: Controller)
    /// Runs `body` on the next turn of the main run loop.
    func onNextTurn(_ body: @escaping @MainActor () -> Void)
    /// Calls `onChange` whenever `controller` may have left: it disappeared, was dismissed or removed, or was
    /// deallocated (an observer child view controller when `observerChild` says so, the hook of ScenePivot's own
    /// alerts and containers, a deallocation sentinel). Never loads the view: the observer child goes in once the
    /// view has loaded and the controller is watched again.
    func watch(
        _ controller: Controller, by observer: AnyObject, observerChild: Bool,
        _ onChange: @escaping @MainActor () -> Void)
    /// Calls `body` the next time `controller`'s `viewDidAppear(_:)` runs, and answers whether it will: through
    /// its observer child when `observerChild` says so and its view has loaded, through ScenePivot's containers'
    /// own hook; anything else cannot be heard (`false`). Never calls `body` at once.
    func whenAppears(_ controller: Controller, observerChild: Bool, _ body: @escaping @MainActor () -> Void) -> Bool
}
