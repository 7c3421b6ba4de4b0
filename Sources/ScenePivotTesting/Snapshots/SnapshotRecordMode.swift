import Foundation

/// When ``expectSnapshot(of:named:record:snapshotDirectory:testName:function:fileID:filePath:line:column:)``
/// writes reference files: the modes of swift-snapshot-testing's `SNAPSHOT_TESTING_RECORD`, set by a variable of
/// ScenePivot's own, so that recording one library's snapshots never re-records the other's.
///
/// The mode in effect is, from the innermost: an explicit `record:` argument, a ``SnapshotRecordingTrait``
/// (`@Test(.snapshotRecording(.all))`) or ``withSnapshotRecording(_:operation:)-(_,()->R)`` scope, the
/// `SCENEPIVOT_SNAPSHOT_RECORD` environment variable, and finally ``missing``.
///
/// ```sh
/// SCENEPIVOT_SNAPSHOT_RECORD=failed swift test   # accept every changed flow, then review the diff in git
/// ```
public enum SnapshotRecordMode: String, Sendable, Equatable, CaseIterable {
    /// Writes every reference, then fails so that the next run checks against what was written.
    case all
    /// Writes the references that are missing or do not match, failing each time it writes.
    case failed
    /// Writes only missing references, failing each time it writes; compares the rest. The default.
    case missing
    /// Writes nothing: a missing reference is a failure. For CI.
    case never

    /// The name of the environment variable that sets the mode for a whole run.
    public static let environmentVariable = "SCENEPIVOT_SNAPSHOT_RECORD"

    /// The mode in effect here: the innermost scope's, else the environment variable's, else ``missing``.
    public static var current: SnapshotRecordMode {
        scoped ?? (try? fromEnvironment()) ?? .missing
    }

    @TaskLocal static var scoped: SnapshotRecordMode?

    /// The mode `SCENEPIVOT_SNAPSHOT_RECORD` asks for, `nil` when it is not set, and an error naming the valid
    /// values when it holds anything else.
    static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(SnapshotSetupError) -> SnapshotRecordMode? {
        guard let value = environment[environmentVariable] else { return nil }
        let trimmed = value.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed.isEmpty { return nil }
        guard let mode = SnapshotRecordMode(rawValue: trimmed) else {
            throw .invalidRecordMode(value)
        }
        return mode
    }
}

/// A snapshot setting that cannot be used.
enum SnapshotSetupError: LocalizedError, Equatable, CustomStringConvertible {
    /// `SCENEPIVOT_SNAPSHOT_RECORD` holds something other than a mode's name.
    case invalidRecordMode(String)

    var description: String {
        switch self {
        case .invalidRecordMode(let value):
            let names = SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
            return "\(SnapshotRecordMode.environmentVariable)=\(value) is not a record mode; use one of \(names)."
        }
    }

    /// The ``description``, so that `localizedDescription` says what to do.
    var errorDescription: String? { description }
}
