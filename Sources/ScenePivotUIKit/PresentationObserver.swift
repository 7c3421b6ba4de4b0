#if canImport(UIKit)
import UIKit

/// Learns that a presented view controller was swiped down, through `presentationControllerDidDismiss(_:)`,
/// and forwards every callback to the delegate the app had set before.
@MainActor
final class PresentationObserver: NSObject, UIAdaptivePresentationControllerDelegate {
    private weak var presented: UIViewController?
    private weak var previousDelegate: (any UIAdaptivePresentationControllerDelegate)?
    private let onDismiss: @MainActor () -> Void

    /// Becomes the delegate of `presented`'s presentation controller, unless the app's delegate adapts the
    /// presentation or manages a popover (those callbacks cannot be forwarded faithfully): then returns `nil`, and
    /// the stage notices the dismissal at its next transition instead.
    init?(observing presented: UIViewController, onDismiss: @escaping @MainActor () -> Void) {
        guard let presentationController = presented.presentationController else { return nil }
        let previous = presentationController.delegate
        if let previous, Self.adaptationSelectors.contains(where: { previous.responds(to: $0) }) { return nil }
        self.presented = presented
        self.previousDelegate = previous
        self.onDismiss = onDismiss
        super.init()
        presentationController.delegate = self
    }

    /// Whether the observed view controller is still presented with this observer as its delegate.
    var isObserving: Bool {
        guard let presented, presented.presentingViewController != nil else { return false }
        return presented.presentationController?.delegate === self
    }

    private static let adaptationSelectors: [Selector] = [
        #selector(UIAdaptivePresentationControllerDelegate.adaptivePresentationStyle(for:)),
        #selector(UIAdaptivePresentationControllerDelegate.adaptivePresentationStyle(for:traitCollection:)),
        #selector(
            UIAdaptivePresentationControllerDelegate.presentationController(
                _:viewControllerForAdaptivePresentationStyle:)),
        #selector(
            UIAdaptivePresentationControllerDelegate.presentationController(
                _:willPresentWithAdaptiveStyle:transitionCoordinator:)),
        #selector(UIPopoverPresentationControllerDelegate.prepareForPopoverPresentation(_:)),
        #selector(
            UIPopoverPresentationControllerDelegate.popoverPresentationController(_:willRepositionPopoverTo:in:)),
        NSSelectorFromString("popoverPresentationControllerShouldDismissPopover:"),  // deprecated, still called
        NSSelectorFromString("popoverPresentationControllerDidDismissPopover:"),
    ]

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        previousDelegate?.presentationControllerShouldDismiss?(presentationController) ?? true
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        previousDelegate?.presentationControllerWillDismiss?(presentationController)
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        previousDelegate?.presentationControllerDidAttemptToDismiss?(presentationController)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        previousDelegate?.presentationControllerDidDismiss?(presentationController)
        onDismiss()
    }
}

extension ViewControllerStage {
    /// Watches `presented` for a swipe-down dismissal.
    func observePresentation(of presented: UIViewController) {
        let id = ObjectIdentifier(presented)
        if let existing = presentationObservers[id], existing.isObserving { return }
        presentationObservers[id] = PresentationObserver(observing: presented) { [weak self] in
            self?.checkDepartures()
        }
    }
}
#endif
