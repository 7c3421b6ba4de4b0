import ScenePivot

extension HeadlessStage: StageBackend {
    package func reasonToWait() -> StageWait<HeadlessNode>? {
        isAnimating ? .transition(root) : nil
    }

    package func wait(for reason: StageWait<HeadlessNode>, then resume: @escaping @MainActor () -> Void) {
        whenAnimationsEnd(resume)
    }

    package func isSettling(_ node: HeadlessNode) -> Bool { node.phase == .disappearing }

    package func onNextTurn(_ body: @escaping @MainActor () -> Void) { body() }

    package func present(
        _ screen: AnyObject, from presenter: HeadlessNode, _ presentation: Presentation, anchor: AnyObject?,
        animated: Bool, completion: @escaping @MainActor () -> Void
    ) -> HeadlessNode? {
        var node = makeNode(for: screen)
        if presentation.embedsInNavigationStack { node = wrapInNavigationStack(node) }
        node.presentation = presentation.applied(to: (.automatic, false))
        node.sheet = presentation.sheet
        node.animationName = presentation.animation?.name
        attach(node, to: presenter, animated: animated, completion: completion)
        return node
    }

    package func presentAlert(
        _ content: AlertContent, from presenter: HeadlessNode, anchor: AnyObject?, animated: Bool,
        onTap: @escaping @MainActor (AlertAnswer) -> Void, completion: @escaping @MainActor () -> Void
    ) -> HeadlessNode? {
        let node = HeadlessNode(screen: HeadlessAlertScreen(content: content), kind: .alert)
        node.alertTexts = content.initialTexts
        node.onTap = onTap
        node.presentation = (.overFullScreen, true)
        node.presentedAnimated = animated
        attach(node, to: presenter, animated: animated, completion: completion)
        return node
    }

    private func attach(
        _ node: HeadlessNode, to presenter: HeadlessNode, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
        node.presenter = presenter
        node.phase = .appearing
        presenter.presented = node
        presentedChainGrew(to: node, from: presenter)
        register(node)
        animate(animated) {
            if node.phase == .appearing { node.phase = .onStage }
            completion()
        }
    }

    package func dismiss(
        _ node: HeadlessNode, animation: TransitionAnimation?, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        var current: HeadlessNode? = node
        while let leaving = current {
            leaving.phase = .disappearing
            current = leaving.presented
        }
        node.runningAnimation = animated ? animation?.name : nil
        let leave: @MainActor () -> Void = { [weak self] in
            node.runningAnimation = nil
            node.runningInteraction = nil
            guard let self else { return }
            presentedChainLoses(node)
            if node.presenter?.presented === node { node.presenter?.presented = nil }
            node.presenter = nil
            depart([node])
            completion()
        }
        guard animated, let interaction = animation?.interaction, interaction.state == .running else {
            return animate(animated, completion: leave)
        }
        node.runningInteraction = interaction
        drive(interaction) { [weak self] finished in
            if finished { return leave() }
            node.runningAnimation = nil
            node.runningInteraction = nil
            self?.markBackOnStage(node)
            completion()
        }
    }

    package func push(
        _ screen: AnyObject, onto navigation: HeadlessNode, animation: TransitionAnimation?, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        let node = makeNode(for: screen)
        node.animationName = animation?.name
        node.pushAnimation = animation
        node.runningAnimation = animated ? animation?.name : nil
        node.parent = navigation
        navigation.children.append(node)
        register(node)
        guard animated, let interaction = animation?.interaction, interaction.state == .running else {
            return animate(animated) {
                node.runningAnimation = nil
                if node.phase == .appearing { node.phase = .onStage }
                completion()
            }
        }
        node.runningInteraction = interaction
        drive(interaction) { [weak self] finished in
            node.runningAnimation = nil
            node.runningInteraction = nil
            if finished, node.phase == .appearing { node.phase = .onStage }
            if !finished {
                navigation.children.removeAll { $0 === node }
                self?.depart([node])
            }
            completion()
        }
    }

    package func pop(
        _ navigation: HeadlessNode, keeping: Int, animation: TransitionAnimation?, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        let popped = Array(navigation.children[keeping...])
        navigation.children.removeLast(popped.count)
        popped.forEach(markDisappearing)
        navigation.runningAnimation = animated ? animation?.name : nil  // the popped screens no longer show
        guard animated, let interaction = animation?.interaction, interaction.state == .running else {
            return animate(animated) { [weak self] in
                navigation.runningAnimation = nil
                guard let self else { return }
                depart(popped)
                completion()
            }
        }
        navigation.runningInteraction = interaction
        drive(interaction) { [weak self] finished in
            navigation.runningAnimation = nil
            navigation.runningInteraction = nil
            guard let self else { return }
            if finished {
                depart(popped)
            } else {
                navigation.children += popped
                popped.forEach(markBackOnStage)
            }
            completion()
        }
    }

    package func setStack(
        _ screens: [AnyObject], on navigation: HeadlessNode, animation: TransitionAnimation?, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        let wanted = Set(screens.map(ObjectIdentifier.init))
        let removed = navigation.children.filter { !wanted.contains(ObjectIdentifier($0.screen)) }
        var kept: [ObjectIdentifier: HeadlessNode] = [:]
        for child in navigation.children where wanted.contains(ObjectIdentifier(child.screen)) {
            kept[ObjectIdentifier(child.screen)] = child
        }
        let children = screens.map { kept[ObjectIdentifier($0)] ?? makeNode(for: $0) }
        navigation.adopt(children)
        children.filter { $0.phase == .appearing }.forEach(register)
        removed.forEach(markDisappearing)
        let top = children.last
        if top?.phase == .appearing { top?.pushAnimation = animation }
        top?.runningAnimation = animated ? animation?.name : nil
        animate(animated) { [weak self] in
            top?.runningAnimation = nil
            guard let self else { return }
            children.filter { $0.phase == .appearing }.forEach { $0.phase = .onStage }
            depart(removed)
            completion()
        }
    }

    package func setRoot(
        _ screen: AnyObject, inNavigationStack: Bool, animated: Bool, completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError) {
        var node = makeNode(for: screen)
        if inNavigationStack { node = wrapInNavigationStack(node) }
        let old = root
        markDisappearing(old)
        root = node
        presentedChainReset()
        register(node)
        animate(animated) { [weak self] in
            guard let self else { return }
            if node.phase == .appearing { node.phase = .onStage }
            depart([old])
            completion()
        }
    }

    package func select(
        _ index: Int, in container: HeadlessNode, animation: TransitionAnimation?, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        guard let core = container.containerCore else { return completion() }
        // A tab container animates a selection only with a custom animation (its delegate's animator), as UIKit.
        let animates = animated && (core.kind == .pages || animation != nil)
        let incoming = container.children.indices.contains(index) ? container.children[index] : nil
        incoming?.runningAnimation = animates ? animation?.name : nil
        animate(animates) {
            incoming?.runningAnimation = nil
            core.setSelected(index)
            completion()
        }
    }

    package func showColumn(
        _ column: SplitColumn, of split: HeadlessNode, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
        guard let core = split.containerCore, let secondary = core.navigation(at: 1) else { return completion() }
        if column == .secondary {
            core.stackColumns(collapsing: true)  // back on top of the list, as the user left it
            engine.hierarchyChanged()
        } else if !returnsToTheList(from: secondary) {
            return completion()
        }
        animate(animated, completion: completion)
    }

    package func setItems(
        _ roots: [AnyObject], tabItems: [TabItem], of container: HeadlessNode, selecting: Int?, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        guard let core = container.containerCore else { return completion() }
        let wasStacked = core.columnsAreStacked
        if wasStacked { core.stackColumns(collapsing: false) }  // each column on its own while they change
        let old = container.children
        let kept = roots.map { root in
            old.firstIndex { $0.kind == .navigation && $0.children.first?.screen === root }
        }
        let items = roots.indices.map { index in
            kept[index].map { old[$0] } ?? wrapInNavigationStack(makeNode(for: roots[index]))
        }
        let removed = old.filter { node in !items.contains { $0 === node } }
        container.adopt(items)
        core.replaceItems(with: roots, kept: kept)
        (container.screen as? HeadlessTabContainer)?.items = tabItems
        let arriving = items.filter { $0.phase == .appearing }
        arriving.forEach(register)
        removed.forEach(markDisappearing)
        if wasStacked { core.stackColumns(collapsing: true) }
        if let selecting { core.setSelected(selecting) }
        engine.hierarchyChanged()
        animate(animated) { [weak self] in
            guard let self else { return }
            arriving.filter { $0.phase == .appearing }.forEach { $0.phase = .onStage }
            depart(removed)
            completion()
        }
    }

    package func embed(
        _ screen: AnyObject, in host: HeadlessNode, slot: String, replacing: HeadlessNode?,
        completion: @escaping @MainActor () -> Void
    ) {
        if let replacing { takeOut(replacing) }
        let node = makeNode(for: screen)
        node.slot = slot
        node.phase = .onStage
        node.parent = host
        host.children.append(node)
        register(node)
        completion()
    }

    package func unembed(_ node: HeadlessNode, completion: @escaping @MainActor () -> Void) {
        takeOut(node)
        completion()
    }

    /// Takes `node`, a child of a plain screen, out of it: it leaves the stage with what it holds and presents.
    private func takeOut(_ node: HeadlessNode) {
        node.parent?.children.removeAll { $0 === node }
        markDisappearing(node)
        depart([node])
    }

    package func runCustom(
        _ custom: CustomTransition, from presenter: HeadlessNode, completion: @escaping @MainActor () -> Void
    ) {
        custom.body?(presenter.screen)
        whenAnimationsEnd(completion)
    }

    package func watchForDeparture(of node: HeadlessNode) {}
}
