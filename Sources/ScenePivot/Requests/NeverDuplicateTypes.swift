import Foundation

/// The request types whose ``SceneRequest/isDuplicate(of:)`` is the default that always answers `false`: the
/// default notes its type here when it runs. A type's witness for a protocol requirement is fixed, so once the
/// default has answered for a type, every later duplicate check of that type would too, and the pivot skips the
/// scan of the queue (``RequestRoute/isNeverDuplicate``). A type with its own `isDuplicate` — or `Equatable`,
/// whose default compares — never runs this default, so it is never noted and always compared.
///
/// The default may run on any thread (anyone can call `isDuplicate`), so the set is guarded by a lock; the pivot
/// reads it only until its route has learned the answer.
enum NeverDuplicateTypes {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var types: Set<ObjectIdentifier> = []

    /// Notes that requests of `type` are never duplicates.
    static func note<Request: SceneRequest>(_ type: Request.Type) {
        let id = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        types.insert(id)
    }

    /// Whether requests of `type` are known never to be duplicates.
    static func contains<Request: SceneRequest>(_ type: Request.Type) -> Bool {
        let id = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        return types.contains(id)
    }
}
