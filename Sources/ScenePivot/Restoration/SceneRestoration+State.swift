import Foundation

extension SceneRestoration {
    /// The navigation state of a pivot, as plain `Codable` data: the restorable requests whose screens were on stage
    /// when it was captured, in the order they were shown. Save it as JSON and give it back to
    /// ``SceneRestoration/restore(_:)`` on the next launch.
    ///
    /// ```swift
    /// let saved = try JSONEncoder().encode(try restoration.capture())
    /// // … next launch …
    /// let report = await restoration.restore(try JSONDecoder().decode(SceneRestoration.State.self, from: saved))
    /// ```
    public struct State: Codable, Equatable, Sendable {
        /// The version of the format this library writes and reads.
        public static let currentVersion = 1

        /// The version of the format the state was written in; ``SceneRestoration/restore(_:)`` restores nothing
        /// from another version and reports ``RestorationError/unsupportedVersion(_:)``.
        public var version: Int
        /// The requests to send again, in the order their screens were shown.
        public var entries: [Entry]

        /// A state of `entries`, in `version` (the current one by default).
        ///
        /// - Parameters:
        ///   - version: The format's version; ``currentVersion`` unless you test how another one is handled.
        ///   - entries: The requests to send again, in order.
        public init(version: Int = SceneRestoration.State.currentVersion, entries: [Entry] = []) {
            self.version = version
            self.entries = entries
        }

        /// One saved request: its type's ``RestorableRequest/restorationID`` and the request encoded as JSON.
        public struct Entry: Codable, Equatable, Sendable {
            /// The ``RestorableRequest/restorationID`` of the request's type.
            public var restorationID: String
            /// The request, encoded as JSON.
            public var data: Data

            /// An entry for a request of the type saved under `restorationID`, encoded as `data`.
            ///
            /// - Parameters:
            ///   - restorationID: The ``RestorableRequest/restorationID`` of the request's type.
            ///   - data: The request, encoded as JSON.
            public init(restorationID: String, data: Data) {
                self.restorationID = restorationID
                self.data = data
            }
        }

        private enum CodingKeys: String, CodingKey {
            case version
            case entries
        }

        /// Decodes a state. A state of another version keeps its entries only when they still decode, so that
        /// ``SceneRestoration/restore(_:)`` can report ``RestorationError/unsupportedVersion(_:)`` instead of this
        /// initializer failing on a format it does not know.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            version = try container.decode(Int.self, forKey: .version)
            if version == Self.currentVersion {
                entries = try container.decode([Entry].self, forKey: .entries)
            } else {
                entries = (try? container.decode([Entry].self, forKey: .entries)) ?? []
            }
        }

        /// Encodes the state: its version and its entries.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(version, forKey: .version)
            try container.encode(entries, forKey: .entries)
        }
    }
}
