extension StageRules {
    /// Plans embedding `screen` in `host`'s container view `slot`: `host` must be a plain screen on stage with such
    /// a container view, `screen` off stage; the screen embedded in that slot before is taken out.
    func planEmbedding(_ screen: AnyObject, in host: AnyObject, slot: String) throws(ScenePivotError)
        -> StagePlan<Node>
    {
        let hostName = view.name(of: host)
        guard let hostNode = view.node(for: host), isOnStage(hostNode) else {
            throw .illegalTransition(.containerNotOnStage(hostName))
        }
        guard view.kind(of: hostNode) == .screen, view.canEmbed(in: hostNode, slot: slot) else {
            throw .invalidRequest(
                "embed \(view.name(of: screen))",
                .custom("\(hostName) has no container view \(TextEscaping.quoted(slot)) to embed a screen in"))
        }
        try refuseUnshowable(screen, embedded: false)
        let replaced = view.children(of: hostNode).last { view.embeddingSlot(of: $0) == slot }
        return .embed(screen, in: hostNode, slot: slot, replacing: replaced)
    }
}
