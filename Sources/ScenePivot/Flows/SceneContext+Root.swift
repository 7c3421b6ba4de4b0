extension SceneContext {
    /// Replaces the window's root with `screen`, like setting `UIWindow.rootViewController` (cross-dissolving
    /// when `animated`). Throws ``IllegalTransition/rootCannotBeReplaced(_:)`` when the stage is not a
    /// ``RootSwitchingStage``.
    public func setRoot(_ screen: AnyObject, inNavigationStack: Bool = true, animated: Bool = true)
        throws(ScenePivotError)
    {
        let stage = try stage()
        guard let switching = stage as? any RootSwitchingStage else {
            throw .illegalTransition(.rootCannotBeReplaced(String(describing: type(of: stage))))
        }
        try track(.custom("set root \(stage.name(of: screen))")) { done throws(ScenePivotError) in
            try switching.setRoot(screen, inNavigationStack: inNavigationStack, animated: animated, completion: done)
        }
        screenShown(screen)
    }
}
