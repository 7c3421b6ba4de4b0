import Foundation

/// Text made by a closure the first time it is read, then kept (``PivotEvent/Text``). The closure describes values
/// that no one changes once sent — a request, a response — so it may run on whichever thread reads the text first;
/// the lock makes it run once.
final class DeferredText: @unchecked Sendable {
    private let lock = NSLock()
    private var make: (() -> String)?
    private var built: String?

    init(_ make: @escaping () -> String) {
        self.make = make
    }

    /// Text that is built already.
    init(built text: String) {
        self.built = text
    }

    /// The text, made now if it was not yet.
    var text: String {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let text = make?() ?? ""
        built = text
        make = nil
        return text
    }
}
