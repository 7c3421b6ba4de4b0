extension StageRules {
    /// How deep ``embeddedContainer(in:)`` looks through plain screens embedded in plain screens.
    static var embeddingDepth: Int { 8 }

    /// The tab, page or split container a user sees inside `screen`, a plain screen that embeds it as a child (a
    /// segment control over a page container): the last such child — the one added last, drawn on top — else the
    /// one the last plain child holding one embeds, looked for through plain screens embedded in plain screens.
    /// Navigation stacks a screen embeds are not looked into: pushes land on the stack the screen is on.
    package func embeddedContainer(in screen: Node) -> Node? {
        embeddedContainer(in: screen, depth: Self.embeddingDepth)
    }

    private func embeddedContainer(in screen: Node, depth: Int) -> Node? {
        guard depth > 0 else { return nil }
        let children = view.children(of: screen)
        guard !children.isEmpty else { return nil }
        if let container = children.last(where: { if case .container = view.kind(of: $0) { true } else { false } }) {
            return container
        }
        for child in children.reversed() where view.kind(of: child) == .screen {
            if embeddedContainer(in: child, depth: depth - 1) != nil { return child }
        }
        return nil
    }

    /// The container of `kind` a selection acts on, nearest to the requesting stage first: the one holding `scope`
    /// (the stage's tab or page, or the stack its anchor is on), climbing through containers and the screens that
    /// embed them; else, while nothing is presented over `scope`, the innermost one below it — embedded in the
    /// screen it shows, even while another tab hides it; else the innermost one on the path the user sees from
    /// `top`, embedded ones included.
    func selectionContainer(of kind: ContainerKind, scope: Node?, top: Node) -> Node? {
        var current = scope.flatMap(view.parent(of:))
        var steps = 0
        while let node = current, steps < 10_000 {
            if view.kind(of: node) == .container(kind) {
                if isOnStage(node) { return node }
                break
            }
            current = view.parent(of: node)
            steps += 1
        }
        if let scope, isOnStage(scope), outermost(scope) === top,
            let below = innermostContainer(of: kind, from: scope)
        {
            return below
        }
        return innermostContainer(of: kind, from: top)
    }

    /// The container of `kind` whose items a `.setTabs` or `.setColumns` scene replaces: the one a selection would
    /// act on, else the innermost one on the path the user would see under what is presented, from the top-most
    /// presented screen down to the root — as UIKit replaces a tab bar controller's tabs while a sheet covers it.
    func itemsContainer(of kind: ContainerKind, scope: Node?, top: Node) -> Node? {
        if let found = selectionContainer(of: kind, scope: scope, top: top) { return found }
        guard let root = view.rootNode else { return nil }
        for context in ([root] + presentedChain()).reversed() {
            if let found = innermostContainer(of: kind, from: context) { return found }
        }
        return nil
    }

    /// The innermost container of `kind` on the path a user sees from `node`, `node` included.
    private func innermostContainer(of kind: ContainerKind, from node: Node) -> Node? {
        var found: Node?
        var visible: Node? = node
        while let current = visible {
            if view.kind(of: current) == .container(kind) { found = current }
            visible = visibleChild(of: current)
        }
        return found
    }

    /// The system screen presented on top, when one is (an image picker, a mail composer): pushes, pops and stack
    /// changes fail with ``ScenePivotError/IllegalTransitionReason/systemScreenOnTop(_:)`` while it is there. A system screen the app
    /// pushed onto a stack of its own does not count: pushes land on that stack, above it.
    func systemScreen(from top: Node) -> Node? {
        if case .system = view.kind(of: top) { return top }
        return nil
    }
}
