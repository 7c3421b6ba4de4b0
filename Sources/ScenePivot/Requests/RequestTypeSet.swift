import Foundation

/// Request types a default of ``SceneRequest/isDuplicate(of:)`` notes when it runs. A type's witness for a protocol
/// requirement is fixed, so once a default has run for a type, every later duplicate check of that type runs it too,
/// and the pivot learns what the check will do without making it (its route keeps the answer,
/// ``RequestRoute/isNeverDuplicate``, ``RequestRoute/isHashedDuplicate``). A type with its own `isDuplicate` never
/// runs a default, so it is never noted and always compared.
///
/// A default may run on any thread (anyone can call `isDuplicate`), so each set is guarded by a lock; a pivot reads it
/// only until its route has learned the answer.
final class RequestTypeSet: @unchecked Sendable {
    /// Types whose requests are never duplicates: the default that always answers `false` ran for them.
    static let neverDuplicate = RequestTypeSet()
    /// Types whose requests are duplicates exactly when they are equal, and hashable: the default of `Hashable`
    /// requests ran for them, so a queue may look for a duplicate by hash instead of comparing it with every waiting
    /// request of the type (``TransitionQueue/containsRequest(hashing:)``). One only `Equatable` is compared with
    /// each waiting request of its type, by nature.
    static let hashedDuplicate = RequestTypeSet()

    private let lock = NSLock()
    private var types: Set<ObjectIdentifier> = []

    private init() {}

    /// Notes `type`.
    func note<Request: SceneRequest>(_ type: Request.Type) {
        let id = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        types.insert(id)
    }

    /// Whether `type` was noted.
    func contains<Request: SceneRequest>(_ type: Request.Type) -> Bool {
        let id = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        return types.contains(id)
    }
}
