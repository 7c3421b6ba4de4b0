/// The stage of a view-controller hierarchy, anchored to one view controller and held weakly: every decision made
/// by ``StageRules``, every call made through a ``ControllerPlatform``. The UIKit adapter's `ViewControllerStage`
/// is this stage over UIKit; the tests run the same stage over a model of UIKit.
@MainActor
package final class ControllerStage<Platform: ControllerPlatform>: SceneStage, EngineStage {
    package typealias Controller = Platform.Controller

    /// The queue of a stage whose anchor is gone, where requests fail with `hostDeallocated` when their turn comes.
    var orphanQueue: TransitionQueue?
    /// The platform the stage calls.
    package let platform: Platform
    /// The view controller the stage is anchored to; the stage acts on its navigation stack while nothing
    /// covers it.
    package internal(set) weak var anchor: Controller?
    /// Performs the stage's transitions under the shared rules.
    package private(set) lazy var engine = StageEngine(backend: self)
    /// Whether the stage's root has been seen in a window: once it has, a root out of the window means the
    /// hierarchy left (a root change, a dismissal), and requests fail instead of waiting for it to return.
    var hasBeenInWindow = false
    /// Whether the last wait for the window gave up — its polls ran out and nothing could tell the stage when the
    /// hierarchy arrives — so the request waiting is failed (`notInWindow`) instead of holding the queue forever.
    var gaveUpWaitingForWindow = false
    /// Whether a check of departures waits for the next turn.
    private var isCheckPending = false
    /// The transitioning delegates the stage set for its custom presentations and dismissals, kept alive while
    /// they are needed (UIKit holds `transitioningDelegate` weakly) and let go by ``releaseEndedDelegates()``, which
    /// puts back the delegates they replaced.
    var heldDelegates: [TransitioningDelegateSwap<Controller>] = []

    /// The custom animations the stage pushed screens with, each while its screen lives: what the screen's pop back
    /// uses unless the pop names another (``pushAnimation(of:)``).
    var pushAnimations: [PushedAnimation] = []

    /// A screen pushed with a custom animation, held weakly, and the animation.
    struct PushedAnimation {
        /// The pushed view controller.
        weak var controller: Controller?
        /// The animation it was pushed with.
        let animation: TransitionAnimation
    }

    /// A stage around `anchor`, held weakly, whose requests wait in the queue of the anchor's window
    /// (``transitionQueue``).
    package init(anchor: Controller, platform: Platform) {
        self.anchor = anchor
        self.platform = platform
        hasBeenInWindow = isInWindow
    }

    // MARK: SceneStage

    package var hierarchy: StageHierarchy { engine.rules.snapshot(scope: anchorNavigation) }

    package var itemRootScreen: AnyObject? { nil }

    package func perform(
        _ transition: StageTransition<AnyObject>, animated: Bool,
        completion: @escaping @MainActor (StageOutcome) -> Void
    ) {
        engine.perform(
            transition, scope: { [weak self] in self?.anchorNavigation.map { .anchor($0) } }, animated: animated,
            completion: completion)
    }

    package func observeDeparture(of screen: AnyObject, _ handler: @escaping @MainActor () -> Void) -> Bool {
        engine.observeDeparture(of: screen, handler)
    }

    /// The screens holding the container a selection of `kind` acts on, found from the anchor as a selection is.
    package func screensHolding(selectionOf kind: ContainerKind) -> [AnyObject] {
        engine.rules.screensHolding(selectionOf: kind, scope: anchorNavigation.map { .anchor($0) })
    }

    package func name(of screen: AnyObject) -> String { platform.name(of: screen) }

    /// The navigation stack the anchor is on (or is), which pushes target while nothing covers it.
    var anchorNavigation: Controller? {
        var node = anchor
        while let current = node {
            if platform.kind(of: current) == .navigation { return current }
            node = parent(of: current)
        }
        return nil
    }

    /// Tells the departure observers of screens that have left: UIKit reports a change (a watched view controller
    /// disappeared, a call of the stage completed).
    ///
    /// UIKit reports before it is done as often as after — `viewDidDisappear(_:)` comes before `removeFromParent()`
    /// in a container's own code, and while the navigation controller's transition coordinator is still there — so
    /// the check runs again on the next turn. And since a screen the user no longer sees (covered by a push or a
    /// presentation) hears nothing when it goes, the screens the user sees now are watched too: whatever takes a
    /// covered screen away also changes what is seen, or deallocates it.
    package func hierarchyChanged() {
        checkDepartures()
        guard !isCheckPending else { return }
        isCheckPending = true
        platform.onNextTurn { [weak self] in
            guard let self else { return }
            isCheckPending = false
            checkDepartures()
        }
    }

    private func checkDepartures() {
        releaseEndedDelegates()
        engine.hierarchyChanged()
        watchScreens()
    }

    /// Lets go of the transitioning delegates whose transition has ended — a presentation's once its view controller
    /// was dismissed (or the presentation refused), a dismissal's once that dismissal finished, was cancelled or was
    /// refused — and puts back the delegates they replaced (``TransitioningDelegateSwap``). While a dismissal
    /// animates, or a swipe-down is under way and may be cancelled, the delegates stay.
    func releaseEndedDelegates() {
        heldDelegates = TransitioningDelegateSwap.ending(
            heldDelegates,
            read: { controller in
                (
                    platform.presentingController(of: controller) != nil, platform.isBeingDismissed(controller),
                    platform.isTransitioning(controller)
                )
            },
            current: platform.transitioningDelegate(of:),
            restore: { controller, replaced in platform.setTransitioningDelegate(replaced, of: controller) })
    }

    /// Sets `controller`'s transitioning delegate to `delegate` for `span`, keeping it alive until that has ended
    /// and remembering the delegate it replaces.
    func swapTransitioningDelegate(
        of controller: Controller, to delegate: AnyObject, for span: TransitioningDelegateSwap<Controller>.Span
    ) {
        let replaced = platform.transitioningDelegate(of: controller)
        platform.setTransitioningDelegate(delegate, of: controller)
        heldDelegates.append(
            TransitioningDelegateSwap(controller: controller, delegate: delegate, replaced: replaced, span: span))
    }

    /// Remembers that `controller` was pushed onto `navigation` with `animation` (forgets any earlier one when it
    /// is `nil`), letting go of the animations of screens deallocated since. A custom one also animates the pops the
    /// user makes — the back button, the edge swipe —, as the rules decide (``StageRules/popAnimation(_:leaving:)``).
    func rememberPush(of controller: Controller, onto navigation: Controller, with animation: TransitionAnimation?) {
        pushAnimations.removeAll { $0.controller == nil || $0.controller === controller }
        guard let animation else { return }
        pushAnimations.append(PushedAnimation(controller: controller, animation: animation))
        guard animation.animator != nil else { return }
        platform.animateUserPops(in: navigation) { [weak self] from in
            self?.engine.rules.popAnimation(nil, leaving: from)?.animator
        }
    }

    /// Watches, while departure observers wait or a transitioning delegate is held, the screens they wait for (and
    /// the presented view controllers of the held delegates) — again, as a screen can be heard only
    /// once its view has loaded, which watching never forces — and the screens the user sees now.
    func watchScreens() {
        let watched =
            engine.watchedScreens.compactMap(platform.controller(for:)) + heldDelegates.compactMap(\.controller)
        guard !watched.isEmpty, let root = rootNode else { return }
        let seen = ([root] + engine.rules.presentedChain()).map(engine.rules.visibleNode(from:))
        for node in watched + seen { watch(node) }
    }

    /// Listens for `node` leaving. Decides how it can be heard: an observer child goes only into a plain view
    /// controller — a navigation or tab bar controller would take it for a screen of its own, an unmanaged container
    /// for its content, and ScenePivot's alerts and containers report through their own hook.
    func watch(_ node: Controller) {
        for watched in [node] + appearanceWitnesses(of: node) {
            platform.watch(watched, by: self, observerChild: hasObserverChild(watched)) { [weak self] in
                self?.hierarchyChanged()
            }
        }
    }

    /// Whether `node` is heard through an observer child view controller: a plain view controller of the app's,
    /// not one inside a system screen (``ControllerStage/isInsideSystemScreen(_:)``).
    func hasObserverChild(_ node: Controller) -> Bool {
        platform.kind(of: node) == .plain && !isInsideSystemScreen(node)
    }

    // MARK: Waiting

    /// Runs `body` once the transition in flight around `controller` has ended — at once when none is, and on
    /// a later turn when the transition refused to call back — then tells departure observers what changed.
    ///
    /// Each wait resumes once: a coordinator that refused to call back (a cancelled interactive transition's) may
    /// still run the completion, after the next turn has already asked again.
    func afterSettled(_ controller: Controller, _ body: @escaping @MainActor () -> Void) {
        let resume = OneShot { [weak self] in
            guard let self else { return body() }
            afterSettled(controller, body)
        }
        switch platform.whenTransitionEnds(around: controller, resume.callAsFunction) {
        case .idle:
            hierarchyChanged()
            body()
        case .waiting:
            break
        case .refused:
            platform.onNextTurn(resume.callAsFunction)
        }
    }
}

extension ControllerStage {
    /// Has `presenter` dismiss `node`, calling `completion` once when it has — or, when UIKit dropped the
    /// dismissal without calling back (asked while another transition was in flight: a warning in the console),
    /// once a later turn finds it never started, so that the engine reports it not performed instead of waiting.
    func dismiss(
        _ node: Controller, presentedBy presenter: Controller, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        let done = OneShot { [weak self] in
            self?.hierarchyChanged()
            completion()
        }
        platform.dismissPresented(by: presenter, animated: animated, completion: done.callAsFunction)
        confirmDismissal(of: node, turnsLeft: Self.windowPollTurns, done)
    }

    /// On the next turn: a dismissal still under way is awaited; one that never started is over.
    private func confirmDismissal(of node: Controller, turnsLeft: Int, _ done: OneShot) {
        platform.onNextTurn { [weak self] in
            guard let self else { return done() }
            guard !done.hasRun else { return }
            if platform.isTransitioning(node) {
                return afterSettled(node) { [weak self] in
                    self?.confirmDismissal(of: node, turnsLeft: turnsLeft, done)
                }
            }
            if platform.isBeingDismissed(node), turnsLeft > 0 {
                return confirmDismissal(of: node, turnsLeft: turnsLeft - 1, done)
            }
            done()
        }
    }

    /// How many turns in a row a user's page swipe may stand still, unreported, before the stage takes it as over.
    static var stalePageTurns: Int { 2 }

    /// While a wait for `controller`'s page turn is under way, checks the pages on every turn: a swipe that stopped
    /// moving and still has not reported its end for ``stalePageTurns`` turns never will (UIKit may not call
    /// `didFinishAnimating`, PG8), so the stage settles it — the page on screen is current — and resumes, instead
    /// of holding every later request forever.
    func checkPageTurn(of controller: Controller, stillTurns: Int, _ resume: OneShot) {
        guard case .gesture = platform.pageTurn(of: controller) else { return }
        platform.onNextTurn { [weak self] in
            guard let self else { return resume() }
            guard !resume.hasRun else { return }
            switch platform.pageTurn(of: controller) {
            case .none: resume()
            case .programmatic, .gesture(isMoving: true): checkPageTurn(of: controller, stillTurns: 0, resume)
            case .gesture(isMoving: false):
                guard stillTurns + 1 >= Self.stalePageTurns else {
                    return checkPageTurn(of: controller, stillTurns: stillTurns + 1, resume)
                }
                platform.settlePageTurn(of: controller)
                hierarchyChanged()
                resume()
            }
        }
    }

    /// How many turns of the run loop a wait for the window asks again by itself: a request sent from
    /// `viewDidLoad` finds its screen in the window on the next turn or so, when the window shows it.
    static var windowPollTurns: Int { 10 }

    /// Resumes once the root's view may be in a window, never from within this call: when one of the view
    /// controllers that appear with the hierarchy — the root, the anchor, the screen the user will see — reports
    /// `viewDidAppear(_:)` (UIKit's navigation and tab bar controllers report nothing, so the root alone is not
    /// enough), or when one of the next turns finds the root in a window.
    func waitForWindow(_ resume: OneShot) {
        guard let root = rootNode else { return platform.onNextTurn(resume.callAsFunction) }
        var heard: [Controller] = []
        var canHear = false
        for candidate in [root, anchor, engine.rules.visibleNode(from: root)].compactMap({ $0 })
        where !heard.contains(where: { $0 === candidate }) {
            heard.append(candidate)
            let hears = platform.whenAppears(
                candidate, observerChild: hasObserverChild(candidate), resume.callAsFunction)
            canHear = canHear || hears
        }
        askForWindow(turnsLeft: Self.windowPollTurns, canHear: canHear, resume)
    }

    /// Polls for the window; when the polls run out, keeps waiting only if an appearance can still resume it, and
    /// otherwise gives up: the request then fails with `notInWindow`, never waiting silently forever.
    private func askForWindow(turnsLeft: Int, canHear: Bool, _ resume: OneShot) {
        platform.onNextTurn { [weak self] in
            guard let self else { return resume() }
            guard !resume.hasRun else { return }
            if isInWindow { return resume() }
            guard turnsLeft > 1 else {
                if canHear { return }
                gaveUpWaitingForWindow = true
                return resume()
            }
            askForWindow(turnsLeft: turnsLeft - 1, canHear: canHear, resume)
        }
    }
}

/// A callback that runs once, however often it is called: how a stage resumes from a wait that UIKit may end
/// twice — a completion it said it would not call, and the next turn that asks again.
@MainActor
final class OneShot {
    private var body: (@MainActor () -> Void)?

    /// A callback that runs `body` the first time it is called.
    init(_ body: @escaping @MainActor () -> Void) {
        self.body = body
    }

    /// Whether it has run.
    var hasRun: Bool { body == nil }

    /// Runs `body`, unless it has run already.
    func callAsFunction() {
        guard let body else { return }
        self.body = nil
        body()
    }
}
