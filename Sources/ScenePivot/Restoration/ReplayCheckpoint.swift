/// A place in a stage's ``TransitionQueue`` that a restoration waits to reach: queued right after a replayed
/// request, it starts once that request's transitions have all finished — its screens are on stage — or it
/// failed. The wait ends too when the queue is released with the stage, and when the waiting task is cancelled —
/// whatever else waits in the queue, another pivot's alert included — so a restoration never hangs: at once, or,
/// when the replayed request is the job in flight, once it has taken down what it showed.
@MainActor
final class ReplayCheckpoint: TransitionJob {
    /// Resumed once, when the checkpoint is reached, released or cancelled; `nonisolated(unsafe)` only so that
    /// `deinit`, which holds the last reference, can resume it.
    private nonisolated(unsafe) var continuation: CheckedContinuation<Void, Never>?
    /// The queue it waits in, once it does.
    private weak var queue: TransitionQueue?
    /// The replayed request's job, which the checkpoint follows.
    private weak var job: (any TransitionJob)?
    private var isCancelled = false

    private init(_ continuation: CheckedContinuation<Void, Never>, behind job: (any TransitionJob)?) {
        self.continuation = continuation
        self.job = job
    }

    deinit {
        continuation?.resume()
    }

    /// Returns once every job queued on `queue` before this call — and every request being submitted to it — has
    /// finished, the queue is gone, or the calling task is cancelled (at once when it already is, and unless `job`,
    /// the replayed request's, is in flight: then once it has finished).
    static func reached(after queue: TransitionQueue, behind job: (any TransitionJob)?) async {
        let box = CheckpointBox()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let checkpoint = ReplayCheckpoint(continuation, behind: job)
                box.checkpoint = checkpoint
                if Task.isCancelled { return checkpoint.cancel() }
                if queue.isSubmitting {
                    // A submission under way defers the requests sent meanwhile: the checkpoint goes after them.
                    queue.deferSubmission { [weak queue] in queue.map(checkpoint.wait(in:)) }
                } else {
                    checkpoint.wait(in: queue)
                }
            }
        } onCancel: {
            Task { @MainActor in box.checkpoint?.cancel() }
        }
    }

    private func wait(in queue: TransitionQueue) {
        guard !isCancelled else { return }
        self.queue = queue
        queue.enqueue(self)
    }

    /// Leaves the queue and resumes the waiting task, unless the checkpoint was reached already — or follows the
    /// job in flight, the cancelled request taking down what it showed: it moves up right behind it, ahead of
    /// whatever was queued in between, and is reached once that is done.
    private func cancel() {
        if let job, let queue, queue.isRunning(job) { return queue.moveToFront(self) }
        isCancelled = true
        queue?.remove(self)
        let continuation = self.continuation
        self.continuation = nil
        continuation?.resume()
    }

    func start(on queue: TransitionQueue) {
        let continuation = self.continuation
        self.continuation = nil
        continuation?.resume()
        queue.finish(self)
    }

    func hasRequest<R>(matching matches: (R) -> Bool) -> Bool { false }

    /// No request's: the checkpoint's own type, which no request has.
    var requestType: ObjectIdentifier { ObjectIdentifier(ReplayCheckpoint.self) }
}

/// Where a cancellation handler finds the checkpoint its task waits for.
@MainActor
private final class CheckpointBox {
    var checkpoint: ReplayCheckpoint?
}
