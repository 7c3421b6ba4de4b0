#if canImport(UIKit)
import ScenePivot
import UIKit

extension TabSelectionObserver {
    /// Selects tab `index` of `tabs` (`selectedViewController`) with `animator` answering UIKit's
    /// `tabBarController(_:animationControllerForTransitionFrom:to:)` for it, and calls `completion` once the
    /// transition coordinator's animation has completed (at once when there is none) with whether it was not
    /// cancelled — `false` for an index `tabs` has no tab at. In ScenePivot's tab container its own observer answers;
    /// on an app's own tab bar controller a stand-in becomes the delegate for the selection, then gives the app's
    /// delegate back.
    static func select(
        _ index: Int, in tabs: UITabBarController, animator: any UIViewControllerAnimatedTransitioning,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        guard let items = tabs.viewControllers, items.indices.contains(index) else { return completion(false) }
        let destination = items[index]
        let delegate: TabSelectionObserver
        if let installed = tabs.delegate as? TabSelectionObserver, installed.isInstalled {
            delegate = installed  // ScenePivot's tab container, or a stand-in for a selection still under way
            delegate.pending = (destination, animator)
        } else {
            delegate = TabSelectionObserver(standingInFor: tabs.delegate)
            objc_setAssociatedObject(tabs, &standInKey, delegate, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            delegate.pending = (destination, animator)  // its state first: UIKit may read what it claims only now
            delegate.isInstalled = true
            tabs.delegate = delegate
        }
        tabs.selectedViewController = destination
        let restore = { [weak tabs, weak delegate] in
            guard let delegate else { return }
            if delegate.pending?.screen === destination { delegate.pending = nil }
            guard
                DelegateRouting.tabDelegateStepsDown(
                    observesTaps: delegate.observesTaps, selectionPending: delegate.pending != nil)
            else { return }
            delegate.isInstalled = false
            guard let tabs else { return }
            if DelegateRouting.restoresAppDelegate(currentDelegate: tabs.delegate, proxy: delegate) {
                tabs.delegate = delegate.previousDelegate
            }
            objc_setAssociatedObject(tabs, &standInKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        guard let coordinator = tabs.transitionCoordinator,
            coordinator.animate(
                alongsideTransition: nil,
                completion: { context in
                    restore()
                    completion(!context.isCancelled)
                })
        else {
            restore()
            return completion(true)
        }
    }
}

nonisolated(unsafe) private var standInKey: UInt8 = 0
#endif
