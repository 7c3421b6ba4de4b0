import ScenePivot

// Requests of the curves. Each is registered in the curve's own builder.
struct PresentAndDismissRequest: SceneRequest {}
struct CurvePushRequest: SceneRequest {}
struct CurvePopRequest: SceneRequest {}
struct HoldQueueRequest: SceneRequest {}
/// Waits in the queue: not `Equatable`, so never a duplicate.
struct QueueFiller: SceneRequest {}
/// An `Equatable` request of one of many types (see ``TypeCounter``), so that each can be of a type none of the
/// waiting requests has.
struct QueuedEquatable<Tag: TypeCounter>: SceneRequest, Equatable {
    let id: Int
}
struct ScopedRequest: SceneRequest {}

/// Figure 8: every cost that could grow with the size of something, as a curve — the cost of one operation at the
/// largest size over its cost at the smallest, timed interleaved like every figure. A flat curve is ≈ 1×; the goal
/// is ≤ 1.5× for each. Printed as `curve <name>: <ratio>×` (the transcript-size curve is figure 6's).
@MainActor
enum CurveBenchmark {
    struct Curve {
        let name: String
        let detail: String
        let small: Int
        let large: Int
        let comparison: Comparison
        let errors: Int
    }

    static func run(_ settings: Settings) -> [ResultRow] {
        let operations = settings.curveOperations
        let curves = [
            presentedDepth(settings, operations: operations),
            presentedStackPush(settings, operations: operations),
            stackDepth(settings, operations: operations),
            queueLength(settings, operations: operations, equatable: true),
            queueLength(settings, operations: operations, equatable: false),
            observers(settings, operations: operations),
            scopeDepth(settings, operations: operations * 10),
        ]
        print("8. curves: the cost of one operation at the largest size over the smallest — ~\(operations) operations per size and repetition, interleaved; goal ≤ 1.5× each")
        for curve in curves {
            print("   \(curve.name) (\(curve.detail)): \(curve.small): \(Format.spread(curve.comparison.baseline, Format.duration)); \(curve.large): \(Format.spread(curve.comparison.subject, Format.duration))\(curve.errors > 0 ? "  [\(curve.errors) unexpected errors]" : "")")
            print("curve \(curve.name): \(Format.ratio(curve.comparison.ratio))")
        }
        return curves.map { curve in
            ResultRow(
                figure: "8 curve \(curve.name), \(curve.small) → \(curve.large)",
                value: Format.duration(curve.comparison.subject.median),
                baseline: Format.duration(curve.comparison.baseline.median), ratio: Format.ratio(curve.comparison.ratio),
                target: "≤ 1.5×", isMet: curve.comparison.ratio <= 1.5 && curve.errors == 0)
        }
    }

    /// Times `measure(size)` (seconds per operation) at both sizes, interleaved.
    static func curve(
        _ name: String, _ detail: String, small: Int, large: Int, settings: Settings, errors: () -> Int,
        measure: (Int) -> Double
    ) -> Curve {
        let comparison = Timing.compare(
            warmup: settings.warmup, repetitions: settings.repetitions,
            subject: { measure(large) }, baseline: { measure(small) })
        return Curve(name: name, detail: detail, small: small, large: large, comparison: comparison, errors: errors())
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
    static func presentedDepth(_ settings: Settings, operations: Int) -> Curve {
        var errors = 0
        var stages: [Int: (HeadlessStage, ScenePivot)] = [:]
        func fixture(_ depth: Int) -> (HeadlessStage, ScenePivot) {
            if let made = stages[depth] { return made }
            let stage = presentedStage(depth: depth, embedded: false, errors: &errors)
            let builder = SceneBuilder()
            builder.register(PresentAndDismissRequest.self) { _ in
                AnyPivotScene<Void>("present and dismiss") { (context) throws(ScenePivotError) in
                    let screen = HeadlessScreen("Top")
                    try context.perform(.present(screen, Presentation()), animated: false)
                    try context.perform(.dismiss(screen), animated: false)
                }
            }
            let pivot = ScenePivot(stage: stage, builder: builder)
            pivot.errorHandler = { _ in errors += 1 }
            stages[depth] = (stage, pivot)
            return (stage, pivot)
        }
        return curve(
            "presented depth", "1 → 1,000 presented screens; per request presenting a screen and dismissing it",
            small: 1, large: 1_000, settings: settings, errors: { errors }
        ) { depth in
            let (_, pivot) = fixture(depth)
            return Timing.time {
                for _ in 0..<operations { pivot.switchScene(with: PresentAndDismissRequest()) }
            } / Double(operations)
        }
    }

    /// Per push and pop on the navigation stack of the top-most of `depth` presented screens.
    static func presentedStackPush(_ settings: Settings, operations: Int) -> Curve {
        var errors = 0
        var pivots: [Int: (HeadlessStage, ScenePivot)] = [:]
        func fixture(_ depth: Int) -> (HeadlessStage, ScenePivot) {
            if let made = pivots[depth] { return made }
            let stage = presentedStage(depth: depth, embedded: true, errors: &errors)
            let pivot = ScenePivot(stage: stage, builder: pushPopBuilder())
            pivot.errorHandler = { _ in errors += 1 }
            pivots[depth] = (stage, pivot)
            return (stage, pivot)
        }
        return curve(
            "presented depth (push)", "1 → 1,000 presented screens; per push and pop on the top-most one's stack",
            small: 1, large: 1_000, settings: settings, errors: { errors }
        ) { depth in
            let (_, pivot) = fixture(depth)
            return Timing.time {
                for _ in 0..<operations {
                    pivot.switchScene(with: CurvePushRequest())
                    pivot.switchScene(with: CurvePopRequest())
                }
            } / Double(operations)
        }
    }

    static func pushPopBuilder() -> SceneBuilder {
        let builder = SceneBuilder()
        builder.register(CurvePushRequest.self) { _ in .push(HeadlessScreen("Pushed"), animated: false) }
        builder.register(CurvePopRequest.self) { _ in .pop(animated: false) }
        return builder
    }

    // MARK: Stack depth

    /// Per push and pop on a navigation stack of `depth` screens.
    static func stackDepth(_ settings: Settings, operations: Int) -> Curve {
        var errors = 0
        var pivots: [Int: (HeadlessStage, ScenePivot)] = [:]
        func fixture(_ depth: Int) -> (HeadlessStage, ScenePivot) {
            if let made = pivots[depth] { return made }
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
            pivots[depth] = (stage, pivot)
            return (stage, pivot)
        }
        return curve(
            "stack depth", "1 → 1,000 screens on the navigation stack; per push and pop", small: 1, large: 1_000,
            settings: settings, errors: { errors }
        ) { depth in
            let (_, pivot) = fixture(depth)
            return Timing.time {
                for _ in 0..<operations {
                    pivot.switchScene(with: CurvePushRequest())
                    pivot.switchScene(with: CurvePopRequest())
                }
            } / Double(operations)
        }
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
            generate(CounterOrigin.self, depth: 11)  // 2,048 types
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
    /// type none of the waiting ones has (taken in turn from the same 1,000 types at every length), or
    /// non-`Equatable` requests of the waiting ones' type. Each length is measured over windows of
    /// `max(10, length / 10)` requests, the queue refilled to `length` before each.
    static func queueLength(_ settings: Settings, operations: Int, equatable: Bool) -> Curve {
        var errors = 0
        let builder = SceneBuilder()
        builder.register(HoldQueueRequest.self) { _ in .present(HeadlessScreen("Busy"), animated: true) }
        builder.register(QueueFiller.self) { _ in AnyPivotScene<Void>("no-op") { _ in } }
        let window = { (length: Int) in max(10, length / 10) }
        let equatableSenders = equatable ? EquatableSenders(count: window(10_000), builder: builder) : nil
        var nextType = 0
        func perRequest(_ length: Int) -> Double {
            var seconds = 0.0
            var done = 0
            var id = 0
            while done < operations {
                let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .manual(.milliseconds(300)))
                let pivot = ScenePivot(stage: stage, builder: builder)
                pivot.errorHandler = { _ in errors += 1 }
                pivot.switchScene(with: HoldQueueRequest())  // runs until the clock moves
                for _ in 0..<length { pivot.switchScene(with: QueueFiller()) }
                let count = window(length)
                if let equatableSenders {
                    let types = equatableSenders.senders.count
                    if nextType + count > types { nextType = 0 }
                    let first = nextType
                    nextType += count
                    seconds += Timing.time {
                        for index in first..<(first + count) {
                            equatableSenders.senders[index](pivot, id)
                            id += 1
                        }
                    }
                } else {
                    seconds += Timing.time {
                        for _ in 0..<count { pivot.switchScene(with: QueueFiller()) }
                    }
                }
                done += count
                if stage.transitionQueue.waitingCount != length + count { errors += 1 }
                stage.finishAnimations()  // the queue drains: every waiting request runs its no-op scene
            }
            return seconds / Double(done)
        }
        return curve(
            equatable ? "queue length (Equatable)" : "queue length (non-Equatable)",
            equatable
                ? "10 → 10,000 requests waiting; per Equatable request of a type none of them has"
                : "10 → 10,000 requests waiting; per non-Equatable request of their type",
            small: 10, large: 10_000, settings: settings, errors: { errors }, measure: perRequest)
    }

    // MARK: Observers

    /// Per `pivot.observe` with `count` observations kept, over windows of `max(10, count / 10)` observations, on a
    /// fresh pivot for each window.
    static func observers(_ settings: Settings, operations: Int) -> Curve {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        func perObservation(_ count: Int) -> Double {
            var seconds = 0.0
            var done = 0
            while done < operations {
                let pivot = ScenePivot(stage: stage)
                var kept: [PivotObservation] = []
                kept.reserveCapacity(count * 2)
                for _ in 0..<count { kept.append(pivot.observe { _ in }) }
                let window = max(10, count / 10)
                seconds += Timing.time {
                    for _ in 0..<window { kept.append(pivot.observe { _ in }) }
                }
                done += window
            }
            return seconds / Double(done)
        }
        return curve(
            "observers", "10 → 10,000 kept observations; per pivot.observe", small: 10, large: 10_000,
            settings: settings, errors: { 0 }, measure: perObservation)
    }

    // MARK: Builder scope depth

    /// Per lookup of a request type registered at the root, from a scope `depth` scopes below it.
    static func scopeDepth(_ settings: Settings, operations: Int) -> Curve {
        var scopes: [Int: SceneBuilder] = [:]
        func deepest(_ depth: Int) -> SceneBuilder {
            if let made = scopes[depth] { return made }
            let root = SceneBuilder()
            root.register(ScopedRequest.self) { _ in .push(HeadlessScreen("Scoped"), animated: false) }
            var scope = root
            for _ in 1..<depth { scope = scope.makeChildScope() }
            scopes[depth] = scope
            return scope
        }
        var misses = 0
        return curve(
            "builder scope depth", "1 → 1,000 nested makeChildScope(); per lookup of a type registered at the root",
            small: 1, large: 1_000, settings: settings, errors: { misses }
        ) { depth in
            let scope = deepest(depth)
            return Timing.time {
                for _ in 0..<operations where !scope.isRegistered(ScopedRequest.self) { misses += 1 }
            } / Double(operations)
        }
    }
}
