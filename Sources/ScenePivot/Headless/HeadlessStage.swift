/// A stage with no UI at all: a faithful model of UIKit's presentation rules, so flows run and are tested on
/// any platform, without a simulator or a window.
///
/// ```swift
/// let stage = HeadlessStage(root: HeadlessScreen("Albums"))
/// let pivot = ScenePivot(stage: stage)
/// pivot.switchScene(with: TextInputRequest(.newAlbum) { title in print(title ?? "cancelled") })
/// stage.finishAnimations()
/// try stage.typeText("Trip", intoTextField: 0)
/// try stage.tapAction(titled: "Create")
/// stage.finishAnimations()            // prints "Trip"
/// ```
///
/// The rules it enforces are listed in <doc:HeadlessStageRules>. Animated transitions finish only when the
/// stage's clock is advanced (``advanceClock(by:)-(StageDuration)``, ``finishAnimations()``), so queueing is testable with no
/// sleeps; unanimated ones finish at once.
@MainActor
public final class HeadlessStage: SceneStage {
    /// How long animated transitions take.
    public enum Animation: Sendable, Equatable {
        /// Animated transitions take `duration` of the stage's clock.
        case manual(StageDuration)
        /// Every transition finishes at once, animated or not.
        case instant
    }

    /// The queue every pivot on this stage shares.
    public let transitionQueue = TransitionQueue()
    /// How animated transitions are timed.
    public var animation: Animation
    /// The stage's clock: how much time has been advanced since the stage was made.
    public private(set) var now: StageDuration = .zero

    var root: StageNode
    private var nodesByScreen: [ObjectIdentifier: StageNode] = [:]
    private var pendingAnimations: [PendingAnimation] = []
    private var animationSequence = 0

    /// A stage showing `root`, inside a navigation stack unless `inNavigationStack` is `false`.
    public init(root: AnyObject, inNavigationStack: Bool = true, animation: Animation = .manual(.milliseconds(300)))
    {
        self.animation = animation
        self.root = StageNode(screen: root, kind: .screen)
        self.root.phase = .onStage
        if inNavigationStack {
            let navigation = StageNode(screen: HeadlessNavigationStack(), kind: .navigation)
            navigation.adopt([self.root])
            self.root = navigation
        }
        self.root.phase = .onStage
        register(self.root)
    }

    // MARK: Reading the stage

    /// Whether an animated transition is still running.
    public var isAnimating: Bool { !pendingAnimations.isEmpty }

    /// The screen at the root of the window (a navigation stack when the stage made one).
    public var rootScreen: AnyObject { root.screen }

    /// The presented screens, from the one the root presents to the top-most.
    public var presentedScreens: [AnyObject] {
        var screens: [AnyObject] = []
        var node = root.presented
        while let current = node {
            screens.append(current.screen)
            node = current.presented
        }
        return screens
    }

    /// The top-most visible screen: the top of the top-most presented navigation stack, or the top-most
    /// presented screen.
    public var topScreen: AnyObject { topContext.visibleNode.screen }

    /// The screens of the top-most navigation stack, root first; empty when the top-most screen has none.
    public var navigationStack: [AnyObject] {
        visibleNavigation(from: topContext)?.children.map(\.screen) ?? []
    }

    /// Whether `screen` is on stage, anywhere in the hierarchy.
    public func contains(_ screen: AnyObject) -> Bool {
        nodesByScreen[ObjectIdentifier(screen)] != nil
    }

    /// A short, deterministic name for `screen`.
    public nonisolated func name(of screen: AnyObject) -> String {
        if let described = screen as? CustomStringConvertible { return described.description }
        return String(describing: type(of: screen))
    }

    // MARK: The clock

    /// Advances the clock by `duration`, finishing every animation that ends by then, in order. The clock never
    /// runs backwards: a negative duration is ignored.
    public func advanceClock(by duration: StageDuration) {
        guard duration > .zero else { return }
        let target = now + duration
        while let index = nextAnimationIndex(), pendingAnimations[index].end <= target {
            let animation = pendingAnimations.remove(at: index)
            now = animation.end
            animation.completion()
        }
        now = target
    }

    /// Advances the clock by a standard-library `duration`, rounded towards zero to whole milliseconds; a negative
    /// duration is ignored.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public func advanceClock(by duration: Duration) {
        let (seconds, attoseconds) = duration.components
        advanceClock(by: .milliseconds(Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)))
    }

    /// Advances the clock until no animation is running (including any that finishing ones start).
    public func finishAnimations() {
        while let index = nextAnimationIndex() {
            advanceClock(by: pendingAnimations[index].end - now)
        }
    }

    private func nextAnimationIndex() -> Int? {
        pendingAnimations.indices.min {
            (pendingAnimations[$0].end, pendingAnimations[$0].sequence)
                < (pendingAnimations[$1].end, pendingAnimations[$1].sequence)
        }
    }

    /// Runs `completion` now, or when the clock reaches the animation's end. The stage keeps `completion` until
    /// then, so a completion must hold the stage weakly: a stage released mid-animation is freed, and the
    /// requests it was running are answered with ``ScenePivotError/hostDeallocated``.
    func animate(_ animated: Bool, completion: @escaping @MainActor () -> Void) {
        guard animated, case .manual(let duration) = animation, duration > .zero else {
            completion()
            return
        }
        animationSequence += 1
        pendingAnimations.append(PendingAnimation(end: now + duration, sequence: animationSequence, completion: completion))
    }

    // MARK: Hierarchy bookkeeping

    var topContext: StageNode {
        var node = root
        while let presented = node.presented { node = presented }
        return node
    }

    func node(for screen: AnyObject) -> StageNode? {
        nodesByScreen[ObjectIdentifier(screen)]
    }

    func register(_ node: StageNode) {
        nodesByScreen[ObjectIdentifier(node.screen)] = node
        node.children.forEach(register)
    }

    /// Removes `nodes` (and what they present and contain) from the stage, top-most first, then tells each
    /// screen's departure observers.
    func depart(_ nodes: [StageNode]) {
        var leaving: [StageNode] = []
        func collect(_ node: StageNode) {
            if let presented = node.presented { collect(presented) }
            for child in node.children.reversed() { collect(child) }
            leaving.append(node)
        }
        nodes.forEach(collect)
        for node in leaving {
            nodesByScreen[ObjectIdentifier(node.screen)] = nil
            node.phase = .gone
        }
        for node in leaving {
            let handlers = node.departureHandlers
            node.departureHandlers = []
            handlers.forEach { $0() }
        }
    }

    func refuseWhileAnimating() throws(ScenePivotError) {
        if isAnimating { throw .illegalTransition(.transitionInProgress) }
    }

    func refuseWhileAlertIsUp() throws(ScenePivotError) {
        let top = topContext
        if top.kind == .alert { throw .illegalTransition(.alertOnScreen(name(of: top.screen))) }
    }

    func refuseIfOnStage(_ screen: AnyObject) throws(ScenePivotError) {
        if contains(screen) { throw .illegalTransition(.screenAlreadyOnStage(name(of: screen))) }
    }

    /// The navigation stack a push or pop acts on: the top-most presented screen's.
    func targetNavigation() throws(ScenePivotError) -> StageNode {
        let context = topContext
        if context.kind == .alert { throw .illegalTransition(.alertOnScreen(name(of: context.screen))) }
        guard let navigation = visibleNavigation(from: context) else { throw .illegalTransition(.noNavigationStack) }
        return navigation
    }

    /// The innermost navigation stack the user sees from `node`: through navigation stacks and the selected item
    /// of tab and page containers.
    func visibleNavigation(from node: StageNode) -> StageNode? {
        var found: StageNode?
        var current: StageNode? = node
        while let node = current {
            switch node.kind {
            case .navigation:
                found = node
                current = node.children.last
            case .container:
                current = node.selectedChild
            case .screen, .alert:
                current = nil
            }
        }
        return found
    }

    /// Whether `target` is on the path the user sees: from the top-most presented screen down through the top
    /// screens of navigation stacks and the selected items of containers.
    func isVisible(_ target: StageNode) -> Bool {
        var current: StageNode? = topContext
        while let node = current {
            if node === target { return true }
            switch node.kind {
            case .navigation: current = node.children.last
            case .container: current = node.selectedChild
            case .screen, .alert: current = nil
            }
        }
        return false
    }

    /// `node`'s outermost container: the node that is presented or at the root.
    func outermost(_ node: StageNode) -> StageNode {
        var owner = node
        while let container = owner.container { owner = container }
        return owner
    }

    /// The node for a screen about to be shown: a container's tabs or pages are built around their roots.
    func makeNode(for screen: AnyObject) -> StageNode {
        guard let container = screen as? any HeadlessContainer else { return StageNode(screen: screen, kind: .screen) }
        let node = StageNode(screen: screen, kind: .container)
        let core = container.core
        let slots = core.roots.map { root in
            let navigation = StageNode(screen: HeadlessNavigationStack(), kind: .navigation)
            let rootNode = makeNode(for: root)
            rootNode.phase = .onStage
            navigation.adopt([rootNode])
            navigation.phase = .onStage
            return navigation
        }
        node.adopt(slots)
        core.attach(to: self, node: node)
        return node
    }
}

struct PendingAnimation {
    let end: StageDuration
    let sequence: Int
    let completion: @MainActor () -> Void
}

/// One screen in the headless hierarchy.
@MainActor
final class StageNode {
    enum Kind: Equatable {
        case screen
        case navigation
        case alert
        case container
    }

    enum Phase: String {
        case appearing
        case onStage
        case disappearing
        case gone
    }

    let screen: AnyObject
    let kind: Kind
    var phase: Phase = .appearing
    var presentation = Presentation()
    var presented: StageNode?
    weak var presenter: StageNode?
    var children: [StageNode] = []
    weak var container: StageNode?
    var departureHandlers: [@MainActor () -> Void] = []
    var alertTexts: [String] = []
    var presentedAnimated = true
    var onAnswer: (@MainActor (AlertAnswer?) -> Void)?

    init(screen: AnyObject, kind: Kind) {
        self.screen = screen
        self.kind = kind
    }

    func adopt(_ nodes: [StageNode]) {
        children = nodes
        for node in nodes { node.container = self }
    }

    /// The node a user sees: a navigation stack's top screen, or the node itself.
    var visibleNode: StageNode {
        switch kind {
        case .navigation: return children.last?.visibleNode ?? self
        case .container: return selectedChild?.visibleNode ?? self
        case .screen, .alert: return self
        }
    }

    /// A container's selected tab or current page.
    var selectedChild: StageNode? {
        guard kind == .container, let core = (screen as? any HeadlessContainer)?.core else { return nil }
        return children.indices.contains(core.selectedIndex) ? children[core.selectedIndex] : nil
    }

    var alertContent: AlertContent? { (screen as? HeadlessAlertScreen)?.content }
}
