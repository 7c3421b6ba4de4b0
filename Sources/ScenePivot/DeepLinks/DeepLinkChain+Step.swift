extension DeepLinkChain {
    /// One step of a ``DeepLinkChain``: a request, and the pivot it is sent to, chosen when the step runs — after the
    /// steps before it have shown their screens, so a step can reach a tab's pivot that an earlier step brought on
    /// stage.
    ///
    /// ```swift
    /// let chain: DeepLinkChain = [
    ///     .request(TransitionRequest(.selectTab(2)), on: { app.main?.pivot }),
    ///     .request(TabDetailRequest(title: title), on: { app.pivot(for: .analysis) }),
    /// ]
    /// ```
    public struct Step {
        /// The request the step sends; interceptors and tests can inspect it.
        public let request: any SceneRequest
        /// Chooses the pivot when the step runs; `nil` sends to the pivot that opened the link.
        let choosePivot: (@MainActor () -> ScenePivot?)?

        /// A step that sends `request` to the pivot `pivot` returns when the step runs, or to the pivot that opened
        /// the link when no `pivot` is given. A step whose `pivot` returns `nil` fails the chain with
        /// ``ScenePivotError/hostDeallocated``.
        ///
        /// - Parameters:
        ///   - request: The request to send and await.
        ///   - pivot: Chooses the pivot when the step runs, such as `{ app.pivot(for: .analysis) }`.
        /// - Returns: The step, for a ``DeepLinkChain``.
        public static func request<Request: SceneRequest>(
            _ request: Request, on pivot: (@MainActor () -> ScenePivot?)? = nil
        ) -> DeepLinkChain.Step {
            DeepLinkChain.Step(request: request, choosePivot: pivot)
        }

        /// The request's ``SceneRequest/logDescription``, on one line.
        public var logDescription: String {
            TextEscaping.singleLine(request.logDescription)
        }
    }
}
