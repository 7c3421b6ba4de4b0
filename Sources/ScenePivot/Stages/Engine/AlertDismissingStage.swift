/// A stage that can take down an alert without an answer, as `alert.dismiss(animated:)` does: how a request whose
/// awaiting task was cancelled removes its alert (the rules refuse every other transition while an alert waits for
/// its answer). A stage that is not one leaves such an alert up until the user answers it.
@MainActor
package protocol AlertDismissingStage: AnyObject {
    /// Dismisses the alert shown with `token` once the stage is ready — unless by then it has gone, was tapped or
    /// is leaving. The alert ends as if it had left without a tap. Another request's alert is never touched.
    func dismissAlert(with token: AlertToken, animated: Bool)
}

extension EngineStage {
    /// Dismisses the alert shown with `token`, through the stage's engine.
    package func dismissAlert(with token: AlertToken, animated: Bool) {
        engine.dismissAlert(with: token, animated: animated)
    }
}
