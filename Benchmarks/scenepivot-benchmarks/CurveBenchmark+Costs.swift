import Foundation
import ScenePivot
import ScenePivotHeadless

/// An `Equatable` request that waits among requests of other types in the duplicate-check curve.
struct DuplicateProbe: SceneRequest, Equatable {
    let id: Int
}

/// A `Hashable` request that waits behind requests of its own type in the hashed duplicate-check curve.
struct HashedProbe: SceneRequest, Hashable {
    let id: Int
}

/// A request recorded by a restoration, pushing a screen.
struct RestorablePush: RestorableRequest {
    static let restorationID = "benchmark.push"
    var id = 0
}

/// A flow that shows its root screen with a push when it starts, so that later pushes and pops in it are not its
/// root's.
@MainActor
final class RootedFlow: SceneFlow {
    func start(in flow: FlowContext<Void>) {
        flow.pivot.switchScene(with: CurvePushRequest())
    }
}

extension CurveBenchmark {
    // MARK: Duplicate checks

    /// Per request of a type with one request waiting, behind `length` waiting requests of another type, or — when
    /// `hashed` — per `Hashable` request behind `length` waiting requests of its own type. Measured like
    /// ``queueLength(operations:equatable:)``: windows of 10 on a fresh stage whose queue is filled before each.
    static func duplicateCheck(operations: Int, hashed: Bool) -> Spec {
        var errors = 0
        let builder = SceneBuilder()
        builder.register(HoldQueueRequest.self) { _ in .present(HeadlessScreen("Busy")) }
        builder.register(QueueFiller.self) { _ in AnyPivotScene<Void>("no-op") { _ in } }
        builder.register(DuplicateProbe.self) { _ in AnyPivotScene<Void>("no-op") { _ in } }
        builder.register(HashedProbe.self) { _ in AnyPivotScene<Void>("no-op") { _ in } }
        let window = 10
        return Spec(
            key: hashed ? "queue-hashed" : "queue-types",
            name: hashed ? "queue length (Hashable, own type)" : "queue length (one of its type among others)",
            detail: hashed
                ? "10 → 10,000 Hashable requests of its type waiting; per Hashable request"
                : "10 → 10,000 requests of another type waiting, one of its own; per Equatable request",
            small: 10, large: 10_000,
            measure: { length in
                var seconds = 0.0
                var done = 0
                var id = length  // fillers of the hashed curve use 0..<length
                while done < operations {
                    let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .manual(.milliseconds(300)))
                    let pivot = ScenePivot(stage: stage, builder: builder)
                    pivot.errorHandler = { _ in errors += 1 }
                    pivot.switchScene(with: HoldQueueRequest())  // runs until the clock moves
                    if hashed {
                        for index in 0..<length { pivot.switchScene(with: HashedProbe(id: index)) }
                    } else {
                        for _ in 0..<length { pivot.switchScene(with: QueueFiller()) }
                        pivot.switchScene(with: DuplicateProbe(id: -1))
                    }
                    seconds += timed {
                        for _ in 0..<window {
                            if hashed {
                                pivot.switchScene(with: HashedProbe(id: id))
                            } else {
                                pivot.switchScene(with: DuplicateProbe(id: id))
                            }
                            id += 1
                        }
                    }
                    done += window
                    if stage.transitionQueue.waitingCount != length + window + (hashed ? 0 : 1) { errors += 1 }
                    stage.finishAnimations()
                }
                return (seconds, done)
            }, errors: { errors }, warmsUpSmall: true)
    }

    // MARK: Flows

    /// Per push and pop in the innermost of `depth` nested flows, each showing a root screen of its own.
    static func nestedFlows(operations: Int) -> Spec {
        var errors = 0
        var fixtures: [Int: (HeadlessStage, ScenePivot, [FlowContext<Void>])] = [:]
        func innermost(_ depth: Int) -> ScenePivot {
            if let made = fixtures[depth] { return made.2[made.2.count - 1].pivot }
            let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
            let pivot = ScenePivot(stage: stage, builder: pushPopBuilder())
            pivot.errorHandler = { _ in errors += 1 }
            var flows = [pivot.startFlow(RootedFlow())]
            for _ in 1..<depth { flows.append(flows[flows.count - 1].startChild(RootedFlow())) }
            if stage.navigationStack.count != depth + 1 { errors += 1 }
            fixtures[depth] = (stage, pivot, flows)
            return flows[flows.count - 1].pivot
        }
        return Spec(
            key: "nested-flows", name: "nested flow depth",
            detail: "1 → 1,000 nested child flows; per push and pop in the innermost", small: 1, large: 1_000,
            measure: { depth in timedPushesAndPops(on: innermost(depth), operations: operations) },
            errors: { errors })
    }

    /// Per child flow started (showing its root screen), finished and popped beside `count` running siblings.
    static func siblingFlows(operations: Int) -> Spec {
        var errors = 0
        var fixtures: [Int: (HeadlessStage, ScenePivot, FlowContext<Void>, [FlowContext<Void>])] = [:]
        func fixture(_ count: Int) -> (ScenePivot, FlowContext<Void>) {
            if let made = fixtures[count] { return (made.1, made.2) }
            let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
            let pivot = ScenePivot(stage: stage, builder: pushPopBuilder())
            pivot.errorHandler = { _ in errors += 1 }
            let host = pivot.startFlow(HostFlow())
            let siblings = (0..<count).map { _ in host.startChild(RootedFlow()) }
            fixtures[count] = (stage, pivot, host, siblings)
            return (pivot, host)
        }
        return Spec(
            key: "sibling-flows", name: "sibling flows",
            detail: "1 → 1,000 running sibling flows; per child flow started, finished and popped", small: 1,
            large: 1_000,
            measure: { count in
                let (pivot, host) = fixture(count)
                let seconds = timed {
                    for _ in 0..<operations {
                        let child = host.startChild(RootedFlow())
                        child.finish(with: ())
                        pivot.switchScene(with: CurvePopRequest())
                    }
                }
                if host.childFlows.count != count { errors += 1 }
                return (seconds, operations)
            }, errors: { errors })
    }

    // MARK: Restoration

    /// Per restorable push and its pop (an entry recorded and removed) — or, when `recorded` is false, per plain
    /// push and pop — over `count` restorable screens whose entries the restoration keeps.
    static func restorationEntries(operations: Int, recorded: Bool) -> Spec {
        var errors = 0
        var fixtures: [Int: (HeadlessStage, ScenePivot, SceneRestoration)] = [:]
        func fixture(_ count: Int) -> ScenePivot {
            if let made = fixtures[count] { return made.1 }
            let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
            let builder = pushPopBuilder()
            builder.register(RestorablePush.self) { _ in .push(HeadlessScreen("Restorable"), animation: .none) }
            let pivot = ScenePivot(stage: stage, builder: builder)
            pivot.errorHandler = { _ in errors += 1 }
            let restoration = SceneRestoration(pivot: pivot)
            do { try restoration.register(RestorablePush.self) } catch { errors += 1 }
            for index in 0..<count { pivot.switchScene(with: RestorablePush(id: index)) }
            fixtures[count] = (stage, pivot, restoration)
            return pivot
        }
        return Spec(
            key: recorded ? "restoration" : "restoration-pop",
            name: recorded ? "restoration entries" : "restoration entries (plain pop)",
            detail: recorded
                ? "10 → 1,000 recorded entries; per restorable push and pop (an entry recorded and removed)"
                : "10 → 1,000 recorded entries; per push and pop of a screen no entry records",
            small: 10, large: 1_000,
            measure: { count in
                let pivot = fixture(count)
                guard recorded else { return timedPushesAndPops(on: pivot, operations: operations) }
                let seconds = timed {
                    for _ in 0..<operations {
                        pivot.switchScene(with: RestorablePush(id: -1))
                        pivot.switchScene(with: CurvePopRequest())
                    }
                }
                return (seconds, operations)
            }, errors: { errors })
    }
}
