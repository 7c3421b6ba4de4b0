import Testing

@testable import ScenePivotTesting

@Suite("SnapshotRecordMode")
struct SnapshotRecordModeTests {
    @Test(.snapshotRecording(.never)) func traitSetsTheModeOfItsTest() {
        #expect(SnapshotRecordMode.current == .never)
    }

    @Test(.snapshotRecording(.all)) func innermostScopeWins() async {
        withSnapshotRecording(.failed) {
            #expect(SnapshotRecordMode.current == .failed)
        }
        await withSnapshotRecording(.missing) {
            await Task.yield()
            #expect(SnapshotRecordMode.current == .missing)
        }
        #expect(SnapshotRecordMode.current == .all)
    }

    @Test(arguments: [
        ("all", SnapshotRecordMode.all), ("failed", .failed), ("missing", .missing), ("never", .never),
        (" All ", .all), ("NEVER", .never),
    ])
    func environmentVariableNamesAMode(value: String, mode: SnapshotRecordMode) throws {
        #expect(try SnapshotRecordMode.fromEnvironment(["SCENEPIVOT_SNAPSHOT_RECORD": value]) == mode)
    }

    @Test func unsetOrEmptyEnvironmentVariableNamesNoMode() throws {
        #expect(try SnapshotRecordMode.fromEnvironment([:]) == nil)
        #expect(try SnapshotRecordMode.fromEnvironment(["SCENEPIVOT_SNAPSHOT_RECORD": ""]) == nil)
    }

    @Test func unknownEnvironmentValueIsAnErrorNamingTheModes() {
        #expect(throws: SnapshotSetupError.invalidRecordMode("yes")) {
            try SnapshotRecordMode.fromEnvironment(["SCENEPIVOT_SNAPSHOT_RECORD": "yes"])
        }
        #expect(
            SnapshotSetupError.invalidRecordMode("yes").description
                == "SCENEPIVOT_SNAPSHOT_RECORD=yes is not a record mode; use one of all, failed, missing, never.")
    }
}
