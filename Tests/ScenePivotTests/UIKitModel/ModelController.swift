@testable import ScenePivot

/// A view controller of the UIKit model: what `UIViewController`, `UINavigationController`, the ScenePivot tab
/// and page containers and `UIAlertController` expose to the stage, with UIKit's answers — a child reports its
/// presentation context's `presentedViewController`, `presentingViewController` is the context that presented.
@MainActor
final class ModelController: CustomStringConvertible {
    enum Kind: Equatable {
        case plain
        case navigation
        case container(ContainerKind)
        case alert
        /// An app's own `UIPageViewController` or `UISplitViewController`, which ScenePivot does not drive.
        case unmanagedContainer
    }

    let name: String
    let kind: Kind
    weak var parent: ModelController?
    /// A navigation controller's `viewControllers`, a container's items, a plain controller's children.
    var children: [ModelController] = []
    /// What this controller presents, when it is a presentation context (no parent, or presented itself).
    var ownPresented: ModelController?
    weak var presenting: ModelController?
    var isBeingDismissed = false
    /// The transition in flight around this controller, if any: what `transitionCoordinator` stands for.
    var transition: ModelTransition?
    var style: PresentationStyle = .automatic
    /// Where its popover points, if it has been anchored.
    var popoverAnchor: AnyObject?
    /// Whether it is a popover on iPad whatever its style says, as a share sheet's `.automatic` resolves there.
    var isPopoverOnPad = false
    /// Its sheet's detents, once set.
    var sheet: SheetOptions?
    /// The custom animator of its last presentation, dismissal or push: what UIKit got from its transitioning
    /// delegate (or the navigation controller's delegate) when that transition began, held weakly.
    weak var animator: AnyObject?
    /// `transitioningDelegate`, held weakly (P20, L3: the stage keeps the ones it sets alive while they are needed).
    weak var transitioningDelegate: AnyObject?
    /// Whether `transitioningDelegate` was set before the presentation controller was created, so that it animates
    /// the presentation (PO6).
    var presentsWithTransitioningDelegate = true
    /// The custom animator of the last pop, stack change or selection that brought it to the top, held weakly as a
    /// navigation or tab bar controller delegate's answer is.
    weak var arrivalAnimator: AnyObject?
    /// Whether its presentation controller exists: the first read of `popoverPresentationController` (with the
    /// `.popover` style, PO3) or `sheetPresentationController` creates it, from the style and transitioning delegate
    /// of that moment; later changes to either no longer change how it is presented (PO6).
    var hasPresentationController = false
    /// `presentationController.delegate`, held weakly (L3): told only of the user's dismissals (D9).
    weak var presentationDelegate: (any ModelPresentationDelegate)?
    var isModal = false
    /// For a plain view controller: the container views it has, by slot name (an `EmbeddingHost`'s).
    var containerViews: Set<String> = []
    /// The container view of its parent it was embedded in by request.
    var embeddingSlot: String?
    var selectedIndex = 0 {
        didSet { if selectedIndex != oldValue { onSelectedIndexChange?(selectedIndex) } }
    }
    /// Told each new selected index, as a ScenePivot container tells its index observers.
    var onSelectedIndexChange: (@MainActor (Int) -> Void)?
    /// For a split view controller: whether one column shows (then its "selected" column is the primary one).
    var isCollapsed = false {
        didSet {
            selectedIndex = isCollapsed ? 0 : 1
            if isCollapsed != oldValue { restackColumns(collapsing: isCollapsed) }
        }
    }
    /// For a page container: its pages, all of them (only the current one is a UIKit child).
    weak var itemContainer: ModelController?
    /// Whether the user is dragging the pages; what waits for the drag runs when it ends.
    var isDraggingPages = false {
        didSet {
            guard !isDraggingPages else { return }
            let waiters = dragWaiters
            dragWaiters = []
            waiters.forEach { $0() }
        }
    }
    var dragWaiters: [@MainActor () -> Void] = []
    /// Whether the user's page swipe still moves the pages (its scroll view tracking, dragging or decelerating).
    var isPageSwipeMoving = true
    /// A navigation controller's `delegate` (weak, N16), and a tab bar controller's (weak, T7). UIKit may remember
    /// which optional methods a delegate `responds(to:)` when it is set: the model reads them when a different
    /// delegate is set — setting the same one again reads nothing, the outcome that breaks a delegate whose claims
    /// come and go the most — and calls only those (``navigationDelegateImplements(_:)``).
    weak var navigationDelegate: (any ModelNavigationDelegate)? {
        didSet {
            guard navigationDelegate !== oldValue else { return }
            navigationDelegateMethods = ModelDelegateMethod.readClaims(of: navigationDelegate?.implements)
        }
    }
    weak var tabDelegate: (any ModelTabDelegate)? {
        didSet {
            guard tabDelegate !== oldValue else { return }
            tabDelegateMethods = ModelDelegateMethod.readClaims(of: tabDelegate?.implements)
        }
    }
    private var navigationDelegateMethods: Set<ModelDelegateMethod> = []
    private var tabDelegateMethods: Set<ModelDelegateMethod> = []
    /// The custom push's animation proxy, kept by the navigation controller it serves.
    var animationProxy: ModelNavigationProxy?
    /// The stand-in delegate of a custom tab selection on a tab bar with no tab observer, kept while it lasts.
    var tabStandIn: ModelTabObserver?
    /// An alert's content and the handler each action calls.
    var alertContent: AlertContent?
    var onTap: (@MainActor (AlertAnswer) -> Void)?
    /// The window whose root this controller is.
    weak var window: ModelWindow?
    /// Told when the controller disappears or leaves (the observer child view controller and alert hook).
    var watchers: [(observer: Weak, onChange: @MainActor () -> Void)] = []
    /// Told, once, the next time the controller appears (`viewDidAppear(_:)`, heard by the observer child).
    var appearanceWaiters: [@MainActor () -> Void] = []
    /// The controller whose view the app added this controller's view to, without making it a child: the view is
    /// in that one's window, but this controller is neither the window's root nor anyone's child.
    weak var viewHost: ModelController?
    /// Whether it is a system screen whose class the app did not make (an image picker, a mail composer).
    var isSystemScreen = false
    /// `shouldAutomaticallyForwardAppearanceMethods`: whether the children it embeds hear appearance with it.
    var forwardsAppearance = true
    /// A tab bar controller's More, when it has more than five tabs.
    var more: ModelMore?
    /// For a presented controller: its presentation completed and removed its presenter's views (`.fullScreen`,
    /// `.currentContext`), until its dismissal begins.
    var removedPresenterViews = false
    /// The window whose root it was, until it is a window's root again (what it presented may stay there, W2).
    weak var formerWindow: ModelWindow?

    init(_ name: String, kind: Kind = .plain) {
        self.name = name
        self.kind = kind
    }

    nonisolated var description: String { name }

    /// UIKit's `presentedViewController`: the presentation context's, for a child.
    var presentedViewController: ModelController? {
        var node: ModelController? = self
        while let current = node {
            if let presented = current.ownPresented { return presented }
            if current.presenting != nil { return nil }
            node = current.parent
        }
        return nil
    }

    /// The controller at the top of its `parent` chain.
    var outermost: ModelController {
        var node = self
        while let parent = node.parent ?? node.itemContainer { node = parent }
        return node
    }

    /// The transition queue the stage keeps on it (an associated object), while its hierarchy is in no window.
    var keptQueue: TransitionQueue?

    /// The window its hierarchy is in: the one its outermost controller is the root of, or that of the controller
    /// presenting it (or the window a replaced root's presentations stay in, W2), or of the one whose view holds its
    /// own. Its view is in that window only while ``isInWindow``.
    var hostWindow: ModelWindow? {
        let owner = outermost
        if let window = owner.window { return window }
        if let presenting = owner.presenting { return presenting.hostWindow ?? presenting.outermost.formerWindow }
        return owner.viewHost?.hostWindow
    }

    /// Whether its view is in a window: its outermost controller is in a window's hierarchy
    /// (``isInWindowHierarchy``), and no completed `.fullScreen` or `.currentContext` presentation removed its
    /// views (P11, P12), and every container above shows it (A4).
    var isInWindow: Bool { isInWindowHierarchy && !outermost.hasViewsRemoved && isShownByItsContainers }

    /// The controller a user sees inside this one.
    var visibleChild: ModelController? {
        switch kind {
        case .navigation: return children.last
        case .container: return children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
        case .plain, .alert, .unmanagedContainer: return nil
        }
    }

    /// Whether its view has loaded: UIKit loads it to show the controller, and never for a screen kept under
    /// another in a navigation stack or in a tab not selected.
    var isViewLoaded = false
    /// Whether the stage's observer child view controller is in it, which needs its view loaded (a plain
    /// controller); ScenePivot's containers and alerts tell the stage themselves, navigation controllers nothing.
    var hasObserverChild = false

    /// Whether the stage hears this controller's appearance callbacks.
    var isHeard: Bool {
        switch kind {
        case .plain: return hasObserverChild
        case .container, .alert: return true
        case .navigation, .unmanagedContainer: return false
        }
    }

    /// Its `viewDidDisappear(_:)`: the watchers hear it, if the stage can.
    func tellWatchers() {
        guard isHeard else { return }
        watchers.removeAll { $0.observer.object == nil }
        for watcher in watchers { watcher.onChange() }
    }

    /// Whether UIKit calls `method` of the navigation delegate: it is there, and claimed it when it was set.
    func navigationDelegateImplements(_ method: ModelDelegateMethod) -> Bool {
        navigationDelegate != nil && navigationDelegateMethods.contains(method)
    }

    /// Whether UIKit calls `method` of the tab bar delegate: it is there, and claimed it when it was set.
    func tabDelegateImplements(_ method: ModelDelegateMethod) -> Bool {
        tabDelegate != nil && tabDelegateMethods.contains(method)
    }
}

/// A weak reference.
struct Weak {
    weak var object: AnyObject?
}

/// A window of the UIKit model; a model has one (``ModelUIKit/window``) and may make more, as an iPad app's
/// scenes each have theirs.
@MainActor
final class ModelWindow {
    /// The transition queue the stage keeps on it (an associated object), released with it.
    var keptQueue: TransitionQueue?

    var root: ModelController? {
        didSet {
            oldValue?.window = nil
            oldValue?.formerWindow = self
            root?.window = self
            root?.formerWindow = nil
        }
    }
}

/// A transition in flight, as a `transitionCoordinator`: its completions run when it ends.
@MainActor
final class ModelTransition {
    var completions: [@MainActor () -> Void] = []
    /// Whether `animate(alongsideTransition:completion:)` refuses, answering `false`.
    var refusesCallbacks = false
    var isInteractive = false
    /// The interaction controller that drives it, if any, held while it is in flight: only that controller ends
    /// it, through its transition context.
    var interactionController: (any ModelInteractiveTransitioning)?
    /// Whether an interaction controller drives it.
    var isDriven: Bool { interactionController != nil }
    /// Whether it ended cancelled: an interactive transition put back.
    var wasCancelled = false
    /// Whether it is a view-controller transition, with a `transitionCoordinator`; a page turn is not (PG6).
    var isCoordinator = true
}

/// A popover source item that is neither a view nor a bar button item — a tab bar item: UIKit points a popover at
/// one through `sourceItem`, which iOS 15 lacks.
final class ModelSourceItem {}
