extension HeadlessStage {
    /// The alert or action sheet on screen, if the top-most screen is one.
    public var visibleAlert: AlertContent? {
        let top = topContext
        return top.kind == .alert && top.phase != .disappearing ? top.alertContent : nil
    }

    /// The texts typed into the visible alert's fields, top to bottom.
    public var visibleAlertTexts: [String] {
        visibleAlert == nil ? [] : topContext.alertTexts
    }

    /// Types `text` into the visible alert's text field at `index`, replacing what it held, like a user.
    public func typeText(_ text: String, intoTextField index: Int = 0) throws(HeadlessInteractionError) {
        let node = try alertNodeReadyForInput()
        let count = node.alertTexts.count
        guard node.alertTexts.indices.contains(index) else { throw .noSuchTextField(index, count: count) }
        node.alertTexts[index] = text
    }

    /// Whether the visible alert's action titled `title` can be tapped now.
    public func isActionEnabled(titled title: String) throws(HeadlessInteractionError) -> Bool {
        let node = try alertNodeReadyForInput()
        let content = node.alertContent!
        guard let index = content.actions.firstIndex(where: { $0.title == title }) else {
            throw .noSuchAction(title, available: content.actions.map(\.title))
        }
        return content.isActionEnabled(at: index, texts: node.alertTexts)
    }

    /// Taps the visible alert's action titled `title`: the alert is dismissed (animated if it appeared
    /// animated) and then answers, as UIKit calls an action's handler.
    public func tapAction(titled title: String) throws(HeadlessInteractionError) {
        let node = try alertNodeReadyForInput()
        let content = node.alertContent!
        guard let index = content.actions.firstIndex(where: { $0.title == title }) else {
            throw .noSuchAction(title, available: content.actions.map(\.title))
        }
        guard content.isActionEnabled(at: index, texts: node.alertTexts) else { throw .actionDisabled(title) }
        let answer = AlertAnswer(actionIndex: index, texts: node.alertTexts)
        let onAnswer = node.onAnswer
        node.onAnswer = nil
        dismissNode(node, animated: node.presentedAnimated) {
            onAnswer?(answer)
        }
    }

    /// Swipes the top-most presented sheet down, as a user dismisses it interactively. UIKit then tells the
    /// presentation controller's delegate; here the screen's departure observers are told.
    public func swipeDown() throws(HeadlessInteractionError) {
        if isAnimating { throw .transitionInProgress(name(of: topScreen)) }
        let top = topContext
        guard top.presenter != nil else { throw .cannotSwipeDown("\(name(of: top.screen)) is not presented") }
        guard top.kind != .alert else { throw .cannotSwipeDown("\(name(of: top.screen)) is an alert") }
        guard top.presentation.allowsInteractiveDismissal else {
            let reason =
                top.presentation.isModalInPresentation
                ? "\(name(of: top.screen)) is modal in presentation"
                : "\(name(of: top.screen)) is presented \(top.presentation.style.rawValue)"
            throw .cannotSwipeDown(reason)
        }
        top.presenter?.presented = nil
        depart([top])
    }

    /// Taps the back button of the top-most navigation stack, popping its top screen (animated). Requests sent while
    /// the pop animates wait for it, as they wait for a scene's transitions.
    public func tapBack() throws(HeadlessInteractionError) {
        if isAnimating { throw .transitionInProgress(name(of: topScreen)) }
        let context = topContext
        guard let top = visibleNavigation(from: context) else {
            throw .cannotGoBack("\(name(of: context.visibleNode.screen)) is not in a navigation stack")
        }
        guard top.children.count > 1 else {
            throw .cannotGoBack("\(name(of: top.visibleNode.screen)) is the root of its navigation stack")
        }
        let popped = top.children.removeLast()
        popped.phase = .disappearing
        var isFinished = false
        var finishJob: (@MainActor () -> Void)?
        transitionQueue.enqueue(UserTransition.tapBack) { finish in
            if isFinished { finish() } else { finishJob = finish }
        }
        animate(true) { [weak self] in
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
        case tapBack
    }

    private func alertNodeReadyForInput() throws(HeadlessInteractionError) -> StageNode {
        let top = topContext
        guard top.kind == .alert, top.phase != .disappearing else {
            throw .noAlertOnScreen(onScreen: name(of: top.visibleNode.screen))
        }
        guard top.phase == .onStage else { throw .transitionInProgress(name(of: top.screen)) }
        return top
    }
}
