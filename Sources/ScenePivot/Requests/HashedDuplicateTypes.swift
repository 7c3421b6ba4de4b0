import Foundation

/// The request types whose ``SceneRequest/isDuplicate(of:)`` is the default of `Hashable` requests, which compares
/// with `==`: that default notes its type here when it runs. A type's witness is fixed, so once it has run for a
/// type, a queue may look for a duplicate of that type by hash instead of comparing it with every waiting request
/// of the type (``TransitionQueue/containsRequest(hashing:)``). A type with its own `isDuplicate`, or one only
/// `Equatable`, never runs this default and is always compared — one waiting request at a time, by nature.
///
/// The default may run on any thread, so the set is guarded by a lock; a pivot reads it only until its route has
/// learned the answer.
enum HashedDuplicateTypes {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var types: Set<ObjectIdentifier> = []

    /// Notes that requests of `type` are duplicates exactly when they are equal, and hashable.
    static func note<Request: SceneRequest>(_ type: Request.Type) {
        let id = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        types.insert(id)
    }

    /// Whether requests of `type` are known to be duplicates exactly when they are equal, and hashable.
    static func contains<Request: SceneRequest>(_ type: Request.Type) -> Bool {
        let id = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        return types.contains(id)
    }
}
