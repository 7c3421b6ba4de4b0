import Foundation
import Testing

/// The reference file of one snapshot assertion, named as swift-snapshot-testing names its files:
/// `__Snapshots__/<TestFileName>/<testName>.<n>.txt` beside the test file, where `n` counts the unnamed
/// assertions of the test, or `<testName>.<name>.txt` for a named snapshot. ``SnapshotFileName`` writes the
/// test's and the snapshot's names so that distinct names never share a file.
package struct SnapshotReference: Equatable {
    /// The reference file.
    package let url: URL
    /// `<testName>.<n or name>`, as failure messages call the snapshot.
    package let identifier: String

    /// The reference for an assertion in the file at `filePath`, in `directory` when one is given.
    package init(
        filePath: String, directory: String?, testName: String, name: String?, counter: SnapshotCounter
    ) {
        let fileURL = URL(fileURLWithPath: filePath, isDirectory: false)
        let folder =
            directory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? fileURL.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(fileURL.deletingPathExtension().lastPathComponent, isDirectory: true)
        let test = SnapshotFileName.forTest(testName)
        let suffix = name.map(SnapshotFileName.forSnapshot) ?? String(counter.next(for: folder.path + "/" + test))
        identifier = "\(test).\(suffix)"
        url = folder.appendingPathComponent("\(identifier).txt", isDirectory: false)
    }

    /// The reference's bytes, or `nil` when there is no reference file.
    func read() throws -> Data? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try Data(contentsOf: url)
    }

    /// Writes `text` as UTF-8, exactly, creating the folder if needed.
    func write(_ text: String) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}

/// Counts the unnamed snapshot assertions of each running test, so that its references are numbered 1, 2, 3…
package final class SnapshotCounter: @unchecked Sendable {
    /// The counter every assertion shares.
    package static let shared = SnapshotCounter()

    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// The next number for `key` within the running test.
    func next(for key: String) -> Int {
        let scope = Test.current.map { String(describing: $0.id) } ?? "-"
        lock.lock()
        defer { lock.unlock() }
        let fullKey = scope + "|" + key
        let count = counts[fullKey, default: 0] + 1
        counts[fullKey] = count
        return count
    }
}
