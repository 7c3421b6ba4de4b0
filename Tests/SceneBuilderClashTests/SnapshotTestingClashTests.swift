import Testing

@testable import ScenePivotTesting

/// Stands in for swift-snapshot-testing's record mode (`SnapshotTestingConfiguration.Record`), which has cases of
/// the same names as ``SnapshotRecordMode``.
enum StandInRecord: Sendable {
    case all, failed, missing, never
}

/// Stands in for swift-snapshot-testing's trait, `.snapshots(record:diffTool:)`, which this package cannot depend on.
struct StandInSnapshotsTrait: TestTrait, SuiteTrait, TestScoping {
    @TaskLocal static var record: StandInRecord?
    let record: StandInRecord?
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await Self.$record.withValue(record) { try await function() }
    }
}

extension Trait where Self == StandInSnapshotsTrait {
    static func snapshots(record: StandInRecord? = nil, diffTool: String? = nil) -> Self {
        StandInSnapshotsTrait(record: record)
    }
}

/// ScenePivotTesting imported beside swift-snapshot-testing: each library's record mode goes to that library.
@Suite("ScenePivotTesting beside swift-snapshot-testing")
struct SnapshotTestingClashTests {
    @Test(.snapshots(record: .all), .snapshotRecording(.never))
    func eachTraitSetsItsOwnLibrarysMode() {
        #expect(StandInSnapshotsTrait.record == .all)
        #expect(SnapshotRecordMode.current == .never)
    }

    @Test(.snapshots(record: .failed))
    func theOtherLibrarysTraitLeavesScenePivotsModeAlone() {
        let outsideEveryScope = (try? SnapshotRecordMode.fromEnvironment()) ?? .missing
        #expect(SnapshotRecordMode.current == outsideEveryScope)
        #expect(StandInSnapshotsTrait.record == .failed)
    }

    @Test func theOtherLibrarysVariableIsNotScenePivots() throws {
        #expect(try SnapshotRecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "all"]) == nil)
        #expect(try SnapshotRecordMode.fromEnvironment(["SCENEPIVOT_SNAPSHOT_RECORD": "all"]) == .all)
    }
}
