/// One installed interceptor: its name and decision, until removed.
@MainActor
final class Interceptor {
    let name: String
    let decide: @MainActor (any SceneRequest) -> InterceptionDecision
    /// Set once removed, so a request that took a snapshot of the chain before skips it.
    var isRemoved = false

    init(name: String, decide: @escaping @MainActor (any SceneRequest) -> InterceptionDecision) {
        self.name = name
        self.decide = decide
    }
}

/// How many times the interceptors of a lineage of chains — a root pivot's and every chain made from it — have
/// changed: a flattened list made at another count is stale.
@MainActor
final class InterceptorLineage {
    var changes = 0
}

/// A pivot's own interceptors over the chain of the pivot it was made from. Child pivots hold their parent's chain
/// (as builder scopes hold their parent's), so an interceptor installed on a parent later applies to them too.
///
/// Each chain keeps the flattened list of the interceptors its requests meet, made anew after any change in its
/// lineage: a request on a pivot made many `makeChildPivot()` deep reads one array instead of joining one per level.
@MainActor
final class InterceptorChain {
    let parent: InterceptorChain?
    private let lineage: InterceptorLineage
    private var own: [Interceptor] = []
    private var flattened: [Interceptor] = []
    private var flattenedAt = -1
    /// Whether `flattened` is empty: a plain flag, read by every request.
    private var isFlattenedEmpty = true

    init(parent: InterceptorChain?) {
        self.parent = parent
        lineage = parent?.lineage ?? InterceptorLineage()
    }

    /// Whether this chain or a parent holds an interceptor: one check per request when none does.
    var isEmpty: Bool {
        if flattenedAt != lineage.changes { flatten() }
        return isFlattenedEmpty
    }

    /// Every interceptor in the order they run: the root pivot's first, each in the order installed.
    var interceptors: [Interceptor] {
        if flattenedAt != lineage.changes { flatten() }
        return flattened
    }

    private func flatten() {
        flattened = (parent?.interceptors ?? []) + own
        flattenedAt = lineage.changes
        isFlattenedEmpty = flattened.isEmpty
    }

    func add(_ interceptor: Interceptor) {
        own.append(interceptor)
        lineage.changes &+= 1
    }

    func remove(_ interceptor: Interceptor) {
        interceptor.isRemoved = true
        own.removeAll { $0 === interceptor }
        lineage.changes &+= 1
    }
}

/// How a pivot's held requests end when no gate decides for them.
enum HeldRequestEnding {
    /// The pivot's flow ended: ``ScenePivotError/flowEnded(_:)``.
    case flowEnded
    /// The pivot went away: ``ScenePivotError/hostDeallocated``.
    case hostDeallocated
}

/// A pivot's interceptors and the requests they hold. Only the pivot holds it, so when the pivot goes away the
/// requests it held fail instead of waiting for ever.
@MainActor
final class PivotInterception {
    private(set) var chain = InterceptorChain(parent: nil)
    /// `nonisolated(unsafe)` only so that `deinit`, which holds the last reference, can fail them.
    nonisolated(unsafe) private var held: [any HeldEntry] = []

    deinit {
        let held = self.held
        guard !held.isEmpty else { return }
        Task { @MainActor in
            for entry in held { entry.end(.hostDeallocated) }
        }
    }

    /// Makes this pivot's interceptors run after `parent`'s; called once, as the pivot is made.
    func inherit(from parent: PivotInterception) {
        chain = InterceptorChain(parent: parent.chain)
    }

    /// Whether any interceptor applies to this pivot's requests.
    var isIntercepting: Bool { !chain.isEmpty }

    /// The interceptors a request meets, in order.
    var interceptors: [Interceptor] { chain.interceptors }

    /// How many requests this pivot's interceptors hold now.
    var heldCount: Int {
        held.removeAll { $0.isAnswered }
        return held.count
    }

    func hold(_ entry: any HeldEntry) {
        held.removeAll { $0.isAnswered }
        held.append(entry)
    }

    func release(_ entry: any HeldEntry) {
        held.removeAll { $0 === entry }
    }

    /// Fails every request held for this pivot: its flow ended.
    func failHeldRequests(because ending: HeldRequestEnding) {
        let ended = held
        held = []
        for entry in ended { entry.end(ending) }
    }
}

/// A request an interceptor holds behind a gate, as the gate and the pivot see it.
@MainActor
protocol HeldEntry: AnyObject, Sendable {
    /// Whether the request was answered meanwhile (cancelled, failed).
    var isAnswered: Bool { get }
    /// The gate named `gate` opened: the request goes on.
    func gateOpened(named gate: String)
    /// The gate failed or went away: the request is denied.
    func gateFailed(reason: String)
    /// The pivot's flow ended, or the pivot went away.
    func end(_ ending: HeldRequestEnding)
}

/// A held request with everything it needs to go on: its context, the interceptors after the one that held it,
/// and its redirect trail. The pivot is reached through the context's link, weakly.
@MainActor
final class HeldRequest<Request: SceneRequest>: HeldEntry {
    let request: Request
    let context: SceneContext<Request.Response>
    let remaining: ArraySlice<Interceptor>
    let trail: RedirectTrail?

    init(
        _ request: Request, context: SceneContext<Request.Response>, remaining: ArraySlice<Interceptor>,
        trail: RedirectTrail?
    ) {
        self.request = request
        self.context = context
        self.remaining = remaining
        self.trail = trail
    }

    var isAnswered: Bool { context.isAnswered }

    func gateOpened(named gate: String) {
        guard !context.isAnswered else { return }
        guard let pivot = context.link.pivot else { return context.fail(.hostDeallocated) }
        pivot.interception.release(self)
        pivot.resume(self, gate: gate)
    }

    func gateFailed(reason: String) {
        guard !context.isAnswered else { return }
        context.link.pivot?.interception.release(self)
        context.fail(.denied(context.requestDescription, reason: reason))
    }

    func end(_ ending: HeldRequestEnding) {
        guard !context.isAnswered else { return }
        switch ending {
        case .flowEnded: context.fail(.flowEnded(context.requestDescription))
        case .hostDeallocated: context.fail(.hostDeallocated)
        }
    }
}
