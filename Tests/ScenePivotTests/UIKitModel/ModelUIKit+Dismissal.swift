@testable import ScenePivot

/// How a user may dismiss what is presented in the UIKit model: only sheets swipe down, popovers are tapped away.
extension ModelUIKit {
    /// Whether `controller` shows as a popover now: an action sheet or share sheet on iPad, a `.popover` where the
    /// width is regular (PO4, AL4).
    func isShownAsPopover(_ controller: ModelController) -> Bool {
        controller.isPopoverOnPad ? isPad : controller.style == .popover && showsPopovers
    }

    /// Whether the user can swipe `controller` down: a sheet only — `.pageSheet`, `.formSheet`, `.automatic`, a
    /// popover adapted to a sheet (G4) — never an alert (AL6), never one `isModalInPresentation` (G5).
    func canSwipeDown(_ controller: ModelController) -> Bool {
        guard controller.kind != .alert, !controller.isModal, !isShownAsPopover(controller) else { return false }
        return controller.style.allowsInteractiveDismissal
    }

    /// The user taps outside the popover on top: it is dismissed (G8) unless it is modal in presentation (G5); an
    /// iPad action sheet calls its cancel action's handler, if it has one (AL5).
    func userTapsOutsidePopover() {
        guard let popover = topPresented, let presenter = popover.presenting, isShownAsPopover(popover),
            !(popover.isModal && popover.kind != .alert)
        else { return }
        let cancel = popover.alertContent?.actions.firstIndex { $0.role == .cancel }
        let onTap = popover.onTap
        popover.presentationDelegate?.willDismiss(popover)
        dismissPresented(by: presenter, animated: true) {
            popover.presentationDelegate?.didDismiss(popover)
            if let cancel { onTap?(AlertAnswer(actionIndex: cancel)) }
        }
    }
}
