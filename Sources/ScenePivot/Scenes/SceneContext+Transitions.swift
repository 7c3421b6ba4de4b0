extension SceneContext {
    /// Performs the stage's `transition` and tracks it until it has finished: the one step of ``perform(_:)``.
    /// A transition the rules refuse on a ready stage throws at once; one that fails later (the host skipped it)
    /// fails the request.
    func perform(_ transition: StageTransition<AnyObject>, animated: Bool) throws(ScenePivotError) {
        if !inlineTransition.isUsed {
            return try performInline(transition, animated: animated, on: stage())
        }
        let incoming = try newScreens(of: transition)
        if !incoming.isEmpty {
            let extras = requiredExtras
            for screen in incoming {
                extras.arriving[ObjectIdentifier(screen)] = extras.arriving[ObjectIdentifier(screen)] ?? []
            }
        }
        try run(transition, animated: animated) { [self] outcome in
            if case .completed = outcome { noteShown(transition, bringing: incoming) }
            arrived(incoming)
            return nil
        }
    }

    /// The screens `transition` brings on stage: a stack change keeps the screens already on its stack, and a
    /// change of a container's items the roots of the items it keeps, which it did not bring (a flow does not adopt
    /// them, a cancellation does not take them down).
    func newScreens(of transition: StageTransition<AnyObject>) throws(ScenePivotError) -> [AnyObject] {
        let screens: [AnyObject]
        switch transition {
        case .setStack(let stack, _), .setItems(_, let stack, _): screens = stack
        default: return transition.incomingScreens
        }
        let hierarchy = try stage().hierarchy
        return screens.filter { !hierarchy.contains($0) }
    }

    /// Runs the tracking that waited for `screens` to arrive (or to fail to).
    func arrived(_ screens: [AnyObject]) {
        guard let extras else { return }
        for screen in screens {
            let waiting = extras.arriving.removeValue(forKey: ObjectIdentifier(screen)) ?? []
            waiting.forEach { $0() }
        }
    }

    /// Shows `content` as an alert or action sheet and answers with `answer(tappedAction)` once the alert has
    /// left the stage. The stage stays busy — later requests wait — until then. An alert that leaves without a
    /// tap and has no cancel action answers with the request's ``SceneRequest/dismissalResponse``; a stage that
    /// reports an action the alert does not have fails the request with ``ScenePivotError/sceneFailed(_:underlying:)``.
    /// When a secure field held text, events show the response masked, as it may carry that text. An alert takes
    /// no custom animation: one fails the request with ``ScenePivotError/InvalidRequestReason/unusableAnimation(_:)``.
    ///
    /// ```swift
    /// let content = AlertContent(title: "Delete?", actions: [AlertAction("Delete"), AlertAction("Cancel", role: .cancel)])
    /// try context.presentAlert(content) { answer in answer.actionIndex == 0 }
    /// ```
    public func presentAlert(
        _ content: AlertContent, animation: TransitionAnimation = .default,
        answer: @escaping (AlertAnswer) -> Response
    ) throws(ScenePivotError) {
        if animation.isCustom { throw .invalidRequest(requestDescription, .unusableAnimation(animation.name)) }
        let animated = animation.isAnimated
        try content.validate(describedAs: requestDescription)
        let token = AlertToken()
        var shown = content
        shown.token = token
        let extras = requiredExtras
        extras.alertTokens.append(token)
        try run(.alert(shown), animated: animated) { [self] outcome in
            extras.alertTokens.removeAll { $0 === token }
            guard case .answered(let tapped) = outcome else { return nil }
            return { [self] in
                if let tapped, !content.actions.indices.contains(tapped.actionIndex) {
                    fail(
                        .sceneFailed(
                            "the stage answered \(requestDescription) with action \(tapped.actionIndex), "
                                + "but its alert has \(content.actions.count) actions"))
                } else if let tapped {
                    if content.hasSecureText(in: tapped) { isAnsweredFromSecureField = true }
                    NavigationRecorder.recordAnswer(tapped, to: content, of: self)
                    respond(answer(tapped))
                } else if let dismissalResponse {
                    respond(dismissalResponse)
                } else {
                    fail(.dismissedWithoutResponse(requestDescription))
                }
            }
        }
    }

    /// Starts `transition` on the stage and tracks it. `ended` hears how it ended (failures excepted) and may
    /// return an answer to give once the transition's end has been reported, so events read begin → end → answer.
    private func run(
        _ asked: StageTransition<AnyObject>, animated: Bool,
        ended: @escaping @MainActor (StageOutcome) -> (@MainActor () -> Void)?
    ) throws(ScenePivotError) {
        let stage = try stage()
        let transition = withOwnReplacement(asked, on: stage)
        let tracked = TrackedTransition(transition)
        if let interaction = transition.interaction { requiredExtras.interactions.append(interaction) }
        pendingTransitions += 1
        emit(.transitionStarted(request: requestText, tracked.describe(on: stage)))
        let start = StartingTransition()
        stage.perform(transition, animated: animated) { [self] outcome in
            guard !start.hasEnded else { return }  // a stage that reports twice: the first report stands
            start.hasEnded = true
            if case .failed(let error) = outcome {
                if start.isStarting {
                    start.refusal = error
                    return
                }
                _ = ended(outcome)
                pendingTransitions -= 1
                fail(error)
                return finishIfDone()
            }
            let answer = ended(outcome)
            transitionEnded(tracked, answeringWith: answer)
        }
        start.isStarting = false
        if let refusal = start.refusal {
            _ = ended(.failed(refusal))
            pendingTransitions -= 1
            throw refusal
        }
    }

    /// Notes what a completed transition brought on stage — `screens`, else the transition's incoming screens: the
    /// pivot's screen hook hears of each, an awaiting caller's request remembers them for taking them down when it
    /// is cancelled (a fire-and-forget request keeps no list), restorations and navigation recorders record the
    /// transition. Screens that arrive after their request was cancelled are taken down at once.
    func noteShown(_ transition: StageTransition<AnyObject>, bringing screens: [AnyObject]?) {
        if isCancelled, let stage = link.stage {
            return takeDown(screens ?? transition.incomingScreens, on: stage)
        }
        notePresenter(of: transition)
        if waiter != nil || link.screenShownHandler != nil {
            if let screens { screens.forEach(noteShown) } else { transition.forEachIncomingScreen(noteShown) }
        }
        RestorationLog.record(transition, of: self)
        NavigationRecorder.record(transition, bringing: screens, of: self)
    }

    private func noteShown(_ screen: AnyObject) {
        if waiter != nil { requiredExtras.shownScreens.append(WeakScreen(screen: screen)) }
        link.screenShown(screen)
    }

    private func transitionEnded(_ transition: TrackedTransition, answeringWith answer: (@MainActor () -> Void)?) {
        pendingTransitions -= 1
        emit(.transitionFinished(request: requestText, transition.describe(on: link.stage)))
        guard let answer else { return finishIfDone() }
        if !isPerforming, pendingTransitions == 0, !isFinished, let queue {
            isFinished = true
            queue.finish(self, beforeNext: answer)  // the answer's handler finds the queue free
        } else {
            answer()
            finishIfDone()
        }
    }

    func finishIfDone() {
        guard !isPerforming, pendingTransitions == 0 else { return }
        if !isAnswered, openResponders == 0 { answerAsDismissed() }
        finishJob()
    }

    /// Answers a scene that ended without answering: with the request's dismissal response, else a failure.
    private func answerAsDismissed() {
        if let dismissal {  // the box, not `dismissalResponse`: no `Optional<Response>` on the way
            // A response no observer, handler or caller hears is not read out of its box (code generic over the
            // response type copies it through its value witnesses): the request is answered all the same.
            guard onResponse != nil || waiter != nil || link.isObserved else { return settleUnheard() }
            respond(dismissal.value)
        } else {
            fail(.sceneFailed("\(requestDescription) ended without an answer"))
        }
    }

    func finishJob() {
        guard !isFinished else { return }
        isFinished = true
        guard isLeftRunning else { return }  // while `start(on:)` runs, it tells the queue itself
        queue?.finish(self)
    }
}

/// Whether a transition is still being started, and the refusal it got meanwhile (thrown to the scene).
@MainActor
private final class StartingTransition {
    var isStarting = true
    var hasEnded = false
    var refusal: ScenePivotError?
}

/// One transition a scene started through its ``SceneContext``, described — by the names of its screens — only
/// when an observer listens, and the same way at its start and end.
@MainActor
final class TrackedTransition {
    private let transition: StageTransition<AnyObject>
    private var description: StageTransition<String>?

    init(_ transition: StageTransition<AnyObject>) {
        self.transition = transition
    }

    func describe(on stage: (any SceneStage)?) -> StageTransition<String> {
        if let description { return description }
        let made = transition.map { screen in stage?.name(of: screen) ?? String(describing: type(of: screen)) }
        description = made
        return made
    }
}
