/// The per-window queue that runs one scene's transitions at a time.
///
/// UIKit refuses to present while a presentation is animating and silently drops the request. A pivot never does:
/// a request that arrives while another scene is still transitioning (or while an alert waits for its answer)
/// waits here and runs after it, in order. Every pivot and stage of one window shares one queue, found by the
/// stage: a `UIWindow`'s, kept on the window; a `HeadlessStage`'s own, shared with its containers' items.
@MainActor
public final class TransitionQueue {
    private var running: (any TransitionJob)?
    /// The line: jobs in order from `head`; a slot is `nil` once its job has started or left the line.
    private var waiting: [(any TransitionJob)?] = []
    private var head = 0
    /// Where each waiting job stands, counted from the first job ever queued (`waiting[0]` stands at `base`), so a
    /// job leaves the line without a search, however long the line is.
    private var positions: [ObjectIdentifier: Int] = [:]
    private var base = 0
    private var isDraining = false
    private var submissionDepth = 0
    private var deferredSubmissions: [@MainActor () -> Void] = []
    /// The jobs of each request type that wait, so that a duplicate check scans the requests of its own type only,
    /// however many of other types wait, and one for a type none waits for scans nothing.
    private var waitingTypes: [ObjectIdentifier: TypeLine] = [:]
    // Plain counts beside `waiting` and `deferredSubmissions`, so that asking whether they are empty — on every
    // dispatch — reads an integer instead of making a checked access to an array.
    private var waitingJobs = 0
    private var deferredCount = 0
    /// Told once the queue has nothing in flight or waiting (``whenIdle(_:)``).
    private var idleObservers: [@MainActor () -> Void] = []
    /// Whether `idleObservers` has any: a plain flag, read each time the queue drains.
    private var hasIdleObservers = false
    /// The deep links opened on this queue, run one after another.
    lazy var deepLinks = DeepLinkLine()
    /// Which pivot presented each screen on this queue's stages.
    lazy var presentingPivots = PresentingPivots()

    /// The request context whose scene is performing now, if any: a request sent meanwhile is that scene's own
    /// follow-up (``SceneContext/cause``). Held strongly, only while that scene performs (whoever sets it puts
    /// back the one before once the scene has returned): a strong reference costs a dispatch less than a weak one.
    var performing: AnyObject?

    /// An empty queue.
    public init() {}

    /// The number of requests waiting behind the one in flight.
    public var waitingCount: Int { waitingJobs }

    /// Whether a scene is in flight: transitioning, or showing an alert that waits for its answer.
    public var isBusy: Bool { running != nil }

    /// Whether nothing is in flight or waiting.
    var isIdle: Bool { running == nil && waitingJobs == 0 }

    /// Whether `job` is the one in flight.
    func isRunning(_ job: any TransitionJob) -> Bool { running === job }

    /// Whether a request's scene is in flight, rather than a user's gesture or nothing.
    var isRunningRequest: Bool { running is any RecordedRequest }

    /// Calls `body` once nothing is in flight or waiting: at once when nothing is.
    func whenIdle(_ body: @escaping @MainActor () -> Void) {
        guard !isIdle else { return body() }
        idleObservers.append(body)
        hasIdleObservers = true
    }

    /// Whether a request of type `R` is in flight or waiting, answered or not: what ``containsRequest(where:)``
    /// would have to look at.
    func mayContainRequest<R>(ofType type: R.Type) -> Bool {
        let id = ObjectIdentifier(type)
        return running?.requestType == id || waitingTypes[id] != nil
    }

    /// Whether a request of type `R` that `matches` is in flight or waiting.
    func containsRequest<R>(where matches: (R) -> Bool) -> Bool {
        if let job = running, job.hasRequest(matching: matches) {
            return true
        }
        guard let line = waitingTypes[ObjectIdentifier(R.self)] else { return false }
        return line.contains { $0.hasRequest(matching: matches) }
    }

    /// Whether a request of type `R` equal to `key` is in flight or waiting and `matches`, for a type whose
    /// requests are duplicates exactly when equal: the waiting ones are looked up by hash — the line of the type
    /// keeps their hashes from the first such lookup on — and compared one by one only when one is equal.
    func containsRequest<R>(hashing key: AnyHashable, where matches: (R) -> Bool) -> Bool {
        if let job = running, job.hasRequest(matching: matches) {
            return true
        }
        guard let line = waitingTypes[ObjectIdentifier(R.self)], line.mayContain(key) else { return false }
        return line.contains { $0.hasRequest(matching: matches) }
    }

    /// Whether a request is being submitted to this queue now (its events are going out), or requests deferred
    /// meanwhile still wait for their turn: a request sent now goes after them.
    var isSubmitting: Bool { submissionDepth > 0 || deferredCount > 0 || isRunningDeferred }
    private var isRunningDeferred = false

    func beginSubmission() {
        submissionDepth += 1
    }

    /// Ends a submission; once none is under way, runs the submissions deferred meanwhile, in the order they
    /// arrived — those deferred while one of them runs go after the rest.
    func endSubmission() {
        submissionDepth -= 1
        guard submissionDepth == 0, deferredCount > 0, !isRunningDeferred else { return }
        isRunningDeferred = true
        defer { isRunningDeferred = false }
        while submissionDepth == 0, deferredCount > 0 {
            deferredCount -= 1
            deferredSubmissions.removeFirst()()
        }
    }

    /// Steps out of the submission under way while it queues its request (whose scene may start at once), keeping
    /// the submissions deferred meanwhile for when it ends: they run after its request, never before.
    func suspendSubmission() {
        submissionDepth -= 1
    }

    /// Runs `submission` once the submission under way has queued its request.
    func deferSubmission(_ submission: @escaping @MainActor () -> Void) {
        deferredSubmissions.append(submission)
        deferredCount += 1
    }

    /// Adds `job`; returns how many jobs are ahead of it (0 when it starts at once).
    @discardableResult
    func enqueue(_ job: any TransitionJob) -> Int {
        let ahead = waitingCount + (running == nil ? 0 : 1)
        if ahead == 0, !isDraining {
            drain(startingWith: job)  // nothing to wait for: no round trip through `waiting`
        } else {
            positions[ObjectIdentifier(job)] = base + waiting.count
            waiting.append(job)
            waitingJobs += 1
            let type = job.requestType
            if let line = waitingTypes[type] {
                line.append(job)
            } else {
                let line = TypeLine()
                line.append(job)
                waitingTypes[type] = line
            }
            drain()
        }
        return ahead
    }

    /// Adds a job made of a closure, for transitions a stage starts itself (a user's back tap); `start` calls
    /// the `finish` closure it is given once the transition is over.
    @discardableResult
    package func enqueue<R>(
        _ request: R, start: @escaping @MainActor (_ finish: @escaping @MainActor () -> Void) -> Void
    ) -> Int {
        enqueue(ClosureJob(request: request, body: start))
    }

    /// Called by the running `job` when it is done; the next waiting job starts — after `beforeNext` has run,
    /// with the queue already free, so a request it sends does not wait behind the finished job.
    func finish(_ job: any TransitionJob, beforeNext: (() -> Void)? = nil) {
        guard running === job else { return }
        running = nil
        if let beforeNext {
            let wasDraining = isDraining
            isDraining = true  // requests `beforeNext` sends queue up behind the jobs already waiting
            beforeNext()
            isDraining = wasDraining
        }
        drain()
    }

    /// Moves `job`, if it is waiting, to the front of the line: it starts right after the job in flight.
    func moveToFront(_ job: any TransitionJob) {
        let id = ObjectIdentifier(job)
        guard let index = positions[id].map({ $0 - base }), index != head else { return }
        waiting[index] = nil
        if head > 0 {
            head -= 1
            waiting[head] = job
        } else {
            waiting.insert(job, at: 0)  // every other job keeps its position: the line now starts one earlier
            base -= 1
        }
        positions[id] = base + head
    }

    /// Takes `job` out of the line if it is waiting there, so that a request cancelled before its turn leaves the
    /// queue without ever starting. Its slot is left empty, so leaving costs the same at any place in any line.
    func remove(_ job: any TransitionJob) {
        guard let position = positions.removeValue(forKey: ObjectIdentifier(job)) else { return }
        waiting[position - base] = nil
        countOut(job)
        if waitingJobs == 0 { clearLine() }
    }

    /// Starts jobs, `first` and then the waiting ones in order, until one is still running when it returns.
    private func drain(startingWith first: (any TransitionJob)? = nil) {
        guard !isDraining else { return }
        isDraining = true
        var next = first
        while running == nil, let job = next ?? takeFirstWaiting() {
            next = nil
            running = job
            job.start(on: self)
        }
        isDraining = false
        guard hasIdleObservers, isIdle else { return }
        let observers = idleObservers
        idleObservers = []
        hasIdleObservers = false
        for observer in observers { observer() }
    }

    private func takeFirstWaiting() -> (any TransitionJob)? {
        guard waitingJobs > 0 else { return nil }
        while waiting[head] == nil { head += 1 }  // slots of jobs that left the line
        guard let job = waiting[head] else { return nil }
        waiting[head] = nil
        head += 1
        positions[ObjectIdentifier(job)] = nil
        countOut(job)
        if waitingJobs == 0 {
            clearLine()
        } else if head > 32, head * 2 > waiting.count {
            waiting.removeFirst(head)
            base += head
            head = 0
        }
        return job
    }

    /// Empties the line of the slots left behind once no job waits in it.
    private func clearLine() {
        base += waiting.count
        waiting.removeAll(keepingCapacity: true)
        head = 0
    }

    /// Takes `job`, which left the line, out of the counts.
    private func countOut(_ job: any TransitionJob) {
        waitingJobs -= 1
        let type = job.requestType
        guard let line = waitingTypes[type] else { return }
        line.remove(job)
        if line.isEmpty { waitingTypes[type] = nil }
    }
}

/// The waiting jobs of one request type, in the order they joined: what a duplicate check for the type scans. A
/// job leaves without a search (its place is kept), so a line costs O(1) per job, amortized, to keep.
@MainActor
private final class TypeLine {
    /// Jobs from `head`; a slot is `nil` once its job has left.
    private var jobs: [(any TransitionJob)?] = []
    private var head = 0
    /// Where each job stands, counted from the first job ever added (`jobs[0]` stands at `base`).
    private var positions: [ObjectIdentifier: Int] = [:]
    private var base = 0

    /// How many waiting requests have each hash, once a lookup by hash asked (``mayContain(_:)``).
    private var hashes: [AnyHashable: Int]?

    var isEmpty: Bool { positions.isEmpty }

    func append(_ job: any TransitionJob) {
        positions[ObjectIdentifier(job)] = base + jobs.count
        jobs.append(job)
        if hashes != nil, let key = job.hashableRequest { hashes?[key, default: 0] += 1 }
    }

    func remove(_ job: any TransitionJob) {
        guard let position = positions.removeValue(forKey: ObjectIdentifier(job)) else { return }
        jobs[position - base] = nil
        if hashes != nil, let key = job.hashableRequest {
            if let count = hashes?[key], count > 1 { hashes?[key] = count - 1 } else { hashes?[key] = nil }
        }
        if positions.isEmpty {
            base += jobs.count
            jobs.removeAll(keepingCapacity: true)
            head = 0
            return
        }
        while jobs[head] == nil { head += 1 }
        if head > 32, head * 2 > jobs.count {
            jobs.removeFirst(head)
            base += head
            head = 0
        }
    }

    /// Whether a waiting request may equal `key`: `false` means none does. The hashes are gathered at the first
    /// call (one pass over the line) and kept as jobs join and leave.
    func mayContain(_ key: AnyHashable) -> Bool {
        if let hashes { return hashes[key] != nil }
        var made: [AnyHashable: Int] = [:]
        var index = head
        while index < jobs.count {
            if let request = jobs[index]?.hashableRequest { made[request, default: 0] += 1 }
            index += 1
        }
        hashes = made
        return made[key] != nil
    }

    /// Whether a waiting job satisfies `matches`, in line order.
    func contains(where matches: (any TransitionJob) -> Bool) -> Bool {
        var index = head
        while index < jobs.count {
            if let job = jobs[index], matches(job) { return true }
            index += 1
        }
        return false
    }
}

/// Something a ``TransitionQueue`` runs: one request's scene. A pivot's jobs are the scenes' contexts themselves,
/// so queueing a request allocates nothing beyond its context.
@MainActor
protocol TransitionJob: AnyObject {
    /// Starts the job; it calls `queue.finish(self)` exactly once, when it is done.
    func start(on queue: TransitionQueue)

    /// Whether the job answers a request of type `R` that `matches`; used to coalesce duplicates.
    func hasRequest<R>(matching matches: (R) -> Bool) -> Bool

    /// The type of the job's request, exactly as ``hasRequest(matching:)`` compares it.
    var requestType: ObjectIdentifier { get }

    /// The job's request as a hashable value, when it is one (for duplicate lookups by hash).
    var hashableRequest: AnyHashable? { get }
}

extension TransitionJob {
    /// No request to look up by hash.
    var hashableRequest: AnyHashable? { nil }
}

/// A job made of a closure.
@MainActor
private final class ClosureJob<Request>: TransitionJob {
    private let request: Request
    private let body: @MainActor (_ finish: @escaping @MainActor () -> Void) -> Void

    init(request: Request, body: @escaping @MainActor (_ finish: @escaping @MainActor () -> Void) -> Void) {
        self.request = request
        self.body = body
    }

    func start(on queue: TransitionQueue) {
        body { [weak queue, weak self] in
            if let self { queue?.finish(self) }
        }
    }

    func hasRequest<R>(matching matches: (R) -> Bool) -> Bool {
        guard ObjectIdentifier(type(of: request)) == ObjectIdentifier(R.self), let request = request as? R else {
            return false
        }
        return matches(request)
    }

    var requestType: ObjectIdentifier { ObjectIdentifier(type(of: request)) }

    var hashableRequest: AnyHashable? { request as? AnyHashable }
}
