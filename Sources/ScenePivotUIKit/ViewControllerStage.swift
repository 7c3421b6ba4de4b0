#if canImport(UIKit)
import UIKit

/// The `SceneStage` of a UIKit app: the view-controller hierarchy around one view controller, its anchor.
///
/// Like calling `present(_:animated:completion:)` or `pushViewController(_:animated:)` yourself, but every
/// transition is queued behind the one in flight, checked against UIKit's rules (typed errors instead of UIKit's
/// silent refusals and crashes) and reported when it has finished. You rarely make one:
/// `ViewControllerScenePivot(viewController: self)` makes the stage of its view controller.
///
/// ```swift
/// let stage = ViewControllerStage(anchor: albumsViewController)
/// let pivot = ScenePivot(stage: stage)   // the pivot holds `stage` weakly: keep it alive yourself
/// ```
///
/// Screens must be `UIViewController`s. Presentations start from the top-most presented view controller;
/// pushes and pops act on the nearest `UINavigationController` of the top-most presentation (the anchor's own
/// when nothing is presented). The stage learns that a screen left without a request — swiped down, popped with
/// the back button or the edge swipe — through `UIAdaptivePresentationControllerDelegate` and
/// `UINavigationControllerDelegate`, forwarding every callback to the delegate the app had already set (reading
/// `delegate` back gives the stage's forwarder). When the app's delegate answers what cannot be forwarded faithfully
/// (orientations, adaptive styles, popovers), the stage leaves it alone and notices such departures before its
/// next transition instead; it also notices that way screens the app dismissed or popped itself, which UIKit
/// reports to no delegate.
@MainActor
public final class ViewControllerStage: SceneStage {
    /// The queue every pivot on this stage shares. Like UIKit's one-presentation-at-a-time rule, but requests
    /// wait in it instead of being dropped.
    public let transitionQueue: TransitionQueue
    /// The view controller the stage is anchored to, held weakly, like a view controller's `parent`.
    public internal(set) weak var anchor: UIViewController?

    let departures = DepartureWatch()
    var pendingScreens: Set<ObjectIdentifier> = []
    var presentationObservers: [ObjectIdentifier: PresentationObserver] = [:]
    var navigationObservers: [ObjectIdentifier: NavigationObserver] = [:]

    /// Like keeping a weak reference to the view controller you present from: a stage around `anchor`, held
    /// weakly. Pass the `transitionQueue` of another stage to make requests from both wait for each other.
    public init(anchor: UIViewController, transitionQueue: TransitionQueue = TransitionQueue()) {
        self.anchor = anchor
        self.transitionQueue = transitionQueue
    }

    // MARK: Reading the hierarchy

    /// The root of the anchor's hierarchy, found by climbing `parent` and `presentingViewController`: the
    /// window's `rootViewController` once the anchor is on screen.
    public var rootViewController: UIViewController? {
        guard var node = anchor else { return nil }
        while let next = node.parent ?? node.presentingViewController { node = next }
        return node
    }

    /// The top-most presented view controller, skipping any being dismissed: like walking
    /// `presentedViewController` from the window's root, as you would before calling `present(_:animated:completion:)`.
    public func topMostViewController() throws(ScenePivotError) -> UIViewController {
        guard var top = rootViewController else { throw .hostDeallocated }
        while let presented = top.presentedViewController, !presented.isBeingDismissed { top = presented }
        return top
    }

    /// A short, deterministic name for `screen`: its type with its `UIViewController.title` when it has one, or
    /// `Alert "…"` / `ActionSheet "…"` for a `UIAlertController`.
    public func name(of screen: AnyObject) -> String {
        if let alert = screen as? UIAlertController {
            let kind = alert.preferredStyle == .alert ? "Alert" : "ActionSheet"
            return "\(kind) \"\(alert.title ?? alert.message ?? "")\""
        }
        let typeName = String(describing: type(of: screen))
        if let controller = screen as? UIViewController, let title = controller.title, !title.isEmpty {
            return "\(typeName) \"\(title)\""
        }
        return typeName
    }

    // MARK: Presenting

    /// Like `present(_:animated:completion:)` on the top-most presented view controller, with `presentation`
    /// applied as `modalPresentationStyle` and `isModalInPresentation`, and the screen wrapped in a
    /// `UINavigationController` when asked.
    public func present(
        _ screen: AnyObject, _ presentation: Presentation, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError) {
        checkDepartures()
        let controller = try viewController(screen)
        try refuseIfOnStage(controller)
        if presentation.embedsInNavigationStack { try refuseNavigationController(controller) }
        let presenter = try presentationSource()
        let shown: UIViewController
        if presentation.embedsInNavigationStack {
            let navigation = UINavigationController(rootViewController: controller)
            observeNavigation(navigation)
            shown = navigation
        } else {
            shown = controller
        }
        shown.modalPresentationStyle = presentation.style.modalPresentationStyle
        shown.isModalInPresentation = presentation.isModalInPresentation
        observePresentation(of: shown)
        start([controller, shown], after: transitioningController(from: presenter), completion: completion) {
            [self] finish in
            presentFromTop(shown, animated: animated, finish: finish)
        }
    }

    /// Like `dismiss(animated:completion:)`: dismisses `screen` (the top-most presented view controller when
    /// `nil`) and everything it presents.
    public func dismiss(_ screen: AnyObject?, animated: Bool, completion: @escaping @MainActor () -> Void)
        throws(ScenePivotError)
    {
        checkDepartures()
        let top = try topMostViewController()
        if top is UIAlertController { throw .illegalTransition(.alertOnScreen(name(of: top))) }
        let target: UIViewController
        if let screen {
            let owner = containerRoot(of: try viewController(screen))
            if owner.presentingViewController != nil {
                target = owner
            } else if let presented = owner.presentedViewController {
                target = presented
            } else {
                throw .illegalTransition(.screenNotPresented(name(of: screen)))
            }
        } else {
            guard top.presentingViewController != nil else { throw .illegalTransition(.nothingToDismiss) }
            target = top
        }
        guard target.presentingViewController != nil else { throw .illegalTransition(.nothingToDismiss) }
        start([], after: target, completion: completion) { finish in
            // Asked again once the transition in flight has ended: `target` may have been swiped down meanwhile,
            // and `dismiss` on a presenter that presents nothing would dismiss the presenter itself — or, with
            // nothing to dismiss at all, never call its completion.
            guard let presenter = target.presentingViewController, !target.isBeingDismissed else { return finish() }
            presenter.dismiss(animated: animated, completion: finish)
        }
    }

    // MARK: Departures

    /// Like `presentationControllerDidDismiss(_:)` and `navigationController(_:didShow:animated:)` in one: calls
    /// `handler` once, when `screen` leaves — dismissed, swiped down, popped (back button or edge swipe) or
    /// replaced. Returns `false` when `screen` is not a view controller on this stage.
    @discardableResult
    public func observeDeparture(of screen: AnyObject, _ handler: @escaping @MainActor () -> Void) -> Bool {
        guard let controller = screen as? UIViewController, isOnStage(controller) else { return false }
        departures.watch(controller, handler)
        let owner = containerRoot(of: controller)
        if owner.presentingViewController != nil { observePresentation(of: owner) }
        if let navigation = controller.navigationController { observeNavigation(navigation) }
        return true
    }

    /// Tells the departure observers of every watched screen that is no longer on stage. Called after every
    /// transition, from the delegate callbacks, and before every new transition — which also catches screens
    /// the app dismissed itself, since UIKit reports no programmatic dismissal.
    ///
    /// `settled` is a navigation controller whose transition has just ended: a screen it no longer lists has
    /// left, even while UIKit still has to detach it from its parent.
    func checkDepartures(settled navigation: UINavigationController? = nil) {
        departures.checkDepartures { [self] screen in
            guard let controller = screen as? UIViewController else { return true }
            return !isOnStage(controller, settled: navigation)
        }
        presentationObservers = presentationObservers.filter { $0.value.isObserving || pendingScreens.contains($0.key) }
        navigationObservers = navigationObservers.filter { $0.value.isObserving }
    }

    func isOnStage(_ controller: UIViewController, settled navigation: UINavigationController? = nil) -> Bool {
        if pendingScreens.contains(ObjectIdentifier(controller)) { return true }
        var owner = controller
        while let parent = owner.parent {
            if parent === navigation, navigation?.viewControllers.contains(owner) == false { return false }
            owner = parent
        }
        return owner.presentingViewController != nil || owner.viewIfLoaded?.window != nil
            || owner === rootViewController
    }

    // MARK: Helpers

    /// Runs `body` once the transition in flight around `controller` (if any) has ended, then calls
    /// `completion` when the transition `body` starts has ended; `screens` count as on stage meanwhile.
    func start(
        _ screens: [UIViewController], after controller: UIViewController,
        completion: @escaping @MainActor () -> Void,
        _ body: @escaping @MainActor (_ finish: @escaping @MainActor () -> Void) -> Void
    ) {
        let ids = Set(screens.map(ObjectIdentifier.init))
        pendingScreens.formUnion(ids)
        afterTransition(around: controller) { [self] in
            body { [self] in
                pendingScreens.subtract(ids)
                checkDepartures()
                completion()
            }
        }
    }

    /// Runs `body` at once, or when the transition `controller` (or its parent or presenter) is part of ends,
    /// through `transitionCoordinator.animate(alongsideTransition:completion:)`.
    func afterTransition(around controller: UIViewController, _ body: @escaping @MainActor () -> Void) {
        guard let coordinator = controller.transitionCoordinator else { return body() }
        var hasRun = false
        let runOnce = {
            guard !hasRun else { return }
            hasRun = true
            body()
        }
        if !coordinator.animate(alongsideTransition: nil, completion: { _ in runOnce() }) {
            runOnce()
        }
    }

    /// Like `present(_:animated:completion:)` on the top-most presented view controller as it is now, calling
    /// `finish` exactly once: from UIKit's completion, or at once when nothing can present or UIKit refused the
    /// presentation (an alert on top, a presenter out of the window or already presenting), since UIKit then never
    /// calls the completion. A screen that was not shown leaves the stage, so its departure observers are told.
    func presentFromTop(_ shown: UIViewController, animated: Bool, finish: @escaping @MainActor () -> Void) {
        guard let presenter = try? presentationSource() else { return finish() }
        var hasFinished = false
        let finishOnce = {
            guard !hasFinished else { return }
            hasFinished = true
            finish()
        }
        presenter.present(shown, animated: animated, completion: finishOnce)
        if shown.presentingViewController == nil { finishOnce() }
    }

    /// The view controller whose transition a presentation from `presenter` must wait for: a view controller
    /// `presenter` presents that is still being dismissed (it was skipped as top-most), else `presenter`.
    func transitioningController(from presenter: UIViewController) -> UIViewController {
        var node = presenter
        while let presented = node.presentedViewController {
            if presented.isBeingDismissed || presented.transitionCoordinator != nil { return presented }
            node = presented
        }
        return presenter
    }

    /// The top-most presented view controller, when something can be presented from it.
    func presentationSource() throws(ScenePivotError) -> UIViewController {
        let top = try topMostViewController()
        if top is UIAlertController { throw .illegalTransition(.alertOnScreen(name(of: top))) }
        guard top.viewIfLoaded?.window != nil else { throw .illegalTransition(.notInWindow(name(of: top))) }
        return top
    }

    func viewController(_ screen: AnyObject) throws(ScenePivotError) -> UIViewController {
        guard let controller = screen as? UIViewController else {
            throw .unsupportedScreen("\(name(of: screen)) is not a UIViewController")
        }
        return controller
    }

    /// UIKit raises an exception when a `UINavigationController` is pushed or made the root of another one.
    func refuseNavigationController(_ controller: UIViewController) throws(ScenePivotError) {
        if controller is UINavigationController {
            throw .unsupportedScreen(
                "\(name(of: controller)) is a UINavigationController, which UIKit cannot put on a navigation stack")
        }
    }

    func refuseIfOnStage(_ controller: UIViewController) throws(ScenePivotError) {
        if controller.parent != nil || controller.presentingViewController != nil
            || pendingScreens.contains(ObjectIdentifier(controller))
        {
            throw .illegalTransition(.screenAlreadyOnStage(name(of: controller)))
        }
    }

    /// `controller`'s outermost container: the view controller that is presented or at the window's root.
    func containerRoot(of controller: UIViewController) -> UIViewController {
        var node = controller
        while let parent = node.parent { node = parent }
        return node
    }
}
#endif
