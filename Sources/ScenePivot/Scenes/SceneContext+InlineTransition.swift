/// The first transition a scene performs through ``SceneContext/perform(_:animated:)``, tracked in the context's
/// own storage. Most scenes perform exactly one transition, which then allocates nothing of its own: no tracker,
/// no start state, and a completion closure that captures only the context. Later transitions of the same context
/// — and alerts, which answer — are tracked by `run(_:animated:ended:)` as before. The slot is used once, so a
/// stage that reports a transition's end twice is still caught: the first report stands.
struct InlineTransition {
    /// The transition while it runs; `nil` before and after.
    var transition: StageTransition<AnyObject>?
    /// The transition with its screens named, made for the first event that needs it and kept for the last.
    var description: StageTransition<String>?
    /// Whether the slot has been taken.
    var isUsed = false
    /// Whether the stage's `perform` has not returned yet: a refusal reported meanwhile is thrown to the scene.
    var isStarting = false
    /// Whether the stage has reported the end.
    var hasEnded = false
    /// The refusal reported while starting.
    var refusal: ScenePivotError?
}

extension SceneContext {
    /// Performs `transition` on `stage`, tracked in ``inlineTransition``; the same steps and events as
    /// `run(_:animated:ended:)` with `perform(_:animated:)`'s ending.
    func performInline(
        _ transition: StageTransition<AnyObject>, animated: Bool, on stage: any SceneStage
    ) throws(ScenePivotError) {
        inlineTransition.isUsed = true
        inlineTransition.isStarting = true
        inlineTransition.transition = transition
        pendingTransitions += 1
        emit(.transitionStarted(request: requestDescription, describeInlineTransition(on: stage)))
        stage.perform(transition, animated: animated) { [self] outcome in endInlineTransition(outcome) }
        inlineTransition.isStarting = false
        if let refusal = inlineTransition.refusal {
            inlineTransition.refusal = nil
            inlineTransition.transition = nil
            pendingTransitions -= 1
            throw refusal
        }
    }

    private func endInlineTransition(_ outcome: StageOutcome) {
        guard !inlineTransition.hasEnded, let transition = inlineTransition.transition else { return }
        inlineTransition.hasEnded = true
        if case .failed(let error) = outcome {
            if inlineTransition.isStarting { return inlineTransition.refusal = error }
            inlineTransition.transition = nil
            pendingTransitions -= 1
            fail(error)
            return finishIfDone()
        }
        if case .completed = outcome { noteShown(transition) }
        pendingTransitions -= 1
        emit(.transitionFinished(request: requestDescription, describeInlineTransition(on: link.stage)))
        inlineTransition.transition = nil
        inlineTransition.description = nil
        finishIfDone()
    }

    /// The transition with its screens named as `stage` names them, the same at its start and end.
    private func describeInlineTransition(on stage: (any SceneStage)?) -> StageTransition<String> {
        if let description = inlineTransition.description { return description }
        let transition = inlineTransition.transition ?? .dismissAll
        let made = transition.map { screen in stage?.name(of: screen) ?? String(describing: type(of: screen)) }
        inlineTransition.description = made
        return made
    }
}
