import ScenePivot

/// A stage with no UI at all: a faithful model of UIKit's presentation rules, so flows run and are tested on
/// any platform, without a simulator or a window.
///
/// ```swift
/// let stage = HeadlessStage(root: HeadlessScreen("Albums"))
/// let pivot = ScenePivot(stage: stage)
/// pivot.switchScene(with: TextInputRequest(.newAlbum) { title in print(title ?? "cancelled") })
/// ```
///
/// Drive it as a user would with `HeadlessUser` (in ScenePivotTesting). It decides every transition with the same
/// rules as the UIKit stage (the "Rules of the Stage" article in ScenePivot). Animated transitions finish only when the stage's clock is
/// advanced (``advanceClock(by:)-(StageDuration)``, ``finishAnimations(limit:)``), so queueing is testable with no
/// sleeps; unanimated ones finish at once. A transition asked for while another animates waits for it, as on UIKit.
@MainActor
public final class HeadlessStage: SceneStage, EngineStage {
    /// How long animated transitions take.
    public enum Animation: Sendable, Equatable {
        /// Animated transitions take `duration` of the stage's clock.
        case manual(StageDuration)
        /// Every transition finishes at once, animated or not.
        case instant
    }

    /// The queue every pivot on this stage, and on its containers' tabs, pages and columns, shares: the stage is one
    /// window.
    public let transitionQueue = TransitionQueue()
    /// How animated transitions are timed.
    public var animation: Animation
    /// Whether action sheets and popovers need an anchor, as on iPad; `false` (an iPhone) by default.
    public var presentsPopovers = false
    /// Whether sheets may rest at custom heights, as on iOS 16 and later; `false` refuses them as iOS 15 must.
    public var supportsCustomSheetDetents = true
    /// The stage's clock: how much time has been advanced since the stage was made.
    public private(set) var now: StageDuration = .zero

    var root: HeadlessNode { didSet { Self.hierarchyWrites &+= 1 } }
    var nodesByScreen: [ObjectIdentifier: HeadlessNode] = [:] { didSet { Self.hierarchyWrites &+= 1 } }
    /// How many times any headless stage's hierarchy was written — a node's state, a stage's root or screens, a
    /// container's items or selection —, never reset: a reader that sees the same count twice knows that no
    /// hierarchy changed in between (screens' own descriptions and an interaction's progress are not the stage's to
    /// write), so it can skip reading it again. Reading a stage writes nothing.
    package internal(set) static var hierarchyWrites = 0
    private var pendingAnimations: [PendingAnimation] = []
    private var animationSequence = 0
    private var waitingForAnimations: [@MainActor () -> Void] = []
    /// How many interactive transitions are in flight: they hold the stage as a user's drag does.
    private var heldInteractions = 0
    /// The last node of the root's presented chain (`nil` when the root presents nothing), kept as presentations
    /// come and go so the top-most one is found without walking the chain; worked out again when stale.
    var presentationEnd: HeadlessNode?
    var isPresentationEndStale = false
    /// Performs the stage's transitions under the shared rules.
    package private(set) lazy var engine = StageEngine(backend: self)

    /// A stage showing `root`, inside a navigation stack unless `inNavigationStack` is `false`.
    ///
    /// - Parameters:
    ///   - root: The screen at the window's root: any object, usually a ``HeadlessScreen``, or a container.
    ///   - inNavigationStack: Whether `root` is wrapped in a navigation stack, so requests can push.
    ///   - animation: How long animated transitions take; 300 ms of the stage's clock by default.
    public init(root: AnyObject, inNavigationStack: Bool = true, animation: Animation = .manual(.milliseconds(300))) {
        self.animation = animation
        self.root = HeadlessNode(screen: root, kind: .screen)
        self.root = makeNode(for: root)
        self.root.phase = .onStage
        if inNavigationStack { self.root = wrapInNavigationStack(self.root) }
        self.root.phase = .onStage
        register(self.root)
    }

    // MARK: Reading the stage

    /// Whether an animated transition is still running, interactive ones included.
    public var isAnimating: Bool { !pendingAnimations.isEmpty || heldInteractions > 0 }

    /// The screen at the window's root: the navigation stack or container the stage shows there.
    public var windowRoot: AnyObject { root.screen }

    /// The screen the stage shows at its root: the one it was made with (or set by the last root change),
    /// inside its navigation stack when it has one.
    public var rootScreen: AnyObject {
        root.kind == .navigation ? (root.children.first?.screen ?? root.screen) : root.screen
    }

    /// The presented screens, from the one the root presents to the top-most (alerts included).
    public var presentedScreens: [AnyObject] { engine.rules.presentedChain().map(\.screen) }

    /// The top-most visible screen: the top of the top-most presented navigation stack or selected item, or the
    /// top-most presented screen (an alert when one is up).
    public var topScreen: AnyObject { engine.rules.visibleNode(from: engine.rules.topContext(from: root)).screen }

    /// The screens of the navigation stack a push would land on, root first, seen under any alert; empty when
    /// there is none.
    public var navigationStack: [AnyObject] { hierarchy.navigationStack }

    /// What is on stage now, as a scene on this stage sees it.
    public var hierarchy: StageHierarchy { engine.rules.snapshot(scope: nil) }

    /// `nil`: the stage shows a whole window.
    public var itemRootScreen: AnyObject? { nil }

    /// Whether `screen` is on stage, anywhere in the hierarchy.
    public func contains(_ screen: AnyObject) -> Bool {
        nodesByScreen[ObjectIdentifier(screen)] != nil
    }

    /// A short, deterministic name for `screen`, on one line.
    public nonisolated func name(of screen: AnyObject) -> String {
        if let described = screen as? CustomStringConvertible {
            return TextEscaping.singleLine(described.description)
        }
        return String(describing: type(of: screen))
    }

    // MARK: Performing

    /// Performs `transition` under the shared rules once no animation runs, then calls `completion`.
    public func perform(
        _ transition: StageTransition<AnyObject>, animated: Bool,
        completion: @escaping @MainActor (StageOutcome) -> Void
    ) {
        engine.perform(transition, scope: { nil }, animated: animated, completion: completion)
    }

    /// Calls `handler` once, when `screen` leaves the stage.
    @discardableResult
    public func observeDeparture(of screen: AnyObject, _ handler: @escaping @MainActor () -> Void) -> Bool {
        engine.observeDeparture(of: screen, handler)
    }

    // MARK: The clock

    /// Advances the clock by `duration`, finishing every animation that ends by then, in order. The clock never
    /// runs backwards (a negative duration is ignored) and saturates instead of overflowing.
    public func advanceClock(by duration: StageDuration) {
        guard duration > .zero else { return }
        let target = now + duration
        while let index = nextAnimationIndex(), pendingAnimations[index].end <= target {
            let animation = pendingAnimations.remove(at: index)
            now = max(now, animation.end)
            animation.completion()
            if pendingAnimations.isEmpty { resumeWaiting() }
        }
        now = max(now, target)
    }

    /// Advances the clock by a standard-library `duration`, rounded towards zero to whole milliseconds; a negative
    /// duration is ignored, a huge one saturates.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public func advanceClock(by duration: Duration) {
        let (seconds, attoseconds) = duration.components
        advanceClock(by: .seconds(Int(clamping: seconds)) + .milliseconds(Int(attoseconds / 1_000_000_000_000_000)))
    }

    /// Advances the clock until no animation is running (including any that finishing ones start), finishing at
    /// most `limit` animations: a flow that starts a new one whenever one ends would otherwise never let it return.
    ///
    /// - Returns: `true` when no animation is running; `false` when it stopped at `limit` with animations still
    ///   running (`HeadlessUser.waitForAnimations()` reports that as a failure).
    @discardableResult
    public func finishAnimations(limit: Int = 10_000) -> Bool {
        var finished = 0
        while let index = nextAnimationIndex() {
            guard finished < limit else { return false }
            finished += 1
            let end = pendingAnimations[index].end
            advanceClock(by: end > now ? end - now : .milliseconds(1))
        }
        return true
    }

    private func nextAnimationIndex() -> Int? {
        pendingAnimations.indices.min {
            (pendingAnimations[$0].end, pendingAnimations[$0].sequence)
                < (pendingAnimations[$1].end, pendingAnimations[$1].sequence)
        }
    }

    /// Runs `completion` now, or when the clock reaches the animation's end. The stage keeps `completion` until
    /// then, so a completion must hold the stage weakly: a stage released mid-animation is freed, and the
    /// requests it was running are answered with `ScenePivotError.hostDeallocated`.
    func animate(_ animated: Bool, completion: @escaping @MainActor () -> Void) {
        guard animated, case .manual(let duration) = animation, duration > .zero else {
            completion()
            return
        }
        animationSequence += 1
        pendingAnimations.append(
            PendingAnimation(end: now + duration, sequence: animationSequence, completion: completion))
    }

    /// Holds the stage while `interaction` runs, off the clock — requests wait as they wait for a user's drag —,
    /// then calls `end` with whether it finished (commit) or was cancelled (revert), and lets what waited run.
    func drive(_ interaction: TransitionAnimation.Interaction, end: @escaping @MainActor (Bool) -> Void) {
        heldInteractions += 1
        interaction.whenEnded { [weak self] finished in
            end(finished)
            guard let self else { return }
            heldInteractions -= 1
            if !isAnimating { resumeWaiting() }
        }
    }

    /// Runs `body` once no animation runs.
    func whenAnimationsEnd(_ body: @escaping @MainActor () -> Void) {
        if isAnimating { waitingForAnimations.append(body) } else { body() }
    }

    private func resumeWaiting() {
        while !waitingForAnimations.isEmpty, !isAnimating {
            waitingForAnimations.removeFirst()()
        }
    }
}
