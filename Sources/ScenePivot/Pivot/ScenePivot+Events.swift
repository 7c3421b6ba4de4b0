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
        guard !isClosed else { return OpenStreams.finished() }
        return eventStreams.make { continuation in
            let observation = observe { event in continuation.yield(event) }
            return { observation.cancel() }
        }
    }
}
