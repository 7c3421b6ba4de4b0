#if canImport(UIKit)
import UIKit

/// One alert on screen: builds its `UIAlertController` from `AlertContent`, keeps each action's `isEnabled`
/// in step with the content's validation while the user types, and answers exactly once.
@MainActor
final class AlertSession: NSObject, UIPopoverPresentationControllerDelegate {
    let content: AlertContent
    private var onAnswer: (@MainActor (AlertAnswer?) -> Void)?
    private weak var alert: UIAlertController?
    private var alertActions: [UIAlertAction] = []

    init(content: AlertContent, onAnswer: @escaping @MainActor (AlertAnswer?) -> Void) {
        self.content = content
        self.onAnswer = onAnswer
    }

    /// Like `UIAlertController(title:message:preferredStyle:)` with `addTextField(configurationHandler:)`,
    /// `addAction(_:)` and `preferredAction` set from the content.
    func makeAlertController() -> UIAlertController {
        let alert = UIAlertController(
            title: content.title, message: content.message, preferredStyle: content.style.alertControllerStyle)
        for field in content.textFields {
            alert.addTextField { textField in
                field.configure(textField)
                textField.addAction(UIAction { _ in self.updateEnabledActions() }, for: .editingChanged)
            }
        }
        for (index, action) in content.actions.enumerated() {
            let alertAction = UIAlertAction(title: action.title, style: action.role.alertActionStyle) { _ in
                self.answer(actionIndex: index)
            }
            alert.addAction(alertAction)
            alertActions.append(alertAction)
        }
        if let preferred = content.preferredActionIndex { alert.preferredAction = alertActions[preferred] }
        self.alert = alert
        updateEnabledActions()
        return alert
    }

    /// The text of each field, top to bottom.
    var texts: [String] {
        guard let fields = alert?.textFields else { return content.initialTexts }
        return fields.map { $0.text ?? "" }
    }

    /// Whether the alert still waits for its answer.
    var isWaiting: Bool { onAnswer != nil }

    func updateEnabledActions() {
        let texts = texts
        for (index, alertAction) in alertActions.enumerated() {
            alertAction.isEnabled = content.isActionEnabled(at: index, texts: texts)
        }
    }

    /// Answers with the action at `actionIndex`, once, after the alert's dismissal has finished.
    func answer(actionIndex: Int) {
        guard let onAnswer else { return }
        self.onAnswer = nil
        let answer = AlertAnswer(actionIndex: actionIndex, texts: texts)
        guard let alert, let coordinator = alert.transitionCoordinator else { return onAnswer(answer) }
        var hasAnswered = false
        let answerOnce = {
            guard !hasAnswered else { return }
            hasAnswered = true
            onAnswer(answer)
        }
        if !coordinator.animate(alongsideTransition: nil, completion: { _ in answerOnce() }) { answerOnce() }
    }

    /// The alert left without an action being tapped (dismissed by the app, or a popover tapped away): it
    /// answers with its cancel action, as UIKit does for a popover, and with `nil` when it has none.
    func alertLeft() {
        if let cancel = content.cancelActionIndex { return answer(actionIndex: cancel) }
        guard let onAnswer else { return }
        self.onAnswer = nil
        onAnswer(nil)
    }

    /// A popover action sheet may be tapped away only when it has a cancel action to answer with.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        content.cancelActionIndex != nil
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        alertLeft()
    }
}
#endif
