import ScenePivot

extension HeadlessStage: HierarchyView {
    package var rootNode: HeadlessNode? { root }
    package var isInWindow: Bool { true }
    package var presentsActionSheetsAsPopovers: Bool { presentsPopovers }

    package func parent(of node: HeadlessNode) -> HeadlessNode? { node.parent }
    package func children(of node: HeadlessNode) -> [HeadlessNode] { node.children }
    package func presented(by node: HeadlessNode) -> HeadlessNode? { node.presented }
    package func presenter(of node: HeadlessNode) -> HeadlessNode? { node.presenter }
    package func isBeingDismissed(_ node: HeadlessNode) -> Bool { node.phase == .disappearing }
    package func kind(of node: HeadlessNode) -> NodeKind { node.kind }
    package func selectedIndex(of container: HeadlessNode) -> Int? { container.containerCore?.selectedIndex }
    package func presentation(of node: HeadlessNode) -> (style: PresentationStyle, isModal: Bool) {
        node.presentation
    }
    package func screen(of node: HeadlessNode) -> AnyObject { node.screen }
    package func node(for screen: AnyObject) -> HeadlessNode? { nodesByScreen[ObjectIdentifier(screen)] }

    package func kind(ofScreen screen: AnyObject) -> NodeKind? {
        switch screen {
        case is HeadlessNavigationStack: return .navigation
        case let system as HeadlessSystemScreen: return .system(isNavigationStack: system.isNavigationStack)
        case is HeadlessAlertScreen: return nil  // alerts are shown by `.alert` transitions only
        case let container as any HeadlessContainer: return .container(container.core.kind)
        default: return .screen
        }
    }

    package func needsPopoverAnchor(_ screen: AnyObject, style: PresentationStyle?, embedded: Bool) -> Bool {
        presentsPopovers && style == .popover
    }

    /// Headless, any object is a source: the stage only names the anchor.
    package func canAnchorPopover(to anchor: AnyObject) -> Bool { true }

    /// Headless, any object animates: the stage only names the animation in its transcript.
    package func canAnimate(_ transition: AnimatedTransition, with animator: AnyObject) -> Bool { true }

    package func pushAnimation(of node: HeadlessNode) -> TransitionAnimation? { node.pushAnimation }

    package func embeddingSlot(of node: HeadlessNode) -> String? { node.slot }

    /// Headless, a plain screen has every container view asked for: it draws nothing.
    package func canEmbed(in host: HeadlessNode, slot: String) -> Bool { host.kind == .screen }

    package func isCollapsed(_ split: HeadlessNode) -> Bool {
        (split.screen as? HeadlessSplitContainer)?.isCollapsed ?? false
    }

    package func screensBrought(by screen: AnyObject) -> [AnyObject] {
        if let embedding = screen as? HeadlessScreen {
            return embedding.embedded.flatMap { [$0] + screensBrought(by: $0) }
        }
        guard let container = screen as? any HeadlessContainer else { return [] }
        return container.core.roots.flatMap { [$0] + screensBrought(by: $0) }
    }

    // MARK: Bookkeeping

    func register(_ node: HeadlessNode) {
        nodesByScreen[ObjectIdentifier(node.screen)] = node
        node.children.forEach(register)
        node.containerCore?.itemStages.forEach { $0.containerArrived() }
    }

    /// The node for a screen about to be shown: a container's tabs or pages are built around their roots.
    func makeNode(for screen: AnyObject) -> HeadlessNode {
        guard let container = screen as? any HeadlessContainer else {
            let node = HeadlessNode(screen: screen, kind: kind(ofScreen: screen) ?? .screen)
            if let embedding = screen as? HeadlessScreen, !embedding.embedded.isEmpty {
                node.adopt(
                    embedding.embedded.map { child in
                        let embedded = makeNode(for: child)
                        embedded.phase = .onStage
                        return embedded
                    })
            }
            return node
        }
        let core = container.core
        let node = HeadlessNode(screen: screen, kind: .container(core.kind))
        node.adopt(
            core.roots.map { root in
                let item = wrapInNavigationStack(makeNode(for: root))
                item.phase = .onStage
                return item
            })
        core.attach(to: self, node: node)
        return node
    }

    /// A navigation stack holding `node`, which is on stage as soon as the stack is.
    func wrapInNavigationStack(_ node: HeadlessNode) -> HeadlessNode {
        let navigation = HeadlessNode(screen: HeadlessNavigationStack(), kind: .navigation)
        navigation.adopt([node])
        node.phase = .onStage
        return navigation
    }

    /// Removes `nodes` (and what they present and contain) from the stage, then tells the departure observers.
    func depart(_ nodes: [HeadlessNode]) {
        var leaving: [HeadlessNode] = []
        func collect(_ node: HeadlessNode) {
            if let presented = node.presented { collect(presented) }
            for child in node.children.reversed() { collect(child) }
            leaving.append(node)
        }
        nodes.forEach(collect)
        var left: [AnyObject] = []
        let isWatched = engine.isWatchingAny
        for node in leaving where node.phase != .gone {
            if nodesByScreen[ObjectIdentifier(node.screen)] === node {
                nodesByScreen[ObjectIdentifier(node.screen)] = nil
            }
            node.phase = .gone
            if isWatched { left.append(node.screen) }
        }
        // A screen leaves this stage only here (its node holds it, so it cannot go unnoticed): only the observers
        // of the screens that left are asked, however many screens are watched.
        engine.screensLeft(left)
    }

    /// Marks `node` and everything it holds and presents as leaving.
    func markDisappearing(_ node: HeadlessNode) {
        node.phase = .disappearing
        node.children.forEach(markDisappearing)
        if let presented = node.presented { markDisappearing(presented) }
    }

    /// Puts `node` and what it holds back on stage: a cancelled interactive transition took none of them off.
    func markBackOnStage(_ node: HeadlessNode) {
        node.phase = .onStage
        node.children.forEach(markBackOnStage)
        if let presented = node.presented { markBackOnStage(presented) }
    }
}
