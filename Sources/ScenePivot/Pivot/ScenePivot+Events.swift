extension ScenePivot {
    /// Calls `handler` with every event of this pivot for as long as the returned observation is kept and not
    /// cancelled.
    ///
    /// ```swift
    /// observation = pivot.observe { event in logger.debug("\(event)") }
    /// ```
    public func observe(_ handler: @escaping @MainActor (PivotEvent) -> Void) -> PivotObservation {
        let observation = PivotObservation(handler: handler)
        link.addObservation(observation)
        return observation
    }

    /// Every event of this pivot from now on, as an `AsyncStream` that lasts until its consumer stops, the pivot
    /// is deallocated, or the flow that owns the pivot ends.
    ///
    /// ```swift
    /// for await event in pivot.events { analytics.track(event.description) }
    /// ```
    public var events: AsyncStream<PivotEvent> {
        // Not `makeStream(of:)`: the standard library of the iOS 16 SDKs lacks it.
        var madeContinuation: AsyncStream<PivotEvent>.Continuation?
        let stream = AsyncStream<PivotEvent> { madeContinuation = $0 }
        guard let continuation = madeContinuation else { return stream }
        if isClosed {
            continuation.finish()
            return stream
        }
        let observation = observe { event in continuation.yield(event) }
        nextEventStreamID += 1
        let id = nextEventStreamID
        eventStreams[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in
                observation.cancel()
                self?.eventStreams[id] = nil
            }
        }
        return stream
    }
}
