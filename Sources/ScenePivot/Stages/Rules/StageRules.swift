/// The rulebook of UIKit's presentation model, written once and read by every stage: which screen presents, what
/// a dismissal removes, where a push lands and what a pop keeps, which transitions are refused and which are
/// harmless no-ops, and whether a screen is still on stage.
///
/// The rules only read a ``HierarchyView``; a stage asks them for a ``StagePlan`` and then performs it. The table
/// in the "Headless stage" article lists every rule; the stage contract tests hold both stages to it.
@MainActor
package struct StageRules<View: HierarchyView> {
    package typealias Node = View.Node

    /// The hierarchy the rules read.
    package let view: View

    /// Rules over `view`.
    package init(_ view: View) {
        self.view = view
    }

    // MARK: Reading the hierarchy

    /// The root, or ``ScenePivotError/hostDeallocated`` when the host is gone.
    package func root() throws(ScenePivotError) -> Node {
        guard let root = view.rootNode else { throw .hostDeallocated }
        return root
    }

    /// `node`'s outermost container: the node that is presented or at the root.
    package func outermost(_ node: Node) -> Node {
        var owner = node
        while let parent = view.parent(of: owner) { owner = parent }
        return owner
    }

    /// The presented nodes, from the one the root presents to the top-most, those being dismissed included.
    package func presentedChain() -> [Node] {
        guard let root = view.rootNode else { return [] }
        var chain: [Node] = []
        var node = root
        while let presented = view.presented(by: node), presented !== node {
            chain.append(presented)
            node = presented
        }
        return chain
    }

    /// The top-most presented node that is not being dismissed (the root when nothing is presented): where a
    /// presentation starts. Asked of the view, which walks the presented chain unless it knows a shortcut.
    package func topContext(from root: Node) -> Node {
        view.topPresentationContext(from: root)
    }

    /// ``topContext(from:)`` found by walking the presented chain from `root`: the view's default.
    package func walkedTopContext(from root: Node) -> Node {
        var top = root
        while let presented = view.presented(by: top), presented !== top, !view.isBeingDismissed(presented) {
            top = presented
        }
        return top
    }

    /// The node a user sees inside `node`: a navigation stack's top, a container's selected item, recursively.
    package func visibleNode(from node: Node) -> Node {
        var current = node
        while let next = visibleChild(of: current) { current = next }
        return current
    }

    /// The innermost navigation stack a user sees from `node`, through navigation stacks and selected items — not
    /// into the containers screens embed: a screen's pushes land on the stack it is on, the embedded container's
    /// tabs and pages push through their own stages.
    package func visibleNavigation(from node: Node) -> Node? {
        var found: Node?
        var current: Node? = node
        while let node = current {
            let kind = view.kind(of: node)
            if kind == .navigation { found = node }
            current = kind == .screen ? nil : visibleChild(of: node)
        }
        return found
    }

    /// The next node on the path a user sees inside `node`: a navigation stack's top, a container's selected item,
    /// or the container a screen embeds (``embeddedContainer(in:)``); `nil` for alerts and system screens, whose
    /// insides are the system's own.
    package func visibleChild(of node: Node) -> Node? {
        switch view.kind(of: node) {
        case .navigation:
            return view.children(of: node).last
        case .container:
            guard let index = view.selectedIndex(of: node) else { return nil }
            let items = view.children(of: node)
            return items.indices.contains(index) ? items[index] : nil
        case .screen:
            return embeddedContainer(in: node)
        case .alert, .system:
            return nil
        }
    }

    /// Whether `node` is on stage: each container up the chain still holds it, and its outermost container is the
    /// root (in a window) or is presented by a node on stage. A node being dismissed is on stage until it is gone.
    package func isOnStage(_ node: Node) -> Bool {
        guard view.isInWindow else { return false }
        if let known = view.knownOnStage(node) { return known }
        return walkedIsOnStage(node)
    }

    /// ``isOnStage(_:)`` found by climbing the hierarchy from `node`, whatever the view knows.
    package func walkedIsOnStage(_ node: Node) -> Bool {
        guard view.isInWindow, let root = view.rootNode else { return false }
        var current = node
        var steps = 0
        while true {
            while let parent = view.parent(of: current) {
                guard view.children(of: parent).contains(where: { $0 === current }) else { return false }
                current = parent
            }
            if current === root { return true }
            guard let presenter = view.presenter(of: current), view.presented(by: presenter) === current else {
                return false
            }
            current = presenter
            steps += 1
            if steps > 10_000 { return false }  // a cycle no real hierarchy has
        }
    }

    /// Whether `screen` is on stage.
    package func isOnStage(screen: AnyObject) -> Bool {
        guard let node = view.node(for: screen) else { return false }
        return isOnStage(node)
    }

    /// Whether `node` is on the path the user sees: from the top-most presented node down through navigation
    /// tops and selected items.
    package func isVisible(_ node: Node) -> Bool {
        guard let root = view.rootNode else { return false }
        var current: Node? = topContext(from: root)
        while let candidate = current {
            if candidate === node { return true }
            current = visibleChild(of: candidate)
        }
        return false
    }

    /// The navigation stack pushes and pops act on: `scope`'s (a tab's, a page's, an anchor's) while nothing is
    /// presented over it, else the one the user sees on the top-most presented screen.
    package func navigation(scope: Node?, top: Node) -> Node? {
        if let scope, isOnStage(scope), outermost(scope) === top {
            return visibleNavigation(from: scope) ?? (view.kind(of: scope) == .navigation ? scope : nil)
        }
        return visibleNavigation(from: top)
    }

    /// The read-only view of the hierarchy a scene gets, as seen from `scope`.
    package func snapshot(scope: Node?) -> StageHierarchy {
        guard let root = view.rootNode, view.isInWindow else { return StageHierarchy() }
        let chain = presentedChain()
        var reading = root
        for node in chain where view.kind(of: node) != .alert && !view.isBeingDismissed(node) { reading = node }
        let top = topContext(from: root)
        let stack = navigation(scope: scope, top: reading).map { view.children(of: $0).map(view.screen(of:)) } ?? []
        return StageHierarchy(
            rootScreen: view.screen(of: root),
            topScreen: view.screen(of: visibleNode(from: top)),
            presentedScreens: chain.map(view.screen(of:)),
            navigationStack: stack,
            place: { [view] screen in StageRules(view).place(of: screen) })
    }

    /// Where `screen` is: off stage, under the root, or inside a presented screen.
    func place(of screen: AnyObject) -> StageHierarchy.Place {
        guard let node = view.node(for: screen), isOnStage(node) else { return .offStage }
        return view.presenter(of: outermost(node)) == nil ? .underRoot : .presented
    }
}
