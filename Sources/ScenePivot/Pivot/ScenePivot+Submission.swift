extension ScenePivot {
    /// Checks `request`, finds its scene and queues it. Everything about the request, up to its answer to
    /// `waiter` (or its handler and ``errorHandler``), lives in one ``SceneContext``; event payloads are only
    /// built when someone observes them. Returns how to cancel the request, for an awaiting caller. `trail` lists
    /// the requests an interceptor redirected to get to this one, if any.
    @discardableResult
    func submit<Request: SceneRequest>(
        _ request: Request, waiter: ResponseWaiter<Request.Response>?, trail: RedirectTrail? = nil
    ) -> (@MainActor () -> Void)? {
        let route = builder.route(for: Request.self)
        let context = route.makeContext(for: request, link: link, waiter: waiter)
        guard let stage = link.stage else {
            link.emit(.requested(context.requestText))
            context.fail(.hostDeallocated)
            return nil
        }
        let queue = stage.transitionQueue
        context.cause = queue.performing
        if queue.isSubmitting {
            // An observer of another request's events asks: its request goes after the one being submitted.
            queue.deferSubmission { [self] in process(request, in: context, on: queue, trail: trail, route: route) }
        } else {
            process(request, in: context, on: queue, trail: trail, route: route)
        }
        guard waiter != nil else { return nil }
        return { [weak context] in context?.cancel() }
    }

    @inline(__always)
    private func process<Request: SceneRequest>(
        _ request: Request, in context: SceneContext<Request.Response>, on queue: TransitionQueue,
        trail: RedirectTrail?, route: RequestRoute<Request>
    ) {
        guard !context.isAnswered else { return }  // cancelled while it was deferred
        queue.beginSubmission()
        defer { queue.endSubmission() }
        link.emit(.requested(context.requestText))
        // A scene's follow-up (it has a cause) is not recorded: replaying the request that scene answers sends it.
        if link.isTraced, context.cause == nil, let recorder = link.traceRecorder {
            recorder.noteRequest(request, describedAs: context.requestDescription, by: context)
        }
        if link.isClosed { return context.fail(.flowEnded(context.requestDescription)) }
        do {
            try request.validate()
        } catch {
            return context.fail(error)
        }
        if interception.isIntercepting {
            return runInterceptors(interception.interceptors[...], on: request, in: context, on: queue, trail: trail)
        }
        admit(request, in: context, on: queue, route: route)
    }

    /// Coalesces, resolves and queues a request that passed its checks and its interceptors, inside a submission: a
    /// request no factory or default scene answers fails here, at once; its scene is made when its turn comes.
    @inline(__always)
    func admit<Request: SceneRequest>(
        _ request: Request, in context: SceneContext<Request.Response>, on queue: TransitionQueue,
        route submitted: RequestRoute<Request>? = nil
    ) {
        // The route now: an observer of the events above, or an interceptor, may have changed the registrations,
        // which makes the route looked up at submission stale (its version is no longer the lineage's).
        guard let submitted, submitted.version == builder.lineageVersion else {
            return admit(request, in: context, on: queue, by: builder.route(for: Request.self))
        }
        admit(request, in: context, on: queue, by: submitted)
    }

    /// Coalesces, resolves and queues a request along `route`, which is current.
    @inline(__always)
    private func admit<Request: SceneRequest>(
        _ request: Request, in context: SceneContext<Request.Response>, on queue: TransitionQueue,
        by route: RequestRoute<Request>
    ) {
        // Scanned only when a request of this type is there and its type can have duplicates at all.
        if request.duplicatePolicy == .coalesce, queue.isBusy, queue.mayContainRequest(ofType: Request.self),
            !route.isNeverDuplicate, isDuplicateQueued(request, on: queue, hashed: route.isHashedDuplicate)
        {
            link.emit(.coalesced(context.requestText))
            return context.fail(.duplicateRequest(context.requestDescription))
        }
        do {
            try route.prepareScene(for: request, in: context)  // made at its turn (`SceneMaker.makeAndStartScene`)
        } catch {
            return context.fail(error)
        }
        if queue.isBusy {
            link.emit(.waiting(context.requestText, ahead: queue.waitingCount + 1))
        }
        queue.suspendSubmission()
        context.schedule(on: queue)
        queue.beginSubmission()  // balanced by the submission's end
    }

    /// Whether a duplicate of `request` is in flight or waiting: by hash when its type's requests are duplicates
    /// exactly when equal (a `Hashable` request), else compared with each one of its type.
    private func isDuplicateQueued<Request: SceneRequest>(
        _ request: Request, on queue: TransitionQueue, hashed: Bool
    ) -> Bool {
        let matches = { (other: Request) in request.isDuplicate(of: other) }
        if hashed, let key = request as? AnyHashable {
            return queue.containsRequest(hashing: key, where: matches)
        }
        return queue.containsRequest(where: matches)
    }
}
