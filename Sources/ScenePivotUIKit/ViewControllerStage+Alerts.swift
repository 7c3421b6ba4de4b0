#if canImport(UIKit)
import UIKit

extension ViewControllerStage {
    /// Like presenting a `UIAlertController` built from `content` from the top-most presented view controller:
    /// text fields, action styles and `preferredAction` set, confirm actions enabled only while the typed text
    /// passes the content's validation, and iPad action sheets anchored to the content's `PopoverAnchor`.
    ///
    /// An action sheet that would show as a popover with no anchor throws
    /// `InvalidRequestReason.missingPopoverAnchor` instead of crashing like UIKit.
    public func presentAlert(
        _ content: AlertContent, animated: Bool,
        onAnswer: @escaping @MainActor (AlertAnswer) -> Void,
        completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError) {
        checkDepartures()
        let requestName = content.title ?? "alert"
        try content.validate(as: requestName)
        let presenter = try presentationSource()
        let session = AlertSession(content: content, onAnswer: onAnswer)
        let alert = session.makeAlertController()
        if content.style == .actionSheet, let popover = alert.popoverPresentationController {
            try content.validatePopoverAnchor(presentedAsPopover: true, as: requestName)
            try anchor(popover, to: content.popoverAnchor?.source, as: requestName)
            popover.delegate = session
        }
        departures.watch(alert) { session.alertLeft() }
        start([alert], after: presenter, completion: completion) { [self] finish in
            let from = (try? presentationSource()) ?? presenter
            from.present(alert, animated: animated, completion: finish)
        }
    }

    /// Points `popover` at `source`, like setting `sourceView` and `sourceRect`, or `barButtonItem`.
    private func anchor(_ popover: UIPopoverPresentationController, to source: AnyObject?, as requestName: String)
        throws(ScenePivotError)
    {
        switch source {
        case let item as UIBarButtonItem:
            popover.barButtonItem = item
        case let view as UIView:
            popover.sourceView = view
            popover.sourceRect = view.bounds
        case let other?:
            throw .invalidRequest(
                requestName, .custom("its popover anchor is a \(type(of: other)), not a UIView or UIBarButtonItem"))
        case nil:
            throw .invalidRequest(requestName, .missingPopoverAnchor)
        }
    }
}
#endif
