extension SceneContext: TransitionJob {
    /// Queues the scene kept by ``keep(_:)`` on `queue`; it is performed when the queue reaches it.
    func schedule(on queue: TransitionQueue) {
        waitingQueue = queue
        queue.enqueue(self)
        waiter?.admitted(on: queue, as: self)
    }

    func start(on queue: TransitionQueue) {
        isStarted = true
        if !isAnswered, !link.isClosed, link.stage != nil { makeScene() }
        // What the scene holds is released once it has performed (a kept transition, once it has ended).
        let plainScene = self.plainScene
        let boxedScene = plainScene == nil ? self.boxedScene : nil
        if boxedScene != nil { self.boxedScene = nil }
        if isAnswered {
            finishJob()  // cancelled while it waited: it shows nothing
        } else if link.isClosed {
            fail(.flowEnded(requestDescription))
            finishJob()
        } else if plainScene != nil || boxedScene != nil, let stage = link.stage {
            isPerforming = true
            do {
                if let plainScene {  // what `TransitionScene.perform(in:)` does, with the stage at hand
                    try performKeptTransition(animated: plainScene.animated, on: stage)
                } else {
                    performingStage = stage
                    defer { performingStage = nil }
                    try boxedScene?.perform(in: self)
                }
            } catch {
                fail(error)
            }
            isPerforming = false
            finishIfDone()
        } else {
            fail(.hostDeallocated)
            finishJob()
        }
        // Most scenes finish at once; only those still running keep a (weak) reference to the queue to finish.
        if isFinished {
            queue.finish(self)
        } else {
            self.queue = queue
        }
    }

    /// Whether this job answers a request of type `R` that `matches`, and is still unanswered: an answered request
    /// is no duplicate, so a "Retry?" asked again from its own handler is shown.
    func hasRequest<R>(matching matches: (R) -> Bool) -> Bool {
        guard !isAnswered, ObjectIdentifier(type(of: request)) == ObjectIdentifier(R.self),
            let request = request as? R
        else { return false }
        return matches(request)
    }

    /// The type of the request, as ``hasRequest(matching:)`` compares it.
    var requestType: ObjectIdentifier { ObjectIdentifier(type(of: request)) }

    /// Cancels the request for a caller whose task was cancelled: it answers with
    /// ``ScenePivotError/cancelled(_:)`` at once; a request still queued leaves the queue and shows nothing, and
    /// what it shows is taken down — its alert dismissed, its presented screens dismissed, its pushed screens
    /// popped — including screens still on their way in, once they have arrived.
    func cancel() {
        guard !isAnswered else { return }
        isCancelled = true  // first: an answer given while the cancellation is told is ignored like any late one
        fail(.cancelled(requestDescription))
        guard isStarted else {
            waitingQueue?.remove(self)
            return
        }
        guard let stage = link.stage else { return }
        if let stage = stage as? any AlertDismissingStage {
            for token in alertTokens { stage.dismissAlert(with: token, animated: true) }
        }
        let screens = shownScreens.compactMap(\.screen)
        shownScreens = []
        takeDown(screens, on: stage)
    }

    /// Takes down screens a cancelled request brought on stage: as part of the request's job while it runs, so
    /// the queue moves on once they are gone, or as a job of its own once the request's job has finished.
    func takeDown(_ screens: [AnyObject], on stage: any SceneStage) {
        guard !screens.isEmpty else { return }
        if isFinished {
            stage.transitionQueue.enqueue(CancellationTakedown()) { finish in
                Self.takeDown(screens.reversed(), on: stage, then: finish)
            }
        } else {
            pendingTransitions += 1
            Self.takeDown(screens.reversed(), on: stage) { [self] in
                pendingTransitions -= 1
                finishIfDone()
            }
        }
    }

    /// Removes `screens`, top-most first: each off its own navigation stack, or dismissed when presented.
    private static func takeDown(
        _ screens: some Sequence<AnyObject>, on stage: any SceneStage, then finish: @escaping @MainActor () -> Void
    ) {
        var remaining = Array(screens)
        guard !remaining.isEmpty else { return finish() }
        let screen = remaining.removeFirst()
        // Only this screen goes — from its own stack even when covered — so later requests' screens stay.
        guard stage.hierarchy.contains(screen) else { return takeDown(remaining, on: stage, then: finish) }
        stage.perform(.remove(screen), animated: true) { _ in takeDown(remaining, on: stage, then: finish) }
    }
}

/// The queue entry of a cancelled request's takedown.
private struct CancellationTakedown {}
