@testable import ScenePivot

extension ModelUIKit {
    func embedInNavigationController(_ controller: ModelController) -> ModelController {
        navigationController(root: controller)
    }

    /// `UINavigationController(rootViewController:)`.
    func navigationController(root: ModelController, named name: String = "Navigation") -> ModelController {
        let navigation = ModelController(name, kind: .navigation)
        navigation.children = [root]
        root.parent = navigation
        return navigation
    }

    /// Sets `modalPresentationStyle` and `isModalInPresentation`; once the presentation controller exists, the
    /// style no longer changes how it is presented (PO6) — the model keeps the one it was created with.
    func apply(style: PresentationStyle?, isModal: Bool?, to controller: ModelController) {
        if let style, !controller.hasPresentationController { controller.style = style }
        if let isModal { controller.isModal = isModal }
    }

    func present(
        _ controller: ModelController, from presenter: ModelController, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        if controller.parent != nil || controller.presenting != nil {
            return raise("Application tried to present \(controller), which already has a parent or presenter")
        }
        let context = presenter.outermost
        let isPopover = controller.isPopoverOnPad ? isPad : controller.style == .popover && showsPopovers
        if isPopover, controller.popoverAnchor == nil {
            return raise("UIPopoverPresentationController should have a non-nil sourceView or barButtonItem")
        }
        if refusesNextPresentation {
            refusesNextPresentation = false
            return warn("Attempt to present \(controller) on \(presenter) refused")
        }
        guard presenter.isInWindow else {
            return warn("Attempt to present \(controller) on \(presenter) whose view is not in the window hierarchy")
        }
        guard context.ownPresented == nil, context.transition == nil else {
            return warn("Attempt to present \(controller) on \(presenter) which is already presenting")
        }
        context.ownPresented = controller
        controller.presenting = context
        askForPresentationAnimator(of: controller)  // custom presentations animate even when not animated (P19)
        load(visiblePath(from: controller))
        _ = begin(
            [controller, context], animated: animated,
            end: { [self] in
                appear(visiblePath(from: controller))
                presentationCompleted(controller, by: context)
            }, completion: completion)
    }

    func dismissPresented(
        by presenter: ModelController, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
        let target: ModelController
        if let presented = presenter.presentedViewController {
            target = presented
        } else if presenter.outermost.presenting != nil {
            target = presenter.outermost
        } else {
            return  // nothing to dismiss: UIKit never calls the completion
        }
        if refusesNextDismissal {
            refusesNextDismissal = false
            return warn("Attempt to dismiss \(target) refused")
        }
        if target.isBeingDismissed || target.transition != nil {
            return warn("Attempt to dismiss from \(presenter) while a presentation or dismiss is in progress")
        }
        var chain: [ModelController] = []
        var node: ModelController? = target
        while let current = node {
            chain.append(current)
            current.isBeingDismissed = true
            node = current.ownPresented
        }
        let visible = chain.flatMap { visiblePath(from: $0) }
        let interactionController = animated ? askForDismissalInteraction(of: target) : nil
        let returning = dismissalBegins(chain)
        let dismissed: @MainActor () -> Void = { [self] in
            target.presenting?.ownPresented = nil
            for current in chain {
                current.presenting = nil
                current.isBeingDismissed = false
                current.ownPresented = nil
                current.hasPresentationController = false  // each presentation creates its own
            }
            disappear(visible)
            dismissalEnded(returning: returning)
        }
        guard let interactionController else {
            _ = begin(chain, animated: animated, end: dismissed, completion: completion)
            return
        }
        // Cancelled, the dismissal leaves everything presented (G2); whether UIKit then calls the completion is not
        // documented, and the model does not.
        begin(
            chain, drivenBy: interactionController,
            end: { completed in
                guard !completed else { return dismissed() }
                for current in chain { current.isBeingDismissed = false }
                if returning != nil { chain.first?.removedPresenterViews = true }
            },
            completion: { completed in if completed { completion() } })
    }

    /// Like setting the properties of `sheetPresentationController`, or of a popover's
    /// `adaptiveSheetPresentationController`: both nil, and the options dropped, unless the style is a sheet's or a
    /// popover's.
    func apply(_ sheet: SheetOptions, to controller: ModelController) {
        guard [.automatic, .pageSheet, .formSheet, .popover].contains(controller.style) else { return }
        controller.hasPresentationController = true  // read, so created (PO6)
        if systemMajorVersion < 16, sheet.detents.contains(where: { $0.height != nil }) {
            return raise(
                "+[UISheetPresentationControllerDetent customDetentWithIdentifier:resolver:] needs iOS 16 (SH6)")
        }
        controller.sheet = sheet
    }

    func push(
        _ controller: ModelController, onto navigation: ModelController, animator: AnyObject?,
        interaction: TransitionAnimation.Interaction? = nil, animated: Bool
    ) {
        pushThroughDelegate(
            controller, onto: navigation, animator: animator, interaction: interaction, animated: animated)
    }

    /// `pushViewController(_:animated:)`, calling `ended` once the push has ended (or was refused); driven by
    /// `interactionController` when the delegate gave one, and put back when it cancels (G1, G2).
    func pushWithoutDelegate(
        _ controller: ModelController, onto navigation: ModelController, animated: Bool,
        drivenBy interactionController: (any ModelInteractiveTransitioning)? = nil,
        ended: @escaping @MainActor () -> Void
    ) {
        defer { if navigation.children.last !== controller { ended() } }
        if controller.kind == .navigation { return raise("Pushing a navigation controller is not supported") }
        if navigation.children.contains(where: { $0 === controller }) {
            return raise("Pushing the same view controller instance more than once is not supported")
        }
        if navigation.transition != nil { return warn("Pushing \(controller) while a transition is in flight") }
        let animated = animated && navigation.isInWindow  // not in a window: no animation, no coordinator (N4)
        let covered = navigation.children.last.map { visiblePath(from: $0) } ?? []
        controller.parent?.children.removeAll { $0 === controller }
        navigation.children.append(controller)
        controller.parent = navigation
        load(visiblePath(from: controller))
        let pushed: @MainActor () -> Void = { [self] in
            disappear(covered)
            appear(visiblePath(from: controller))
        }
        guard animated, let interactionController else {
            _ = begin([navigation, controller], animated: animated, end: pushed, completion: ended)
            return
        }
        begin(
            [navigation, controller], drivenBy: interactionController,
            end: { completed in
                guard !completed else { return pushed() }
                navigation.children.removeAll { $0 === controller }
                controller.parent = nil
            }, completion: { _ in ended() })
    }

    func pop(
        to controller: ModelController, in navigation: ModelController, animator: AnyObject? = nil,
        interaction: TransitionAnimation.Interaction? = nil, animated: Bool
    ) {
        guard let index = navigation.children.firstIndex(where: { $0 === controller }) else {
            return raise("Tried to pop to a view controller that doesn't exist")
        }
        if animated { controller.arrivalAnimator = animator }
        let popped = Array(navigation.children[(index + 1)...])
        guard !popped.isEmpty else { return }
        navigation.children.removeSubrange((index + 1)...)
        load(visiblePath(from: controller))
        let visible = popped.last.map { visiblePath(from: $0) } ?? []
        let done: @MainActor () -> Void = { [self] in
            for leaving in popped where leaving.parent === navigation { leaving.parent = nil }
            disappear(visible)
            appear(visiblePath(from: controller))
            tellShown(controller, in: navigation)
        }
        // The model hands the pop's animator and driver to UIKit directly, as the proxy's answers would (N15).
        guard animated, animator != nil, let driver = ModelInteractionDriver.following(interaction) else {
            _ = begin([navigation] + popped, animated: animated, end: done)
            return
        }
        begin(
            [navigation] + popped, drivenBy: driver,
            end: { completed in completed ? done() : navigation.children.append(contentsOf: popped) },
            completion: { _ in })
    }

    func setStack(
        _ controllers: [ModelController], on navigation: ModelController, animator: AnyObject? = nil, animated: Bool
    ) {
        if animated { controllers.last?.arrivalAnimator = animator }
        if controllers.contains(where: { $0.kind == .navigation }) {
            return raise("Pushing a navigation controller is not supported")
        }
        let removed = navigation.children.filter { old in !controllers.contains { $0 === old } }
        let oldTop = navigation.children.last
        let visible = (oldTop.map { top in controllers.last !== top } ?? false) ? visiblePath(from: oldTop!) : []
        for controller in controllers where controller.parent !== navigation {
            controller.parent?.children.removeAll { $0 === controller }
            controller.parent = navigation
        }
        navigation.children = controllers
        if let top = controllers.last { load(visiblePath(from: top)) }
        _ = begin([navigation], animated: animated) { [self] in
            for leaving in removed where leaving.parent === navigation { leaving.parent = nil }
            disappear(visible)
        }
    }

    /// `UISplitViewController.show(_:)` on a collapsed split: the secondary column's navigation controller goes
    /// back on top of the primary's stack, or off it, back to the list (S2, S3); its screens stay its column's.
    func showColumn(
        _ column: SplitColumn, of split: ModelController, animated: Bool,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        guard split.isCollapsed, let primary = split.primaryColumn, let secondary = split.secondaryColumn else {
            return completion(true)
        }
        let old = visiblePath(from: primary)
        if column == .secondary {
            split.restackColumns(collapsing: true)
        } else {
            primary.children.removeAll { $0 === secondary }
            secondary.parent = split
        }
        disappear(old)
        appear(visiblePath(from: primary))
        completion(true)
    }

    func select(
        _ index: Int, in container: ModelController, animator: AnyObject? = nil, animated: Bool,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        if case .container(.tabs) = container.kind, animated, let animator {  // as `UIKitPlatform.select`
            return selectThroughDelegate(index, in: container, animator: animator, completion: completion)
        }
        if container.children.indices.contains(index) { container.children[index].arrivalAnimator = animator }
        let old = container.visibleChild.map { visiblePath(from: $0) } ?? []
        if case .container(.tabs) = container.kind {
            showTab(index, in: container)
            return completion(true)
        }
        let interrupted = interruptsNextPageTurn
        interruptsNextPageTurn = false
        _ = begin([container], animated: animated, isCoordinator: false) { [self] in  // no coordinator (PG6)
            guard !interrupted else { return completion(false) }
            container.selectedIndex = index
            disappear(old)
            completion(true)
        }
    }

    func replaceWindowRoot(
        _ old: ModelController, with new: ModelController, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) -> Bool {
        guard let window = old.window, window.root === old else { return false }
        show(new, in: window)
        _ = begin([], animated: animated, end: {}, completion: completion)  // a view animation: no coordinator (W3)
        return true
    }
}
