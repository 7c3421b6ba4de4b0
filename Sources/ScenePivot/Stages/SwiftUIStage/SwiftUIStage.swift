/// A stage whose state a SwiftUI root view renders: a `NavigationStack` path per level, a chain of presented sheets,
/// full-screen covers and popovers, and an alert or confirmation dialog on the top level. The state model is
/// platform-free — it lives here, where Linux tests it — and decides every transition with the same rules as the
/// headless and UIKit stages; `SwiftUIStageView` (ScenePivotSwiftUI, iOS 16+) renders it and reports what the user
/// does back to it.
///
/// ```swift
/// let stage = SwiftUIStage(root: AlbumsScreen())
/// let pivot = ScenePivot(stage: stage)
/// pivot.switchScene(with: TextInputRequest(.newAlbum) { title in print(title ?? "cancelled") })
/// ```
///
/// The model changes at once; the screen follows one update at a time, each changing one presentation, one path
/// or the alert (``SwiftUIStage`` never asks SwiftUI for two presentations in one update), and a transition ends
/// when the screen has caught up. Tests drive it with `SwiftUIUser` (ScenePivotTesting); the differences from
/// UIKit's rules are listed in the ScenePivotSwiftUI documentation ("SwiftUI stage").
@MainActor
public final class SwiftUIStage: SceneStage, EngineStage {
    /// The queue every pivot on this stage shares: the stage is one window.
    public let transitionQueue = TransitionQueue()
    /// Performs the stage's transitions under the shared rules.
    package private(set) lazy var engine = StageEngine(backend: self)

    var root: StageNode
    var nodesByScreen: [ObjectIdentifier: StageNode] = [:]
    /// Nodes removed from the model and still shown, departing once an update has taken them off screen.
    var leavingNodes: [StageNode] = []
    private var lastID = 0
    /// What runs once the screen shows what the model holds: transitions' completions, then waiting transitions.
    private var whenCaughtUp: [@MainActor () -> Void] = []
    private var pendingTurns: [@MainActor () -> Void] = []
    private var updateCount = 0
    /// How many updates the view has reported settled.
    package private(set) var settledUpdateCount = 0
    /// Whether the next update animates: the last transition's wish.
    var animatesNextUpdate = true
    /// By level number: how many paths the stage never published SwiftUI wrote in a row (N19, N20).
    var pathCorrections: [Int: Int] = [:]

    /// What the view shows now: every update published so far, and what the user did since.
    package private(set) var displayed: State
    /// The update on screen that the view has not yet reported settled; no other is published until it is.
    package private(set) var currentUpdate: Update?
    /// Hears every change of ``displayed``: a published update, or `nil` for what the user did on screen.
    package var didChange: (@MainActor (Update?) -> Void)?
    /// Runs a closure on the next turn of the main run loop; by default the stage keeps it until ``settle()``.
    package var scheduleTurn: (@escaping @MainActor () -> Void) -> Void

    /// A stage showing `root`, inside a navigation stack unless `inNavigationStack` is `false`.
    ///
    /// - Parameters:
    ///   - root: The screen at the root: any object the view knows how to show.
    ///   - inNavigationStack: Whether the root level is a `NavigationStack`, so requests can push.
    public init(root: AnyObject, inNavigationStack: Bool = true) {
        let placeholder = StageNode(id: 0, screen: root, kind: .screen)
        self.root = placeholder
        displayed = State(levels: [], alert: nil)
        scheduleTurn = { _ in }
        scheduleTurn = { [unowned self] body in pendingTurns.append(body) }
        self.root = makeRoot(root, inNavigationStack: inNavigationStack)
        displayed = target()
    }

    // MARK: Reading the stage

    /// What is on stage now, as a scene on this stage sees it.
    public var hierarchy: StageHierarchy { engine.rules.snapshot(scope: nil) }

    /// `nil`: the stage shows a whole window.
    public var itemRootScreen: AnyObject? { nil }

    /// Whether the screen still has to catch up with the model: an update is on its way, or one is due, or an alert
    /// SwiftUI took away waits for its turn to learn whether a tap comes (A3, A12).
    public var isUpdating: Bool { currentUpdate != nil || displayed != target() || alertAwaitingTap() != nil }

    /// A short, deterministic name for `screen`, on one line.
    public nonisolated func name(of screen: AnyObject) -> String {
        if let described = screen as? CustomStringConvertible {
            return TextEscaping.singleLine(described.description)
        }
        return String(describing: type(of: screen))
    }

    // MARK: Performing

    /// Performs `transition` under the shared rules once the screen has caught up, then calls `completion`. A
    /// presentation style SwiftUI has no modifier for is refused as an invalid request; a presentation asked for
    /// while a popover is up closes the popover first, in an update that settles before the presentation's (PO8).
    public func perform(
        _ transition: StageTransition<AnyObject>, animated: Bool,
        completion: @escaping @MainActor (StageOutcome) -> Void
    ) {
        guard case .present(let screen, var presentation) = transition else {
            return engine.perform(transition, scope: { nil }, animated: animated, completion: completion)
        }
        if let style = presentation.style, Level.Style(style) == nil {
            let reason =
                "SwiftUI has no \(style.rawValue) presentation; present it as a sheet, full-screen cover or popover"
            return completion(.failed(.invalidRequest(name(of: screen), .custom(reason))))
        }
        engine.whenReady { [weak self] in
            guard let self else { return completion(.failed(.hostDeallocated)) }
            // PO8: nothing but an alert goes over a popover, and one popover at a time: the new level replaces it.
            let top = topLevelNode()
            if top !== root, top.presentation.style == .popover { presentation.replacesPresentedScreen = true }
            engine.perform(.present(screen, presentation), scope: { nil }, animated: animated, completion: completion)
        }
    }

    /// Calls `handler` once, when `screen` leaves the stage.
    @discardableResult
    public func observeDeparture(of screen: AnyObject, _ handler: @escaping @MainActor () -> Void) -> Bool {
        engine.observeDeparture(of: screen, handler)
    }

    // MARK: Updates

    /// The view reports that the update on screen has settled (its animation had time to end); the next one, if
    /// any, is published.
    package func updateDidSettle() {
        guard let update = currentUpdate else { return }
        settledUpdateCount += 1
        currentUpdate = nil
        // A4, T1: an alert a refused tap took away comes back once an update without it has settled on screen.
        if let returning = returningAlert(), update.state.alert?.id != returning.id {
            returning.isAlertReturning = false
        }
        refresh()
    }

    /// Runs the stage's turns with `schedule` from now on — a view's main run loop — handing it the turns kept
    /// so far.
    package func schedulesTurns(with schedule: @escaping (@escaping @MainActor () -> Void) -> Void) {
        scheduleTurn = schedule
        let kept = pendingTurns
        pendingTurns = []
        kept.forEach(schedule)
    }

    /// Settles every update and runs every pending turn until the screen shows what the model holds: what a test
    /// does where a device would let time pass.
    package func settle() {
        var rounds = 0
        while rounds < 100_000 {
            rounds += 1
            if currentUpdate != nil {
                updateDidSettle()
            } else if !pendingTurns.isEmpty {
                pendingTurns.removeFirst()()
            } else {
                refresh()
                if currentUpdate == nil, pendingTurns.isEmpty { return }
            }
        }
    }

    /// Publishes the next update when none is on its way; when the screen has caught up, lets the nodes it no
    /// longer shows depart and runs what waited for it.
    func refresh() {
        guard currentUpdate == nil else { return }
        let model = target()
        if let (state, change) = displayed.step(toward: model) {
            return publish(state, change)
        }
        if returningAlert() != nil {
            // A4, T1: SwiftUI took the alert away itself; the view renders that in an update of its own, which
            // settles before the alert is shown again — never within the update that dismissed it.
            return publish(displayed, .alert)
        }
        departShownAway()
        // A3: the turn that decides an alert SwiftUI took away refreshes again once it has.
        if alertAwaitingTap() != nil { return }
        let waiting = whenCaughtUp
        whenCaughtUp = []
        // Before the waiting transitions start: one that starts unanimated keeps its wish for all its updates.
        animatesNextUpdate = true
        waiting.forEach { $0() }
    }

    private func publish(_ state: State, _ change: Update.Change) {
        updateCount += 1
        let update = Update(number: updateCount, state: state, change: change, animated: animatesNextUpdate)
        displayed = state
        currentUpdate = update
        didChange?(update)
    }

    /// Runs `body` once the screen shows what the model holds (at once when it does).
    func whenScreenCaughtUp(_ body: @escaping @MainActor () -> Void) {
        whenCaughtUp.append(body)
        refresh()
    }

    /// Records a change the user made on screen, after the model has taken it in: the nodes it took off screen
    /// depart, and the screen goes on toward the model.
    func userChangedDisplay(_ change: (inout State) -> Void) {
        change(&displayed)
        departShownAway()
        didChange?(nil)
        refresh()
    }

    // MARK: The model

    /// What the model holds, as the view would show it.
    func target() -> State {
        var state = State(levels: [], alert: nil)
        var current: StageNode? = root
        while let node = current, node.phase == .onStage {
            if node.kind == .alert {
                if node.isAlertDismissedOnScreen || node.isAlertReturning { break }
                let content = node.alertContent ?? AlertContent(title: nil, actions: [])
                state.alert = Alert(id: node.id, showing: node.alertShowing, content: content, texts: node.alertTexts)
                break
            }
            state.levels.append(level(of: node, style: node === root ? .root : Level.Style(node.presentation.style)))
            current = node.presented
        }
        return state
    }

    /// The top-most level in the model: the root, or the last presented screen that is not an alert.
    func topLevelNode() -> StageNode {
        var top = root
        while let presented = top.presented, presented.phase == .onStage, presented.kind != .alert { top = presented }
        return top
    }

    /// The model's alert that a refused tap took off screen, until an update without it has settled (A4).
    func returningAlert() -> StageNode? {
        alertOnStage().flatMap { $0.isAlertReturning ? $0 : nil }
    }

    /// The model's alert whose binding SwiftUI reset with no tap reported, until the turn that decides it (A3, A12).
    func alertAwaitingTap() -> StageNode? {
        alertOnStage().flatMap { $0.isAlertDismissedOnScreen ? $0 : nil }
    }

    /// The alert on stage in the model, if any.
    private func alertOnStage() -> StageNode? {
        var current: StageNode? = root
        while let node = current, node.phase == .onStage {
            if node.kind == .alert { return node }
            current = node.presented
        }
        return nil
    }

    private func level(of node: StageNode, style: Level.Style?) -> Level {
        let isStack = node.kind == .navigation
        let screens = (isStack ? node.children : [node]).map { Entry(id: $0.id, screen: $0.screen) }
        return Level(
            id: node.id, style: style ?? .sheet, screens: screens, hasNavigationStack: isStack,
            isModal: node.presentation.isModal, sheet: node.sheet)
    }

    func makeNode(for screen: AnyObject, kind: NodeKind? = nil) -> StageNode {
        lastID += 1
        return StageNode(id: lastID, screen: screen, kind: kind ?? self.kind(ofScreen: screen) ?? .screen)
    }

    /// A navigation stack holding `node`.
    func wrapInNavigationStack(_ node: StageNode) -> StageNode {
        let navigation = makeNode(for: SwiftUIStageNavigation(), kind: .navigation)
        navigation.adopt([node])
        return navigation
    }

    func makeRoot(_ screen: AnyObject, inNavigationStack: Bool) -> StageNode {
        let node = makeNode(for: screen)
        let root = inNavigationStack ? wrapInNavigationStack(node) : node
        register(root)
        return root
    }

    func register(_ node: StageNode) {
        nodesByScreen[ObjectIdentifier(node.screen)] = node
        node.children.forEach(register)
    }

    /// Marks `node`, what it holds and what it presents as leaving the model.
    func markLeaving(_ node: StageNode) {
        guard node.phase == .onStage else { return }
        node.phase = .leaving
        leavingNodes.append(node)
        node.children.forEach(markLeaving)
        if let presented = node.presented { markLeaving(presented) }
    }

    /// Lets every leaving node the screen no longer shows depart, then tells the departure observers.
    func departShownAway() {
        let gone = leavingNodes.filter { !displayed.shows($0.id) }
        guard !gone.isEmpty else { return }
        leavingNodes.removeAll { !displayed.shows($0.id) }
        for node in gone {
            node.phase = .gone
            pathCorrections[node.id] = nil
            if nodesByScreen[ObjectIdentifier(node.screen)] === node {
                nodesByScreen[ObjectIdentifier(node.screen)] = nil
            }
            if node.presenter?.presented === node { node.presenter?.presented = nil }
            node.presenter = nil
        }
        engine.hierarchyChanged()
    }
}

/// The navigation stack a level of the SwiftUI stage shows its screens in: a `NavigationStack` of the view.
final class SwiftUIStageNavigation: CustomStringConvertible {
    /// `NavigationStack`.
    var description: String { "NavigationStack" }
}

extension SwiftUIStage.Level.Style {
    /// The level style SwiftUI shows `style` with, or `nil` when it has no modifier for it.
    init?(_ style: PresentationStyle) {
        switch style {
        case .automatic, .pageSheet, .formSheet: self = .sheet
        case .fullScreen, .overFullScreen: self = .fullScreenCover
        case .popover: self = .popover
        case .currentContext, .overCurrentContext, .custom: return nil
        }
    }
}
