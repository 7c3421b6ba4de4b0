extension FlowContext {
    /// Registers `requestType` to start a child flow of this flow, made by `makeFlow`, and answer with how the
    /// child ended: a view model that only holds ``SceneSwitching`` starts the flow by request and awaits its ending.
    ///
    /// ```swift
    /// struct CheckoutRequest: SceneRequest {
    ///     typealias Response = FlowEnding<Receipt>
    ///     let cart: Cart
    /// }
    ///
    /// flow.registerFlow(CheckoutRequest.self) { request in CheckoutFlow(cart: request.cart) }
    ///
    /// // in a view model:
    /// if let receipt = try await scenes.response(to: CheckoutRequest(cart: cart)).outcome { show(receipt) }
    /// ```
    ///
    /// The child is started like ``startChild(_:on:onEnd:)`` with no stage — on this flow's stage, whichever pivot
    /// the request was sent to — when the request's turn in the queue comes. The request does not hold the
    /// transition queue while the child runs: its job ends at once, and the child's own requests, and any others,
    /// run meanwhile. It answers once the child ends, with ``FlowEnding/finished(_:)``, ``FlowEnding/left``,
    /// ``FlowEnding/cancelled`` or ``FlowEnding/failed(_:)`` — those are answers, not errors; the request itself
    /// throws only when it cannot start the flow (this flow ended, an interceptor denied it, …). Cancelling the task
    /// that awaits the request cancels the child, which then answers ``FlowEnding/cancelled``.
    ///
    /// - Parameters:
    ///   - requestType: The request that starts the child; its `Response` is the child's ``FlowEnding``.
    ///   - makeFlow: Makes the child flow from the request, when the request's turn comes.
    public func registerFlow<Request: SceneRequest, Child: SceneFlow>(
        _ requestType: Request.Type, _ makeFlow: @escaping @MainActor (Request) -> Child
    ) where Request.Response == FlowEnding<Child.Outcome> {
        builder.register(requestType) { [weak self] request in
            ChildFlowScene(parent: self, makeFlow: { makeFlow(request) })
        }
    }
}

/// Starts a child flow of `parent` and answers with its ending, leaving the queue free while the child runs.
@MainActor
struct ChildFlowScene<ParentOutcome, Child: SceneFlow>: PivotScene {
    weak var parent: FlowContext<ParentOutcome>?
    let makeFlow: @MainActor () -> Child

    /// `start flow CheckoutFlow`.
    var logDescription: String { "start flow \(Child.self)" }

    func perform(in context: SceneContext<FlowEnding<Child.Outcome>>) throws(ScenePivotError) {
        guard let parent, parent.isRunning else { throw .flowEnded(context.requestDescription) }
        let responder = context.makeResponder()
        let child = parent.startChild(makeFlow()) { ending in responder.respond(ending) }
        context.whenCancelledByCaller { [weak child] in child?.cancel() }
    }
}
