import Foundation
import Testing

/// Expects `value`'s text — a ``FlowTranscript``, a `HeadlessStage`'s hierarchy, an `AlertContent` — to
/// match its reference file, failing the test at this line with a unified diff when it does not.
///
/// ```swift
/// @Test @MainActor func newAlbumIsCreated() {
///     …
///     expectSnapshot(of: transcript)              // __Snapshots__/AlertFlowTests/newAlbumIsCreated.1.txt
///     expectSnapshot(of: stage, named: "end")     // __Snapshots__/AlertFlowTests/newAlbumIsCreated.end.txt
/// }
/// ```
///
/// References follow swift-snapshot-testing: `__Snapshots__/<TestFileName>/<testName>.<n>.txt` beside the test
/// file, where `n` counts the test's unnamed snapshots, or `<testName>.<name>.txt` for a named one. Distinct
/// names never share a file: letters, digits and `_` stay, a space in `name` becomes `-`, anything else is
/// escaped (`"a/b"` → `a%2Fb`, `"a-b"` → `a%2Db`). Whether a reference is written depends on the
/// ``SnapshotRecordMode``: by default a missing reference is recorded and the test fails, asking for a re-run.
///
/// - Parameters:
///   - value: What to snapshot.
///   - name: A name for the snapshot, used in its file name instead of its number.
///   - record: The record mode for this assertion, overriding any scope and `SCENEPIVOT_SNAPSHOT_RECORD`.
///   - snapshotDirectory: The folder holding the reference, instead of `__Snapshots__/<TestFileName>`.
///   - testName: The test's name in the file name; defaults to the running Swift Testing test's function name,
///     else to `function`.
///   - function: The calling function, used as the test's name under XCTest.
///   - fileID: The caller's file ID, where a failure is reported.
///   - filePath: The caller's file path: where the failure is reported and beside which `__Snapshots__` lives.
///   - line: The caller's line, where a failure is reported.
///   - column: The caller's column, where a failure is reported.
@MainActor
public func expectSnapshot(
    of value: some SnapshotDescribable, named name: String? = nil, record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil, testName: String? = nil, function: StaticString = #function,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    expectSnapshot(
        ofText: value.snapshotDescription, named: name, record: record, snapshotDirectory: snapshotDirectory,
        testName: testName, function: function, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects `text` to match its reference file, failing the test at this line with a unified diff when it does
/// not. Usable from any isolation, XCTest included.
///
/// ```swift
/// expectSnapshot(ofText: exportedCSV, named: "export")
/// ```
///
/// See ``expectSnapshot(of:named:record:snapshotDirectory:testName:function:fileID:filePath:line:column:)`` for
/// how reference files are named and when they are written.
public func expectSnapshot(
    ofText text: String, named name: String? = nil, record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil, testName: String? = nil, function: StaticString = #function,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let caller = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if name == nil, testName == nil, Test.Case.current?.isParameterized == true {
        caller.reportFailure(
            "A snapshot in a parameterized test needs a name (named:) that differs for each argument; "
                + "otherwise the cases, which run in any order, would share numbered references.")
        return
    }
    let mode: SnapshotRecordMode
    if let record {
        mode = record
    } else if let scoped = SnapshotRecordMode.scoped {
        mode = scoped
    } else {
        do {
            mode = try SnapshotRecordMode.fromEnvironment() ?? .missing
        } catch {
            caller.reportFailure(error.description)
            return
        }
    }
    let reference = SnapshotReference(
        filePath: filePath.description, directory: snapshotDirectory,
        testName: testName ?? Test.current?.name ?? function.description, name: name,
        counter: .shared)
    if let failure = SnapshotCheck(text: text, reference: reference, mode: mode).run() {
        caller.reportFailure(failure)
    }
}

/// Compares a text with its reference file and writes the reference as the record mode asks.
package struct SnapshotCheck {
    /// The text to check.
    let text: String
    /// Where its reference is.
    let reference: SnapshotReference
    /// When the reference is written.
    let mode: SnapshotRecordMode

    /// A check of `text` against `reference` in record mode `mode`.
    package init(text: String, reference: SnapshotReference, mode: SnapshotRecordMode) {
        self.text = text
        self.reference = reference
        self.mode = mode
    }

    /// Runs the check: `nil` when the text matches, else the failure message. The bytes are compared first;
    /// the diff is only built for a text that differs.
    package func run() -> String? {
        if let twin = reference.caseTwin() {
            return """
                Snapshot "\(reference.identifier)" and the reference \(twin) beside it differ only in letter case: \
                on a case-insensitive volume (the macOS default) they are one file, and each snapshot would be \
                checked against the other's text. Give the test or the snapshot (named:) a name that differs in \
                more than case.
                """
        }
        let stored: Data?
        do {
            stored = try reference.read()
        } catch {
            return
                "Could not read the reference of snapshot \"\(reference.identifier)\" at \(path): \(Self.reason(for: error))."
        }
        guard let stored else { return recordMissing() }
        let matches = Self.bytes(of: stored, equalUTF8Of: text)
        if mode == .all {
            if let error = write() { return error }
            let change = matches ? "It had not changed." : "It changed:\n\n\(diff(from: stored))"
            return """
                Record mode is "all": recorded snapshot "\(reference.identifier)" to \(path). \
                Turn record mode off and re-run the test to check against it. \(change)
                """
        }
        guard !matches else { return nil }
        let diff = diff(from: stored)
        if mode == .failed {
            if let error = write() { return error }
            return """
                Snapshot "\(reference.identifier)" did not match its reference; record mode "failed" recorded \
                the new text to \(path). Review the change, then re-run the test.

                \(diff)
                """
        }
        return """
            Snapshot "\(reference.identifier)" does not match its reference at \(path).

            \(diff)
            If the change is intended, re-run with \(SnapshotRecordMode.environmentVariable)=failed to record it.
            """
    }

    /// Whether `data` holds exactly the UTF-8 bytes of `text`, compared as memory.
    private static func bytes(of data: Data, equalUTF8Of text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            data.count == utf8.count
                && data.withUnsafeBytes { stored in
                    utf8.isEmpty || memcmp(stored.baseAddress!, utf8.baseAddress!, utf8.count) == 0
                }
        }
    }

    /// The unified diff from the stored reference to the text; only built once they are known to differ.
    private func diff(from stored: Data) -> String {
        LineDiff(from: String(decoding: stored, as: UTF8.self), to: text).unified
    }

    private func recordMissing() -> String {
        guard mode != .never else {
            return """
                No reference was found for snapshot "\(reference.identifier)" at \(path), and none was recorded \
                because the record mode is "never". Record it with \
                \(SnapshotRecordMode.environmentVariable)=missing.
                """
        }
        if let error = write() { return error }
        return """
            No reference was found for snapshot "\(reference.identifier)"; recorded it to \(path). \
            Re-run the test to check against it.

            Recorded snapshot:
            \(text)
            """
    }

    private func write() -> String? {
        do {
            try reference.write(text)
            return nil
        } catch {
            return
                "Could not write the reference of snapshot \"\(reference.identifier)\" to \(path): \(Self.reason(for: error))."
        }
    }

    private var path: String { reference.url.path }

    /// Why a file operation failed, in a few words: the operating system's reason ("Is a directory") when there
    /// is one, else the error's own description.
    static func reason(for error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? any Error {
            let underlying = underlying as NSError
            if underlying.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(underlying.code))) }
        }
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        return error.localizedDescription
    }
}
