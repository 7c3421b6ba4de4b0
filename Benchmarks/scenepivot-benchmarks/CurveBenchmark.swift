import Foundation
import ScenePivot
import ScenePivotHeadless

// Requests of the curves. Each is registered in the curve's own builder.
struct PresentAndDismissRequest: SceneRequest {}
struct CurvePushRequest: SceneRequest {}
struct CurvePopRequest: SceneRequest {}
struct HoldQueueRequest: SceneRequest {}
/// Waits in the queue: not `Equatable`, so never a duplicate.
struct QueueFiller: SceneRequest {}
/// An `Equatable` request of one of several types (see ``TypeCounter``), so that each can be of a type none of
/// the waiting requests has.
struct QueuedEquatable<Tag: TypeCounter>: SceneRequest, Equatable {
    let id: Int
}
struct ScopedRequest: SceneRequest {}

/// Figure 8: every cost that could grow with the size of something, as a curve — the cost of one operation at the
/// largest size over its cost at the smallest, timed interleaved like every figure. A flat curve is ≈ 1×; the goal
/// is ≤ 1.5× for each. Printed as `curve <name>: <ratio>×` (the transcript-size curve is figure 6's).
///
/// When valgrind is installed, each curve is also counted: the timed operations alone (the body of
/// ``countedOperations(_:)``, which callgrind is told to count), at each size, in a `--curve-count` run of this
/// executable — instructions per operation, which neither a busy machine nor a cold cache moves.
@MainActor
enum CurveBenchmark {
    /// How to measure a curve at one size.
    struct Spec {
        /// The name `--curve-count` knows it by.
        let key: String
        let name: String
        let detail: String
        let small: Int
        let large: Int
        /// Runs the curve's operations at a size: returns the seconds spent in the timed parts and how many
        /// operations they held.
        let measure: (Int) -> (seconds: Double, operations: Int)
        let errors: () -> Int
        /// Whether a counted run warms up at the small size (when each run sets everything up anew anyway) rather
        /// than at the counted one.
        var warmsUpSmall = false
    }

    struct Curve {
        let spec: Spec
        let comparison: Comparison
        /// Instructions per operation at the small and the large size, when counted.
        let instructions: (small: Double, large: Double)?

        /// The median of the repetitions' paired ratios (each repetition times both sizes back to back).
        var ratio: Double { comparison.ratios.median }
        var instructionRatio: Double? { instructions.map { $0.large / $0.small } }
    }

    static func run(_ settings: Settings) -> [ResultRow] {
        let keepsHeap = keepHeapMapped()
        let curves = specs(settings, counting: false).map { spec in
            let comparison = Timing.compare(
                warmup: settings.warmup, repetitions: settings.curveRepetitions,
                subject: { perOperation(spec.measure(spec.large)) },
                baseline: { perOperation(spec.measure(spec.small)) })
            return Curve(spec: spec, comparison: comparison, instructions: count(spec))
        }
        print(
            "8. curves: the cost of one operation at the largest size over the smallest (median of \(settings.curveRepetitions) interleaved repetitions' ratios); goal ≤ 1.5× each"
        )
        if keepsHeap {
            print(
                "   (timed with glibc's heap trimming off: the queue curves free and refill a 10,000-request queue for every window, and glibc would otherwise hand that memory back to the kernel and fault it in again — a cost of the set-up, not of the queue)"
            )
        }
        if InstructionCount.valgrind == nil {
            print("   instructions per operation: not counted (valgrind is not installed)")
        }
        for curve in curves {
            let spec = curve.spec
            print(
                "   \(spec.name) (\(spec.detail)): \(spec.small): \(Format.spread(curve.comparison.baseline, Format.duration)); \(spec.large): \(Format.spread(curve.comparison.subject, Format.duration))\(spec.errors() > 0 ? "  [\(spec.errors()) unexpected errors]" : "")"
            )
            if let instructions = curve.instructions, let ratio = curve.instructionRatio {
                print(
                    "     instructions per operation (callgrind): \(spec.small): \(String(format: "%.0f", instructions.small)); \(spec.large): \(String(format: "%.0f", instructions.large)) → \(Format.ratio(ratio))"
                )
            }
            print("curve \(spec.name): \(Format.ratio(curve.ratio))")
        }
        return curves.map { curve in
            let spec = curve.spec
            let counted = curve.instructionRatio.map { "; \(Format.ratio($0)) by instructions" } ?? ""
            return ResultRow(
                figure: "8 curve \(spec.name), \(spec.small) → \(spec.large)",
                value: Format.duration(curve.comparison.subject.median),
                baseline: Format.duration(curve.comparison.baseline.median), ratio: Format.ratio(curve.ratio) + counted,
                target: "≤ 1.5×",
                isMet: curve.ratio <= 1.5 && (curve.instructionRatio ?? 1) <= 1.5 && spec.errors() == 0)
        }
    }

    static func perOperation(_ result: (seconds: Double, operations: Int)) -> Double {
        result.seconds / Double(result.operations)
    }

    // MARK: The curves

    /// The curves; a counted run does fewer operations (a count does not vary).
    static func specs(_ settings: Settings, counting: Bool) -> [Spec] {
        let operations = counting ? 200 : settings.curveOperations
        let queueOperations = counting ? 10 : settings.queueCurveOperations
        return [
            presentedDepth(operations: operations),
            presentedStackPush(operations: operations),
            stackDepth(operations: operations),
            queueLength(operations: queueOperations, equatable: true),
            queueLength(operations: queueOperations, equatable: false),
            observers(operations: operations),
            scopeDepth(operations: operations * 10),
            childPivotDepth(operations: operations),
            registrationAfterLookups(operations: operations),
            transcriptUnderPresented(operations: operations),
            duplicateCheck(operations: queueOperations, hashed: false),
            duplicateCheck(operations: queueOperations, hashed: true),
            nestedFlows(operations: operations),
            siblingFlows(operations: operations),
            restorationEntries(operations: operations, recorded: true),
            restorationEntries(operations: operations, recorded: false),
        ]
    }

    // MARK: Presented depth

    /// A stage with `depth` screens presented one over another, each in a navigation stack when `embedded`.
    static func presentedStage(depth: Int, embedded: Bool, errors: inout Int) -> HeadlessStage {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        for level in 0..<depth {
            do {
                try stage.performOrThrow(
                    .present(HeadlessScreen("Presented \(level)"), Presentation(embedsInNavigationStack: embedded)),
                    animated: false)
            } catch {
                errors += 1
            }
        }
        return stage
    }

    /// Per request that presents a fresh screen over `depth` presented ones and dismisses it again, by name.
    static func presentedDepth(operations: Int) -> Spec {
        var errors = 0
        var fixtures: [Int: (HeadlessStage, ScenePivot)] = [:]
        func fixture(_ depth: Int) -> ScenePivot {
            if let made = fixtures[depth] { return made.1 }
            let stage = presentedStage(depth: depth, embedded: false, errors: &errors)
            let builder = SceneBuilder()
            builder.register(PresentAndDismissRequest.self) { _ in
                AnyPivotScene<Void>("present and dismiss") { (context) throws(ScenePivotError) in
                    let screen = HeadlessScreen("Top")
                    try context.perform(.present(screen, Presentation(), animation: .none))
                    try context.perform(.dismiss(screen, animation: .none))
                }
            }
            let pivot = ScenePivot(stage: stage, builder: builder)
            pivot.errorHandler = { _ in errors += 1 }
            fixtures[depth] = (stage, pivot)
            return pivot
        }
        return Spec(
            key: "presented", name: "presented depth",
            detail: "1 → 1,000 presented screens; per request presenting a screen and dismissing it",
            small: 1, large: 1_000,
            measure: { depth in
                let pivot = fixture(depth)
                let seconds = timed {
                    for _ in 0..<operations { pivot.switchScene(with: PresentAndDismissRequest()) }
                }
                return (seconds, operations)
            }, errors: { errors })
    }

    /// Per push and pop on the navigation stack of the top-most of `depth` presented screens.
    static func presentedStackPush(operations: Int) -> Spec {
        var errors = 0
        var fixtures: [Int: (HeadlessStage, ScenePivot)] = [:]
        func fixture(_ depth: Int) -> ScenePivot {
            if let made = fixtures[depth] { return made.1 }
            let stage = presentedStage(depth: depth, embedded: true, errors: &errors)
            let pivot = ScenePivot(stage: stage, builder: pushPopBuilder())
            pivot.errorHandler = { _ in errors += 1 }
            fixtures[depth] = (stage, pivot)
            return pivot
        }
        return Spec(
            key: "presented-push", name: "presented depth (push)",
            detail: "1 → 1,000 presented screens; per push and pop on the top-most one's stack", small: 1, large: 1_000,
            measure: { depth in timedPushesAndPops(on: fixture(depth), operations: operations) }, errors: { errors })
    }

    /// Times `operations` pushes, each popped again, through `pivot`.
    static func timedPushesAndPops(on pivot: ScenePivot, operations: Int) -> (seconds: Double, operations: Int) {
        let seconds = timed {
            for _ in 0..<operations {
                pivot.switchScene(with: CurvePushRequest())
                pivot.switchScene(with: CurvePopRequest())
            }
        }
        return (seconds, operations)
    }

    static func pushPopBuilder() -> SceneBuilder {
        let builder = SceneBuilder()
        builder.register(CurvePushRequest.self) { _ in .push(HeadlessScreen("Pushed"), animation: .none) }
        builder.register(CurvePopRequest.self) { _ in .pop(animation: .none) }
        return builder
    }

    // MARK: Stack depth

    /// Per push and pop on a navigation stack of `depth` screens.
    static func stackDepth(operations: Int) -> Spec {
        var errors = 0
        var fixtures: [Int: (HeadlessStage, ScenePivot)] = [:]
        func fixture(_ depth: Int) -> ScenePivot {
            if let made = fixtures[depth] { return made.1 }
            let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
            for index in 1..<depth {
                do {
                    try stage.performOrThrow(.push(HeadlessScreen("Screen \(index)")), animated: false)
                } catch {
                    errors += 1
                }
            }
            let pivot = ScenePivot(stage: stage, builder: pushPopBuilder())
            pivot.errorHandler = { _ in errors += 1 }
            fixtures[depth] = (stage, pivot)
            return pivot
        }
        return Spec(
            key: "stack", name: "stack depth", detail: "1 → 1,000 screens on the navigation stack; per push and pop",
            small: 1, large: 1_000,
            measure: { depth in timedPushesAndPops(on: fixture(depth), operations: operations) }, errors: { errors })
    }

    // MARK: Queue length

    /// The senders of `QueuedEquatable` requests of `count` distinct types, registered in `builder`.
    @MainActor
    struct EquatableSenders {
        var senders: [@MainActor (ScenePivot, Int) -> Void] = []
        let builder: SceneBuilder
        var remaining: Int

        init(count: Int, builder: SceneBuilder) {
            self.builder = builder
            remaining = count
            generate(CounterOrigin.self, depth: 5)  // up to 32 types
        }

        private mutating func generate<Tag: TypeCounter>(_ tag: Tag.Type, depth: Int) {
            guard remaining > 0 else { return }
            guard depth > 0 else {
                builder.register(QueuedEquatable<Tag>.self) { _ in AnyPivotScene<Void>("no-op") { _ in } }
                senders.append { pivot, id in pivot.switchScene(with: QueuedEquatable<Tag>(id: id)) }
                remaining -= 1
                return
            }
            generate(Bit0<Tag>.self, depth: depth - 1)
            generate(Bit1<Tag>.self, depth: depth - 1)
        }
    }

    /// Per request sent while `length` others wait behind a running transition: `Equatable` requests, each of a
    /// type none of the waiting ones has (the same 10 types in every window, at every length), or
    /// non-`Equatable` requests of the waiting ones' type. Each length is measured over windows of 10 requests, on
    /// a fresh stage whose queue is filled to `length` before each, so every window sees the same queue.
    ///
    /// Before an `Equatable` window, 10 `Equatable` requests of 10 other types join the queue untimed, and the
    /// measured types are sent once to an idle stage: filling 10,000 requests evicts from the caches what each
    /// request type has of its own (route, traits, factory, metadata), which filling 10 does not — callgrind's
    /// cache simulation (2 MiB last level) counts ~11 last-level read misses per request at 10,000 without this,
    /// under 1 with it, for the same instructions — and the curve is about the queue's length, not the set-up's.
    static func queueLength(operations: Int, equatable: Bool) -> Spec {
        var errors = 0
        let builder = SceneBuilder()
        builder.register(HoldQueueRequest.self) { _ in .present(HeadlessScreen("Busy"), animation: .default) }
        builder.register(QueueFiller.self) { _ in AnyPivotScene<Void>("no-op") { _ in } }
        let window = 10
        let equatableSenders = equatable ? EquatableSenders(count: 2 * window, builder: builder) : nil
        let warming = equatable ? window : 0
        // The measured requests' types, sent once to an idle stage just before each window: filling a long queue
        // evicts their routes, traits and metadata from the caches, which filling a short one does not.
        let idleStage = HeadlessStage(root: HeadlessScreen("Idle"), animation: .instant)
        let idlePivot = ScenePivot(stage: idleStage, builder: builder)
        idlePivot.errorHandler = { _ in errors += 1 }
        func send(_ index: Int, id: Int, to pivot: ScenePivot) {
            if let equatableSenders {
                equatableSenders.senders[index](pivot, id)
            } else {
                pivot.switchScene(with: QueueFiller())
            }
        }
        return Spec(
            key: equatable ? "queue-equatable" : "queue",
            name: equatable ? "queue length (Equatable)" : "queue length (non-Equatable)",
            detail: equatable
                ? "10 → 10,000 requests waiting; per Equatable request of a type none of them has"
                : "10 → 10,000 requests waiting; per non-Equatable request of their type",
            small: 10, large: 10_000,
            measure: { length in
                _ = idleStage  // kept alive: the idle pivot holds it weakly
                var seconds = 0.0
                var done = 0
                var id = 0
                while done < operations {
                    let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .manual(.milliseconds(300)))
                    let pivot = ScenePivot(stage: stage, builder: builder)
                    pivot.errorHandler = { _ in errors += 1 }
                    pivot.switchScene(with: HoldQueueRequest())  // runs until the clock moves
                    for _ in 0..<length { pivot.switchScene(with: QueueFiller()) }
                    for index in 0..<warming { send(window + index, id: -1, to: pivot) }
                    for index in 0..<window { send(index, id: -1, to: idlePivot) }
                    seconds += timed {
                        for index in 0..<window {
                            send(index, id: id, to: pivot)
                            id += 1
                        }
                    }
                    done += window
                    if stage.transitionQueue.waitingCount != length + warming + window { errors += 1 }
                    stage.finishAnimations()  // the queue drains: every waiting request runs its no-op scene
                }
                return (seconds, done)
            }, errors: { errors }, warmsUpSmall: true)
    }

    // MARK: Observers

    /// Per `pivot.observe` with `count` observations kept, over windows of `max(10, count / 10)` observations, on a
    /// fresh pivot for each window.
    static func observers(operations: Int) -> Spec {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        return Spec(
            key: "observers", name: "observers", detail: "10 → 10,000 kept observations; per pivot.observe",
            small: 10, large: 10_000,
            measure: { count in
                var seconds = 0.0
                var done = 0
                while done < operations {
                    let pivot = ScenePivot(stage: stage)
                    var kept: [PivotObservation] = []
                    kept.reserveCapacity(count * 2)
                    for _ in 0..<count { kept.append(pivot.observe { _ in }) }
                    let window = max(10, count / 10)
                    seconds += timed {
                        for _ in 0..<window { kept.append(pivot.observe { _ in }) }
                    }
                    done += window
                }
                return (seconds, done)
            }, errors: { 0 })
    }

    // MARK: Builder scope depth

    /// Per lookup of a request type registered at the root, from a scope `depth` scopes below it.
    static func scopeDepth(operations: Int) -> Spec {
        var scopes: [Int: SceneBuilder] = [:]
        func deepest(_ depth: Int) -> SceneBuilder {
            if let made = scopes[depth] { return made }
            let root = SceneBuilder()
            root.register(ScopedRequest.self) { _ in .push(HeadlessScreen("Scoped"), animation: .none) }
            var scope = root
            for _ in 1..<depth { scope = scope.makeChildScope() }
            scopes[depth] = scope
            return scope
        }
        var misses = 0
        return Spec(
            key: "scopes", name: "builder scope depth",
            detail: "1 → 1,000 nested makeChildScope(); per lookup of a type registered at the root",
            small: 1, large: 1_000,
            measure: { depth in
                let scope = deepest(depth)
                let seconds = timed {
                    for _ in 0..<operations where !scope.isRegistered(ScopedRequest.self) { misses += 1 }
                }
                return (seconds, operations)
            }, errors: { misses })
    }
}
