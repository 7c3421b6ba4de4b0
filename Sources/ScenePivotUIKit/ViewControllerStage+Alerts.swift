#if canImport(UIKit)
import UIKit

extension ViewControllerStage {
    /// Like presenting a `UIAlertController` built from `content` from the top-most presented view controller:
    /// text fields, action styles and `preferredAction` set, confirm actions enabled only while the typed text
    /// passes the content's validation, and iPad action sheets anchored to the content's `PopoverAnchor`.
    ///
    /// An action sheet shown on iPad or Mac (where UIKit makes it a popover) with no anchor throws
    /// `InvalidRequestReason.missingPopoverAnchor` instead of crashing like UIKit; on iPhone the anchor is optional.
    public func presentAlert(
        _ content: AlertContent, animated: Bool,
        onAnswer: @escaping @MainActor (AlertAnswer?) -> Void,
        completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError) {
        checkDepartures()
        let requestName = content.title ?? "alert"
        try content.validate(as: requestName)
        let presenter = try presentationSource()
        let source = content.popoverAnchor?.source
        if content.style == .actionSheet {
            let isPopover = Self.showsActionSheetsAsPopovers(presenter)
            try content.validatePopoverAnchor(presentedAsPopover: isPopover, as: requestName)
            try Self.validateAnchorSource(source, as: requestName)
        }
        let session = AlertSession(content: content, onAnswer: onAnswer)
        let alert = session.makeAlertController()
        // Only read `popoverPresentationController` when there is something to set: reading it can change how UIKit
        // presents the alert.
        if content.style == .actionSheet, source != nil, let popover = alert.popoverPresentationController {
            Self.anchor(popover, to: source)
            popover.delegate = session
        }
        departures.watch(alert) { session.alertLeft() }
        start([alert], after: transitioningController(from: presenter), completion: completion) { [self] finish in
            presentFromTop(alert, animated: animated, finish: finish)
        }
    }

    /// Whether UIKit shows an action sheet presented from `presenter` as a popover, which needs an anchor: on iPad
    /// and Mac (like checking `traitCollection.userInterfaceIdiom`), whatever the window's size class.
    static func showsActionSheetsAsPopovers(_ presenter: UIViewController) -> Bool {
        switch presenter.traitCollection.userInterfaceIdiom {
        case .pad, .mac: return true
        default: return false
        }
    }

    /// Throws unless `source` is absent, a `UIView` or a `UIBarButtonItem`.
    private static func validateAnchorSource(_ source: AnyObject?, as requestName: String) throws(ScenePivotError) {
        switch source {
        case nil, is UIBarButtonItem, is UIView: return
        case let other?:
            throw .invalidRequest(
                requestName, .custom("its popover anchor is a \(type(of: other)), not a UIView or UIBarButtonItem"))
        }
    }

    /// Points `popover` at `source`, like setting `sourceView` and `sourceRect`, or `barButtonItem`.
    private static func anchor(_ popover: UIPopoverPresentationController, to source: AnyObject?) {
        switch source {
        case let item as UIBarButtonItem:
            popover.barButtonItem = item
        case let view as UIView:
            popover.sourceView = view
            popover.sourceRect = view.bounds
        default:
            break
        }
    }
}
#endif
