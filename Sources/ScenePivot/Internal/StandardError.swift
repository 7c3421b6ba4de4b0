import Foundation

/// The library's own output: one place writes to standard error, so tests can capture what it would print.
package enum StandardError {
    /// Where writes go instead of standard error, within `capture.withValue(_:)` (tests of what is printed).
    package static let capture = TaskLocal<CapturedText?>(wrappedValue: nil)

    package static func write(_ text: String) {
        if let captured = capture.get() { return captured.append(text) }
        FileHandle.standardError.write(Data(text.utf8))
    }
}

/// Text written while it was the task's ``StandardError/capture``.
package final class CapturedText: @unchecked Sendable {
    private let lock = NSLock()
    private var storage = ""

    /// Everything written so far.
    package var text: String {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    package func append(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        storage += text
    }
}
