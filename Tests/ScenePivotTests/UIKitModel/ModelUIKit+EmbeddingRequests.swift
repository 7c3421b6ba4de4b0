@testable import ScenePivot

/// View controller containment by request in the UIKit model (C1, C2): a host answers only the container views it
/// was given (``ModelController/containerViews``); a child comes with `addChild` and `didMove(toParent:)`, its view
/// appearing with the host's, and leaves with its view (`viewDidDisappear`, while still a child) before its parent
/// is cleared.
extension ModelUIKit {
    func embeddingSlot(of controller: ModelController) -> String? { controller.embeddingSlot }

    func canEmbed(in host: ModelController, slot: String) -> Bool { host.containerViews.contains(slot) }

    func embed(_ child: ModelController, in host: ModelController, slot: String) {
        guard host.containerViews.contains(slot) else { return }
        host.children.append(child)
        child.parent = host
        child.embeddingSlot = slot
        if host.isInWindow { appear(visiblePath(from: child)) }
    }

    func unembed(_ child: ModelController) {
        if child.isInWindow { disappear(visiblePath(from: child)) }  // C2: heard while it is still a child
        child.parent?.children.removeAll { $0 === child }
        child.parent = nil
        child.embeddingSlot = nil
    }
}
