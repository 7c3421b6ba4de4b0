extension ScenePivot {
    /// Checks `request`, finds its scene and queues it. Everything about the request, up to its answer to
    /// `waiter` (or its handler and ``errorHandler``), lives in one ``SceneContext``; event payloads are only
    /// built when someone observes them. Returns how to cancel the request, for an awaiting caller. `trail` lists
    /// the requests an interceptor redirected to get to this one, if any.
    @discardableResult
    func submit<Request: SceneRequest>(
        _ request: Request, waiter: ResponseWaiter<Request.Response>?, trail: RedirectTrail? = nil
    ) -> (@MainActor () -> Void)? {
        let context = builder.route(for: Request.self).makeContext(for: request, link: link, waiter: waiter)
        guard let stage = link.stage else {
            link.emit(.requested(context.requestDescription))
            context.fail(.hostDeallocated)
            return nil
        }
        let queue = stage.transitionQueue
        context.cause = queue.performing
        if queue.isSubmitting {
            // An observer of another request's events asks: its request goes after the one being submitted.
            queue.deferSubmission { [self] in process(request, in: context, on: queue, trail: trail) }
        } else {
            process(request, in: context, on: queue, trail: trail)
        }
        guard waiter != nil else { return nil }
        return { [weak context] in context?.cancel() }
    }

    private func process<Request: SceneRequest>(
        _ request: Request, in context: SceneContext<Request.Response>, on queue: TransitionQueue,
        trail: RedirectTrail?
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
        if interception.isIntercepting {
            return runInterceptors(interception.interceptors[...], on: request, in: context, on: queue, trail: trail)
        }
        admit(request, in: context, on: queue)
    }

    /// Coalesces, resolves and queues a request that passed its checks and its interceptors, inside a submission: a
    /// request no factory or default scene answers fails here, at once; its scene is made when its turn comes.
    func admit<Request: SceneRequest>(
        _ request: Request, in context: SceneContext<Request.Response>, on queue: TransitionQueue
    ) {
        // The route now: an observer of the events above, or an interceptor, may have changed the registrations.
        let route = builder.route(for: Request.self)
        // Scanned only when a request of this type is there and its type can have duplicates at all.
        if request.duplicatePolicy == .coalesce, queue.isBusy, queue.mayContainRequest(ofType: Request.self),
            !route.isNeverDuplicate,
            queue.containsRequest(where: { (other: Request) in request.isDuplicate(of: other) })
        {
            link.emit(.coalesced(context.requestDescription))
            return context.fail(.duplicateRequest(context.requestDescription))
        }
        do {
            try route.prepareScene(for: request, in: context)  // made at its turn (`SceneContext.makeScene()`)
        } catch {
            return context.fail(error)
        }
        if queue.isBusy {
            link.emit(.waiting(context.requestDescription, ahead: queue.waitingCount + 1))
        }
        queue.suspendSubmission()
        context.schedule(on: queue)
        queue.beginSubmission()  // balanced by the submission's end
    }
}
