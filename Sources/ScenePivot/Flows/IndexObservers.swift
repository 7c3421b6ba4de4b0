/// The observers of a container's selected index, held weakly: what every container (headless, or a UIKit tab or
/// page container) tells when its index changes. The container owns it: its streams finish when it goes.
@MainActor
package final class IndexObservers {
    private struct Entry {
        weak var observation: PivotObservation?
    }

    private var entries: [Entry] = []
    /// The streams handed out and not yet ended, finished when the container goes.
    private let streams = OpenStreams<Int>()

    /// No observers.
    package init() {}

    /// A new observation calling `handler` with each index told, while it is kept and not cancelled.
    package func observe(_ handler: @escaping @MainActor (Int) -> Void) -> PivotObservation {
        let observation = PivotObservation(indexHandler: handler)
        entries.removeAll { $0.observation?.isActive != true }  // so a list nothing is told never only grows
        entries.append(Entry(observation: observation))
        return observation
    }

    /// The indexes told, as an `AsyncStream` that lasts until its consumer stops or the container goes.
    package var changes: AsyncStream<Int> {
        streams.make { continuation in
            let observation = observe { continuation.yield($0) }
            return { observation.cancel() }
        }
    }

    /// The number of observations still active.
    package var activeCount: Int { entries.filter { $0.observation?.isActive == true }.count }

    /// Tells every active observation `index`, forgetting the cancelled and released ones.
    package func tell(_ index: Int) {
        entries.removeAll { $0.observation?.isActive != true }
        for entry in entries { entry.observation?.receive(index) }
    }
}
