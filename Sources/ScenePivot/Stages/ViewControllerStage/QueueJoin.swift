/// A place in a window's ``TransitionQueue`` that waits for another queue to run dry: the one a hierarchy's
/// requests waited in before it was in the window, when the window already had a queue of its own. Requests queued
/// in the window after it wait for those sent before, as if all had been sent to one queue.
@MainActor
final class QueueJoin: TransitionJob {
    /// Held strongly while the join waits, so that the queue it waits for cannot go without telling it.
    private let other: TransitionQueue

    /// A place that waits for `other` to have nothing in flight or waiting.
    init(waitingFor other: TransitionQueue) {
        self.other = other
    }

    func start(on queue: TransitionQueue) {
        other.whenIdle { [weak self, weak queue] in
            if let self { queue?.finish(self) }
        }
    }

    func hasRequest<R>(matching matches: (R) -> Bool) -> Bool { false }

    /// No request's: the join's own type, which no request has.
    var requestType: ObjectIdentifier { ObjectIdentifier(QueueJoin.self) }
}
