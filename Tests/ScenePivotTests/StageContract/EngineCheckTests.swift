import ScenePivotHeadless
import Testing

@testable import ScenePivot

/// A backend that shows everything on a headless stage but drops the calls it is told to: a dropped call returns
/// having changed nothing and never calls back, as UIKit does with a presentation it finds fault with (P5, P6).
/// With `forgetsPresenters` it answers no presenter for any node, only what each node presents.
@MainActor
private final class ForgetfulBackend: StageBackend {
    typealias Node = HeadlessNode

    let inner: HeadlessStage
    var drops: Set<String> = []
    /// The calls that report done having done nothing (`setItems`, `showColumn`, `embed`) or only part of it
    /// (`selection`: the items change, the selection does not; `replacement`: the screen is embedded, the one it
    /// replaces stays).
    var fakes: Set<String> = []
    var forgetsPresenters = false
    /// Whether the hierarchy has left the window, with no screen told yet.
    var isOutOfWindow = false
    private(set) lazy var engine = StageEngine(backend: self)

    init(_ inner: HeadlessStage) { self.inner = inner }

    /// Performs `transition` through the engine, returning its outcome once the stage's animations have ended.
    func run(_ transition: StageTransition<AnyObject>) -> StageOutcome? {
        var outcome: StageOutcome?
        engine.perform(transition, scope: { nil }, animated: true, completion: { outcome = $0 })
        inner.finishAnimations()
        return outcome
    }

    var rootNode: HeadlessNode? { inner.rootNode }
    var isInWindow: Bool { !isOutOfWindow && inner.isInWindow }
    var presentsActionSheetsAsPopovers: Bool { inner.presentsActionSheetsAsPopovers }
    var supportsCustomSheetDetents: Bool { inner.supportsCustomSheetDetents }
    func parent(of node: HeadlessNode) -> HeadlessNode? { inner.parent(of: node) }
    func children(of node: HeadlessNode) -> [HeadlessNode] { inner.children(of: node) }
    func presented(by node: HeadlessNode) -> HeadlessNode? { inner.presented(by: node) }
    func presenter(of node: HeadlessNode) -> HeadlessNode? { forgetsPresenters ? nil : inner.presenter(of: node) }
    func isBeingDismissed(_ node: HeadlessNode) -> Bool { inner.isBeingDismissed(node) }
    func kind(of node: HeadlessNode) -> NodeKind { inner.kind(of: node) }
    func selectedIndex(of container: HeadlessNode) -> Int? { inner.selectedIndex(of: container) }
    func presentation(of node: HeadlessNode) -> (style: PresentationStyle, isModal: Bool) {
        inner.presentation(of: node)
    }
    func screen(of node: HeadlessNode) -> AnyObject { inner.screen(of: node) }
    func node(for screen: AnyObject) -> HeadlessNode? { inner.node(for: screen) }
    func kind(ofScreen screen: AnyObject) -> NodeKind? { inner.kind(ofScreen: screen) }
    func screensBrought(by screen: AnyObject) -> [AnyObject] { inner.screensBrought(by: screen) }
    func name(of screen: AnyObject) -> String { inner.name(of: screen) }
    func needsPopoverAnchor(_ screen: AnyObject, style: PresentationStyle?, embedded: Bool) -> Bool {
        inner.needsPopoverAnchor(screen, style: style, embedded: embedded)
    }
    func canAnchorPopover(to anchor: AnyObject) -> Bool { inner.canAnchorPopover(to: anchor) }
    func isCollapsed(_ split: HeadlessNode) -> Bool { inner.isCollapsed(split) }
    func canAnimate(_ transition: AnimatedTransition, with animator: AnyObject) -> Bool {
        inner.canAnimate(transition, with: animator)
    }
    func pushAnimation(of node: HeadlessNode) -> TransitionAnimation? { inner.pushAnimation(of: node) }
    func embeddingSlot(of node: HeadlessNode) -> String? { inner.embeddingSlot(of: node) }
    func canEmbed(in host: HeadlessNode, slot: String) -> Bool { inner.canEmbed(in: host, slot: slot) }

    func reasonToWait() -> StageWait<HeadlessNode>? { inner.reasonToWait() }
    func wait(for reason: StageWait<HeadlessNode>, then resume: @escaping @MainActor () -> Void) {
        inner.wait(for: reason, then: resume)
    }
    func isSettling(_ node: HeadlessNode) -> Bool { inner.isSettling(node) }
    func onNextTurn(_ body: @escaping @MainActor () -> Void) { inner.onNextTurn(body) }
    func present(
        _ screen: AnyObject, from presenter: HeadlessNode, _ presentation: Presentation, anchor: AnyObject?,
        animated: Bool, completion: @escaping @MainActor () -> Void
    ) -> HeadlessNode? {
        inner.present(screen, from: presenter, presentation, anchor: anchor, animated: animated, completion: completion)
    }
    func dismiss(
        _ node: HeadlessNode, animation: TransitionAnimation?, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        inner.dismiss(node, animation: animation, animated: animated, completion: completion)
    }
    func push(
        _ screen: AnyObject, onto navigation: HeadlessNode, animation: TransitionAnimation?, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        guard !drops.contains("push") else { return }
        inner.push(screen, onto: navigation, animation: animation, animated: animated, completion: completion)
    }
    func pop(
        _ navigation: HeadlessNode, keeping: Int, animation: TransitionAnimation?, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        guard !drops.contains("pop") else { return }
        inner.pop(navigation, keeping: keeping, animation: animation, animated: animated, completion: completion)
    }
    func setStack(
        _ screens: [AnyObject], on navigation: HeadlessNode, animation: TransitionAnimation?, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        guard !drops.contains("setStack") else { return }
        inner.setStack(screens, on: navigation, animation: animation, animated: animated, completion: completion)
    }
    func presentAlert(
        _ content: AlertContent, from presenter: HeadlessNode, anchor: AnyObject?, animated: Bool,
        onTap: @escaping @MainActor (AlertAnswer) -> Void, completion: @escaping @MainActor () -> Void
    ) -> HeadlessNode? {
        inner.presentAlert(
            content, from: presenter, anchor: anchor, animated: animated, onTap: onTap, completion: completion)
    }
    func setRoot(
        _ screen: AnyObject, inNavigationStack: Bool, animated: Bool, completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError) {
        try inner.setRoot(screen, inNavigationStack: inNavigationStack, animated: animated, completion: completion)
    }
    func select(
        _ index: Int, in container: HeadlessNode, animation: TransitionAnimation?, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        inner.select(index, in: container, animation: animation, animated: animated, completion: completion)
    }
    func showColumn(
        _ column: SplitColumn, of split: HeadlessNode, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
        guard !fakes.contains("showColumn") else { return completion() }
        inner.showColumn(column, of: split, animated: animated, completion: completion)
    }

    func embed(
        _ screen: AnyObject, in host: HeadlessNode, slot: String, replacing: HeadlessNode?,
        completion: @escaping @MainActor () -> Void
    ) {
        guard !fakes.contains("embed") else { return completion() }
        let replacing = fakes.contains("replacement") ? nil : replacing
        inner.embed(screen, in: host, slot: slot, replacing: replacing, completion: completion)
    }

    func unembed(_ node: HeadlessNode, completion: @escaping @MainActor () -> Void) {
        inner.unembed(node, completion: completion)
    }

    func setItems(
        _ roots: [AnyObject], tabItems: [TabItem], of container: HeadlessNode, selecting: Int?, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        guard !fakes.contains("setItems") else { return completion() }
        let selecting = fakes.contains("selection") ? nil : selecting
        inner.setItems(
            roots, tabItems: tabItems, of: container, selecting: selecting, animated: animated, completion: completion)
    }
    func runCustom(
        _ custom: CustomTransition, from presenter: HeadlessNode, completion: @escaping @MainActor () -> Void
    ) {
        inner.runCustom(custom, from: presenter, completion: completion)
    }
    func watchForDeparture(of node: HeadlessNode) {}
}

/// The engine checks, after each call, that the stage did what it was asked — the hierarchy answers at once, as
/// UIKit's does (N2, N8, N10, P1) — so a call a stage drops without a word fails its request with a typed error
/// instead of leaving it waiting for a completion that never comes, or reporting a success the user never saw.
@Suite("Stage engine: a call the stage drops is a typed error, never a success")
@MainActor
struct EngineCheckTests {
    @Test(arguments: ["push", "pop", "setStack"])
    func aNavigationChangeTheStageDropsFailsAsNotPerformed(_ call: String) {
        let headless = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let backend = ForgetfulBackend(headless)
        #expect(backend.run(.push(HeadlessScreen("Detail"))) == .completed)
        backend.drops = [call]
        let transition: StageTransition<AnyObject> =
            switch call {
            case "push": .push(HeadlessScreen("Map"))
            case "pop": .pop(.previous)
            default: .setStack([HeadlessScreen("Inbox")])
            }
        let described = transition.map(headless.name(of:)).description
        #expect(backend.run(transition) == .failed(.illegalTransition(.notPerformed(described))))
        #expect(headless.navigationStack.map(headless.name(of:)) == ["Root", "Detail"])
    }

    /// A change of items, a column shown or an embedding is checked when the stage reports it done (C1, S2, D
    /// `UITabBarController.viewControllers`): one reported done but not made — or made only in part, the selection
    /// or the replaced screen left as they were — fails as not performed instead of a success the user never saw.
    @Test(arguments: ["setItems", "selection", "showColumn", "embed", "replacement"])
    func aChangeTheStageReportsDoneButDidNotMakeFailsAsNotPerformed(_ fake: String) throws {
        let (headless, transition) = try Self.scene(for: fake)
        let backend = ForgetfulBackend(headless)
        backend.fakes = [fake]
        let described = transition.map(headless.name(of:)).description
        #expect(backend.run(transition) == .failed(.illegalTransition(.notPerformed(described))))
    }

    /// A headless stage set up for `fake`'s transition, and the transition.
    private static func scene(for fake: String) throws -> (HeadlessStage, StageTransition<AnyObject>) {
        switch fake {
        case "setItems", "selection":
            let roots = ["Walk", "Together", "Analysis"].map { HeadlessScreen($0) }
            let tabs = HeadlessTabContainer(tabs: roots.map { (TabItem(title: $0.name), $0 as AnyObject) })
            let stage = HeadlessStage(root: tabs, inNavigationStack: false, animation: .instant)
            let items = [TabItem(title: "Together"), TabItem(title: "Walk")]
            return (stage, .setItems(.tabs, [roots[1], roots[0]], tabItems: items))
        case "showColumn":
            let split = HeadlessSplitContainer(
                primary: HeadlessScreen("Mailboxes"), secondary: HeadlessScreen("Empty"), isCollapsed: true)
            let stage = HeadlessStage(root: split, inNavigationStack: false, animation: .instant)
            try stage.performOrThrow(.showDetail(HeadlessScreen("Inbox")), animated: false)
            return (stage, .showColumn(.primary))
        default:
            let dashboard = HeadlessScreen("Dashboard")
            let stage = HeadlessStage(root: dashboard, animation: .instant)
            try stage.performOrThrow(.embed(HeadlessScreen("Chart"), in: dashboard, slot: "chart"), animated: false)
            // Embedded in an empty container view, or in place of the chart.
            let slot = fake == "embed" ? "legend" : "chart"
            return (stage, .embed(HeadlessScreen("Map"), in: dashboard, slot: slot))
        }
    }

    /// A stage that names what a screen presents but not what presented it (UIKit sets both together, P1; a
    /// custom stage may set one) still has its presentation counted as shown.
    @Test func aPresentationTheStageReportsThroughOneLinkOnlyIsShown() {
        let headless = HeadlessStage(root: HeadlessScreen("Root"))  // animated: checked before it calls back
        let backend = ForgetfulBackend(headless)
        backend.forgetsPresenters = true
        #expect(backend.run(.present(HeadlessScreen("Sheet"), Presentation())) == .completed)
        #expect(headless.presentedScreens.map(headless.name(of:)) == ["Sheet"])
    }

    /// Replacing the presented screen dismisses it, then presents from its presenter: a stage that cannot name
    /// that presenter fails the replacement as not performed rather than reporting a screen it never showed.
    @Test func aReplacementWhosePresenterTheStageCannotNameFailsAsNotPerformed() {
        let headless = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let backend = ForgetfulBackend(headless)
        #expect(backend.run(.present(HeadlessScreen("Sheet"), Presentation())) == .completed)
        backend.forgetsPresenters = true
        let transition = StageTransition<AnyObject>.present(
            HeadlessScreen("Other"), Presentation(replacesPresentedScreen: true))
        let described = transition.map(headless.name(of:)).description
        #expect(backend.run(transition) == .failed(.illegalTransition(.notPerformed(described))))
        #expect(headless.presentedScreens.map(headless.name(of:)) == ["Sheet"])
    }

    /// A hierarchy may leave the window before the stage has heard any screen go (W1: the window's root is swapped
    /// at once, the screens' callbacks come after). The engine changes nothing there — every transition is refused
    /// as `notInWindow` — and a cancelled request's alert is no exception: it is left up, not dismissed.
    @Test func anAlertOnAHierarchyThatLeftTheWindowIsLeftUp() {
        let headless = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let backend = ForgetfulBackend(headless)
        let token = AlertToken()
        var content = AlertContent(title: "Delete?", actions: [AlertAction("Cancel", role: .cancel)])
        content.token = token
        var outcome: StageOutcome?
        backend.engine.perform(.alert(content), scope: { nil }, animated: true, completion: { outcome = $0 })
        #expect(headless.visibleAlert?.title == "Delete?")
        backend.isOutOfWindow = true
        guard case .failed(.illegalTransition(.notInWindow))? = backend.run(.dismiss(nil)) else {
            Issue.record("a dismissal out of the window must fail as notInWindow")
            return
        }
        backend.engine.dismissAlert(with: token, animated: true)
        headless.finishAnimations()
        #expect(headless.visibleAlert?.title == "Delete?", "left up, as the app left it")
        #expect(outcome == nil, "not answered: no one tapped it, and it has not left")
    }
}
