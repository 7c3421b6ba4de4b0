/// The departure observers of a stage that cannot be told when a screen leaves, only asked whether it is still
/// there (UIKit): handlers wait per screen and run once, top-most first, when a check finds their screen gone.
///
/// Screens are held weakly; a screen that was deallocated has left.
@MainActor
package final class DepartureWatch {
    private struct Entry {
        let id: ObjectIdentifier
        weak var screen: AnyObject?
        var handlers: [@MainActor () -> Void]
    }

    // `nonisolated(unsafe)` only so that `deinit`, which has the last reference, can hand the handlers on.
    nonisolated(unsafe) private var entries: [Entry] = []

    /// An empty watch.
    package init() {}

    deinit {
        // The stage went with screens still watched: they have left with it, so their handlers run (on the main
        // actor, next), and whoever waited for them is answered instead of waiting forever.
        let handlers = entries.flatMap(\.handlers)
        guard !handlers.isEmpty else { return }
        Task { @MainActor in handlers.forEach { $0() } }
    }

    /// The screens being watched and still alive, in the order they were first watched.
    package var watchedScreens: [AnyObject] { entries.compactMap(\.screen) }

    /// Whether any handler waits for `screen`.
    package func isWatching(_ screen: AnyObject) -> Bool {
        entries.contains { $0.screen === screen }
    }

    /// Calls `handler` once, when a later ``checkDepartures(isGone:)`` finds `screen` gone.
    package func watch(_ screen: AnyObject, _ handler: @escaping @MainActor () -> Void) {
        let id = ObjectIdentifier(screen)
        if let index = entries.firstIndex(where: { $0.id == id && $0.screen === screen }) {
            entries[index].handlers.append(handler)
        } else {
            entries.append(Entry(id: id, screen: screen, handlers: [handler]))
        }
    }

    /// Runs and forgets the handlers of every screen that `isGone` reports gone, or that was deallocated,
    /// the most recently watched first (the top-most screen leaves first). Returns how many screens left.
    @discardableResult
    package func checkDepartures(isGone: (AnyObject) -> Bool) -> Int {
        var departed: [Entry] = []
        var staying: [Entry] = []
        for entry in entries {
            if let screen = entry.screen, !isGone(screen) {
                staying.append(entry)
            } else {
                departed.append(entry)
            }
        }
        guard !departed.isEmpty else { return 0 }
        entries = staying
        for entry in departed.reversed() {
            entry.handlers.forEach { $0() }
        }
        return departed.count
    }
}
