extension PivotEvent {
    /// The text of one part of an event — a request, a scene, a response, an interceptor's decision —, built the
    /// first time it is read, then kept: an observer that ignores a part of an event, or the whole event, does not
    /// pay for describing it. It reads like the `String` it stands for: compare it with one, match it against a
    /// literal, interpolate it, or read its ``description``.
    ///
    /// ```swift
    /// observation = pivot.observe { event in
    ///     if case .responded(let request, let response) = event, request == "SaveRequest" { print(response) }
    /// }
    /// ```
    public struct Text: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringInterpolation {
        private let source: Source

        /// Text that is already built.
        public init(_ text: String) {
            source = .built(text)
        }

        /// Text written as a literal, such as `"SaveRequest"` in `event == .requested("SaveRequest")`.
        public init(stringLiteral text: String) {
            source = .built(text)
        }

        /// Text that `deferred` builds when it is first read.
        init(deferred: DeferredText) {
            source = .deferred(deferred)
        }

        /// The text, built now if no one read it before.
        public var description: String {
            switch source {
            case .built(let text): return text
            case .deferred(let deferred): return deferred.text
            }
        }

        /// Whether the two texts read the same.
        public static func == (lhs: Text, rhs: Text) -> Bool {
            lhs.description == rhs.description
        }

        /// Hashes the text as it reads.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(description)
        }

        private enum Source: Sendable {
            case built(String)
            case deferred(DeferredText)
        }
    }
}
