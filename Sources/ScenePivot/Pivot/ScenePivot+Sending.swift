extension ScenePivot {
    /// Sends `request` like ``response(to:)`` but with no task waiting: `completion` is called once, on the main
    /// actor, with the answer or the failure. How a deep link's chain runs its steps one after another without a
    /// task hop between them. Returns a closure that cancels the request as a cancelled task would.
    @discardableResult
    func send<Request: SceneRequest>(
        _ request: Request, then completion: @escaping @MainActor (Result<Request.Response, ScenePivotError>) -> Void
    ) -> @MainActor () -> Void {
        let waiter = ResponseWaiter<Request.Response>()
        waiter.observeResult(completion)
        waiter.cancellation = submit(request, waiter: waiter)
        return { waiter.cancel() }
    }
}

extension SceneContext {
    /// Calls `handler` if the task awaiting this request cancels it: how a scene whose work outlives its queue job
    /// (a child flow, a deep link's chain) stops that work too. Requests sent fire-and-forget cannot be cancelled.
    func whenCancelledByCaller(_ handler: @escaping @MainActor () -> Void) {
        waiter?.observeResult { result in
            if case .failure(.cancelled) = result { handler() }
        }
    }
}
