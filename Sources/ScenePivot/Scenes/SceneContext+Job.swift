extension SceneContext: TransitionJob {
    /// Queues the scene kept by ``keep(_:)`` on `queue`; it is performed when the queue reaches it.
    func schedule(on queue: TransitionQueue) {
        queue.enqueue(self)
    }

    func start(on queue: TransitionQueue) {
        isStarted = true
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
    /// ``ScenePivotError/cancelled(_:)`` at once; a request still queued shows nothing, and what it shows is taken
    /// down — its alert dismissed, its presented screens dismissed, its pushed screens popped.
    func cancel() {
        guard !isAnswered else { return }
        fail(.cancelled(requestDescription))
        isCancelled = true
        guard isStarted, let stage = link.stage else { return }
        if alertsOnScreen > 0 {
            stage.perform(.dismiss(nil), animated: true) { _ in }
        }
        let screens = shownScreens.compactMap(\.screen)
        shownScreens = []
        guard !screens.isEmpty else { return }
        let takeDown = { @MainActor (finish: @escaping @MainActor () -> Void) in
            Self.takeDown(screens.reversed(), on: stage, then: finish)
        }
        if isFinished {
            stage.transitionQueue.enqueue(CancellationTakedown(), start: takeDown)
        } else {
            takeDown {}
        }
    }

    /// Removes `screens`, top-most first: dismissed when presented, popped when pushed.
    private static func takeDown(
        _ screens: some Sequence<AnyObject>, on stage: any SceneStage, then finish: @escaping @MainActor () -> Void
    ) {
        var remaining = Array(screens)
        guard !remaining.isEmpty else { return finish() }
        let screen = remaining.removeFirst()
        let hierarchy = stage.hierarchy
        let transition: StageTransition<AnyObject>?
        if hierarchy.isPresented(screen) {
            transition = .dismiss(screen)
        } else if hierarchy.navigationStack.contains(where: { $0 === screen }) {
            transition = .pop(.before(screen))
        } else {
            transition = nil
        }
        guard let transition else { return takeDown(remaining, on: stage, then: finish) }
        stage.perform(transition, animated: true) { _ in takeDown(remaining, on: stage, then: finish) }
    }
}

/// The queue entry of a cancelled request's takedown.
private struct CancellationTakedown {}
