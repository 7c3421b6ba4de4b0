import Foundation

extension DeepLinkRequest {
    /// What of a deep link its description shows in events, errors, transcripts and whatever sink receives them.
    ///
    /// Links carry secrets — a magic sign-in token, a password-reset code — usually in the query or the fragment. By
    /// default a link is described with its scheme, host, path and query item names, and every query value, the
    /// fragment and any user info masked: `myapp://reset?token=•••&email=•••#•••`. Keep the values that help to read
    /// a log, and only those, where deep links are configured:
    ///
    /// ```swift
    /// var router = DeepLinkRouter<DeepLinkChain>()
    /// router.redaction = .keeping(queryItems: ["tab", "sort"])
    /// // myapp://albums?sort=recent&token=abc is described as myapp://albums?sort=recent&token=•••
    /// ```
    ///
    /// Only descriptions are redacted: the request's ``DeepLinkRequest/link`` and the route's parameters stay whole.
    /// Path segments are always shown, so keep secrets out of the path.
    public struct Redaction: Sendable, Hashable {
        /// The query items (by decoded name) whose values are shown.
        public var keptQueryItems: Set<String>
        /// Whether the fragment (after `#`) is shown.
        public var keepsFragment: Bool
        /// Whether the link is shown whole, user info included.
        private var keepsEverything = false

        /// Masks every query value except those of `keptQueryItems`, and the fragment unless `keepsFragment`.
        ///
        /// ```swift
        /// router.redaction = DeepLinkRequest.Redaction(keepingQueryItems: ["tab"], keepsFragment: true)
        /// ```
        public init(keepingQueryItems keptQueryItems: Set<String> = [], keepsFragment: Bool = false) {
            self.keptQueryItems = keptQueryItems
            self.keepsFragment = keepsFragment
        }

        /// The default: every query value, the fragment and user info masked.
        public static let `default` = DeepLinkRequest.Redaction()

        /// Shows the values of `queryItems` (by decoded name) and masks the rest, the fragment and user info.
        public static func keeping(queryItems: Set<String>) -> DeepLinkRequest.Redaction {
            DeepLinkRequest.Redaction(keepingQueryItems: queryItems)
        }

        /// Shows links whole: only for apps whose links never carry anything secret.
        public static var keepingEverything: DeepLinkRequest.Redaction {
            var redaction = DeepLinkRequest.Redaction()
            redaction.keepsEverything = true
            return redaction
        }

        /// What a masked value, fragment or user info is shown as; it tells nothing of the length.
        public static let mask = "•••"

        /// `link` as descriptions show it: `myapp://reset?token=abc#code` → `myapp://reset?token=•••#•••`.
        public func redacted(_ link: String) -> String {
            guard !keepsEverything else { return link }
            var rest = Substring(link)
            var fragment = ""
            if let hash = rest.firstIndex(of: "#") {
                let text = rest[rest.index(after: hash)...]
                fragment = "#" + (keepsFragment || text.isEmpty ? String(text) : Self.mask)
                rest = rest[..<hash]
            }
            var query = ""
            if let question = rest.firstIndex(of: "?") {
                let items = rest[rest.index(after: question)...].split(separator: "&", omittingEmptySubsequences: false)
                query = "?" + items.map(redacted(item:)).joined(separator: "&")
                rest = rest[..<question]
            }
            return Self.withoutUserInfo(rest) + query + fragment
        }

        /// Whether the value of the query item `name` (decoded) is shown.
        func keepsValue(ofQueryItem name: String) -> Bool {
            keepsEverything || keptQueryItems.contains(name)
        }

        /// `name=value` with its value masked unless it is kept or empty.
        private func redacted(item: Substring) -> String {
            guard let equals = item.firstIndex(of: "=") else { return String(item) }
            let name = item[..<equals]
            let value = item[item.index(after: equals)...]
            let isKept = value.isEmpty || keepsValue(ofQueryItem: PercentDecoding.decode(name) ?? String(name))
            return name + "=" + (isKept ? String(value) : Self.mask)
        }

        /// The scheme, host and path with any user info (`user:password@`) masked.
        private static func withoutUserInfo(_ text: Substring) -> String {
            guard let separator = text.range(of: "://") else { return String(text) }
            let authority = text[separator.upperBound...].prefix { $0 != "/" }
            guard let at = authority.lastIndex(of: "@") else { return String(text) }
            return text[..<separator.upperBound] + mask + text[at...]
        }
    }
}
