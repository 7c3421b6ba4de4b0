import ScenePivot
import ScenePivotTesting

/// A request sent through a chain of child pivots in the growth curves.
struct DeepPivotRequest: SceneRequest {}

extension CurveBenchmark {
    // MARK: Child pivot depth

    /// Per push and pop sent to a pivot `depth` `makeChildPivot()` calls below a root pivot with one interceptor,
    /// which every request meets.
    static func childPivotDepth(operations: Int) -> Spec {
        var errors = 0
        var fixtures: [Int: (HeadlessStage, [ScenePivot], PivotObservation)] = [:]
        func deepest(_ depth: Int) -> ScenePivot {
            if let made = fixtures[depth] { return made.1[made.1.count - 1] }
            let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
            let root = ScenePivot(stage: stage, builder: pushPopBuilder())
            root.errorHandler = { _ in errors += 1 }
            let interception = root.intercept(named: "pass") { _ in .proceed }
            var pivots = [root]
            for _ in 1..<depth { pivots.append(pivots[pivots.count - 1].makeChildPivot()) }
            fixtures[depth] = (stage, pivots, interception)
            return pivots[pivots.count - 1]
        }
        return Spec(
            key: "child-pivots", name: "child pivot depth (interceptor)",
            detail: "1 → 1,000 nested makeChildPivot(), one interceptor on the root; per push and pop on the deepest",
            small: 1, large: 1_000,
            measure: { depth in timedPushesAndPops(on: deepest(depth), operations: operations) }, errors: { errors })
    }

    // MARK: Registration after lookups

    /// A builder with `count` request types registered and each looked up once, so its lookup cache holds them.
    @MainActor
    struct LookedUpBuilder {
        let builder = SceneBuilder()
        private var remaining: Int

        init(count: Int) {
            remaining = count
            generate(CounterOrigin.self, depth: TaggedRegistrar.depth)
        }

        private mutating func generate<Tag: TypeCounter>(_ tag: Tag.Type, depth: Int) {
            guard remaining > 0 else { return }
            guard depth > 0 else {
                builder.register(TaggedRequest<Tag>.self) { _ in .push(HeadlessScreen("Tagged"), animation: .none) }
                _ = builder.isRegistered(TaggedRequest<Tag>.self)
                remaining -= 1
                return
            }
            generate(Bit0<Tag>.self, depth: depth - 1)
            generate(Bit1<Tag>.self, depth: depth - 1)
        }
    }

    /// Per registration followed by a lookup, in a builder that has looked up `count` request types.
    static func registrationAfterLookups(operations: Int) -> Spec {
        var builders: [Int: SceneBuilder] = [:]
        func builder(_ count: Int) -> SceneBuilder {
            if let made = builders[count] { return made }
            let made = LookedUpBuilder(count: count).builder
            builders[count] = made
            return made
        }
        var misses = 0
        return Spec(
            key: "register", name: "registration after lookups",
            detail: "10 → 10,000 request types looked up; per registration and the lookup after it",
            small: 10, large: 10_000,
            measure: { count in
                let builder = builder(count)
                let seconds = timed {
                    for _ in 0..<operations {
                        builder.register(ScopedRequest.self) { _ in .push(HeadlessScreen("Scoped"), animation: .none) }
                        if !builder.isRegistered(ScopedRequest.self) { misses += 1 }
                    }
                }
                return (seconds, operations)
            }, errors: { misses }, warmsUpSmall: true)
    }

    // MARK: Transcript under presented screens

    /// Per push and pop, recorded in a transcript, on the top-most stack of `depth` presented screens.
    static func transcriptUnderPresented(operations: Int) -> Spec {
        var errors = 0
        var fixtures: [Int: (HeadlessStage, ScenePivot, FlowTranscript)] = [:]
        func fixture(_ depth: Int) -> ScenePivot {
            if let made = fixtures[depth] { return made.1 }
            let stage = presentedStage(depth: depth, embedded: true, errors: &errors)
            let pivot = ScenePivot(stage: stage, builder: pushPopBuilder())
            pivot.errorHandler = { _ in errors += 1 }
            fixtures[depth] = (stage, pivot, FlowTranscript(of: pivot, on: stage))
            return pivot
        }
        return Spec(
            key: "transcript-presented", name: "presented depth (transcript)",
            detail: "1 → 1,000 presented screens; per push and pop recorded in a transcript", small: 1, large: 1_000,
            measure: { depth in timedPushesAndPops(on: fixture(depth), operations: operations) }, errors: { errors })
    }
}
