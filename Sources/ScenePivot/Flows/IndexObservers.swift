/// The observers of a container's selected index, held weakly: what every container (headless, or a UIKit tab or
/// page container) tells when its index changes. The container owns it: its streams finish when it goes.
@MainActor
package final class IndexObservers {
    private struct Entry {
        weak var observation: IndexObservation?
    }

    private var entries: [Entry] = []
    /// The streams handed out and not yet ended, finished when the container goes; `nonisolated(unsafe)` only so
    /// that `deinit` can finish them.
    private nonisolated(unsafe) var streams: [Int: AsyncStream<Int>.Continuation] = [:]
    private var nextStreamID = 0

    /// No observers.
    package init() {}

    deinit {
        for stream in streams.values { stream.finish() }
    }

    /// A new observation calling `handler` with each index told, while it is kept and not cancelled.
    package func observe(_ handler: @escaping @MainActor (Int) -> Void) -> IndexObservation {
        let observation = IndexObservation(handler: handler)
        entries.removeAll { $0.observation?.isActive != true }  // so a list nothing is told never only grows
        entries.append(Entry(observation: observation))
        return observation
    }

    /// The indexes told, as an `AsyncStream` that lasts until its consumer stops or the container goes.
    package var changes: AsyncStream<Int> {
        var madeContinuation: AsyncStream<Int>.Continuation?
        let stream = AsyncStream<Int> { madeContinuation = $0 }
        guard let continuation = madeContinuation else { return stream }
        let observation = observe { continuation.yield($0) }
        nextStreamID += 1
        let id = nextStreamID
        streams[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in
                observation.cancel()
                self?.streams[id] = nil
            }
        }
        return stream
    }

    /// The number of observations still active.
    package var activeCount: Int { entries.filter { $0.observation?.isActive == true }.count }

    /// Tells every active observation `index`, forgetting the cancelled and released ones.
    package func tell(_ index: Int) {
        entries.removeAll { $0.observation?.isActive != true }
        for entry in entries { entry.observation?.receive(index) }
    }
}
