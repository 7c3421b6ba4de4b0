/// A stage that can take down the alert on top without an answer, as `alert.dismiss(animated:)` does: how a
/// request whose awaiting task was cancelled removes its alert (the rules refuse every other transition while an
/// alert waits for its answer). A stage that is not one leaves such an alert up until the user answers it.
@MainActor
package protocol AlertDismissingStage: AnyObject {
    /// Dismisses the alert on top once the stage is ready — after every transition asked for before — unless by
    /// then no alert waiting for its answer is on top. The alert ends as if it had left without a tap.
    func dismissTopAlert(animated: Bool)
}

extension EngineStage {
    /// Dismisses the alert on top once the stage is ready, through the stage's engine.
    package func dismissTopAlert(animated: Bool) {
        engine.dismissTopAlert(animated: animated)
    }
}

extension StageEngine {
    /// Dismisses the alert on top once the stage is ready — after every transition asked for before it — unless
    /// no alert waiting for its answer is on top by then; the alert's own transition then ends as for an alert
    /// that left without a tap.
    package func dismissTopAlert(animated: Bool) {
        whenReady { [weak self] in
            guard let self, let root = backend.rootNode else { return }
            let top = rules.topContext(from: root)
            guard backend.kind(of: top) == .alert else { return }
            backend.dismiss(top, animated: animated) {}
        }
    }
}
