/// A stage that can say what holds the container a selection acts on: how a restoration ties a selection it
/// records to the request that brought that container, not to whatever request came last (a push onto a tab
/// that is later removed). A stage that is not one leaves the restoration to guess.
@MainActor
package protocol SelectionHoldingStage: AnyObject {
    /// The screens from the container of `kind` a selection on this stage acts on now up to the root of its
    /// context, the container's own first; empty when there is no such container.
    func screensHolding(selectionOf kind: ContainerKind) -> [AnyObject]
}

extension EngineStage {
    /// The screens holding the container a selection of `kind` acts on, found as a selection finds it on a stage
    /// acting on no item of its own.
    package func screensHolding(selectionOf kind: ContainerKind) -> [AnyObject] {
        engine.rules.screensHolding(selectionOf: kind, scope: nil)
    }
}

extension StageRules {
    /// The screens from the container of `kind` a selection acting on `stageScope` finds, up to the root of its
    /// context, the container's first; empty when there is none.
    package func screensHolding(selectionOf kind: ContainerKind, scope stageScope: StageScope<Node>?) -> [AnyObject] {
        guard let root = try? root(),
            let container = selectionContainer(of: kind, scope: stageScope?.node ?? nil, top: topContext(from: root))
        else { return [] }
        var screens: [AnyObject] = []
        var current: Node? = container
        while let node = current, screens.count < 10_000 {
            screens.append(view.screen(of: node))
            current = view.parent(of: node)
        }
        return screens
    }
}
