import Foundation

/// What happened to a pivot, as compact `Codable` data: the requests the app sent, the user's answers to alerts
/// and the screens that left with no request taking them away — the last ones a ``NavigationRecorder`` kept.
///
/// ```swift
/// let data = try JSONEncoder().encode(recorder.trace)   // attach it to a bug report
/// // … in a test …
/// let trace = try NavigationTrace(json: data)
/// ```
///
/// `TraceReplay` replays a trace on a fresh `HeadlessStage`, so the report becomes a test.
public struct NavigationTrace: Codable, Equatable, Sendable {
    /// The version of the format this library writes and reads.
    public static let currentVersion = 1

    /// The version of the format the trace was written in; `TraceReplay` replays only the current one.
    public var version: Int
    /// How many steps the recorder kept at most: the size of its ring.
    public var capacity: Int
    /// How many steps the ring dropped, oldest first, before the first one kept.
    public var droppedSteps: Int
    /// The steps kept, in the order they happened.
    public var steps: [NavigationTrace.Step]

    /// A trace of `steps`, kept by a ring of `capacity` steps that dropped `droppedSteps` before them.
    ///
    /// - Parameters:
    ///   - version: The format's version; ``currentVersion`` unless you test how another one is handled.
    ///   - capacity: The most steps the recorder kept.
    ///   - droppedSteps: How many earlier steps the ring dropped.
    ///   - steps: The steps, in order.
    public init(
        version: Int = NavigationTrace.currentVersion, capacity: Int, droppedSteps: Int = 0,
        steps: [NavigationTrace.Step]
    ) {
        self.version = version
        self.capacity = capacity
        self.droppedSteps = droppedSteps
        self.steps = steps
    }

    /// The trace `data` holds, as `JSONEncoder` wrote it.
    ///
    /// ```swift
    /// let trace = try NavigationTrace(json: Data(contentsOf: url))
    /// ```
    ///
    /// - Throws: ``NavigationTrace/ReplayError/unreadableTrace(_:)`` when `data` is not a trace — truncated, corrupted or
    ///   something else — naming where it stops making sense.
    public init(json data: Data) throws(NavigationTrace.ReplayError) {
        do {
            self = try JSONDecoder().decode(NavigationTrace.self, from: data)
        } catch {
            throw .unreadableTrace(CodingFailure.reason(error, whole: "the trace"))
        }
    }
}
