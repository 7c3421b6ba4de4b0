#if canImport(UIKit)
import UIKit

extension UIPopoverPresentationController {
    /// Points the popover at `anchor`: a bar button item (`barButtonItem`), a view (`sourceView` at its bounds), a
    /// layout guide (its owning view, at its frame, on iOS 15; `sourceItem` from iOS 16), or any other
    /// `UIPopoverPresentationControllerSourceItem` — a tab bar item — from iOS 16 (`sourceItem`). On iOS 15 any
    /// other anchor sets nothing: `UIKitPlatform.canAnchorPopover(to:)` tells the rules so, and they refuse first.
    func point(at anchor: AnyObject) {
        switch anchor {
        case let item as UIBarButtonItem: barButtonItem = item
        case let view as UIView:
            sourceView = view
            sourceRect = view.bounds
        default:
            if #available(iOS 16, *), let item = anchor as? any UIPopoverPresentationControllerSourceItem {
                sourceItem = item
            } else if let guide = anchor as? UILayoutGuide, let view = guide.owningView {
                sourceView = view
                sourceRect = guide.layoutFrame
            }
        }
    }
}
#endif
