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
        SnapshotFolderIndex.shared.add(url.lastPathComponent, in: url.deletingLastPathComponent().path)
    }

    /// The name of another file in the reference's folder whose name differs from the reference's only in letter
    /// case (`Login.1.txt` beside `login.1.txt`), if there is one: on a case-insensitive volume (the macOS
    /// default) the two are one file, so two snapshots would read and write each other's reference.
    func caseTwin() -> String? {
        SnapshotFolderIndex.shared.caseTwin(of: url.lastPathComponent, in: url.deletingLastPathComponent().path)
    }
}

/// The file names of each snapshot folder, listed once per run and kept up to date with the references written
/// since, so that looking for a name that differs only in case costs a lookup, not a listing, per assertion.
final class SnapshotFolderIndex: @unchecked Sendable {
    /// The index every assertion shares.
    static let shared = SnapshotFolderIndex()

    private let lock = NSLock()
    /// Per folder, the names of its files by their lower-case form.
    private var folders: [String: [String: Set<String>]] = [:]

    /// A name in `folder` that is not `name` but equal to it ignoring case, if there is one.
    func caseTwin(of name: String, in folder: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        let names = names(in: folder)[name.lowercased()] ?? []
        return names.filter { $0 != name }.sorted().first
    }

    /// Records that `name` was written in `folder`.
    func add(_ name: String, in folder: String) {
        lock.lock()
        defer { lock.unlock() }
        var index = names(in: folder)
        index[name.lowercased(), default: []].insert(name)
        folders[folder] = index
    }

    /// The index of `folder`, listing it the first time; an unreadable or missing folder has no files.
    private func names(in folder: String) -> [String: Set<String>] {
        if let index = folders[folder] { return index }
        var index: [String: Set<String>] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            index[name.lowercased(), default: []].insert(name)
        }
        folders[folder] = index
        return index
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
