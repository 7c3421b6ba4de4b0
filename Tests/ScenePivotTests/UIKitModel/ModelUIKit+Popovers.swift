@testable import ScenePivot

/// A view of the UIKit model: what a popover's `sourceView` is.
@MainActor
final class ModelView: CustomStringConvertible {
    let name: String

    init(_ name: String) {
        self.name = name
    }

    nonisolated var description: String { name }
}

/// A bar button item of the UIKit model: what a popover's `barButtonItem` is.
@MainActor
final class ModelBarButtonItem {}

extension ModelUIKit {
    /// Whether a popover can point at `anchor`: only a view, a bar button item or — from iOS 16, which has
    /// `sourceItem` — a source item (PO2).
    func canAnchorPopover(to anchor: AnyObject) -> Bool {
        anchor is ModelView || anchor is ModelBarButtonItem || (systemMajorVersion >= 16 && anchor is ModelSourceItem)
    }

    /// `popoverPresentationController`'s `sourceView`, or `barButtonItem`: properties of those types only (PO2),
    /// so any other object is a mistake the stage must never make. The controller has none, and the anchor is
    /// dropped, unless it is a popover when it is read (PO3) — which creates its presentation controller (PO6).
    func anchorPopover(of controller: ModelController, to anchor: AnyObject) {
        guard canAnchorPopover(to: anchor) else {
            return raise("\(anchor) is neither a view, a bar button item nor a source item UIKit takes here")
        }
        guard hasPopoverPresentationController(controller) else { return }
        controller.popoverAnchor = anchor
    }

    /// `popoverPresentationController != nil`, which reading creates: only for the `.popover` style when first read,
    /// or an action sheet or share sheet on iPad, which UIKit makes popovers there (PO3, PO6).
    func hasPopoverPresentationController(_ controller: ModelController) -> Bool {
        guard controller.style == .popover || (controller.isPopoverOnPad && isPad) else { return false }
        controller.hasPresentationController = true
        return true
    }

    /// A `UIAlertController` for `content`: an action sheet is a popover on iPad, whatever the width, pointed at
    /// `anchor` through its `popoverPresentationController` — without one UIKit raises when it is presented (AL4).
    func makeAlert(
        _ content: AlertContent, anchor: AnyObject?, onTap: @escaping @MainActor (AlertAnswer) -> Void
    ) -> ModelController {
        let alert = ModelController("Alert \(content.title ?? "")", kind: .alert)
        alert.alertContent = content
        alert.onTap = onTap
        alert.style = .overFullScreen
        alert.isModal = true
        alert.isPopoverOnPad = content.style == .actionSheet
        if let anchor, alert.isPopoverOnPad { anchorPopover(of: alert, to: anchor) }
        return alert
    }
}
