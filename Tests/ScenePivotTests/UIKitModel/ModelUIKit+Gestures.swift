@testable import ScenePivot

/// What a user does, and what an app's own code does behind ScenePivot's back, in the UIKit model.
extension ModelUIKit {
    /// The top-most presented controller, if any.
    var topPresented: ModelController? {
        var top: ModelController?
        var node = window.root?.ownPresented
        while let current = node {
            top = current
            node = current.ownPresented
        }
        return top
    }

    /// The user swipes the top-most sheet down (`completing: false` lets go halfway: the sheet stays).
    func userSwipesDown(completing: Bool = true) {
        guard let sheet = topPresented, sheet.presenting != nil, canSwipeDown(sheet) else { return }
        sheet.isBeingDismissed = true
        sheet.presentationDelegate?.willDismiss(sheet)
        let visible = visiblePath(from: sheet)
        let ended: @MainActor (Bool) -> Void = { [self] completed in
            sheet.isBeingDismissed = false
            guard completed else { return }
            sheet.presenting?.ownPresented = nil
            sheet.presenting = nil
            sheet.hasPresentationController = false
            disappear(visible)
            sheet.presentationDelegate?.didDismiss(sheet)
        }
        // The swipe dismisses like any dismissal: an interaction controller the sheet's transitioning delegate
        // answers drives it instead of the finger, and the swipe's end changes nothing.
        if let interactionController = askForDismissalInteraction(of: sheet) {
            return begin([sheet], drivenBy: interactionController, end: ended, completion: { _ in })
        }
        _ = begin([sheet], animated: false, interactive: true) { ended(completing) }
        endInteractiveTransition()
    }

    /// The navigation controller the user sees on top.
    var visibleNavigation: ModelController? {
        var found: ModelController?
        var node: ModelController? = topPresented ?? window.root
        while let current = node {
            if current.kind == .navigation { found = current }
            node = current.visibleChild
        }
        return found
    }

    /// The user taps the back button of the visible navigation controller.
    func userTapsBack() {
        guard let (navigation, destination) = backNavigation else { return }
        userPop(to: destination, in: navigation) { pop(to: destination, in: navigation, animated: true) }
    }

    /// The user swipes back from the edge and lets go: past halfway (`completing`) the screen is popped; before,
    /// the swipe is cancelled and the screen comes back. As in UIKit, `viewControllers` loses the top screen when
    /// the swipe starts (its `parent` stays until the end) and gets it back when the swipe is cancelled.
    func userSwipesBack(completing: Bool) {
        guard let navigation = visibleNavigation, navigation.children.count > 1 else { return }
        userPop(to: navigation.children[navigation.children.count - 2], in: navigation) {
            beginSwipeBack(completing: completing, showingTheScreenBelow: true)
            endInteractiveTransition()
        }
    }

    /// The user starts an edge swipe back and holds it: the transition stays in flight until
    /// ``endInteractiveTransition()``.
    func userStartsSwipingBack(completing: Bool) {
        beginSwipeBack(completing: completing, showingTheScreenBelow: false)
    }

    /// Takes the top screen off the visible stack and begins the interactive pop that, when it ends, removes it for
    /// good (`completing`) or puts it back.
    private func beginSwipeBack(completing: Bool, showingTheScreenBelow: Bool) {
        guard let navigation = visibleNavigation, navigation.children.count > 1, let top = navigation.children.last
        else { return }
        let visible = visiblePath(from: top)
        navigation.children.removeLast()
        _ = begin([navigation, top], animated: false, interactive: true) { [self] in
            guard completing else { return navigation.children.append(top) }
            top.parent = nil
            disappear(visible)
            if showingTheScreenBelow, let shown = navigation.children.last { appear(visiblePath(from: shown)) }
            if let shown = navigation.children.last { tellShown(shown, in: navigation) }
        }
    }

    /// The user taps an action of the alert on screen: UIKit dismisses the alert, then calls the action's handler.
    func userTaps(_ title: String) {
        guard let alert = topPresented, alert.kind == .alert,
            let index = alert.alertContent?.actions.firstIndex(where: { $0.title == title })
        else { return }
        let onTap = alert.onTap
        dismissPresented(by: alert.presenting!, animated: true) {
            onTap?(AlertAnswer(actionIndex: index))
        }
    }

    /// The app's own `presenter.dismiss(animated:completion:)`, ScenePivot not involved.
    func appDismisses(presentedBy presenter: ModelController) {
        dismissPresented(by: presenter, animated: true) {}
    }

    /// The app's own `setViewControllers(_:animated:)`.
    func appSetsStack(_ controllers: [ModelController], on navigation: ModelController) {
        setStack(controllers, on: navigation, animated: true)
    }

    /// The app's own removal of a child, in the order UIKit documents: `willMove(toParent: nil)`, then
    /// `view.removeFromSuperview()` — where `viewDidDisappear(_:)` runs, the child still a child — then
    /// `removeFromParent()`, which UIKit reports to no one.
    func appRemovesFromParent(_ controller: ModelController) {
        guard let parent = controller.parent else { return }
        let wasVisible = parent.visibleChild === controller || parent.kind == .plain
        if wasVisible { disappear(visiblePath(from: controller)) }
        parent.children.removeAll { $0 === controller }
        controller.parent = nil
    }

    /// The app's own `pushViewController(_:animated:)`.
    func appPushes(_ controller: ModelController, onto navigation: ModelController) {
        push(controller, onto: navigation, animator: nil, animated: true)
    }

    /// The app's own `window.rootViewController = controller`, whatever is presented: UIKit leaves the presented
    /// view controllers presented by the old root and tells them nothing; only the old root's own screens
    /// disappear.
    func appSwapsWindowRoot(to controller: ModelController) {
        show(controller)
    }
}
