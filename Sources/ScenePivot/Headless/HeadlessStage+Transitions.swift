extension HeadlessStage {
    /// Presents `screen` from the top-most presented screen, wrapped in a navigation stack if asked.
    public func present(
        _ screen: AnyObject, _ presentation: Presentation, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError) {
        try refuseWhileAnimating()
        try refuseIfOnStage(screen)
        var node = makeNode(for: screen)
        if presentation.embedsInNavigationStack {
            let navigation = StageNode(screen: HeadlessNavigationStack(), kind: .navigation)
            navigation.adopt([node])
            node.phase = .onStage
            node = navigation
        }
        try attachPresented(node, presentation: presentation, animated: animated, completion: completion)
    }

    /// Presents an alert or action sheet from the top-most presented screen.
    public func presentAlert(
        _ content: AlertContent, animated: Bool, onAnswer: @escaping @MainActor (AlertAnswer?) -> Void,
        completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError) {
        try content.validate(as: content.title ?? "alert")
        try refuseWhileAnimating()
        let node = StageNode(screen: HeadlessAlertScreen(content: content), kind: .alert)
        node.alertTexts = content.initialTexts
        node.onAnswer = onAnswer
        node.presentation = Presentation(style: .overFullScreen, isModalInPresentation: true)
        node.presentedAnimated = animated
        try attachPresented(node, presentation: node.presentation, animated: animated, completion: completion)
    }

    private func attachPresented(
        _ node: StageNode, presentation: Presentation, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError) {
        let presenter = topContext
        if presenter.kind == .alert {
            throw .illegalTransition(.alertOnScreen(name(of: presenter.screen)))
        }
        node.presentation = presentation
        node.presenter = presenter
        node.phase = .appearing
        presenter.presented = node
        register(node)
        animate(animated) {
            if node.phase == .appearing { node.phase = .onStage }
            completion()
        }
    }

    /// Dismisses `screen` (the top-most presented screen when `nil`) and everything above it.
    public func dismiss(_ screen: AnyObject?, animated: Bool, completion: @escaping @MainActor () -> Void)
        throws(ScenePivotError)
    {
        try refuseWhileAnimating()
        let target: StageNode
        if let screen {
            guard let node = node(for: screen) else {
                throw .illegalTransition(.screenNotPresented(name(of: screen)))
            }
            let owner = outermost(node)
            if owner.presenter != nil {
                target = owner
            } else if let presented = owner.presented {
                target = presented
            } else {
                throw .illegalTransition(.screenNotPresented(name(of: screen)))
            }
        } else {
            guard root.presented != nil else { throw .illegalTransition(.nothingToDismiss) }
            target = topContext
        }
        try refuseWhileAlertIsUp()
        dismissNode(target, animated: animated, completion: completion)
    }

    func dismissNode(_ target: StageNode, animated: Bool, completion: @escaping @MainActor () -> Void) {
        var node: StageNode? = target
        while let current = node {
            current.phase = .disappearing
            node = current.presented
        }
        animate(animated) { [weak self] in
            guard let self else { return }
            target.presenter?.presented = nil
            depart([target])
            completion()
        }
    }

    /// Pushes `screen` onto the top-most navigation stack.
    public func push(_ screen: AnyObject, animated: Bool, completion: @escaping @MainActor () -> Void)
        throws(ScenePivotError)
    {
        try push(screen, onto: nil, animated: animated, completion: completion)
    }

    func push(
        _ screen: AnyObject, onto target: StageNode?, animated: Bool, completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError) {
        try refuseWhileAnimating()
        let navigation = try resolve(target)
        try refuseIfOnStage(screen)
        let node = makeNode(for: screen)
        node.container = navigation
        navigation.children.append(node)
        register(node)
        animate(animated) {
            if node.phase == .appearing { node.phase = .onStage }
            completion()
        }
    }

    /// Pops the top-most navigation stack back to `destination`.
    public func pop(to destination: PopDestination, animated: Bool, completion: @escaping @MainActor () -> Void)
        throws(ScenePivotError)
    {
        try pop(to: destination, on: nil, animated: animated, completion: completion)
    }

    func pop(
        to destination: PopDestination, on target: StageNode?, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError) {
        try refuseWhileAnimating()
        let navigation = try resolve(target)
        let keep: Int
        switch destination {
        case .previous:
            guard navigation.children.count > 1 else { throw .illegalTransition(.popAtRoot) }
            keep = navigation.children.count - 1
        case .root:
            guard navigation.children.count > 1 else { throw .illegalTransition(.popAtRoot) }
            keep = 1
        case .screen(let screen):
            guard let index = navigation.children.firstIndex(where: { $0.screen === screen }) else {
                throw .illegalTransition(.screenNotInStack(name(of: screen)))
            }
            keep = index + 1
        }
        let popped = Array(navigation.children[keep...])
        navigation.children.removeLast(popped.count)
        popped.forEach { $0.phase = .disappearing }
        animate(animated && !popped.isEmpty) { [weak self] in
            guard let self else { return }
            depart(popped)
            completion()
        }
    }

    /// Replaces the top-most navigation stack with `screens`.
    public func setNavigationStack(
        _ screens: [AnyObject], animated: Bool, completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError) {
        try setNavigationStack(screens, on: nil, animated: animated, completion: completion)
    }

    func setNavigationStack(
        _ screens: [AnyObject], on target: StageNode?, animated: Bool, completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError) {
        try refuseWhileAnimating()
        let navigation = try resolve(target)
        guard !screens.isEmpty else { throw .illegalTransition(.emptyStack) }
        var seen = Set<ObjectIdentifier>()
        for screen in screens {
            let id = ObjectIdentifier(screen)
            guard seen.insert(id).inserted else { throw .illegalTransition(.screenAlreadyOnStage(name(of: screen))) }
            if let existing = node(for: screen), existing.container !== navigation {
                throw .illegalTransition(.screenAlreadyOnStage(name(of: screen)))
            }
        }
        let kept = navigation.children.filter { seen.contains(ObjectIdentifier($0.screen)) }
        let removed = navigation.children.filter { !seen.contains(ObjectIdentifier($0.screen)) }
        let keptByID = Dictionary(uniqueKeysWithValues: kept.map { (ObjectIdentifier($0.screen), $0) })
        let newChildren = screens.map { screen in
            keptByID[ObjectIdentifier(screen)] ?? makeNode(for: screen)
        }
        navigation.adopt(newChildren)
        newChildren.filter { $0.phase == .appearing }.forEach(register)
        removed.forEach { $0.phase = .disappearing }
        animate(animated) { [weak self] in
            guard let self else { return }
            newChildren.filter { $0.phase == .appearing }.forEach { $0.phase = .onStage }
            depart(removed)
            completion()
        }
    }

    /// Calls `handler` once when `screen` leaves the stage.
    @discardableResult
    public func observeDeparture(of screen: AnyObject, _ handler: @escaping @MainActor () -> Void) -> Bool {
        guard let node = node(for: screen) else { return false }
        node.departureHandlers.append(handler)
        return true
    }

    private func resolve(_ target: StageNode?) throws(ScenePivotError) -> StageNode {
        if let target { return target }
        return try targetNavigation()
    }
}
