import Foundation
import ScenePivot
import Testing

/// Seeded random operation sequences on the headless stage, with every invariant checked after every step.
///
/// Replay one seed with `SCENEPIVOT_SEED=<seed> swift test --filter RandomizedOperationTests`; change the
/// length with `SCENEPIVOT_OPERATIONS=<count>` (per seed).
@Suite("Randomized operation sequences")
struct RandomizedOperationTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seeds: [UInt64] =
        environment["SCENEPIVOT_SEED"].flatMap(UInt64.init).map { [$0] }
        ?? (1...10).map { 0x5CE4_E000 + $0 }
    static let operationsPerSeed = environment["SCENEPIVOT_OPERATIONS"].flatMap(Int.init) ?? 10_000

    @Test("Invariants hold after every operation of a seeded sequence", arguments: seeds)
    @MainActor func invariantsHoldAfterEveryOperation(seed: UInt64) async {
        let replay = "replay: SCENEPIVOT_SEED=\(seed) swift test --filter RandomizedOperationTests"
        var leftovers: [ScreenRecord] = []
        var retained = 0
        var retainedExamples: [String] = []
        do {
            let harness = ReliabilityHarness(seed: seed, sendsAwaitedRequests: true)
            while harness.operations < Self.operationsPerSeed, harness.violations.isEmpty {
                harness.step()
                if harness.needsTasksToRun { await letAwaitedRequestsRun(harness) }
            }
            if harness.violations.isEmpty { harness.drain() }
            _ = await yield(until: { harness.awaitedResults >= harness.awaitedSent }, turns: 10_000)
            #expect(
                harness.violations.isEmpty,
                "seed \(seed): \(harness.violations.first ?? "") — \(replay)")
            #expect(
                harness.awaitedResults == harness.awaitedSent,
                "seed \(seed): \(harness.awaitedSent) awaited requests, \(harness.awaitedResults) returned — \(replay)")
            leftovers = harness.watched + harness.unwatched
            retained = harness.retainedAfterDrain.count
            retainedExamples = Array(harness.retainedAfterDrain.sorted().prefix(3))
            RandomizedRunTally.shared.add(harness)
        }
        // With the stage, pivot and harness gone, no screen may survive: nothing holds them in a cycle.
        let survivors = leftovers.compactMap { $0.screen?.name }
        #expect(survivors.isEmpty, "seed \(seed): \(survivors.count) screens outlived their stage — \(replay)")
        #expect(
            retained == 0,
            "seed \(seed): departed screens still alive after drains, e.g. \(retainedExamples) — \(replay)")
    }

    /// Lets awaited requests' tasks run until each has been submitted and each cancelled one has returned.
    @MainActor private func letAwaitedRequestsRun(_ harness: ReliabilityHarness) async {
        if await !yield(until: { !harness.needsTasksToRun }) {
            harness.violation("awaiting tasks neither submitted nor returned after 1,000 turns")
        }
    }
}

/// Totals across seeds, printed for the record.
@MainActor
final class RandomizedRunTally {
    static let shared = RandomizedRunTally()
    private(set) var operations = 0
    private(set) var seeds = 0

    func add(_ harness: ReliabilityHarness) {
        operations += harness.operations
        seeds += 1
        let failures = harness.failureKinds.sorted { $0.key < $1.key }.map { "\($0.key)×\($0.value)" }
        print(
            "reliability seed \(harness.seed): \(harness.operations) operations, \(harness.screensMade) screens, \(harness.awaitedSent) awaited, \(harness.cancellationsRequested) cancelled (\(harness.cancelledAnswers) answered cancelled), \(harness.reentrantAdvances) clock advances from handlers, \(harness.flowsStarted) flows (\(harness.flowsEnded) ended by hand), \(harness.secretsTyped) secrets typed, \(harness.hostileTexts) hostile texts, \(harness.lateErrors) late answers; failures \(failures.joined(separator: ", ")); total so far \(operations) operations over \(seeds) seeds"
        )
    }
}
