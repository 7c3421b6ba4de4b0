/// A kind of container a stage can show: tabs (a `UITabBarController`) or pages (a `UIPageViewController`).
public enum ContainerKind: String, Sendable, Equatable, CaseIterable {
    /// Tabs, each with its own navigation stack.
    case tabs = "tab container"
    /// Ordered pages, each with its own navigation stack.
    case pages = "page container"
}

/// A stage that can select a tab or page of the container it shows: what ``SelectTabRequest`` and
/// ``SelectPageRequest`` act through.
@MainActor
public protocol ContainerSelectingStage: SceneStage {
    /// Selects item `index` of the visible container of `kind`, then calls `completion`. Throws
    /// ``IllegalTransition/noContainer(_:)`` or ``IllegalTransition/noSuchContainerItem(_:count:)``.
    func selectItem(
        at index: Int, of kind: ContainerKind, animated: Bool, completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError)
}

extension SceneContext {
    /// Selects item `index` of the visible container of `kind`, like setting `selectedIndex` of a
    /// `UITabBarController` or calling `setViewControllers(_:direction:animated:)` on a `UIPageViewController`.
    public func selectItem(at index: Int, of kind: ContainerKind, animated: Bool = true) throws(ScenePivotError) {
        let stage = try stage()
        guard let selecting = stage as? any ContainerSelectingStage else {
            throw .illegalTransition(.noContainer(kind.rawValue))
        }
        let noun = kind == .tabs ? "tab" : "page"
        try track(.custom("select \(noun) \(index)")) { done throws(ScenePivotError) in
            try selecting.selectItem(at: index, of: kind, animated: animated, completion: done)
        }
    }
}
