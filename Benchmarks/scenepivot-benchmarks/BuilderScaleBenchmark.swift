import ScenePivot
import ScenePivotHeadless

/// A type-level binary counter: each distinct path of `Bit0`/`Bit1` over `CounterOrigin` is a distinct type.
protocol TypeCounter {}
enum CounterOrigin: TypeCounter {}
enum Bit0<Higher: TypeCounter>: TypeCounter {}
enum Bit1<Higher: TypeCounter>: TypeCounter {}

/// A request type per counter type, so a builder can hold thousands of distinct registrations.
struct TaggedRequest<Tag: TypeCounter>: SceneRequest {}

/// Registers `TaggedRequest<…>` types in a fixed order, so two registries share their first types.
@MainActor
struct TaggedRegistrar {
    static let depth = 14  // 2^14 = 16,384 leaves, enough for 10,000 types
    let builder = SceneBuilder()
    var remaining: Int
    var identifiers: [ObjectIdentifier] = []
    /// Fire-and-forget senders for the first `dispatchedTypes` registered types.
    var senders: [(ScenePivot) -> Void] = []
    let dispatchedTypes: Int

    init(count: Int, dispatchedTypes: Int) {
        remaining = count
        self.dispatchedTypes = dispatchedTypes
        generate(CounterOrigin.self, depth: Self.depth)
    }

    private mutating func generate<Tag: TypeCounter>(_ tag: Tag.Type, depth: Int) {
        guard remaining > 0 else { return }
        guard depth > 0 else {
            builder.register(TaggedRequest<Tag>.self) { _ in .push(HeadlessScreen("Tagged"), animation: .none) }
            identifiers.append(ObjectIdentifier(TaggedRequest<Tag>.self))
            if senders.count < dispatchedTypes {
                senders.append { pivot in pivot.switchScene(with: TaggedRequest<Tag>()) }
            }
            remaining -= 1
            return
        }
        generate(Bit0<Tag>.self, depth: depth - 1)
        generate(Bit1<Tag>.self, depth: depth - 1)
    }
}

/// Figure 2: the same dispatch with 10,000 registered request types against 10.
@MainActor
enum BuilderScaleBenchmark {
    static func run(_ settings: Settings) -> [ResultRow] {
        let dispatched = 10
        let small = TaggedRegistrar(count: dispatched, dispatchedTypes: dispatched)
        var large: TaggedRegistrar?
        let registrationTime = Timing.time {
            large = TaggedRegistrar(count: settings.registeredTypes, dispatchedTypes: dispatched)
        }
        guard let large else { return [] }
        let distinct = Set(large.identifiers).count
        let sameTypes = Array(large.identifiers.prefix(dispatched)) == small.identifiers

        var errors = 0
        func makePivot(_ registrar: TaggedRegistrar) -> (ScenePivot, HeadlessStage) {
            let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
            let pivot = ScenePivot(stage: stage, builder: registrar.builder)
            pivot.errorHandler = { _ in errors += 1 }
            return (pivot, stage)
        }
        let (largePivot, largeStage) = makePivot(large)
        let (smallPivot, smallStage) = makePivot(small)
        let count = settings.dispatches
        func loop(_ pivot: ScenePivot, _ stage: HeadlessStage, _ senders: [(ScenePivot) -> Void]) -> Double {
            Timing.time {
                var next = 0
                for index in 0..<count {
                    senders[next](pivot)
                    next = next == senders.count - 1 ? 0 : next + 1
                    if index % DispatchBenchmark.resetInterval == DispatchBenchmark.resetInterval - 1 {
                        DispatchBenchmark.popToRoot(stage, &errors)
                    }
                }
                DispatchBenchmark.popToRoot(stage, &errors)
            } / Double(count)
        }
        let comparison = Timing.compare(
            warmup: settings.warmup, repetitions: settings.repetitions,
            subject: { loop(largePivot, largeStage, large.senders) },
            baseline: { loop(smallPivot, smallStage, small.senders) })

        print(
            "2. the same dispatch with \(large.identifiers.count) registered request types vs \(dispatched) — \(count) dispatches cycling over the same \(dispatched) types × \(settings.repetitions) reps"
        )
        print(
            "   types: \(distinct) distinct ObjectIdentifiers out of \(large.identifiers.count) (TaggedRequest<Bit0<Bit1<…>>>, depth \(TaggedRegistrar.depth)); dispatched types identical in both: \(sameTypes); registering them took \(Format.duration(registrationTime))"
        )
        print("   10,000: \(Format.spread(comparison.subject, Format.duration)) per dispatch")
        print("   10:     \(Format.spread(comparison.baseline, Format.duration)) per dispatch")
        print(
            "   ratio:  \(Format.ratio(comparison.ratio)) (per-rep ratios \(Format.ratio(comparison.ratios.min))–\(Format.ratio(comparison.ratios.max)))\(errors > 0 ? "  [\(errors) unexpected errors]" : "")"
        )
        return [
            ResultRow(
                figure: "2 dispatch, 10,000 types vs 10", value: Format.duration(comparison.subject.median),
                baseline: Format.duration(comparison.baseline.median), ratio: Format.ratio(comparison.ratio),
                target: "≤ 1.10×",
                isMet: comparison.ratio <= 1.1 && distinct == settings.registeredTypes && errors == 0)
        ]
    }
}
