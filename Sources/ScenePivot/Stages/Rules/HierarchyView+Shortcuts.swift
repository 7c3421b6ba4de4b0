extension HierarchyView {
    /// Walks the presented chain up from `root` (``StageRules/walkedTopContext(from:)``): what a view that does
    /// not keep its top-most presented node answers, such as UIKit's, where `presentedViewController` is the only
    /// way up.
    package func topPresentationContext(from root: Node) -> Node {
        StageRules(self).walkedTopContext(from: root)
    }

    /// Not known: the rules climb the hierarchy (``StageRules/walkedIsOnStage(_:)``).
    package func knownOnStage(_ node: Node) -> Bool? {
        nil
    }
}

extension HierarchyView {
    /// `nil`: by default no node was embedded by request.
    package func embeddingSlot(of node: Node) -> String? { nil }
    /// `false`: by default a stage embeds nothing by request.
    package func canEmbed(in host: Node, slot: String) -> Bool { false }
}
