extension ControllerStage: StageBackend {
    package func reasonToWait() -> StageWait<Controller>? {
        guard let root = rootNode else { return nil }  // the plan fails with hostDeallocated
        guard isInWindow else {
            // A hierarchy that left, or one whose wait gave up, fails with notInWindow.
            if hasBeenInWindow || gaveUpWaitingForWindow {
                gaveUpWaitingForWindow = false
                return nil
            }
            return .window
        }
        hasBeenInWindow = true
        if platform.isTransitioning(root) { return .transition(root) }
        var node = root
        while let presented = platform.presentedController(of: node), presented !== node {
            if platform.isTransitioning(presented) || platform.isBeingDismissed(presented) {
                return .transition(presented)
            }
            node = presented
        }
        var visible: Controller? = node
        while let current = visible {
            if platform.isTransitioning(current) { return .transition(current) }
            visible = engine.rules.visibleChild(of: current)
        }
        if let navigation = anchorNavigation, platform.isTransitioning(navigation) { return .transition(navigation) }
        return nil
    }

    /// Resumes once, however many of the callbacks it registered UIKit ends up calling.
    package func wait(for reason: StageWait<Controller>, then resume: @escaping @MainActor () -> Void) {
        let resume = OneShot(resume)
        switch reason {
        case .window:
            waitForWindow(resume)
        case .transition(let controller), .drag(let controller):
            switch platform.whenTransitionEnds(around: controller, resume.callAsFunction) {
            case .waiting: checkPageTurn(of: controller, stillTurns: 0, resume)
            case .idle, .refused: platform.onNextTurn(resume.callAsFunction)
            }
        }
    }

    package func isSettling(_ node: Controller) -> Bool {
        if platform.isTransitioning(node) { return true }
        guard let parent = parent(of: node) else { return false }
        return platform.isTransitioning(parent)
    }

    package func onNextTurn(_ body: @escaping @MainActor () -> Void) { platform.onNextTurn(body) }

    package func present(
        _ screen: AnyObject, from presenter: Controller, _ presentation: Presentation, anchor: AnyObject?,
        animated: Bool, completion: @escaping @MainActor () -> Void
    ) -> Controller? {
        guard let controller = platform.controller(for: screen) else { return nil }
        let shown = presentation.embedsInNavigationStack ? platform.embedInNavigationController(controller) : controller
        // The style and the transitioning delegate first: reading a popover or sheet presentation controller
        // makes UIKit create the presentation controller, from the style and delegate set at that moment.
        platform.apply(style: presentation.style, isModal: presentation.isModalInPresentation, to: shown)
        releaseEndedDelegates()  // what an earlier presentation of the same screen set goes back first
        if let animator = presentation.animation?.animator,
            let delegate = platform.transitioningDelegate(presentingWith: animator)
        {
            swapTransitioningDelegate(of: shown, to: delegate, for: .presentation)
        }
        if let anchor { platform.anchorPopover(of: shown, to: anchor) }
        if let sheet = presentation.sheet { platform.apply(sheet, to: shown) }
        platform.present(shown, from: presenter, animated: animated) { [weak self] in
            self?.hierarchyChanged()
            completion()
        }
        releaseEndedDelegates()  // UIKit sets the presenter at once: a presentation it refused has none
        return shown
    }

    package func dismiss(
        _ node: Controller, animation: TransitionAnimation?, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        guard let presenter = platform.presentingController(of: node), !platform.isBeingDismissed(node) else {
            return completion()  // UIKit would dismiss the presenter itself, or never call back
        }
        releaseEndedDelegates()
        if animated, let animator = animation?.animator,
            let delegate = platform.transitioningDelegate(
                dismissing: node, with: animator, drivenBy: animation?.interaction)
        {
            // UIKit asks the presented view controller's transitioning delegate for the dismissal's animator (and
            // interaction controller) when the dismissal starts.
            swapTransitioningDelegate(of: node, to: delegate, for: .dismissal)
        }
        dismiss(node, presentedBy: presenter, animated: animated, completion: completion)
    }

    package func push(
        _ screen: AnyObject, onto navigation: Controller, animation: TransitionAnimation?, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        guard let controller = platform.controller(for: screen) else { return completion() }
        let shown = shownStack(of: navigation)?.stack ?? navigation
        rememberPush(of: controller, onto: shown, with: animation)
        platform.push(
            controller, onto: shown, animator: animation?.animator, interaction: animation?.interaction,
            animated: animated)
        afterSettled(shown, completion)
    }

    package func pop(
        _ navigation: Controller, keeping: Int, animation: TransitionAnimation?, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        let (shown, offset) = shownStack(of: navigation) ?? (navigation, 0)
        let stack = platform.items(of: shown)
        guard keeping > 0, keeping + offset <= stack.count else { return completion() }
        platform.pop(
            to: stack[keeping + offset - 1], in: shown, animator: animation?.animator,
            interaction: animation?.interaction, animated: animated)
        afterSettled(shown, completion)
    }

    package func setStack(
        _ screens: [AnyObject], on navigation: Controller, animation: TransitionAnimation?, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        let (shown, offset) = shownStack(of: navigation) ?? (navigation, 0)
        let kept = Array(platform.items(of: shown).prefix(offset))
        let controllers = kept + screens.compactMap(platform.controller(for:))
        if let top = controllers.last, !platform.items(of: shown).contains(where: { $0 === top }) {
            rememberPush(of: top, onto: shown, with: animation)
        }
        platform.setStack(controllers, on: shown, animator: animation?.animator, animated: animated)
        afterSettled(shown, completion)
    }

    package func presentAlert(
        _ content: AlertContent, from presenter: Controller, anchor: AnyObject?, animated: Bool,
        onTap: @escaping @MainActor (AlertAnswer) -> Void, completion: @escaping @MainActor () -> Void
    ) -> Controller? {
        let alert = platform.makeAlert(content, anchor: anchor, onTap: onTap)
        platform.present(alert, from: presenter, animated: animated, completion: completion)
        return alert
    }

    package func setRoot(
        _ screen: AnyObject, inNavigationStack: Bool, animated: Bool, completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError) {
        guard let root = rootNode, let controller = platform.controller(for: screen) else { throw .hostDeallocated }
        let newRoot = inNavigationStack ? platform.embedInNavigationController(controller) : controller
        // Only the window's own root is replaced, once nothing is presented over it (UIKit would keep what is
        // presented, off screen), and the stage follows the new root only once it has replaced the old one: the
        // engine then finds the screen on stage, or reports the transition not performed.
        let swap: @MainActor () -> Void = { [weak self] in
            guard let self, platform.windowRoot(of: root) === root, platform.presentedController(of: root) == nil
            else { return completion() }
            let replaced = platform.replaceWindowRoot(root, with: newRoot, animated: animated) { [weak self] in
                self?.anchor = newRoot
                self?.hierarchyChanged()
                completion()
            }
            if replaced { anchor = newRoot } else { completion() }
        }
        if let presented = platform.presentedController(of: root), !platform.isBeingDismissed(presented) {
            dismiss(presented, presentedBy: root, animated: false, completion: swap)
        } else {
            swap()
        }
    }

    package func select(
        _ index: Int, in container: Controller, animation: TransitionAnimation?, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        platform.select(index, in: container, animator: animation?.animator, animated: animated) { [weak self] _ in
            self?.hierarchyChanged()
            completion()
        }
    }

    package func showColumn(
        _ column: SplitColumn, of split: Controller, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
        platform.showColumn(column, of: split, animated: animated) { [weak self] _ in
            self?.hierarchyChanged()
            completion()
        }
    }

    package func setItems(
        _ roots: [AnyObject], tabItems: [TabItem], of container: Controller, selecting: Int?, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        let controllers = roots.compactMap(platform.controller(for:))
        platform.setItems(controllers, tabItems: tabItems, of: container, selecting: selecting, animated: animated)
        afterSettled(container, completion)
    }

    package func embed(
        _ screen: AnyObject, in host: Controller, slot: String, replacing: Controller?,
        completion: @escaping @MainActor () -> Void
    ) {
        if let replacing { platform.unembed(replacing) }
        if let child = platform.controller(for: screen) { platform.embed(child, in: host, slot: slot) }
        hierarchyChanged()
        completion()
    }

    package func unembed(_ node: Controller, completion: @escaping @MainActor () -> Void) {
        platform.unembed(node)
        hierarchyChanged()
        completion()
    }

    package func runCustom(
        _ custom: CustomTransition, from presenter: Controller, completion: @escaping @MainActor () -> Void
    ) {
        custom.body?(presenter)
        let involved = [platform.presentedController(of: presenter), engine.rules.visibleNavigation(from: presenter)]
        if let busy = (involved + [presenter]).compactMap({ $0 }).first(where: platform.isTransitioning) {
            afterSettled(busy, completion)
        } else {
            hierarchyChanged()
            completion()
        }
    }

    package func watchForDeparture(of node: Controller) {
        watch(node)
        watchScreens()
    }
}
