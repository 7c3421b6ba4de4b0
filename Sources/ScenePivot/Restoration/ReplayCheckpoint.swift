/// A place in a stage's ``TransitionQueue`` that a restoration waits to reach: queued right after a replayed
/// request, it starts once that request's transitions have all finished — its screens are on stage — or it
/// failed. The wait ends too when the queue is released with the stage, so a restoration never hangs.
@MainActor
final class ReplayCheckpoint: TransitionJob {
    /// Resumed once, when the checkpoint is reached or released; `nonisolated(unsafe)` only so that `deinit`,
    /// which holds the last reference, can resume it.
    private nonisolated(unsafe) var continuation: CheckedContinuation<Void, Never>?

    private init(_ continuation: CheckedContinuation<Void, Never>) {
        self.continuation = continuation
    }

    deinit {
        continuation?.resume()
    }

    /// Returns once every job queued on `queue` before this call — and every request being submitted to it — has
    /// finished, or the queue is gone.
    static func reached(after queue: TransitionQueue) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let checkpoint = ReplayCheckpoint(continuation)
            if queue.isSubmitting {
                // A submission under way defers the requests sent meanwhile: the checkpoint goes after them.
                queue.deferSubmission { [weak queue] in queue?.enqueue(checkpoint) }
            } else {
                queue.enqueue(checkpoint)
            }
        }
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
