extension ScenePivot {
    /// The most redirects in a row a request may go through; one more counts as a loop
    /// (``ScenePivotError/redirectLoop(_:)``).
    public static let redirectLimit = 8

    /// Installs an interceptor that sees every request sent to this pivot, and to the pivots made from it (child
    /// pivots, and the pivots of flows started from it), before the request is queued, and decides what happens to
    /// it: it goes on, another request is sent instead, it waits for a gate, or it is denied.
    ///
    /// ```swift
    /// let signIn = RequestGate("sign-in")
    /// pivot.intercept(named: "auth") { request in
    ///     guard request is RequiresSignIn, session.token == nil else { return .proceed }
    ///     return .hold(until: signIn)   // opened once the login flow finishes
    /// }
    /// ```
    ///
    /// Interceptors run after the request is checked (``SceneRequest/validate()``, a closed flow) and before
    /// duplicates are coalesced and its scene is chosen. They run in order: a parent pivot's before a child's, each
    /// pivot's in the order they were installed; the first that does not let the request proceed decides. A held
    /// request goes on through the interceptors after the one that held it once its gate opens. A request sent
    /// instead (``InterceptionDecision/redirect(to:)``) goes to this same pivot and meets every interceptor again; a
    /// redirect that would repeat a request of its own trail, or go past ``redirectLimit``, fails the request being
    /// redirected with ``ScenePivotError/redirectLoop(_:)`` and is not sent. Each decision is a
    /// ``PivotEvent/intercepted(request:by:decision:)`` event: `intercept AlbumDetailRequest by auth: hold until sign-in`.
    ///
    /// - Parameters:
    ///   - name: How events and errors name the interceptor.
    ///   - decide: Called on the main actor with each request; returns the decision. It may send requests itself
    ///     (they go after the request being intercepted).
    /// - Returns: The installed interceptor, to ``PivotObservation/cancel()`` it; the interceptor stays installed
    ///   whether or not you keep it.
    @discardableResult
    public func intercept(
        named name: String, _ decide: @escaping @MainActor (any SceneRequest) -> InterceptionDecision
    ) -> PivotObservation {
        let interceptor = Interceptor(name: name, decide: decide)
        interception.chain.add(interceptor)
        return PivotObservation(interceptor, in: interception.chain)
    }

    /// A pivot on `stage` (a tab's or page's) with a child scope of this pivot's builder, its error handler and its
    /// interceptors: the pivot of a flow started there.
    func makeChildPivot(on stage: any SceneStage) -> ScenePivot {
        let child = ScenePivot(stage: stage, builder: builder.makeChildScope())
        child.customErrorHandler = customErrorHandler
        child.interception.inherit(from: interception)
        return child
    }

    /// Runs `interceptors` on `request`, inside a submission, until one does not let it proceed; when all do, the
    /// request is admitted to the queue.
    func runInterceptors<Request: SceneRequest>(
        _ interceptors: ArraySlice<Interceptor>, on request: Request, in context: SceneContext<Request.Response>,
        on queue: TransitionQueue, trail: RedirectTrail?
    ) {
        var remaining = interceptors
        while let interceptor = remaining.popFirst() {
            guard !interceptor.isRemoved else { continue }
            let decision = interceptor.decide(request)
            guard !context.isAnswered else { return }
            // An interceptor that ended the pivot's flow: nothing of the flow's may be held or shown any more.
            if link.isClosed { return context.fail(.flowEnded(context.requestDescription)) }
            link.emit(
                .intercepted(
                    request: context.requestText, by: PivotEvent.Text(interceptor.name),
                    decision: PivotEvent.Text(decision.description)))
            switch decision {
            case .proceed:
                continue
            case .deny(let reason):
                return context.fail(.denied(context.requestDescription, reason: reason))
            case .redirect(let target):
                return redirect(request, in: context, to: target, by: interceptor.name, trail: trail)
            case .hold(let gate):
                return hold(request, in: context, until: gate, then: remaining, trail: trail)
            }
        }
        admit(request, in: context, on: queue)
    }

    private func hold<Request: SceneRequest>(
        _ request: Request, in context: SceneContext<Request.Response>, until gate: RequestGate,
        then remaining: ArraySlice<Interceptor>, trail: RedirectTrail?
    ) {
        let entry = HeldRequest(request, context: context, remaining: remaining, trail: trail)
        interception.hold(entry)
        // A cancelled request leaves the pivot's and the gate's lists at once.
        context.waiter?.observeResult { [weak self, weak gate, weak entry] _ in
            guard let entry else { return }
            self?.interception.release(entry)
            gate?.release(entry)
        }
        gate.hold(entry)
    }

    /// Lets a held request go on once its gate opened: through the interceptors after the one that held it, then
    /// into the queue — after the submission under way, if any.
    func resume<Request: SceneRequest>(_ held: HeldRequest<Request>, gate: String) {
        let context = held.context
        link.emit(.resumed(request: context.requestText, gate: PivotEvent.Text(TextEscaping.singleLine(gate))))
        guard let stage = link.stage else { return context.fail(.hostDeallocated) }
        let queue = stage.transitionQueue
        let proceed = { @MainActor [self] in
            guard !context.isAnswered else { return }
            queue.beginSubmission()
            defer { queue.endSubmission() }
            if link.isClosed { return context.fail(.flowEnded(context.requestDescription)) }
            runInterceptors(held.remaining, on: held.request, in: context, on: queue, trail: held.trail)
        }
        if queue.isSubmitting {
            queue.deferSubmission(proceed)
        } else {
            proceed()
        }
    }

    /// Fails `request` as redirected and sends `target` to this pivot instead — unless that closes a loop.
    private func redirect<Request: SceneRequest>(
        _ request: Request, in context: SceneContext<Request.Response>, to target: any SceneRequest,
        by interceptor: String, trail: RedirectTrail?
    ) {
        var trail = trail ?? RedirectTrail()
        trail.append(request)
        if trail.contains(target) || trail.count > Self.redirectLimit {
            return context.fail(.redirectLoop(trail.describe(endingWith: target)))
        }
        context.fail(
            .redirected(
                context.requestDescription, to: TextEscaping.singleLine(target.logDescription), by: interceptor))
        sendRedirect(target, trail: trail)
    }

    private func sendRedirect(_ target: some SceneRequest, trail: RedirectTrail) {
        submit(target, waiter: nil, trail: trail)
    }

    /// How many requests this pivot's interceptors hold now (for tests of pruning).
    package var heldRequestCount: Int { interception.heldCount }
}
