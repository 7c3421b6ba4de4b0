extension SceneContext: TransitionJob {
    /// Queues the scene kept by ``keep(_:)`` on `queue`; it is performed when the queue reaches it.
    func schedule(on queue: TransitionQueue) {
        queue.enqueue(self)
        // Only an awaiting caller can cancel the request while it waits: its waiter keeps the queue.
        waiter?.admitted(on: queue, as: self)
    }

    func start(on queue: TransitionQueue) {
        isStarted = true
        // The stage, loaded once and held while the scene is made and performs (`link.stage` is never set again).
        guard !isAnswered, !link.isClosed, let stage = link.stage else { return startUnstaged(on: queue) }
        makeScene()
        // What the scene holds is released once it has performed (a kept transition, once it has ended).
        let plainScene = self.plainScene
        let boxedScene = plainScene == nil ? self.boxedScene : nil
        if boxedScene != nil { self.boxedScene = nil }
        if isAnswered {
            finishJob()  // the scene could not be made
        } else if link.isClosed {
            fail(.flowEnded(requestDescription))  // closed by an observer of the scene chosen
            finishJob()
        } else if plainScene != nil || boxedScene != nil {
            isPerforming = true
            let outerPerforming = queue.performing
            queue.performing = self
            defer { queue.performing = outerPerforming }
            do {
                if let plainScene {  // what `Transition.perform(in:)` does, with the stage at hand
                    try performKeptTransition(animated: plainScene.animated, on: stage)
                } else {
                    performingQueue = queue  // a deep link's scene finds its line there
                    performingStage = stage
                    defer {
                        performingStage = nil
                        performingQueue = nil
                    }
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
        leave(queue)
    }

    /// Starts a request that shows nothing: cancelled while it waited, its flow ended, or its stage gone.
    private func startUnstaged(on queue: TransitionQueue) {
        if plainScene == nil { boxedScene = nil }
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
