import ScenePivot
import ScenePivotHeadless

/// A screen that counts its living instances, so the benchmark can tell what is still alive.
final class CountedScreen: CustomStringConvertible {
    nonisolated(unsafe) static var alive = 0
    let description: String

    init(_ name: String) {
        description = name
        Self.alive += 1
    }

    deinit { Self.alive -= 1 }
}

final class WeakScreen {
    weak var screen: CountedScreen?
    init(_ screen: CountedScreen) { self.screen = screen }
}

struct PushCountedRequest: SceneRequest {}
struct PopBenchRequest: SceneRequest {}
struct PresentCountedRequest: SceneRequest {}
struct DismissBenchRequest: SceneRequest {}

/// Figure 4: many push/pop/present/dismiss cycles through the pivot: what stays alive, and how resident memory
/// grows, against the same cycles made directly on a stage.
@MainActor
enum LifecycleBenchmark {
    /// Keeps a weak reference to every this many screens.
    static let sampleInterval = 1_000

    struct Run {
        var seconds = 0.0
        var residentGrowth = 0
        var aliveAfter = 0
        var sampledStillReachable = 0
        var samples = 0
        var errors = 0
        var stageDepthAfter = 0
    }

    static func run(_ settings: Settings) -> [ResultRow] {
        let cycles = settings.cycles
        let warmupCycles = max(cycles / 20, 500)
        let pivotRun = measure(cycles: cycles, warmupCycles: warmupCycles, throughPivot: true)
        let directRun = measure(cycles: cycles, warmupCycles: warmupCycles, throughPivot: false)

        print(
            "4. \(cycles) push/pop/present/dismiss cycles through the pivot (after \(warmupCycles) warm-up cycles) vs the same cycles directly on the stage"
        )
        print(
            "   pivot:  \(Format.duration(pivotRun.seconds / Double(cycles))) per cycle; screens alive at the end \(pivotRun.aliveAfter) (stage steady state: root only); weakly sampled screens still reachable \(pivotRun.sampledStillReachable)/\(pivotRun.samples); resident growth \(Format.bytes(pivotRun.residentGrowth))\(pivotRun.errors > 0 ? "  [\(pivotRun.errors) unexpected errors]" : "")"
        )
        print(
            "   direct: \(Format.duration(directRun.seconds / Double(cycles))) per cycle; screens alive at the end \(directRun.aliveAfter); weakly sampled still reachable \(directRun.sampledStillReachable)/\(directRun.samples); resident growth \(Format.bytes(directRun.residentGrowth))\(directRun.errors > 0 ? "  [\(directRun.errors) unexpected errors]" : "")"
        )
        return [
            ResultRow(
                figure: "4 objects alive after cycles", value: "\(pivotRun.aliveAfter)",
                baseline: "\(directRun.aliveAfter) direct", ratio: "—", target: "0",
                isMet: pivotRun.aliveAfter == 0 && pivotRun.errors == 0),
            ResultRow(
                figure: "4 resident growth (\(cycles / 1000)k cycles)", value: Format.bytes(pivotRun.residentGrowth),
                baseline: Format.bytes(directRun.residentGrowth) + " direct", ratio: "—", target: "≤ 1 MiB",
                isMet: pivotRun.residentGrowth <= 1_048_576),
            ResultRow(
                figure: "4 time per cycle", value: Format.duration(pivotRun.seconds / Double(cycles)),
                baseline: Format.duration(directRun.seconds / Double(cycles)),
                ratio: Format.ratio(pivotRun.seconds / directRun.seconds), target: "(reported)", isMet: nil),
        ]
    }

    static func measure(cycles: Int, warmupCycles: Int, throughPivot: Bool) -> Run {
        var run = Run()
        var samples: [WeakScreen] = []
        samples.reserveCapacity(cycles / sampleInterval + 1)
        do {
            let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
            let builder = SceneBuilder()
            var made = 0
            func make(_ name: String) -> CountedScreen {
                let screen = CountedScreen(name)
                made += 1
                if made % sampleInterval == 0 { samples.append(WeakScreen(screen)) }
                return screen
            }
            builder.register(PushCountedRequest.self) { _ in .push(make("Pushed"), animation: .none) }
            builder.register(PopBenchRequest.self) { _ in .pop(animation: .none) }
            builder.register(PresentCountedRequest.self) { _ in .present(make("Presented"), animation: .none) }
            builder.register(DismissBenchRequest.self) { _ in .dismiss(animation: .none) }
            let pivot = ScenePivot(stage: stage, builder: builder)
            pivot.errorHandler = { _ in run.errors += 1 }
            func cycle() {
                if throughPivot {
                    pivot.switchScene(with: PushCountedRequest())
                    pivot.switchScene(with: PopBenchRequest())
                    pivot.switchScene(with: PresentCountedRequest())
                    pivot.switchScene(with: DismissBenchRequest())
                } else {
                    do {
                        try stage.performOrThrow(.push(make("Pushed")), animated: false, completion: {})
                        try stage.performOrThrow(.pop(.previous), animated: false, completion: {})
                        try stage.performOrThrow(
                            .present(make("Presented"), Presentation()), animated: false, completion: {})
                        try stage.performOrThrow(.dismiss(nil), animated: false, completion: {})
                    } catch {
                        run.errors += 1
                    }
                }
            }
            let aliveBefore = CountedScreen.alive
            for _ in 0..<warmupCycles { cycle() }
            samples.removeAll()
            let residentBefore = Memory.residentBytes()
            run.seconds = Timing.time {
                for _ in 0..<cycles { cycle() }
            }
            run.residentGrowth = Memory.residentBytes() - residentBefore
            run.stageDepthAfter = stage.navigationStack.count + stage.presentedScreens.count
            run.aliveAfter = CountedScreen.alive - aliveBefore
            run.samples = samples.count
            run.sampledStillReachable = samples.filter { $0.screen != nil }.count
        }
        return run
    }
}
