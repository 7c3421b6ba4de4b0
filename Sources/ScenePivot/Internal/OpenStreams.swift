/// The `AsyncStream`s an object has handed out and not yet ended: each lasts until its consumer stops, until
/// ``finishAll()``, or until this set goes with its owner — so no `for await` loop waits on a source that is gone.
@MainActor
package final class OpenStreams<Element: Sendable> {
    // `nonisolated(unsafe)` only so that `deinit` can finish them.
    private nonisolated(unsafe) var continuations: [Int: AsyncStream<Element>.Continuation] = [:]
    private var nextID = 0

    /// No streams.
    package init() {}

    deinit {
        for continuation in continuations.values { continuation.finish() }
    }

    /// A new stream: `subscribe` starts feeding the continuation it is given and returns what stops that, called
    /// once the consumer stops or the stream is finished.
    package func make(
        _ subscribe: (AsyncStream<Element>.Continuation) -> @MainActor () -> Void
    ) -> AsyncStream<Element> {
        // Not `makeStream(of:)`: the standard library of the iOS 16 SDKs lacks it.
        var madeContinuation: AsyncStream<Element>.Continuation?
        let stream = AsyncStream<Element> { madeContinuation = $0 }
        guard let continuation = madeContinuation else { return stream }
        let unsubscribe = subscribe(continuation)
        nextID += 1
        let id = nextID
        continuations[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in
                unsubscribe()
                self?.continuations[id] = nil
            }
        }
        return stream
    }

    /// A stream that has already finished.
    package static func finished() -> AsyncStream<Element> {
        AsyncStream<Element> { $0.finish() }
    }

    /// Finishes every stream handed out.
    package func finishAll() {
        let finishing = continuations.values
        continuations = [:]
        for continuation in finishing { continuation.finish() }
    }
}
