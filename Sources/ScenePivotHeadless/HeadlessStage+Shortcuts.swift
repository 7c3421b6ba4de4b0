import ScenePivot

/// What the headless stage knows without walking its hierarchy, offered to the rules as `HierarchyView`'s
/// shortcuts: the top of the presented chain, kept as presentations come and go, and whether a node is on stage,
/// read from the phases the stage keeps. Debug builds check every answer against the rules' own walk: an answer
/// that disagrees is reported on standard error and the walk's is used, so a broken rule fails the tests that read
/// it instead of stopping the process.
extension HeadlessStage {
    /// The top-most presented node not being dismissed: the chain's last node, or — while a dismissal animates —
    /// the last one below those leaving, which are always the chain's top (a dismissal marks its node and
    /// everything above it, and nothing presents over a node that is leaving).
    package func topPresentationContext(from root: HeadlessNode) -> HeadlessNode {
        guard root.presented != nil else { return root }  // nothing presented: nothing to keep
        guard root === self.root else { return StageRules(self).walkedTopContext(from: root) }
        var top = presentedChainEnd ?? root
        while top !== root, top.phase == .disappearing, let presenter = top.presenter { top = presenter }
        #if DEBUG
        let walked = StageRules(self).walkedTopContext(from: root)
        if top !== walked {
            shortcutDisagrees(
                "the kept top of the presented chain, \(name(of: top.screen)), is not the rules' \(name(of: walked.screen))"
            )
            return walked
        }
        #endif
        return top
    }

    /// Whether `node` is on stage, when its phases tell: a node that has gone is not; one whose node and
    /// containers are neither leaving nor gone is, when its outermost container is the root or is presented —
    /// everything removed (popped, replaced, dismissed with its presenter) is marked leaving until it has gone.
    /// Nodes being dismissed are left to the rules, which climb the hierarchy.
    package func knownOnStage(_ node: HeadlessNode) -> Bool? {
        let known = phasesTellOnStage(node)
        #if DEBUG
        if let known, known != StageRules(self).walkedIsOnStage(node) {
            shortcutDisagrees(
                "the phases of \(name(of: node.screen)) say it is \(known ? "" : "not ")on stage, the rules say otherwise"
            )
            return nil
        }
        #endif
        return known
    }

    /// A debug build's check of a shortcut failed: said on standard error, where a test expecting a quiet run sees it.
    private func shortcutDisagrees(_ problem: String) {
        StandardError.write("ScenePivot: internal check failed: \(problem); the rules' answer is used\n")
    }

    private func phasesTellOnStage(_ node: HeadlessNode) -> Bool? {
        if node.phase == .gone { return false }
        var outermost = node
        while true {
            guard outermost.phase == .onStage || outermost.phase == .appearing else { return nil }
            guard let parent = outermost.parent else { break }
            outermost = parent
        }
        return outermost === root || outermost.presenter != nil ? true : nil
    }

    /// The last screen of the presented chain (an alert when one is up, one being dismissed included), or `nil`
    /// when nothing is presented: ``presentedScreens``' last, without walking the chain.
    package var topPresentedScreen: AnyObject? { presentedChainEnd?.screen }

    // MARK: Keeping the top of the presented chain

    /// The last node of the root's presented chain, or `nil` when the root presents nothing.
    var presentedChainEnd: HeadlessNode? {
        if isPresentationEndStale {
            var end: HeadlessNode?
            var node = root
            while let presented = node.presented, presented !== node {
                end = presented
                node = presented
            }
            presentationEnd = end
            isPresentationEndStale = false
        }
        return presentationEnd
    }

    /// `presenter` has just presented `node`: the chain grows when it was the chain's top.
    func presentedChainGrew(to node: HeadlessNode, from presenter: HeadlessNode) {
        if !isPresentationEndStale, presenter === (presentationEnd ?? root) {
            presentationEnd = node
        } else {
            presentedChainIsStale()
        }
    }

    /// `node` is about to be detached from its presenter, with everything above it: the chain ends below it when
    /// it was the chain's top.
    func presentedChainLoses(_ node: HeadlessNode) {
        guard let presenter = node.presenter, presenter.presented === node else { return }
        if !isPresentationEndStale, presentationEnd === node {
            presentationEnd = presenter === root ? nil : presenter
        } else {
            presentedChainIsStale()
        }
    }

    /// The root was replaced by a node that presents nothing.
    func presentedChainReset() {
        presentationEnd = nil
        isPresentationEndStale = false
    }

    /// Anything else: worked out again when next asked (and nothing departed kept alive meanwhile).
    private func presentedChainIsStale() {
        presentationEnd = nil
        isPresentationEndStale = true
    }
}
