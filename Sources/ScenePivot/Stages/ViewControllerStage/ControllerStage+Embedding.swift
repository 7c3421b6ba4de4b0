extension ControllerStage {
    /// The container view `node` was embedded in by request, as the platform keeps it.
    package func embeddingSlot(of node: Controller) -> String? { platform.embeddingSlot(of: node) }

    /// Whether `host` has a container view `slot`, as the platform answers.
    package func canEmbed(in host: Controller, slot: String) -> Bool { platform.canEmbed(in: host, slot: slot) }

    /// Whether `node` is a system screen's private child (the top controller of an image picker or mail composer):
    /// it gets no observer child, which would become content of the system's own.
    func isInsideSystemScreen(_ node: Controller) -> Bool {
        var current = platform.parent(of: node)
        var steps = 0
        while let ancestor = current, steps < 10_000 {
            if case .system = platform.kind(of: ancestor) { return true }
            current = platform.parent(of: ancestor)
            steps += 1
        }
        return false
    }

    /// The view controllers through which `node`'s departure is heard besides itself, when a plain view controller
    /// above it (an app's own container) turns off automatic appearance forwarding: its children — `node`'s
    /// observer child among them — hear nothing, so the one that embeds that container is watched too (where it is
    /// a plain screen that takes an observer child). UIKit's navigation, tab, page and split controllers and
    /// ScenePivot's containers forward appearance to what they show themselves, whatever the flag says. Empty
    /// when every plain view controller above `node` forwards appearance.
    func appearanceWitnesses(of node: Controller) -> [Controller] {
        var silent: Controller?
        var current = platform.parent(of: node)
        var steps = 0
        while let ancestor = current, steps < 10_000 {
            if platform.kind(of: ancestor) == .plain, !platform.forwardsAppearance(ancestor) { silent = ancestor }
            current = platform.parent(of: ancestor)
            steps += 1
        }
        guard let silent, let witness = platform.parent(of: silent) else { return [] }
        return [witness]
    }
}
