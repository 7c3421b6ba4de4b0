@testable import ScenePivot

/// A custom tab selection in the UIKit model, as `UIKitPlatform.select` makes it through `TabSelectionObserver`.
extension ModelUIKit {
    /// `TabSelectionObserver.select`: refuses an index the tab bar has no tab at; else the tab container's observer,
    /// or a stand-in installed for the selection (its state set first), answers the delegate's animation method, the
    /// selection runs, and `completion` is called once the transition coordinator's animation has completed — at
    /// once when there is none — the stand-in having given the app's delegate back.
    func selectThroughDelegate(
        _ index: Int, in tabs: ModelController, animator: AnyObject, completion: @escaping @MainActor (Bool) -> Void
    ) {
        guard tabs.children.indices.contains(index) else { return completion(false) }
        let destination = tabs.children[index]
        let delegate: ModelTabObserver
        if let installed = tabs.tabDelegate as? ModelTabObserver, installed.isInstalled {
            delegate = installed
            delegate.pending = (destination, animator)
        } else {
            delegate = ModelTabObserver(standingInFor: tabs.tabDelegate)
            tabs.tabStandIn = delegate
            delegate.pending = (destination, animator)
            delegate.isInstalled = true
            tabs.tabDelegate = delegate
        }
        selectTabAskingItsDelegate(index, in: tabs)
        let restore = { [weak tabs, weak delegate] in
            guard let delegate else { return }
            if delegate.pending?.screen === destination { delegate.pending = nil }
            guard
                DelegateRouting.tabDelegateStepsDown(
                    observesTaps: delegate.observesTaps, selectionPending: delegate.pending != nil)
            else { return }
            delegate.isInstalled = false
            guard let tabs else { return }
            if DelegateRouting.restoresAppDelegate(currentDelegate: tabs.tabDelegate, proxy: delegate) {
                tabs.tabDelegate = delegate.appDelegate
            }
            tabs.tabStandIn = nil
        }
        guard let coordinator = tabs.transition, coordinator.isCoordinator, !coordinator.refusesCallbacks else {
            restore()
            return completion(true)
        }
        coordinator.completions.append {
            restore()
            completion(true)
        }
    }

    /// Code's `selectedViewController = tab` (T6): UIKit asks the delegate for the animator of the change; with one,
    /// in a window, the tab changes over a transition with a `transitionCoordinator`, else at once.
    private func selectTabAskingItsDelegate(_ index: Int, in tabs: ModelController) {
        let destination = tabs.children[index]
        let animator =
            tabs.tabDelegateImplements(.tabAnimationController)
            ? tabs.visibleChild.flatMap { tabs.tabDelegate?.tabAnimator(from: $0, to: destination) } : nil
        destination.arrivalAnimator = animator
        guard animator != nil, tabs.isInWindow, tabs.visibleChild !== destination else {
            return showTab(index, in: tabs)
        }
        _ = begin([tabs], animated: true) { [self] in showTab(index, in: tabs) }
    }

    /// Shows tab `index`: under More when it is there (T3), else in the bar.
    func showTab(_ index: Int, in tabs: ModelController) {
        if selectTabUnderMore(index, in: tabs, completion: { _ in }) { return }
        let old = tabs.visibleChild.map { visiblePath(from: $0) } ?? []
        tabs.selectedIndex = index
        disappear(old)
        if tabs.isInWindow, let shown = tabs.visibleChild { appear(visiblePath(from: shown)) }
    }
}
