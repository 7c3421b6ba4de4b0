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

    private var entries: [Entry] = []
    /// The index in `entries` of the latest entry for each screen identifier, so that watching a screen and asking
    /// whether it is watched cost one hash lookup, however many screens are watched.
    private var indexByID: [ObjectIdentifier: Int] = [:]

    /// An empty watch.
    package init() {}

    /// The screens being watched and still alive, in the order they were first watched.
    package var watchedScreens: [AnyObject] { entries.compactMap(\.screen) }

    /// Whether any handler waits for `screen`.
    package func isWatching(_ screen: AnyObject) -> Bool {
        guard let index = indexByID[ObjectIdentifier(screen)] else { return false }
        return entries[index].screen === screen
    }

    /// Calls `handler` once, when a later ``checkDepartures(isGone:)`` finds `screen` gone.
    package func watch(_ screen: AnyObject, _ handler: @escaping @MainActor () -> Void) {
        let id = ObjectIdentifier(screen)
        if let index = indexByID[id], entries[index].screen === screen {
            entries[index].handlers.append(handler)
        } else {  // new, or a deallocated screen's identifier reused: that entry departs at the next check
            indexByID[id] = entries.count
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
        indexByID.removeAll(keepingCapacity: true)
        for (index, entry) in entries.enumerated() { indexByID[entry.id] = index }
        for entry in departed.reversed() {
            entry.handlers.forEach { $0() }
        }
        return departed.count
    }
}
