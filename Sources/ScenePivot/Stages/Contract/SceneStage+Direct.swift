extension SceneStage {
    /// Performs `transition` directly, outside any pivot (tests and benchmarks): throws the refusal the stage
    /// reports at once, and calls `completion` when the transition has finished.
    package func performOrThrow(
        _ transition: StageTransition<AnyObject>, animated: Bool,
        completion: @escaping @MainActor () -> Void = {}
    ) throws(ScenePivotError) {
        let refusal = RefusalBox()
        perform(transition, animated: animated) { outcome in
            if case .failed(let error) = outcome, refusal.isStarting {
                refusal.error = error
                return
            }
            completion()
        }
        refusal.isStarting = false
        if let error = refusal.error { throw error }
    }

    /// Presents an alert directly, outside any pivot (tests): throws the refusal the stage reports at once, and
    /// calls `onAnswer` with the alert's answer once it has left.
    package func presentAlertOrThrow(
        _ content: AlertContent, animated: Bool, onAnswer: @escaping @MainActor (AlertAnswer?) -> Void
    ) throws(ScenePivotError) {
        let refusal = RefusalBox()
        perform(.alert(content), animated: animated) { outcome in
            switch outcome {
            case .failed(let error) where refusal.isStarting: refusal.error = error
            case .answered(let answer): onAnswer(answer)
            case .completed, .failed: onAnswer(nil)
            }
        }
        refusal.isStarting = false
        if let error = refusal.error { throw error }
    }
}

@MainActor
private final class RefusalBox {
    var isStarting = true
    var error: ScenePivotError?
}
