/// What the contexts of a pivot's requests share with it: the pivot and its stage, both held weakly, and the
/// pivot's observers and screen hook. Contexts hold this link strongly, so a request forms no weak references of
/// its own, and an unobserved pivot is never even loaded to emit an event.
@MainActor
final class PivotLink {
    /// The pivot; `nil` once it is deallocated.
    weak var pivot: ScenePivot?
    /// The stage scenes are shown on; `nil` once its host is gone.
    weak var stage: (any SceneStage)?
    /// Whether the flow that owned the pivot — or a pivot this one was made from, released or not — has ended
    /// (``ScenePivot/isClosed``): one flag, set by ``PivotLineage/close()``.
    var isClosed: Bool { lineage.isClosed }
    /// The closure state this link shares with the links of the pivots it was made from and those made from it.
    let lineage: PivotLineage
    /// Told of the screens the pivot's scenes show, while set (``ScenePivot/onScreenShown``).
    var screenShownHandler: (@MainActor (AnyObject) -> Void)? {
        didSet { updateMayReadTransitions() }
    }
    /// The log of the pivot's ``SceneRestoration``, while it has one: told of each transition a request of the
    /// pivot completed (``RestorationLog/record(_:of:)``).
    weak var restorationLog: RestorationLog? {
        didSet {
            hasRestorationLog = restorationLog != nil
            updateMayReadTransitions()
        }
    }
    /// Whether a restoration log was given to the pivot: a plain flag, read when a transition completes before the
    /// weak reference is loaded.
    private(set) var hasRestorationLog = false
    /// The pivot's ``NavigationRecorder``, while it has one: told of the requests the app sends on it.
    weak var traceRecorder: NavigationRecorder? {
        didSet {
            isTraced = traceRecorder != nil
            updateMayReadTransitions()
        }
    }
    /// Whether a recorder was given to the pivot: a plain flag, read on every request's way before the weak
    /// reference is loaded.
    private(set) var isTraced = false
    private var observations: [WeakObservation] = [] {
        didSet {
            isObserved = !observations.isEmpty
            updateMayReadTransitions()
        }
    }
    /// Whether anyone observes: checked before any event is built. A plain flag beside `observations`, so that
    /// the check needs no runtime exclusivity check.
    private(set) var isObserved = false
    /// Whether an observer, the screen hook, a restoration log or a recorder may read the transitions of the
    /// pivot's requests: one flag, so that a transition that was read by none when it started can tell with one
    /// load whether one came while the stage performed it.
    private(set) var mayReadTransitions = false
    /// How many observations the list may hold before adding one prunes it all again: twice what the last full
    /// pruning kept, so that pruning costs O(1) per added observation, amortized.
    private var pruningThreshold = 8

    private func updateMayReadTransitions() {
        mayReadTransitions = isObserved || screenShownHandler != nil || hasRestorationLog || isTraced
    }

    /// A link to `stage`, in `lineage`: a new line of its own unless the pivot is made from another.
    init(stage: (any SceneStage)?, lineage: PivotLineage = PivotLineage()) {
        self.stage = stage
        self.lineage = lineage
    }

    /// How many observations are listed, live or not yet pruned.
    var observationCount: Int { observations.count }

    func addObservation(_ observation: PivotObservation) {
        // Pruned here too, so that a pivot that never emits cannot gather dead observations: ended ones at the end
        // of the list at once (each is removed once), and the whole list whenever it has doubled since.
        while let last = observations.last, last.observation?.isActive != true { observations.removeLast() }
        if observations.count >= pruningThreshold {
            observations.removeAll { $0.observation?.isActive != true }
            pruningThreshold = max(8, observations.count * 2)
        }
        observations.append(WeakObservation(observation))
    }

    /// Sends the event to every observer while the pivot lives; `makeEvent` is only evaluated when one listens.
    @inline(__always)
    func emit(_ makeEvent: @autoclosure () -> PivotEvent) {
        guard isObserved else { return }  // inlined: an unobserved pivot's event costs a load and a branch
        send(makeEvent)
    }

    private func send(_ makeEvent: () -> PivotEvent) {
        guard pivot != nil else { return }
        let event = makeEvent()
        var needsPruning = false
        for entry in observations {
            if let observation = entry.observation, observation.isActive {
                observation.receive(event)
            } else {
                needsPruning = true
            }
        }
        if needsPruning {
            observations.removeAll { $0.observation?.isActive != true }
        }
    }

    /// Calls the screen hook, if set and the pivot lives.
    func screenShown(_ screen: AnyObject) {
        guard let handler = screenShownHandler, pivot != nil else { return }
        handler(screen)
    }
}

@MainActor
private struct WeakObservation {
    weak var observation: PivotObservation?
    init(_ observation: PivotObservation) { self.observation = observation }
}
