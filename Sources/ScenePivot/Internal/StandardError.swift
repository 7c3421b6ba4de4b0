import Foundation

/// The library's own output: one place writes to standard error, so tests can capture what it would print.
enum StandardError {
    /// Where writes go instead of standard error, within `capture.withValue(_:)` (tests of what is printed).
    static let capture = TaskLocal<CapturedText?>(wrappedValue: nil)

    static func write(_ text: String) {
        if let captured = capture.get() { return captured.append(text) }
        FileHandle.standardError.write(Data(text.utf8))
    }
}

/// Text written while it was the task's ``StandardError/capture``.
final class CapturedText: @unchecked Sendable {
    private let lock = NSLock()
    private var storage = ""

    /// Everything written so far.
    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    func append(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        storage += text
    }
}
