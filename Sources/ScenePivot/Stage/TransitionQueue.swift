/// The per-stage queue that runs one scene's transitions at a time.
///
/// UIKit refuses to present while a presentation is animating and silently drops the request. A pivot never does:
/// a request that arrives while another scene is still transitioning (or while an alert waits for its answer)
/// waits here and runs after it, in order. Stages own one queue; every pivot on the stage shares it.
@MainActor
public final class TransitionQueue {
    struct Job {
        let id: UInt64
        let requestType: ObjectIdentifier
        let request: Any
        let start: @MainActor (_ finish: @escaping @MainActor () -> Void) -> Void
    }

    private var running: Job?
    private var waiting: [Job] = []
    private var head = 0
    private var nextID: UInt64 = 0
    private var isDraining = false

    /// An empty queue.
    public init() {}

    /// The number of requests waiting behind the one in flight.
    public var waitingCount: Int { waiting.count - head }

    /// Whether a scene is in flight: transitioning, or showing an alert that waits for its answer.
    public var isBusy: Bool { running != nil }

    /// Whether a request of type `R` that `matches` is in flight or waiting.
    func contains<R>(_ type: R.Type, where matches: (R) -> Bool) -> Bool {
        let id = ObjectIdentifier(type)
        if let running, running.requestType == id, let request = running.request as? R, matches(request) {
            return true
        }
        var index = head
        while index < waiting.count {
            let job = waiting[index]
            if job.requestType == id, let request = job.request as? R, matches(request) { return true }
            index += 1
        }
        return false
    }

    /// Adds a job; returns how many jobs are ahead of it (0 when it starts at once).
    @discardableResult
    func enqueue<R>(
        _ request: R, start: @escaping @MainActor (_ finish: @escaping @MainActor () -> Void) -> Void
    ) -> Int {
        nextID &+= 1
        let ahead = waitingCount + (running == nil ? 0 : 1)
        waiting.append(Job(id: nextID, requestType: ObjectIdentifier(R.self), request: request, start: start))
        drain()
        return ahead
    }

    private func drain() {
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        while running == nil, head < waiting.count {
            let job = waiting[head]
            head += 1
            if head > 32, head * 2 > waiting.count {
                waiting.removeFirst(head)
                head = 0
            }
            running = job
            let id = job.id
            job.start { [weak self] in self?.finish(id) }
        }
    }

    private func finish(_ id: UInt64) {
        guard running?.id == id else { return }
        running = nil
        drain()
    }
}
