extension HeadlessStage: ContainerSelectingStage {
    /// Selects item `index` of the innermost visible container of `kind`: a tab at once, a page once its
    /// animation ends.
    public func selectItem(
        at index: Int, of kind: ContainerKind, animated: Bool, completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError) {
        guard let core = visibleContainer(of: kind) else { throw .illegalTransition(.noContainer(kind.rawValue)) }
        try core.select(index, animated: animated && kind == .pages, completion: completion)
    }

    func visibleContainer(of kind: ContainerKind) -> HeadlessContainerCore? {
        var found: HeadlessContainerCore?
        var current: StageNode? = topContext
        while let node = current {
            switch node.kind {
            case .navigation: current = node.children.last
            case .container:
                if let core = (node.screen as? any HeadlessContainer)?.core, core.kind == kind { found = core }
                current = node.selectedChild
            case .screen, .alert: current = nil
            }
        }
        return found
    }
}
