extension SceneContext: TransitionJob {
    /// Queues the request on `queue`; its scene is made, or was kept (``keep(_:)``), and performed when the queue
    /// reaches it.
    func schedule(on queue: TransitionQueue) {
        queue.enqueue(self)
        // Only an awaiting caller can cancel the request while it waits: its waiter keeps the queue.
        waiter?.admitted(on: queue, as: self)
    }

    func start(on queue: TransitionQueue) {
        isStarted = true
        // The stage, loaded once and held while the scene is made and performs (`link.stage` is never set again).
        guard !isAnswered, !link.isClosed, let stage = link.stage else { return startUnstaged(on: queue) }
        // A registered factory makes the scene now, and starts it (``startMadeStep(_:on:queue:)``,
        // ``startKeptScene(on:queue:)``); a default scene was kept when the request was admitted.
        if let sceneMaker {
            self.sceneMaker = nil
            sceneMaker.makeAndStartScene(in: self, on: stage, queue: queue)
        } else {
            startKeptScene(on: stage, queue: queue)
        }
        leave(queue)
    }

    /// Performs `step`, the one-step transition (`.push(screen)`, `.present(screen)`, …) a factory has just made,
    /// as `Transition.perform(in:)` would: the transition is handed on as the factory returned it, never kept in a
    /// field of its own (each copy of it, and its destruction, goes through its type's value witnesses).
    func startMadeStep(_ step: Transition, on stage: any SceneStage, queue: TransitionQueue) {
        reportSceneChosen(step.stageTransition.sceneName)
        guard isReadyToPerform() else { return }
        performing(on: queue) { () throws(ScenePivotError) in
            try startInlineTransition(step.stageTransition, shape: step.shape, animated: step.animated, on: stage)
        }
    }

    /// Performs the scene kept in ``boxedScene``, if any; what it holds is released once it has performed.
    func startKeptScene(on stage: any SceneStage, queue: TransitionQueue) {
        let boxedScene = self.boxedScene
        if boxedScene != nil { self.boxedScene = nil }
        reportSceneChosen(boxedScene?.logDescription ?? "")
        guard isReadyToPerform() else { return }
        guard let boxedScene else {
            fail(.hostDeallocated)
            return finishJob()
        }
        performing(on: queue) { () throws(ScenePivotError) in
            performingQueue = queue  // a deep link's scene finds its line there
            performingStage = stage
            defer {
                performingStage = nil
                performingQueue = nil
            }
            try boxedScene.perform(in: self)
        }
    }

    /// Whether the scene chosen is to perform: not when it could not be made, or an observer of the scene chosen
    /// closed the flow (the job then finishes here).
    private func isReadyToPerform() -> Bool {
        if isAnswered {
            finishJob()  // the scene could not be made
            return false
        }
        if link.isClosed {
            fail(.flowEnded(requestDescription))  // closed by an observer of the scene chosen
            finishJob()
            return false
        }
        return true
    }

    /// Runs `body`, the scene's performance, as the queue's performing request: requests sent meanwhile are its
    /// follow-ups. A failure thrown fails the request; the job finishes once every transition started has.
    @inline(__always)
    private func performing(on queue: TransitionQueue, _ body: () throws(ScenePivotError) -> Void) {
        isPerforming = true
        let outerPerforming = queue.performing
        queue.performing = self
        defer { queue.performing = outerPerforming }
        do {
            try body()
        } catch {
            fail(error)
        }
        isPerforming = false
        finishIfDone()
    }

    /// Starts a request that shows nothing: cancelled while it waited, its flow ended, or its stage gone.
    private func startUnstaged(on queue: TransitionQueue) {
        boxedScene = nil
        if isAnswered {
            finishJob()  // cancelled while it waited: it shows nothing
        } else if link.isClosed {
            fail(.flowEnded(requestDescription))
            finishJob()
        } else {
            fail(.hostDeallocated)
            finishJob()
        }
        leave(queue)
    }

    /// Most scenes finish at once; only those still running keep a (weak) reference to the queue to finish.
    private func leave(_ queue: TransitionQueue) {
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

    /// The request as a hashable value, when it is one.
    var hashableRequest: AnyHashable? { request as? AnyHashable }

    /// Cancels the request for a caller whose task was cancelled: it answers with
    /// ``ScenePivotError/cancelled(_:)`` at once; its interactive transitions in flight are cancelled (the stage
    /// goes back as it was); a request still queued leaves the queue and shows nothing, and
    /// what it shows is taken down — its alert dismissed, its presented screens dismissed, its pushed screens
    /// popped — including screens still on their way in, once they have arrived.
    func cancel() {
        guard !isAnswered else { return }
        isCancelled = true  // first: an answer given while the cancellation is told is ignored like any late one
        fail(.cancelled(requestDescription))
        // An interactive transition in flight goes back as it was: its request no longer wants it.
        if let extras, !extras.interactions.isEmpty {
            for interaction in extras.interactions { interaction.cancel() }
            extras.interactions = []
        }
        guard isStarted else {
            waiter?.admittingQueue?.remove(self)  // the queue it was queued on, even if the stage has another now
            return
        }
        guard let stage = link.stage else { return }
        if let stage = stage as? any AlertDismissingStage {
            for token in extras?.alertTokens ?? [] { stage.dismissAlert(with: token, animated: true) }
        }
        let screens = extras?.shownScreens.compactMap(\.screen) ?? []
        extras?.shownScreens = []
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

    /// Removes `screens`, top-most first: each off its own navigation stack, or dismissed when presented. One
    /// ``ScreenTakedown`` walks the list in a loop, so thousands of screens nest no calls, and cost linear time.
    private static func takeDown(
        _ screens: some Sequence<AnyObject>, on stage: any SceneStage, then finish: @escaping @MainActor () -> Void
    ) {
        ScreenTakedown(screens: Array(screens), stage: stage, finish: finish).proceed()
    }
}

/// A cancelled request's takedown, one step at a time. A step that completes at once (no animation) is followed
/// in the same loop; one that animates resumes the loop from its completion.
@MainActor
private final class ScreenTakedown {
    private let screens: [AnyObject]
    private let stage: any SceneStage
    private let finish: @MainActor () -> Void
    private var next = 0
    /// Whether the loop is inside `stage.perform`, and whether that removal completed before it returned.
    private var isRemoving = false
    private var removedAtOnce = false

    init(screens: [AnyObject], stage: any SceneStage, finish: @escaping @MainActor () -> Void) {
        self.screens = screens
        self.stage = stage
        self.finish = finish
    }

    func proceed() {
        while next < screens.count {
            let hierarchy = stage.hierarchy
            guard hierarchy.contains(screens[next]) else {
                next += 1
                continue
            }
            isRemoving = true
            removedAtOnce = false
            stage.perform(removal(in: hierarchy), animated: true) { [self] _ in
                if isRemoving { removedAtOnce = true } else { proceed() }
            }
            isRemoving = false
            guard removedAtOnce else { return }  // the completion goes on
        }
        finish()
    }

    /// The transition that takes down the next screens: those of the list on top of the visible navigation stack
    /// in one pop — a stage works through a stack in one step, not one per screen — or else only the next screen,
    /// from its own stack even when covered, so later requests' screens stay.
    private func removal(in hierarchy: StageHierarchy) -> StageTransition<AnyObject> {
        let stack = hierarchy.navigationStack
        var run = 0
        while next + run < screens.count, run < stack.count - 1, stack[stack.count - 1 - run] === screens[next + run] {
            run += 1
        }
        guard run > 1 else {
            next += 1
            return .remove(screens[next - 1])
        }
        next += run
        return .pop(.before(screens[next - 1]))
    }
}

/// The queue entry of a cancelled request's takedown.
private struct CancellationTakedown {}
