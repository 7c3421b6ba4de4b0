extension SwiftUIStage: StageBackend {
    package func reasonToWait() -> StageWait<StageNode>? {
        isUpdating ? .transition(root) : nil
    }

    package func wait(for reason: StageWait<StageNode>, then resume: @escaping @MainActor () -> Void) {
        whenScreenCaughtUp(resume)
    }

    /// A popped screen is settling until the update that takes it off screen has settled.
    package func isSettling(_ node: StageNode) -> Bool { node.phase == .leaving }

    package func onNextTurn(_ body: @escaping @MainActor () -> Void) { scheduleTurn(body) }

    package func present(
        _ screen: AnyObject, from presenter: StageNode, _ presentation: Presentation, anchor: AnyObject?,
        animated: Bool, completion: @escaping @MainActor () -> Void
    ) -> StageNode? {
        var node = makeNode(for: screen)
        if presentation.embedsInNavigationStack { node = wrapInNavigationStack(node) }
        node.presentation = presentation.applied(to: (.automatic, false))
        node.sheet = presentation.sheet
        attach(node, to: presenter, animated: animated, completion: completion)
        return node
    }

    package func presentAlert(
        _ content: AlertContent, from presenter: StageNode, anchor: AnyObject?, animated: Bool,
        onTap: @escaping @MainActor (AlertAnswer) -> Void, completion: @escaping @MainActor () -> Void
    ) -> StageNode? {
        let node = makeNode(for: HeadlessAlertScreen(content: content), kind: .alert)
        node.alertTexts = content.initialTexts
        node.onTap = onTap
        node.presentation = (.overFullScreen, true)
        attach(node, to: presenter, animated: animated, completion: completion)
        return node
    }

    private func attach(
        _ node: StageNode, to presenter: StageNode, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
        node.presenter = presenter
        presenter.presented = node
        register(node)
        animatesNextUpdate = animated
        whenScreenCaughtUp(completion)
    }

    package func dismiss(
        _ node: StageNode, animation: TransitionAnimation?, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
        markLeaving(node)
        animatesNextUpdate = animated
        whenScreenCaughtUp(completion)
    }

    package func push(
        _ screen: AnyObject, onto navigation: StageNode, animation: TransitionAnimation?, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        let node = makeNode(for: screen)
        node.parent = navigation
        navigation.children.append(node)
        register(node)
        pathCorrections[navigation.id] = nil
        animatesNextUpdate = animated
        whenScreenCaughtUp(completion)
    }

    package func pop(
        _ navigation: StageNode, keeping: Int, animation: TransitionAnimation?, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        let popped = Array(navigation.children[keeping...])
        navigation.children.removeLast(popped.count)
        popped.forEach(markLeaving)
        pathCorrections[navigation.id] = nil
        animatesNextUpdate = animated
        whenScreenCaughtUp(completion)
    }

    package func setStack(
        _ screens: [AnyObject], on navigation: StageNode, animation: TransitionAnimation?, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        let wanted = Set(screens.map(ObjectIdentifier.init))
        let removed = navigation.children.filter { !wanted.contains(ObjectIdentifier($0.screen)) }
        var kept: [ObjectIdentifier: StageNode] = [:]
        for child in navigation.children where wanted.contains(ObjectIdentifier(child.screen)) {
            kept[ObjectIdentifier(child.screen)] = child
        }
        let children = screens.map { kept[ObjectIdentifier($0)] ?? makeNode(for: $0) }
        navigation.adopt(children)
        children.forEach(register)
        removed.forEach(markLeaving)
        pathCorrections[navigation.id] = nil
        animatesNextUpdate = animated
        whenScreenCaughtUp(completion)
    }

    package func setRoot(
        _ screen: AnyObject, inNavigationStack: Bool, animated: Bool, completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError) {
        let old = root
        markLeaving(old)
        root = makeRoot(screen, inNavigationStack: inNavigationStack)
        animatesNextUpdate = animated
        whenScreenCaughtUp(completion)
    }

    /// The SwiftUI stage shows no containers (the rules never plan a selection on it).
    package func select(
        _ index: Int, in container: StageNode, animation: TransitionAnimation?, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        completion()
    }

    /// Never asked: the rules find no split container on this stage, and refuse a column first.
    package func showColumn(
        _ column: SplitColumn, of split: StageNode, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
        completion()
    }

    /// Never asked: the rules find no tab or split container on this stage, and refuse the change first.
    package func setItems(
        _ roots: [AnyObject], tabItems: [TabItem], of container: StageNode, selecting: Int?, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        completion()
    }

    /// Never asked: the SwiftUI stage has no container views, and the rules refuse an embedding first.
    package func embed(
        _ screen: AnyObject, in host: StageNode, slot: String, replacing: StageNode?,
        completion: @escaping @MainActor () -> Void
    ) {
        completion()
    }

    /// Never asked: nothing is embedded by request on the SwiftUI stage.
    package func unembed(_ node: StageNode, completion: @escaping @MainActor () -> Void) {
        completion()
    }

    package func runCustom(
        _ custom: CustomTransition, from presenter: StageNode, completion: @escaping @MainActor () -> Void
    ) {
        custom.body?(presenter.screen)
        whenScreenCaughtUp(completion)
    }

    package func watchForDeparture(of node: StageNode) {}
}
