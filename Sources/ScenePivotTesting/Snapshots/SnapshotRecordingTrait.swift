import Testing

/// A Swift Testing trait that sets the ``SnapshotRecordMode`` of a test, or of every test in a suite.
///
/// ```swift
/// @Test(.snapshotRecording(.all))        // re-record this test's references once, then remove the trait
/// @MainActor func newAlbumFlow() { … }
/// ```
public struct SnapshotRecordingTrait: TestTrait, SuiteTrait, TestScoping {
    /// The record mode inside the test or suite.
    public let record: SnapshotRecordMode

    /// The trait applies to every test in a suite it is attached to.
    public var isRecursive: Bool { true }

    /// Runs the test with ``record`` in effect.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await SnapshotRecordMode.$scoped.withValue(record) {
            try await function()
        }
    }
}

extension Trait where Self == SnapshotRecordingTrait {
    /// Sets the snapshot record mode of a test or suite, as `SCENEPIVOT_SNAPSHOT_RECORD` does for a whole run;
    /// named apart from swift-snapshot-testing's `.snapshots(record:)`, so both can be used in one file.
    ///
    /// ```swift
    /// @Suite(.snapshotRecording(.never)) struct AlertFlowTests { … }
    /// ```
    public static func snapshotRecording(_ record: SnapshotRecordMode) -> Self {
        SnapshotRecordingTrait(record: record)
    }
}

/// Runs `operation` with `mode` as the snapshot record mode, for XCTest or for part of a test.
///
/// ```swift
/// withSnapshotRecording(.all) {
///     expectSnapshot(of: transcript)
/// }
/// ```
public func withSnapshotRecording<R>(_ mode: SnapshotRecordMode, operation: () throws -> R) rethrows -> R {
    try SnapshotRecordMode.$scoped.withValue(mode, operation: operation)
}

/// Runs the asynchronous `operation` with `mode` as the snapshot record mode.
public func withSnapshotRecording<R>(
    _ mode: SnapshotRecordMode, isolation: isolated (any Actor)? = #isolation, operation: () async throws -> R
) async rethrows -> R {
    try await SnapshotRecordMode.$scoped.withValue(mode, operation: operation)
}
