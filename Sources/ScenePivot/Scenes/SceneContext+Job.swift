extension SceneContext: TransitionJob {
    /// Queues `scene` on `queue`; it is performed when the queue reaches it.
    func schedule(_ scene: AnyPivotScene<Response>, on queue: TransitionQueue) {
        self.scene = scene
        queue.enqueue(self)
    }

    func start(on queue: TransitionQueue) {
        isStarted = true
        let scene = self.scene
        self.scene = nil  // what the scene holds is released once it has performed
        if isAnswered {
            finishJob()  // cancelled while it waited: it shows nothing
        } else if link.isClosed {
            fail(.flowEnded(requestDescription))
            finishJob()
        } else if let scene, link.stage != nil {
            isPerforming = true
            do {
                try scene.perform(in: self)
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

    /// Cancels the request for a caller whose task was cancelled: it answers with
    /// ``ScenePivotError/cancelled(_:)`` at once; a request still queued leaves the queue and shows nothing, and
    /// what it shows is taken down — its alert dismissed, its presented screens dismissed, its pushed screens
    /// popped — including screens still on their way in, once they have arrived.
    func cancel() {
        guard !isAnswered else { return }
        isCancelled = true  // first: an answer given while the cancellation is told is ignored like any late one
        fail(.cancelled(requestDescription))
        guard isStarted else {
            link.stage?.transitionQueue.remove(self)
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
