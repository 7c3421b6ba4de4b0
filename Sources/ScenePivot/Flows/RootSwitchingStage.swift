/// A stage that can replace the screen at its window's root, like setting `UIWindow.rootViewController`: how an
/// app flow switches between login and main.
///
/// Everything the old root held and presented leaves the stage, and its departure observers are told. Scenes use
/// it through ``SceneContext/setRoot(_:inNavigationStack:animated:)`` or ``SetRootScene``.
@MainActor
public protocol RootSwitchingStage: SceneStage {
    /// Replaces the root with `screen`, inside a new navigation stack when `inNavigationStack`, then calls
    /// `completion`.
    func setRoot(
        _ screen: AnyObject, inNavigationStack: Bool, animated: Bool, completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError)
}
