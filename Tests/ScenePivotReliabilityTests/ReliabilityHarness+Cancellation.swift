import ScenePivot

extension ReliabilityHarness {
    /// Whether tasks must run before the next operation: awaited requests not yet submitted, or cancelled ones
    /// not yet returned.
    var needsTasksToRun: Bool { unsubmittedAwaits > 0 || !cancelledIDs.isEmpty }

    /// Cancels the task awaiting a random awaited request that has not returned yet — queued, on screen, still
    /// animating in, or already answered.
    func cancelAwaited() {
        let candidates = awaitedTasks.keys.filter { !cancelledIDs.contains($0) }.sorted()
        guard !candidates.isEmpty else { return noteOperation("no awaited request to cancel") }
        let id = random.pick(candidates)
        noteOperation("cancel the task awaiting #\(id)")
        cancellationsRequested += 1
        cancelledIDs.insert(id)
        if !answeredAwaitedIDs.contains(id) { cancelledBeforeAnswer.insert(id) }
        awaitedTasks[id]?.cancel()
    }

    /// Awaits a push from a task that is cancelled before it asks: it must show nothing and send no event.
    func sendFromCancelledTask() {
        let id = makeID()
        noteOperation("push #\(id) from a cancelled task")
        awaitedSent += 1
        unsubmittedAwaits += 1
        let pivot = pivot
        Task { @MainActor [weak self] in
            withUnsafeCurrentTask { $0?.cancel() }
            self?.unsubmittedAwaits -= 1
            do throws(ScenePivotError) {
                try await pivot.response(to: PushScreenRequest(id: id, animated: true))
                self?.violation("#\(id), awaited by a cancelled task, was shown")
            } catch {
                if case .cancelled = error {
                } else {
                    self?.violation("#\(id), awaited by a cancelled task, threw \(error)")
                }
            }
            self?.awaitedResults += 1
        }
    }

    /// Checks the one answer of request `id` against its cancellation: `.cancelled` exactly when its task was
    /// cancelled before it was answered.
    func checkCancellation(of id: Int, answeredWith event: PivotEvent) {
        if case .failed(_, .cancelled) = event {
            cancelledAnswers += 1
            if !cancelledIDs.contains(id) { violation("#\(id) answered cancelled, but its task was not cancelled") }
        } else if cancelledBeforeAnswer.contains(id) {
            violation("#\(id)'s task was cancelled before its answer, but it answered \(event)")
        }
        if awaitedIDs.contains(id) { answeredAwaitedIDs.insert(id) }
    }

    /// Checks what the task awaiting request `id` returned.
    func awaitedReturned(_ id: Int, failure: ScenePivotError?) {
        awaitedResults += 1
        awaitedTasks[id] = nil
        answeredAwaitedIDs.remove(id)
        let wasCancelled = cancelledIDs.remove(id) != nil
        let mustBeCancelled = cancelledBeforeAnswer.remove(id) != nil
        var isCancelled = false
        if case .cancelled? = failure { isCancelled = true }
        if mustBeCancelled, isCancelled { takenDownIDs.insert(id) }
        if mustBeCancelled, !isCancelled {
            violation(
                "the task awaiting #\(id) was cancelled before its answer, but returned \(String(describing: failure))")
        }
        if isCancelled, !wasCancelled {
            violation("the task awaiting #\(id) returned cancelled, but was not cancelled")
        }
    }

    /// Checks that nothing a request cancelled before its answer showed is still on stage (screens and alerts
    /// name their request's `#id`): its alert dismissed, its screens dismissed or popped. Most requests are
    /// answered as their job ends, so a cancelled one was queued (it shows nothing) or running (what it shows is
    /// taken down as part of its job): once nothing animates, all is gone. A picker's job ends before its answer,
    /// so its takedown waits its turn in the queue: it is checked once the queue is `settled`.
    func checkTakenDown(settled: Bool = false) {
        guard !takenDownIDs.isEmpty, !stage.isAnimating else { return }
        let queue = stage.transitionQueue
        let due =
            settled || (!queue.isBusy && queue.waitingCount == 0) ? takenDownIDs : takenDownIDs.subtracting(pickerIDs)
        guard !due.isEmpty else { return }
        let alerts = stage.presentedScreens.filter { $0 is HeadlessAlertScreen }
        let screens = (watched + unwatched).compactMap(\.screen).filter(stage.contains)
        for screen in alerts + screens {
            let name = stage.name(of: screen)
            if let id = HarnessReading.requestID(in: name), due.contains(id) {
                violation(
                    "\(name), shown for #\(id), is still on stage after its task was cancelled\n\(stage.hierarchyDescription)"
                )
            }
        }
        takenDownIDs.subtract(due)
    }
}
