import ScenePivot

extension HeadlessStage {
    /// The alert or action sheet on screen and ready for input, if the top-most screen is one.
    public var visibleAlert: AlertContent? {
        guard let top = presentedTop, top.kind == .alert, top.phase != .disappearing else { return nil }
        return top.alertContent
    }

    /// Whether the alert on screen is still animating in, so it cannot be touched yet.
    public var isAlertAppearing: Bool {
        guard let top = presentedTop, top.kind == .alert else { return false }
        return top.phase == .appearing
    }

    /// The texts typed into the visible alert's fields, top to bottom.
    public var visibleAlertTexts: [String] {
        visibleAlert == nil ? [] : presentedTop?.alertTexts ?? []
    }

    /// The top-most presented node, if anything is presented.
    var presentedTop: HeadlessNode? { presentedChainEnd }

    // The interactions below are what `HeadlessUser` (ScenePivotTesting) and the demos drive; they are not public
    // so that a test drives the stage one way.

    /// Types `text` into the visible alert's text field at `index`, replacing what it held, like a user.
    package func typeText(_ text: String, intoTextField index: Int = 0) throws(HeadlessInteractionError) {
        let node = try alertNodeReadyForInput()
        let count = node.alertTexts.count
        guard node.alertTexts.indices.contains(index) else { throw .noSuchTextField(index, count: count) }
        node.alertTexts[index] = text
    }

    /// Whether the visible alert's action titled `title` can be tapped now.
    package func isActionEnabled(titled title: String) throws(HeadlessInteractionError) -> Bool {
        let node = try alertNodeReadyForInput()
        guard let content = node.alertContent, let index = content.actions.firstIndex(where: { $0.title == title })
        else {
            throw .noSuchAction(title, available: node.alertContent?.actions.map(\.title) ?? [])
        }
        return content.isActionEnabled(at: index, texts: node.alertTexts)
    }

    /// Taps the visible alert's action titled `title`: the alert is dismissed (animated if it appeared animated)
    /// and then answers, as UIKit calls an action's handler once the alert has gone.
    package func tapAction(titled title: String) throws(HeadlessInteractionError) {
        let node = try alertNodeReadyForInput()
        guard let content = node.alertContent, let index = content.actions.firstIndex(where: { $0.title == title })
        else {
            throw .noSuchAction(title, available: node.alertContent?.actions.map(\.title) ?? [])
        }
        guard content.isActionEnabled(at: index, texts: node.alertTexts) else { throw .actionDisabled(title) }
        let onTap = node.onTap
        node.onTap = nil
        onTap?(AlertAnswer(actionIndex: index, texts: node.alertTexts))
        dismiss(node, animation: nil, animated: node.presentedAnimated) {}
    }

    /// Swipes the top-most presented sheet down, as a user dismisses it interactively; its departure observers
    /// are told at once.
    package func swipeDown() throws(HeadlessInteractionError) {
        if isAnimating { throw .transitionInProgress(name(of: topScreen)) }
        guard let top = presentedTop else {
            throw .cannotSwipeDown("\(name(of: topScreen)) is not presented")
        }
        guard top.kind != .alert else { throw .cannotSwipeDown("\(name(of: top.screen)) is an alert") }
        guard top.presentation.style.allowsInteractiveDismissal, !top.presentation.isModal else {
            let reason =
                top.presentation.isModal
                ? "\(name(of: top.screen)) is modal in presentation"
                : "\(name(of: top.screen)) is presented \(top.presentation.style.rawValue)"
            throw .cannotSwipeDown(reason)
        }
        presentedChainLoses(top)
        top.presenter?.presented = nil
        top.presenter = nil
        depart([top])
    }

    /// Taps the back button of the top-most navigation stack, popping its top screen (animated). Requests sent
    /// while the pop animates wait for it.
    package func tapBack() throws(HeadlessInteractionError) {
        try swipeBack(completing: true)
    }

    /// Swipes back from the screen's edge, as a user does: a completed swipe pops like the back button; a
    /// cancelled one (`completing: false`) leaves the stack as it was, and no screen leaves.
    package func swipeBack(completing: Bool) throws(HeadlessInteractionError) {
        if isAnimating { throw .transitionInProgress(name(of: topScreen)) }
        let rules = engine.rules
        let context = rules.topContext(from: root)
        if context.kind == .alert { throw .cannotGoBack("\(name(of: context.screen)) is an alert") }
        guard let navigation = rules.visibleNavigation(from: context) else {
            throw .cannotGoBack("\(name(of: rules.visibleNode(from: context).screen)) is not in a navigation stack")
        }
        guard navigation.children.count > 1, let popped = navigation.children.last else {
            if completing, returnsToTheList(from: navigation) { return }
            throw .cannotGoBack(
                "\(name(of: rules.visibleNode(from: navigation).screen)) is the root of its navigation stack")
        }
        if !completing { return animate(true) {} }
        navigation.children.removeLast()
        markDisappearing(popped)
        navigation.runningAnimation = rules.popAnimation(nil, leaving: popped)?.name
        var isFinished = false
        var finishJob: (@MainActor () -> Void)?
        transitionQueue.enqueue(UserTransition.back) { finish in
            if isFinished { finish() } else { finishJob = finish }
        }
        animate(true) { [weak self] in
            navigation.runningAnimation = nil
            guard let self else { return }
            depart([popped])
            isFinished = true
            let finish = finishJob
            finishJob = nil  // the job's closure holds this variable: keeping `finish` would keep the job alive
            finish?()
        }
    }

    /// A transition the user starts; it holds the stage's queue while it animates, so requests arriving meanwhile
    /// wait for it instead of failing.
    private enum UserTransition {
        case back
    }

    private func alertNodeReadyForInput() throws(HeadlessInteractionError) -> HeadlessNode {
        guard let top = presentedTop, top.kind == .alert, top.phase != .disappearing else {
            throw .noAlertOnScreen(onScreen: name(of: topScreen))
        }
        guard top.phase == .onStage else { throw .alertStillAppearing(name(of: top.screen)) }
        return top
    }
}
