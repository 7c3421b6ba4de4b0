import ScenePivot
import ScenePivotHeadless

/// A flow that counts its living instances and shows one counted screen as its root.
@MainActor
final class CountedFlow: SceneFlow {
    typealias Outcome = Int
    nonisolated(unsafe) static var alive = 0

    init() { Self.alive += 1 }
    deinit { Self.alive -= 1 }

    func start(in flow: FlowContext<Int>) {
        flow.builder.register(PushCountedRequest.self) { _ in .push(CountedScreen("Flow root"), animation: .none) }
        flow.pivot.switchScene(with: PushCountedRequest())
    }
}

/// Figure 4, flows: child flows started and finished (half by `finish(with:)` and a pop, half by the user tapping
/// back), then what is still alive and how resident memory grew.
@MainActor
enum FlowLifecycleBenchmark {
    static func run(_ settings: Settings) -> [ResultRow] {
        let cycles = settings.cycles
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let builder = SceneBuilder()
        builder.register(PopBenchRequest.self) { _ in .pop(animation: .none) }
        let pivot = ScenePivot(stage: stage, builder: builder)
        var errors = 0
        pivot.errorHandler = { _ in errors += 1 }
        let host = pivot.startFlow(HostFlow())
        var endings = 0
        func cycle(_ index: Int) {
            let child = host.startChild(CountedFlow()) { _ in endings += 1 }
            if index.isMultiple(of: 2) {
                child.finish(with: index)
                pivot.switchScene(with: PopBenchRequest())
            } else {
                do { try stage.tapBack() } catch { errors += 1 }
            }
        }
        for index in 0..<max(cycles / 20, 500) { cycle(index) }
        let flowsBefore = CountedFlow.alive
        let screensBefore = CountedScreen.alive
        let residentBefore = Memory.residentBytes()
        let seconds = Timing.time {
            for index in 0..<cycles { cycle(index) }
        }
        let growth = Memory.residentBytes() - residentBefore
        let flowsAlive = CountedFlow.alive - flowsBefore
        let screensAlive = CountedScreen.alive - screensBefore
        print("4. \(cycles) child-flow start/finish cycles (half finished and popped, half ended by tapping back)")
        print(
            "   \(Format.duration(seconds / Double(cycles))) per cycle; flows alive at the end \(flowsAlive), their screens \(screensAlive), children still listed \(host.childFlows.count); resident growth \(Format.bytes(growth))\(errors > 0 ? "  [\(errors) unexpected errors]" : "")"
        )
        return [
            ResultRow(
                figure: "4 flows alive after start/finish", value: "\(flowsAlive + screensAlive)",
                baseline: "—", ratio: "—", target: "0",
                isMet: flowsAlive == 0 && screensAlive == 0 && host.childFlows.isEmpty && errors == 0),
            ResultRow(
                figure: "4 resident growth (flow cycles)", value: Format.bytes(growth), baseline: "—", ratio: "—",
                target: "≤ 1 MiB", isMet: growth <= 1_048_576),
        ]
    }
}

/// The flow the benchmark's child flows start under; it shows nothing itself.
@MainActor
final class HostFlow: SceneFlow {
    func start(in flow: FlowContext<Void>) {}
}
