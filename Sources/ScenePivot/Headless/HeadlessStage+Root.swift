extension HeadlessStage: RootSwitchingStage {
    /// Replaces the window's root with `screen`, like setting `UIWindow.rootViewController`: the old root, with
    /// everything it holds and presents, leaves the stage when the cross-dissolve ends (at once when not
    /// animated), and its screens' departure observers are told.
    public func setRoot(
        _ screen: AnyObject, inNavigationStack: Bool, animated: Bool, completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError) {
        try refuseWhileAnimating()
        try refuseWhileAlertIsUp()
        try refuseIfOnStage(screen)
        var node = makeNode(for: screen)
        if inNavigationStack {
            let navigation = StageNode(screen: HeadlessNavigationStack(), kind: .navigation)
            navigation.adopt([node])
            node.phase = .onStage
            node = navigation
        }
        let old = root
        markDisappearing(old)
        root = node
        register(node)
        animate(animated) { [weak self] in
            guard let self else { return }
            if node.phase == .appearing { node.phase = .onStage }
            depart([old])
            completion()
        }
    }

    private func markDisappearing(_ node: StageNode) {
        node.phase = .disappearing
        node.children.forEach(markDisappearing)
        if let presented = node.presented { markDisappearing(presented) }
    }
}
