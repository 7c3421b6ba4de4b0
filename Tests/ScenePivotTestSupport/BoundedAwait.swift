import Testing

/// What `operation` gives, awaited while other main-actor work runs but no clock moves: an await that has not
/// ended after `turns` turns records an issue at the caller's location naming `what`, and gives `nil` instead of
/// hanging the suite (a mistake in the core must fail a test, not stall it).
@MainActor @discardableResult
public func bounded<Value, Failure: Error>(
    _ what: String, turns: Int = 1_000, sourceLocation: SourceLocation = #_sourceLocation,
    _ operation: @escaping @MainActor () async throws(Failure) -> Value
) async throws(Failure) -> Value? {
    let box = BoundedAwait<Value, Failure>()
    let task = Task { @MainActor in
        do throws(Failure) { box.result = .success(try await operation()) } catch { box.result = .failure(error) }
    }
    for _ in 0..<turns where box.result == nil { await Task.yield() }
    guard let result = box.result else {
        task.cancel()
        Issue.record("\(what) never came: the await would wait forever", sourceLocation: sourceLocation)
        return nil
    }
    return try result.get()
}

/// Where `bounded` keeps the outcome of the await it watches.
@MainActor
private final class BoundedAwait<Value, Failure: Error> {
    var result: Result<Value, Failure>?
}
