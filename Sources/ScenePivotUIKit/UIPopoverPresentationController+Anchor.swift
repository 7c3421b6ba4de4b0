#if canImport(UIKit)
import UIKit

extension UIPopoverPresentationController {
    /// Points the popover at `anchor`: a bar button item (`barButtonItem`), a view (`sourceView` at its bounds), or
    /// any other `UIPopoverPresentationControllerSourceItem` — a layout guide, a tab bar item (`sourceItem`, iOS 16).
    func point(at anchor: AnyObject) {
        switch anchor {
        case let item as UIBarButtonItem: barButtonItem = item
        case let view as UIView:
            sourceView = view
            sourceRect = view.bounds
        case let item as any UIPopoverPresentationControllerSourceItem: sourceItem = item
        default: break
        }
    }
}
#endif
