#if canImport(UIKit)
import ScenePivotUIKit
import UIKit

/// Presents a `UIActivityViewController` itself: a scene no built-in scene covers.
struct ShareAlbumScene: ViewControllerScene {
    let request: ShareAlbumRequest

    /// Like the sample's share button action: builds the share sheet and presents it, anchored on iPad.
    func present(from viewController: UIViewController) {
        let share = UIActivityViewController(activityItems: [request.album.title], applicationActivities: nil)
        if let popover = share.popoverPresentationController {
            switch request.popoverAnchor?.resolve() {
            case let item as UIBarButtonItem:
                popover.barButtonItem = item
            case let view as UIView:
                popover.sourceView = view
                popover.sourceRect = view.bounds
            default:
                popover.sourceView = viewController.view
                popover.sourceRect = CGRect(
                    x: viewController.view.bounds.midX, y: viewController.view.bounds.midY, width: 0, height: 0)
                popover.permittedArrowDirections = []
            }
        }
        viewController.present(share, animated: true)
    }
}
#endif
