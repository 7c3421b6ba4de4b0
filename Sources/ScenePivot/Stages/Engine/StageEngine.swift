/// Performs transitions for a stage: waits until the stage is ready, asks ``StageRules`` for the plan, has the
/// ``StageBackend`` perform it, checks that it happened, and tells departure observers the moment a screen has
/// left. Everything a stage decides is decided here or in the rules, once for both stages.
@MainActor
package final class StageEngine<Backend: StageBackend> {
    package typealias Node = Backend.Node

    /// The backend, which owns this engine.
    package unowned let backend: Backend
    private let departures = DepartureWatch()
    /// The alerts on stage that requests showed, by their token.
    private var alerts: [ObjectIdentifier: ShownAlert] = [:]

    /// An engine for `backend`; the backend keeps it.
    package init(backend: Backend) {
        self.backend = backend
    }

    /// The rules, over the backend's hierarchy.
    package var rules: StageRules<Backend> { StageRules(backend) }

    // MARK: Performing

    /// Performs `transition` once the stage is ready, acting on `scope` (asked when the plan is made), and calls
    /// `completion` once with how it ended — at once when it is refused or a no-op on a ready stage.
    package func perform(
        _ transition: StageTransition<AnyObject>, scope: @escaping @MainActor () -> StageScope<Node>?,
        animated: Bool, completion: @escaping @MainActor (StageOutcome) -> Void
    ) {
        // Made first, so that a stage released while the transition waits still reports it (as `hostDeallocated`).
        let run = TransitionRun(completion)
        whenReady { [weak self] in
            guard let self else { return run.finish(.failed(.hostDeallocated)) }
            let plan: StagePlan<Node>
            do throws(ScenePivotError) {
                plan = try rules.plan(transition, scope: scope())
            } catch {
                return run.finish(.failed(error))
            }
            // An interaction cancelled before its transition's turn came: the stage stays as it is, on every stage.
            if let cancelled = cancelled(transition.interaction, transition) { return run.finish(cancelled) }
            execute(plan, of: transition, animated: animated, run: run)
        }
    }

    /// Runs `body` now if the stage is ready, else once what it waits for has changed (asking again each time).
    func whenReady(_ body: @escaping @MainActor () -> Void) {
        guard let reason = backend.reasonToWait() else { return body() }
        backend.wait(for: reason) { [weak self] in
            guard let self else { return body() }
            whenReady(body)
        }
    }

    private func execute(
        _ plan: StagePlan<Node>, of transition: StageTransition<AnyObject>, animated: Bool, run: TransitionRun
    ) {
        let notPerformed: @MainActor () -> StageOutcome = { [weak self] in
            let name = { (screen: AnyObject) in self?.backend.name(of: screen) ?? String(describing: type(of: screen)) }
            return .failed(.illegalTransition(.notPerformed(transition.map(name).description)))
        }
        switch plan {
        case .nothing:
            run.finish(.completed)
        case .present(let screen, let presenter, let presentation, let anchor):
            var shown: Node?
            shown = backend.present(screen, from: presenter, presentation, anchor: anchor, animated: animated) {
                run.finish(.completed)
            }
            if !run.isFinished, !isPresented(shown, by: presenter) { run.finish(notPerformed()) }
        case .dismiss(let node, let animation):
            backend.dismiss(node, animation: animation, animated: animated) { [weak self] in
                guard let self else { return run.finish(.completed) }
                if let cancelled = cancelled(animation?.interaction, transition) { return run.finish(cancelled) }
                run.finish(rules.isOnStage(node) ? notPerformed() : .completed)
            }
        case .replace(let top, let screen, let presentation, let anchor):
            guard let presenter = backend.presenter(of: top) else { return run.finish(notPerformed()) }
            backend.dismiss(top, animation: nil, animated: animated) { [weak self] in
                guard let self else { return run.finish(.failed(.hostDeallocated)) }
                execute(
                    .present(screen, from: presenter, presentation, anchor: anchor), of: transition,
                    animated: animated, run: run)
            }
        case .push(let screen, let navigation, let animation):
            backend.push(screen, onto: navigation, animation: animation, animated: animated) { [weak self] in
                run.finish(self?.cancelled(animation?.interaction, transition) ?? .completed)
            }
            if !run.isFinished, backend.children(of: navigation).last.map(backend.screen(of:)) !== screen {
                run.finish(notPerformed())
            }
        case .pop(let navigation, let keeping, let animation):
            backend.pop(navigation, keeping: keeping, animation: animation, animated: animated) { [weak self] in
                run.finish(self?.cancelled(animation?.interaction, transition) ?? .completed)
            }
            if !run.isFinished, backend.children(of: navigation).count != keeping { run.finish(notPerformed()) }
        case .setStack(let navigation, let screens, let animation):
            backend.setStack(screens, on: navigation, animation: animation, animated: animated) {
                run.finish(.completed)
            }
            if !run.isFinished, !holds(navigation, exactly: screens) { run.finish(notPerformed()) }
        case .alert(let content, let presenter, let anchor):
            presentAlert(
                content, from: presenter, anchor: anchor, animated: animated, run: run, notPerformed: notPerformed)
        case .setRoot(let screen, let inNavigationStack):
            do throws(ScenePivotError) {
                try backend.setRoot(screen, inNavigationStack: inNavigationStack, animated: animated) {
                    [weak self] in
                    guard let self else { return run.finish(.completed) }
                    run.finish(rules.isOnStage(screen: screen) ? .completed : notPerformed())
                }
            } catch {
                run.finish(.failed(error))
            }
        case .select(let container, let index, let animation):
            backend.select(index, in: container, animation: animation, animated: animated) { [weak self] in
                run.finish(self?.backend.selectedIndex(of: container) == index ? .completed : notPerformed())
            }
        case .showColumn(let split, let column):
            backend.showColumn(column, of: split, animated: animated) { [weak self] in
                guard let self else { return run.finish(.completed) }
                let columns = backend.children(of: split)
                let isStacked = columns.count > 1 && backend.parent(of: columns[1]) === columns.first
                run.finish(isStacked == (column == .secondary) ? .completed : notPerformed())
            }
        case .setItems(let container, let roots, let tabItems, let selecting):
            backend.setItems(roots, tabItems: tabItems, of: container, selecting: selecting, animated: animated) {
                [weak self] in
                guard let self else { return run.finish(.completed) }
                run.finish(holdsItems(container, rootedAt: roots, selecting: selecting) ? .completed : notPerformed())
            }
        case .embed(let screen, let host, let slot, let replaced):
            backend.embed(screen, in: host, slot: slot, replacing: replaced) { [weak self] in
                guard let self else { return run.finish(.completed) }
                let shown = backend.node(for: screen).map { backend.parent(of: $0) === host && rules.isOnStage($0) }
                let gone = replaced.map { !rules.isOnStage($0) } ?? true
                run.finish(shown == true && gone ? .completed : notPerformed())
            }
        case .unembed(let node):
            backend.unembed(node) { [weak self] in
                guard let self else { return run.finish(.completed) }
                run.finish(rules.isOnStage(node) ? notPerformed() : .completed)
            }
        case .custom(let custom, let presenter):
            backend.runCustom(custom, from: presenter) { run.finish(.completed) }
        }
    }

    /// The outcome of a transition whose interaction was cancelled — the stage is as it was —, or `nil`.
    private func cancelled(_ interaction: TransitionAnimation.Interaction?, _ transition: StageTransition<AnyObject>)
        -> StageOutcome?
    {
        guard interaction?.state == .cancelled else { return nil }
        return .failed(.illegalTransition(.interactionCancelled(transition.map(backend.name(of:)).description)))
    }

    private func isPresented(_ node: Node?, by presenter: Node) -> Bool {
        guard let node else { return false }
        return backend.presenter(of: node) === presenter || backend.presented(by: presenter) === node
    }

    private func holds(_ navigation: Node, exactly screens: [AnyObject]) -> Bool {
        let children = backend.children(of: navigation)
        return children.count == screens.count && zip(children, screens).allSatisfy { backend.screen(of: $0) === $1 }
    }

    /// Whether `container` holds one item per root, each root on stage, with item `selecting` selected when given.
    private func holdsItems(_ container: Node, rootedAt roots: [AnyObject], selecting: Int?) -> Bool {
        guard backend.children(of: container).count == roots.count, roots.allSatisfy(rules.isOnStage(screen:)) else {
            return false
        }
        return selecting.map { backend.selectedIndex(of: container) == $0 } ?? true
    }

    /// An alert's transition ends when the alert has left the stage, with the action the user tapped — which UIKit
    /// reports after the alert has gone — or, when it left without a tap, its cancel action (or none).
    private func presentAlert(
        _ content: AlertContent, from presenter: Node, anchor: AnyObject?, animated: Bool, run: TransitionRun,
        notPerformed: @MainActor () -> StageOutcome
    ) {
        let state = AlertState()
        let shown = backend.presentAlert(
            content, from: presenter, anchor: anchor, animated: animated,
            onTap: { answer in
                guard state.tapped == nil else { return }
                state.tapped = answer
                if state.hasLeft { run.finish(.answered(answer)) }
            },
            completion: {})
        guard let alert = shown, isPresented(alert, by: presenter) else { return run.finish(notPerformed()) }
        let key = content.token.map(ObjectIdentifier.init)
        if let key { alerts[key] = ShownAlert(node: alert, state: state) }
        departures.watch(backend.screen(of: alert)) { [weak self] in
            if let key { self?.alerts[key] = nil }
            state.hasLeft = true
            if let tapped = state.tapped { return run.finish(.answered(tapped)) }
            // The engine is gone when its stage went with the alert still up: no one chose the cancel action.
            guard let self else { return run.finish(.failed(.hostDeallocated)) }
            let fallback = content.cancelAnswer
            backend.onNextTurn { run.finish(.answered(state.tapped ?? fallback)) }
        }
        backend.watchForDeparture(of: alert)
    }

    // MARK: Departures

    /// Calls `handler` once, when `screen` leaves the stage; `false` when `screen` is not on stage. A screen that
    /// is on its way out (popped, still animating) is watched until it has gone.
    package func observeDeparture(of screen: AnyObject, _ handler: @escaping @MainActor () -> Void) -> Bool {
        guard let node = backend.node(for: screen), rules.isOnStage(node) || backend.isSettling(node) else {
            return false
        }
        departures.watch(screen, handler)
        backend.watchForDeparture(of: node)
        return true
    }

    /// Tells the departure observers of every watched screen that has left: call it whenever the hierarchy may
    /// have changed. A screen whose navigation stack is still settling (an interactive pop the user may cancel)
    /// is judged when it has settled.
    package func hierarchyChanged() {
        departures.checkDepartures { [self] screen in
            guard let node = backend.node(for: screen) else { return true }
            return !rules.isOnStage(node) && !backend.isSettling(node)
        }
    }

    /// Tells the departure observers of those of `screens` that have left: for a stage that knows which screens it
    /// has just removed, and removes screens only that way, so that a departure costs the same however many screens
    /// are watched (``DepartureWatch/checkDepartures(among:isGone:)``).
    package func screensLeft(_ screens: [AnyObject]) {
        departures.checkDepartures(among: screens) { [self] screen in
            guard let node = backend.node(for: screen) else { return true }
            return !rules.isOnStage(node) && !backend.isSettling(node)
        }
    }

    /// Whether any departure observer waits.
    package var isWatchingAny: Bool { !departures.isEmpty }

    /// The screens departure observers wait for, while they are alive.
    package var watchedScreens: [AnyObject] { departures.watchedScreens }

    /// Whether any departure observer waits for `screen`.
    package func isWatching(_ screen: AnyObject) -> Bool { departures.isWatching(screen) }
}

/// One transition in flight: its completion, called once.
@MainActor
private final class TransitionRun {
    private var completion: (@MainActor (StageOutcome) -> Void)?

    init(_ completion: @escaping @MainActor (StageOutcome) -> Void) {
        self.completion = completion
    }

    deinit {
        // Dropped unfinished: its stage went with the transition in flight. Whoever waits is told.
        guard let completion else { return }
        Task { @MainActor in completion(.failed(.hostDeallocated)) }
    }

    var isFinished: Bool { completion == nil }

    func finish(_ outcome: StageOutcome) {
        guard let completion else { return }
        self.completion = nil
        completion(outcome)
    }
}

/// What an alert on stage has told so far.
@MainActor
final class AlertState {
    var tapped: AlertAnswer?
    var hasLeft = false
}

/// An alert a request showed, while it is on stage.
@MainActor
struct ShownAlert {
    weak var node: AnyObject?
    let state: AlertState
}

extension StageEngine {
    /// Dismisses the alert shown with `token` once the stage is ready — after every transition asked for before
    /// it — unless by then it has left, was tapped or is leaving; its transition then ends as for an alert that left
    /// without a tap.
    package func dismissAlert(with token: AlertToken, animated: Bool) {
        whenReady { [weak self] in
            guard let self, let shown = alerts[ObjectIdentifier(token)], let node = shown.node as? Node,
                shown.state.tapped == nil, !shown.state.hasLeft, !backend.isBeingDismissed(node),
                rules.isOnStage(node)
            else { return }
            backend.dismiss(node, animation: nil, animated: animated) {}
        }
    }
}
