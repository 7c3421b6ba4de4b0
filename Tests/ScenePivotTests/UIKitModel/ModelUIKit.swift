@testable import ScenePivot

/// A model of UIKit's view-controller machinery, deterministic and driven by the test: a main run loop whose
/// turns run when asked, animated transitions that end when asked (each with a transition coordinator), and the
/// quirks a stage must survive — a presentation refused silently (no completion) when the presenter already
/// presents or is not in a window, an action's handler called after its alert has gone, `viewDidDisappear` only
/// for what was visible, a transition coordinator that refuses to call back.
@MainActor
final class ModelUIKit: ControllerPlatform {
    typealias Controller = ModelController

    let window = ModelWindow()
    /// Whether the model is an iPad, where action sheets are popovers.
    var isPad = false
    /// Whether the window's width is compact, where UIKit adapts a `.popover` to a sheet: by default on an iPhone
    /// (not in landscape on the largest ones), and on an iPad in Slide Over or a narrow Split View.
    var isCompactWidth: Bool?
    /// Whether a `.popover` shows as a popover now.
    var showsPopovers: Bool { !(isCompactWidth ?? !isPad) }
    /// The running iOS's major version: 15, the package's floor, lacks custom sheet detents (SH6) and popover
    /// source items other than views, bar button items and layout guides (`sourceItem`, iOS 16).
    var systemMajorVersion = 16
    /// What UIKit would have raised an exception for.
    private(set) var exceptions: [String] = []
    /// What UIKit would have logged and ignored.
    private(set) var warnings: [String] = []
    private var pendingTurns: [@MainActor () -> Void] = []
    private var transitions: [Transition] = []
    /// The next transition coordinator that is asked refuses to call back once.
    var refusesNextCallback = false
    /// Every transition coordinator answers `false` to `animate(alongsideTransition:completion:)` and still runs
    /// the completion when its transition ends: "The completions may be run even if the animations are not"
    /// (`UIViewControllerTransitionCoordinator.h`).
    var coordinatorsCallBackAfterRefusing = false
    /// The next presentation is ignored, as UIKit ignores one it finds fault with (a warning in the console).
    var refusesNextPresentation = false
    /// The next dismissal is ignored, its completion never called, as UIKit ignores one it finds fault with.
    var refusesNextDismissal = false
    /// The next page turn is interrupted by the user: it calls back with `finished == false`, on the page it left.
    var interruptsNextPageTurn = false

    // MARK: Driving the model

    /// Runs the pending turns of the run loop and ends the transitions in flight, until nothing is left.
    func runUntilIdle() {
        var rounds = 0
        while !pendingTurns.isEmpty || transitions.contains(where: { !$0.transition.isInteractive }), rounds < 10_000 {
            runTurns()
            endTransitions()
            rounds += 1
        }
    }

    /// Runs the turns of the run loop that are pending now; what they queue runs on a later turn.
    func runTurns() {
        let turns = pendingTurns
        pendingTurns = []
        for turn in turns { turn() }
    }

    /// Ends every transition in flight that is not interactive.
    func endTransitions() {
        while let index = transitions.firstIndex(where: { !$0.transition.isInteractive }) {
            end(transitions.remove(at: index))
        }
    }

    /// Whether a transition is in flight.
    var isAnimating: Bool { !transitions.isEmpty }

    /// A transition in flight: the controllers whose `transitionCoordinator` it is, what it changes when it ends
    /// (appearance callbacks included), and the completion of the call that started it.
    private struct Transition {
        let transition: ModelTransition
        let controllers: [ModelController]
        let end: @MainActor () -> Void
        let completion: @MainActor () -> Void
    }

    /// Ends a transition in UIKit's order: the hierarchy changes and `viewDidAppear(_:)`/`viewDidDisappear(_:)`
    /// run while the transition coordinator is still there; then it goes, and the call's completion and the
    /// coordinator's completions run.
    private func end(_ entry: Transition) {
        entry.end()
        for controller in entry.controllers where controller.transition === entry.transition {
            controller.transition = nil
        }
        entry.completion()
        for completion in entry.transition.completions { completion() }
    }

    /// Starts a transition around `controllers` that runs `end`, then `completion`, when it ends: at the next turn
    /// when not animated (with no coordinator), else when the test ends it. A transition that is no view-controller
    /// transition (`isCoordinator: false`: a page turn, PG6) gives `controllers` no `transitionCoordinator`.
    func begin(
        _ controllers: [ModelController], animated: Bool, interactive: Bool = false, isCoordinator: Bool = true,
        end: @escaping @MainActor () -> Void, completion: @escaping @MainActor () -> Void = {}
    ) -> ModelTransition? {
        guard animated || interactive else {
            pendingTurns.append {
                end()
                completion()
            }
            return nil
        }
        let transition = ModelTransition()
        transition.isInteractive = interactive
        transition.isCoordinator = isCoordinator
        for controller in controllers { controller.transition = transition }
        transitions.append(
            Transition(transition: transition, controllers: controllers, end: end, completion: completion))
        return transition
    }

    /// Finishes or cancels the interactive transition in flight (a swipe), running `end` with whether it
    /// completed. A transition an interaction controller drives is not the finger's: only that controller ends it.
    func endInteractiveTransition() {
        guard let index = transitions.firstIndex(where: { $0.transition.isInteractive && !$0.transition.isDriven })
        else { return }
        end(transitions.remove(at: index))
    }

    /// Starts a transition around `controllers` that `interactionController` drives, as UIKit does when a delegate
    /// answers one: UIKit calls its `startInteractiveTransition(_:)` on a later turn, and from then on only the
    /// interaction controller ends the transition, finishing or cancelling it through its context
    /// (`UIViewControllerTransitioning.h:30-37`: with an interaction controller, the system no longer runs the
    /// animator by itself). One that never does leaves the transition in flight for good, as on a device.
    /// `end` and `completion` hear whether it completed.
    func begin(
        _ controllers: [ModelController], drivenBy interactionController: any ModelInteractiveTransitioning,
        end: @escaping @MainActor (Bool) -> Void, completion: @escaping @MainActor (Bool) -> Void
    ) {
        let transition = ModelTransition()
        transition.isInteractive = true
        transition.interactionController = interactionController
        for controller in controllers { controller.transition = transition }
        transitions.append(
            Transition(
                transition: transition, controllers: controllers, end: { end(!transition.wasCancelled) },
                completion: { completion(!transition.wasCancelled) }))
        let context = ModelTransitionContext { [weak self, weak transition] completed in
            guard let self, let transition,
                let index = transitions.firstIndex(where: { $0.transition === transition })
            else { return }
            transition.wasCancelled = !completed
            self.end(transitions.remove(at: index))
        }
        pendingTurns.append { interactionController.startInteractiveTransition(context) }
    }

    func raise(_ reason: String) { exceptions.append(reason) }
    func warn(_ reason: String) { warnings.append(reason) }

    /// Makes `controller` the root of `window` (the model's own by default), as a scene delegate does: the old
    /// root's own screens disappear, the new root's appear. What the old root presents is told nothing — UIKit
    /// leaves it presented, off screen.
    func show(_ controller: ModelController, in window: ModelWindow? = nil) {
        let window = window ?? self.window
        let old = window.root
        window.root = controller
        if let old { disappear(visiblePath(from: old, presented: false)) }
        appear(visiblePath(from: controller))
    }

    /// The controllers a user sees from `controller`: down through navigation tops, selected items and what
    /// they present.
    func visiblePath(from controller: ModelController, presented: Bool = true) -> [ModelController] {
        var path: [ModelController] = []
        var node: ModelController? = controller
        while let current = node {
            path.append(current)
            node = current.visibleChild
        }
        if presented, let shown = controller.outermost.ownPresented { path += visiblePath(from: shown) }
        return path
    }

    /// Calls `viewDidAppear(_:)`: what waited for the appearance of a controller in `controllers` runs, where the
    /// stage can hear it — not for navigation controllers and alerts, which get no observer child.
    func appear(_ controllers: [ModelController]) {
        let controllers = withEmbeddedChildren(controllers)
        load(controllers)
        for controller in controllers where controller.isHeard {
            let waiters = controller.appearanceWaiters
            controller.appearanceWaiters = []
            waiters.forEach { $0() }
        }
    }

    /// Loads the views of `controllers`, as UIKit does before showing them.
    func load(_ controllers: [ModelController]) {
        for controller in controllers { controller.isViewLoaded = true }
    }

    /// Calls `viewDidDisappear(_:)`: the watchers of every controller in `controllers` hear it.
    func disappear(_ controllers: [ModelController]) {
        for controller in withEmbeddedChildren(controllers).reversed() { controller.tellWatchers() }
    }

    // MARK: Reading

    func controller(for screen: AnyObject) -> ModelController? { screen as? ModelController }
    func parent(of controller: ModelController) -> ModelController? { controller.parent }
    func children(of controller: ModelController) -> [ModelController] { controller.children }
    func presentedController(of controller: ModelController) -> ModelController? {
        controller.presentedViewController
    }
    func presentingController(of controller: ModelController) -> ModelController? {
        controller.outermost.presenting  // a child answers its presented ancestor's presenter (P3)
    }
    func isBeingDismissed(_ controller: ModelController) -> Bool { controller.isBeingDismissed }

    func kind(of controller: ModelController) -> ControllerKind {
        if controller.isSystemScreen { return .system(isNavigationStack: controller.kind == .navigation) }
        switch controller.kind {
        case .plain: return .plain
        case .unmanagedContainer: return .unmanagedContainer
        case .navigation: return .navigation
        case .container(let kind): return .container(kind)
        case .alert: return .alert
        }
    }

    func items(of controller: ModelController) -> [ModelController] { controller.children }
    func selectedIndex(of container: ModelController) -> Int? {
        if let more = container.more, more.isListShown || (more.readsMoreWhileATabShows && more.borrowed != nil) {
            return nil
        }
        if case .container = container.kind { return container.selectedIndex }
        return nil
    }
    func container(ofItem controller: ModelController) -> ModelController? { controller.itemContainer }
    func presentationStyle(of controller: ModelController) -> (style: PresentationStyle, isModal: Bool) {
        (controller.style, controller.isModal)
    }
    func isInWindow(_ controller: ModelController) -> Bool { controller.isInWindow }
    func window(of controller: ModelController) -> AnyObject? {
        controller.isInWindow ? controller.hostWindow : nil
    }
    func windowRoot(of controller: ModelController) -> ModelController? {
        controller.isInWindow ? controller.hostWindow?.root : nil
    }
    func transitionQueue(keptOn object: AnyObject) -> TransitionQueue? {
        (object as? ModelWindow)?.keptQueue ?? (object as? ModelController)?.keptQueue
    }
    func keep(_ queue: TransitionQueue?, on object: AnyObject) {
        (object as? ModelWindow)?.keptQueue = queue
        (object as? ModelController)?.keptQueue = queue
    }
    /// `transitionCoordinator`: the transition in flight around `controller`, unless it is a page turn (PG6); a
    /// non-animated push, or one on a navigation controller in no window, has none (N4), nor has a cross-dissolve of
    /// the window (W3).
    func transitionCoordinator(of controller: ModelController) -> ModelTransition? {
        controller.transition.flatMap { $0.isCoordinator ? $0 : nil }
    }

    /// `transitionCoordinator != nil`, or a ScenePivot page container's `isTurning`, as `UIKitPlatform` reads it.
    func isTransitioning(_ controller: ModelController) -> Bool {
        controller.transition != nil || controller.isDraggingPages
    }
    func presentsActionSheetsAsPopovers(from controller: ModelController) -> Bool { isPad }
    func isCollapsed(_ controller: ModelController) -> Bool { controller.isCollapsed }
    func isHorizontallyCompact(_ controller: ModelController) -> Bool { !showsPopovers }
    func popoverResolution(of controller: ModelController, style: PresentationStyle?) -> PopoverResolution {
        if controller.isPopoverOnPad { return .onPadAndMac }
        return (style ?? controller.style) == .popover ? .whereWidthIsRegular : .never
    }
    func hasPopoverSource(_ controller: ModelController) -> Bool {
        hasPopoverPresentationController(controller) && controller.popoverAnchor != nil
    }
    var supportsCustomSheetDetents: Bool { systemMajorVersion >= 16 }
    func name(of screen: AnyObject) -> String { (screen as? ModelController)?.name ?? "\(type(of: screen))" }
    func canAnimate(_ transition: AnimatedTransition, with animator: AnyObject) -> Bool {
        switch transition {
        case .presentation: animator is any ModelTransitioningDelegate || animator is any ModelAnimatedTransitioning
        case .push, .stackChange, .selection(.tabs): animator is any ModelAnimatedTransitioning
        case .dismissal: animator is any ModelTransitioningDelegate || animator is any ModelAnimatedTransitioning
        case .selection: false
        }
    }

    func whenTransitionEnds(around controller: ModelController, _ body: @escaping @MainActor () -> Void)
        -> TransitionWait
    {
        if controller.isDraggingPages {
            controller.dragWaiters.append(body)
            return .waiting
        }
        guard let transition = controller.transition else { return .idle }
        if !transition.isCoordinator {  // a ScenePivot page turn: `whenTurnEnds`, no coordinator to refuse (PG6)
            transition.completions.append(body)
            return .waiting
        }
        if refusesNextCallback || transition.refusesCallbacks || coordinatorsCallBackAfterRefusing {
            refusesNextCallback = false
            if coordinatorsCallBackAfterRefusing { transition.completions.append(body) }
            return .refused
        }
        transition.completions.append(body)
        return .waiting
    }

    func onNextTurn(_ body: @escaping @MainActor () -> Void) { pendingTurns.append(body) }

    /// Like `DepartureSignal`: the observer child goes in where the stage asks for one, once the view has loaded
    /// (installing it earlier would load the view); until then only deallocation would tell.
    func watch(
        _ controller: ModelController, by observer: AnyObject, observerChild: Bool,
        _ onChange: @escaping @MainActor () -> Void
    ) {
        if observerChild, controller.isViewLoaded { controller.hasObserverChild = true }
        controller.watchers.removeAll { $0.observer.object === observer || $0.observer.object == nil }
        controller.watchers.append((Weak(object: observer), onChange))
    }

    func whenAppears(
        _ controller: ModelController, observerChild: Bool, _ body: @escaping @MainActor () -> Void
    ) -> Bool {
        if observerChild, controller.isViewLoaded { controller.hasObserverChild = true }
        switch controller.kind {
        case .navigation, .alert, .unmanagedContainer: return false
        case .plain where !controller.hasObserverChild: return false
        case .plain, .container:
            controller.appearanceWaiters.append(body)
            return true
        }
    }
}

/// Stands for `UIViewControllerAnimatedTransitioning`: animates presentations and pushes.
protocol ModelAnimatedTransitioning: AnyObject {}
