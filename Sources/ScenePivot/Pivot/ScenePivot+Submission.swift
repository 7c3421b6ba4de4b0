extension ScenePivot {
    /// Checks `request`, finds its scene and queues it. Everything about the request, up to its answer to
    /// `waiter` (or its handler and ``errorHandler``), lives in one ``SceneContext``; event payloads are only
    /// built when someone observes them. Returns how to cancel the request, for an awaiting caller.
    @discardableResult
    func submit<Request: SceneRequest>(_ request: Request, waiter: ResponseWaiter<Request.Response>?)
        -> (@MainActor () -> Void)?
    {
        let route = builder.route(for: Request.self)
        let context = route.makeContext(for: request, link: link, waiter: waiter)
        guard let stage = link.stage else {
            link.emit(.requested(context.requestDescription))
            context.fail(.hostDeallocated)
            return nil
        }
        let queue = stage.transitionQueue
        if queue.isSubmitting {
            // An observer of another request's events asks: its request goes after the one being submitted.
            queue.deferSubmission { [self] in process(request, in: context, on: queue, route: route) }
        } else {
            process(request, in: context, on: queue, route: route)
        }
        guard waiter != nil else { return nil }
        return { [weak context] in context?.cancel() }
    }

    private func process<Request: SceneRequest>(
        _ request: Request, in context: SceneContext<Request.Response>, on queue: TransitionQueue,
        route: RequestRoute<Request>
    ) {
        guard !context.isAnswered else { return }  // cancelled while it was deferred
        queue.beginSubmission()
        defer { queue.endSubmission() }
        link.emit(.requested(context.requestDescription))
        if link.isClosed { return context.fail(.flowEnded(context.requestDescription)) }
        do {
            try request.validate()
        } catch {
            return context.fail(error)
        }
        // Scanned only when a request of this type is there and its type can have duplicates at all.
        if request.duplicatePolicy == .coalesce, queue.isBusy, queue.mayContainRequest(ofType: Request.self),
            !route.isNeverDuplicate,
            queue.containsRequest(where: { (other: Request) in request.isDuplicate(of: other) })
        {
            link.emit(.coalesced(context.requestDescription))
            return context.fail(.duplicateRequest(context.requestDescription))
        }
        do {
            // The route found at submission, unless an observer of the events above changed the registrations.
            let current = route.version == builder.lineageVersion ? route : builder.route(for: Request.self)
            let isDefault = try current.prepareScene(for: request, in: context)
            link.emit(
                .sceneChosen(
                    request: context.requestDescription, scene: TextEscaping.singleLine(context.keptSceneDescription),
                    isDefault: isDefault))
        } catch {
            return context.fail(error)
        }
        if queue.isBusy {
            link.emit(.waiting(context.requestDescription, ahead: queue.waitingCount + 1))
        }
        queue.endSubmission()
        context.schedule(on: queue)
        queue.beginSubmission()  // balanced by the `defer` above
    }
}
