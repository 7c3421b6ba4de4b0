#if canImport(UIKit)
import UIKit

/// The `UIAlertController` ScenePivot shows for an `AlertContent`: text fields and actions from the content,
/// actions that need valid input enabled only while the typed text passes, a popover anchored where the core
/// resolved it, and a disappearance the stage hears at once — tapped, dismissed by the app, or tapped away.
///
/// Nothing here holds the alert strongly but UIKit: its actions' handlers and its text fields' actions capture it
/// weakly, so an alert and what its request captured are freed once it has left.
final class PivotAlertController: UIAlertController {
    private var content = AlertContent(actions: [])
    private var popoverDelegate: PopoverDismissalPolicy?

    /// An alert controller for `content`; `onTap` hears the tapped action, with the texts of the fields.
    static func make(
        _ content: AlertContent, anchor: AnyObject?, onTap: @escaping @MainActor (AlertAnswer) -> Void
    ) -> PivotAlertController {
        let alert = PivotAlertController(
            title: content.title, message: content.message, preferredStyle: content.style.alertControllerStyle)
        alert.content = content
        for field in content.textFields {
            alert.addTextField { [weak alert] textField in
                field.configure(textField)
                textField.addAction(UIAction { _ in alert?.updateEnabledActions() }, for: .editingChanged)
            }
        }
        for (index, action) in content.actions.enumerated() {
            let alertAction = UIAlertAction(title: action.title, style: action.role.alertActionStyle) {
                [weak alert] _ in
                onTap(AlertAnswer(actionIndex: index, texts: alert?.texts ?? content.initialTexts))
            }
            alert.addAction(alertAction)
        }
        if let preferred = content.preferredActionIndex { alert.preferredAction = alert.actions[preferred] }
        alert.updateEnabledActions()
        if let anchor, let popover = alert.popoverPresentationController {
            popover.point(at: anchor)
            let policy = PopoverDismissalPolicy(allowsTappingAway: content.cancelActionIndex != nil)
            alert.popoverDelegate = policy
            popover.delegate = policy
        }
        return alert
    }

    /// The text of each field, top to bottom.
    var texts: [String] { textFields?.map { $0.text ?? "" } ?? content.initialTexts }

    private func updateEnabledActions() {
        let texts = texts
        for (index, action) in actions.enumerated() {
            action.isEnabled = content.isActionEnabled(at: index, texts: texts)
        }
    }

    /// Like `UIViewController.viewDidDisappear(_:)`: the stages watching the alert learn it has left.
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        DepartureSignal.existing(for: self)?.disappeared()
    }
}

/// Lets a popover action sheet be tapped away only when it has a cancel action to answer with.
final class PopoverDismissalPolicy: NSObject, UIPopoverPresentationControllerDelegate {
    private let allowsTappingAway: Bool

    init(allowsTappingAway: Bool) {
        self.allowsTappingAway = allowsTappingAway
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        allowsTappingAway
    }
}
#endif
