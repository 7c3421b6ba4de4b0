extension ScenePivot {
    /// Starts `flow` at the top of a flow tree, with a child pivot of this one: an app flow on the window's stage,
    /// or a flow a plain screen starts. It keeps itself alive until it ends — its root screen leaves, it finishes
    /// or is cancelled — and `onEnd` is called once.
    ///
    /// ```swift
    /// let app = pivot.startFlow(AppFlow(tokens: keychain))   // keep it, like SceneDelegate keeps its coordinator
    /// ```
    @discardableResult
    public func startFlow<Flow: SceneFlow>(
        _ flow: Flow, onEnd: @escaping @MainActor (FlowEnding<Flow.Outcome>) -> Void = { _ in }
    ) -> FlowContext<Flow.Outcome> {
        let context = FlowContext<Flow.Outcome>(
            flow: flow, pivot: makeChildPivot(), keepsItselfAlive: true, onEnd: onEnd)
        context.begin(flow)
        return context
    }
}
