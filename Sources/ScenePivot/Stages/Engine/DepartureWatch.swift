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
    /// The index in `entries` of the latest entry for each screen identifier, kept once more than
    /// ``indexingThreshold`` screens are watched, so that watching a screen and asking whether it is watched cost
    /// one hash lookup, however many screens are watched; below that, a scan of the few entries is cheaper.
    private var indexByID: [ObjectIdentifier: Int]?
    private static let indexingThreshold = 16

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

    /// Whether no screen is watched.
    package var isEmpty: Bool { entries.isEmpty }

    /// Whether any handler waits for `screen`.
    package func isWatching(_ screen: AnyObject) -> Bool {
        guard let index = index(of: screen) else { return false }
        return entries[index].screen === screen
    }

    /// The index of the latest entry for `screen`'s identifier, if any.
    private func index(of screen: AnyObject) -> Int? {
        let id = ObjectIdentifier(screen)
        if let indexByID { return indexByID[id] }
        return entries.lastIndex { $0.id == id }
    }

    /// Indexes the entries while there are more than ``indexingThreshold``; drops the index below.
    private func rebuildIndex() {
        guard entries.count > Self.indexingThreshold else {
            indexByID = nil
            return
        }
        var index: [ObjectIdentifier: Int] = [:]
        index.reserveCapacity(entries.count)
        for (position, entry) in entries.enumerated() { index[entry.id] = position }
        indexByID = index
    }

    /// Calls `handler` once, when a later ``checkDepartures(isGone:)`` finds `screen` gone.
    package func watch(_ screen: AnyObject, _ handler: @escaping @MainActor () -> Void) {
        let id = ObjectIdentifier(screen)
        if let index = index(of: screen), entries[index].screen === screen {
            entries[index].handlers.append(handler)
        } else {  // new, or a deallocated screen's identifier reused: that entry departs at the next check
            indexByID?[id] = entries.count
            entries.append(Entry(id: id, screen: screen, handlers: [handler]))
            if indexByID == nil, entries.count > Self.indexingThreshold { rebuildIndex() }
        }
    }

    /// Runs and forgets the handlers of those of `screens` that `isGone` reports gone, the most recently watched
    /// first: what ``checkDepartures(isGone:)`` does, for a stage that knows which screens it has just removed, so
    /// a departure costs the same however many screens are watched. Returns how many screens left.
    @discardableResult
    package func checkDepartures(among screens: [AnyObject], isGone: (AnyObject) -> Bool) -> Int {
        guard !entries.isEmpty else { return 0 }
        var positions: Set<Int> = []
        for screen in screens {
            guard let index = index(of: screen), let watched = entries[index].screen, watched === screen,
                isGone(watched)
            else { continue }
            positions.insert(index)
        }
        guard !positions.isEmpty else { return 0 }
        let descending = positions.sorted(by: >)
        // The screens that leave are usually the last watched (the top of a stack): then the index loses their
        // identifiers and keeps its other positions; otherwise it is made again.
        let isTail = descending.last == entries.count - descending.count
        var departed: [Entry] = []
        for index in descending {
            let entry = entries.remove(at: index)
            if isTail, indexByID?[entry.id] == index { indexByID?[entry.id] = nil }
            departed.append(entry)
        }
        if indexByID != nil, !isTail || entries.count <= Self.indexingThreshold { rebuildIndex() }
        for entry in departed {
            entry.handlers.forEach { $0() }
        }
        return departed.count
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
        if indexByID != nil { rebuildIndex() }
        for entry in departed.reversed() {
            entry.handlers.forEach { $0() }
        }
        return departed.count
    }
}
