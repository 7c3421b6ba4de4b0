/// How far the first transition a scene performs through ``SceneContext/perform(_:animated:)`` has got, tracked in
/// the context's own storage. Most scenes perform exactly one transition, which then allocates nothing of its own:
/// no tracker, no start state, and a completion closure that captures only the context. Later transitions of the
/// same context — and alerts, which answer — are tracked by `run(_:animated:ended:)` as before. The slot is used
/// once, so a stage that reports a transition's end twice is still caught: the first report stands.
///
/// Plain flags, apart from the transition itself (``SceneContext/inlineTransitionValue``) and the rarely needed
/// ``InlineTransitionNotes``, so that updating them costs a store.
struct InlineTransition {
    /// Whether the slot has been taken.
    var isUsed = false
    /// Whether the stage's `perform` has not returned yet: a refusal reported meanwhile is thrown to the scene.
    var isStarting = false
    /// Whether the stage has reported the end.
    var hasEnded = false
    /// Whether the stage refused the transition while starting it (the refusal is in the notes).
    var wasRefused = false
    /// Whether the stage completed the transition while starting it, not held, after something began to read it
    /// (an observer, or the noting of its end, added by code the stage ran meanwhile — a handler answered as a
    /// screen left): its end is taken once the stage returns, where the transition is at hand.
    var endsOnReturn = false
    /// Whether ``SceneContext/inlineTransitionValue`` holds the transition: from its start, or from the stage's
    /// return when nothing read it while the stage performed it, until its end.
    var holdsValue = false
    /// Whether the transition is, or may be, a presentation (whose presenter is noted when it completes).
    var isPresentation = false
}

/// What an in-place transition rarely needs: its description, made for the first event that asks and kept for
/// the last, the refusal reported while it started, the new screens of a stack change (the rest were on stage
/// already), and the tracking of responders that waits for its screens to arrive.
final class InlineTransitionNotes {
    var description: StageTransition<String>?
    var refusal: ScenePivotError?
    var newScreens: [AnyObject]?
    var arrivals: [@MainActor () -> Void] = []
}

extension SceneContext {
    /// Performs `transition` on `stage`, tracked in ``inlineTransition``: the same steps and events as
    /// `run(_:animated:ended:)` with `perform(_:animated:)`'s ending.
    func performInline(
        _ transition: StageTransition<AnyObject>, animated: Bool, on stage: any SceneStage
    ) throws(ScenePivotError) {
        try startInlineTransition(transition, shape: transition.shape, animated: animated, on: stage)
    }

    /// Starts `asked`, of kind `shape` (``TransitionShape``), tracked in ``inlineTransition``: a one-step scene's
    /// transition, or the first one a scene performs.
    func startInlineTransition(
        _ asked: StageTransition<AnyObject>, shape: TransitionShape, animated: Bool, on stage: any SceneStage
    ) throws(ScenePivotError) {
        if shape.isPresentation, let replaced = ownReplacement(of: asked, on: stage) {
            return try startInline(replaced, shape: shape, animated: animated, on: stage)
        }
        try startInline(asked, shape: shape, animated: animated, on: stage)
    }

    /// Hands `transition` itself to the stage — a copy of the context's ``inlineTransitionValue`` would have to be
    /// made for the call, and destroyed after it — and keeps it there only for what reads it: its end's noting and
    /// an observer's description, which may come while the stage performs it, or anything once `perform` has
    /// returned with the transition still under way.
    private func startInline(
        _ transition: StageTransition<AnyObject>, shape: TransitionShape, animated: Bool, on stage: any SceneStage
    ) throws(ScenePivotError) {
        inlineTransition = InlineTransition(isUsed: true, isStarting: true, isPresentation: shape.isPresentation)
        if needsNoting || link.isObserved { holdInline(transition) }
        if shape.isSetStack { notes().newScreens = try newScreens(of: transition) }
        if shape.mayBeInteractive, let interaction = transition.interaction {
            requiredExtras.interactions.append(interaction)
        }
        pendingTransitions += 1
        emit(.transitionStarted(request: requestText, describeInlineTransition(transition, on: stage)))
        stage.perform(transition, animated: animated) { [self] outcome in endInlineTransition(outcome) }
        inlineTransition.isStarting = false
        if !inlineTransition.holdsValue, !inlineTransition.hasEnded || inlineTransition.endsOnReturn {
            holdInline(transition)
            if inlineTransition.endsOnReturn { endInline(completed: true) }
        }
        if inlineTransition.wasRefused, let refusal = inlineTransitionNotes?.refusal {
            inlineTransitionNotes?.refusal = nil
            pendingTransitions -= 1
            throw refusal
        }
    }

    private func holdInline(_ transition: StageTransition<AnyObject>) {
        inlineTransitionValue = transition
        inlineTransition.holdsValue = true
    }

    private func endInlineTransition(_ outcome: StageOutcome) {
        guard !inlineTransition.hasEnded else { return }
        inlineTransition.hasEnded = true
        if case .failed(let error) = outcome {
            releaseInlineTransitionValue()
            if inlineTransition.isStarting {
                inlineTransition.wasRefused = true
                notes().refusal = error
                return
            }
            runInlineArrivals()
            pendingTransitions -= 1
            fail(error)
            return finishIfDone()
        }
        let isCompleted: Bool
        if case .completed = outcome { isCompleted = true } else { isCompleted = false }
        // Not held, so nothing of the request's own read it when it started, and still nothing does (only an
        // awaiting caller cancels): only a reader of the pivot's, added by code the stage ran meanwhile, may.
        if isCompleted, !inlineTransition.holdsValue, inlineTransition.isStarting, link.mayReadTransitions {
            inlineTransition.endsOnReturn = true
            return
        }
        endInline(completed: isCompleted)
    }

    /// Takes the end of the in-place transition, which did not fail: notes it when it completed, runs what waited
    /// for its screens, and reports it.
    private func endInline(completed: Bool) {
        if completed, inlineTransition.holdsValue, needsNoting {
            noteShown(inlineTransitionValue, bringing: inlineTransitionNotes?.newScreens)
        }
        runInlineArrivals()
        pendingTransitions -= 1
        emit(
            .transitionFinished(
                request: requestText,
                describeInlineTransition(inlineTransition.holdsValue ? inlineTransitionValue : nil, on: link.stage)))
        releaseInlineTransitionValue()  // released once its end is reported
        finishIfDone()
    }

    /// Whether ``noteShown(_:bringing:)`` has anything to do for the in-place transition: a cancelled request's
    /// screens to take down, a presenter to note, screens to list or announce, or a restoration or a navigation
    /// recorder to tell.
    @inline(__always)
    private var needsNoting: Bool {
        isCancelled || inlineTransition.isPresentation || waiter != nil || link.screenShownHandler != nil
            || cause != nil || link.hasRestorationLog || link.isTraced
    }

    private func releaseInlineTransitionValue() {
        guard inlineTransition.holdsValue else { return }
        inlineTransition.holdsValue = false
        inlineTransitionValue = .dismissAll
    }

    /// Whether `screen` is one the in-place transition, still in flight, brings on stage.
    func isArrivingInline(_ screen: AnyObject) -> Bool {
        guard inlineTransition.isUsed, !inlineTransition.hasEnded, inlineTransition.holdsValue else { return false }
        if let newScreens = inlineTransitionNotes?.newScreens { return newScreens.contains { $0 === screen } }
        var isIncoming = false
        inlineTransitionValue.forEachIncomingScreen { if $0 === screen { isIncoming = true } }
        return isIncoming
    }

    /// Runs `tracking` once the in-place transition has ended, or failed.
    func whenArrivedInline(_ tracking: @escaping @MainActor () -> Void) {
        notes().arrivals.append(tracking)
    }

    @inline(__always)  // most transitions have no notes: a load and a branch
    private func runInlineArrivals() {
        guard let notes = inlineTransitionNotes, !notes.arrivals.isEmpty else { return }
        let arrivals = notes.arrivals
        notes.arrivals = []
        arrivals.forEach { $0() }
    }

    /// The transition with its screens named as `stage` names them, the same at its start and end.
    private func describeInlineTransition(
        _ transition: StageTransition<AnyObject>?, on stage: (any SceneStage)?
    ) -> StageTransition<String> {
        let notes = notes()
        if let description = notes.description { return description }
        let made = (transition ?? .dismissAll).map { screen in
            stage?.name(of: screen) ?? String(describing: type(of: screen))
        }
        notes.description = made
        return made
    }

    private func notes() -> InlineTransitionNotes {
        if let inlineTransitionNotes { return inlineTransitionNotes }
        let notes = InlineTransitionNotes()
        inlineTransitionNotes = notes
        return notes
    }
}
