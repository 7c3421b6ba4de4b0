/// The shape of the deep links one route answers: literal segments, named parameters, an optional trailing
/// wildcard and optional query items.
///
/// ```swift
/// let pattern = try DeepLinkPattern("/tabs/:tab/users/:name?sort=&page=1")
/// pattern.parameterNames   // ["tab", "name", "sort", "page"]
/// ```
///
/// - A pattern starts with `/`; `/` alone matches the root. One trailing slash is ignored.
/// - `:name` matches any one non-empty segment and captures it; names hold letters, digits and `_`.
/// - `*name`, as the last segment only, matches one or more remaining segments and captures them joined by `/`.
/// - Anything else is a literal segment, matched exactly (case-sensitively) after percent-decoding, so
///   `/caf%C3%A9` and `/café` are the same pattern, and `%3A` spells a literal segment that starts with `:`.
/// - After `?`, `&`-separated query items: `sort=` declares an optional item `sort`; `page=1` declares an
///   optional item `page` whose value is `"1"` when the URL does not carry it. Query items never decide whether a
///   URL matches: a URL without them still matches, and query items the pattern does not declare are ignored.
///
/// Text that breaks these rules throws ``DeepLinkError/invalidPattern(_:_:)`` with the problem and its offset.
public struct DeepLinkPattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    public let text: String
    /// The path's segments, in order.
    let segments: [Segment]
    /// The declared query items, in order.
    let queryItems: [QueryItem]

    /// One segment of a pattern's path.
    enum Segment: Hashable, Sendable {
        /// A segment matched exactly, percent-decoded.
        case literal(String)
        /// Any one non-empty segment, captured under the name.
        case parameter(String)
        /// One or more remaining segments, captured joined by `/` under the name.
        case wildcard(String)
    }

    /// A declared query item.
    struct QueryItem: Hashable, Sendable {
        /// The item's percent-decoded name.
        let name: String
        /// The value used when the URL does not carry the item, if any.
        let defaultValue: String?
    }

    /// Reads a pattern, throwing ``DeepLinkError/invalidPattern(_:_:)`` with what is wrong and where.
    ///
    /// ```swift
    /// let albums = try DeepLinkPattern("/albums/:id")
    /// ```
    public init(_ text: String) throws(DeepLinkError) {
        var parser = DeepLinkPatternParser(text)
        try parser.parse()
        self.text = text
        self.segments = parser.segments
        self.queryItems = parser.queryItems
    }

    /// The names the pattern declares, as ``DeepLinkPattern/Match/value(_:as:)`` reads them: path parameters and the
    /// wildcard in path order, then query items.
    public var parameterNames: [String] {
        segments.compactMap(\.parameterName) + queryItems.map(\.name)
    }

    /// The pattern as written.
    public var description: String { text }
}

extension DeepLinkPattern.Segment {
    /// The name a parameter or wildcard captures under; `nil` for a literal.
    var parameterName: String? {
        switch self {
        case .literal: return nil
        case .parameter(let name), .wildcard(let name): return name
        }
    }
}

/// Reads a pattern's text into segments and query items, one problem at a time.
private struct DeepLinkPatternParser {
    let text: String
    let characters: [Character]
    var segments: [DeepLinkPattern.Segment] = []
    var queryItems: [DeepLinkPattern.QueryItem] = []
    private var names: Set<String> = []

    init(_ text: String) {
        self.text = text
        characters = Array(text)
    }

    /// The error for `problem` in this pattern.
    private func problem(_ problem: DeepLinkError.InvalidPatternReason) -> DeepLinkError {
        .invalidPattern(text, problem)
    }

    mutating func parse() throws(DeepLinkError) {
        guard characters.first == "/" else { throw problem(.missingLeadingSlash) }
        if let offset = characters.firstIndex(where: Self.isForbidden) {
            throw problem(.invalidCharacter(characters[offset], offset: offset))
        }
        let queryStart = characters.firstIndex(of: "?")
        var pathEnd = queryStart ?? characters.count
        if pathEnd > 2, characters[pathEnd - 1] == "/", characters[pathEnd - 2] != "/" {
            pathEnd -= 1  // one trailing slash is ignored
        }
        if pathEnd > 1 { try parsePath(characters[1..<pathEnd]) }
        if let queryStart { try parseQuery(characters[(queryStart + 1)...]) }
    }

    private static func isForbidden(_ character: Character) -> Bool {
        character == "#" || character.utf8.contains(where: PercentDecoding.isForbidden)
    }

    private mutating func parsePath(_ path: ArraySlice<Character>) throws(DeepLinkError) {
        let pieces = path.split(separator: "/", omittingEmptySubsequences: false)
        for (position, piece) in pieces.enumerated() {
            let offset = piece.startIndex
            guard let first = piece.first else { throw problem(.emptySegment(offset: offset)) }
            switch first {
            case ":":
                let name = try declaredName(piece.dropFirst(), at: offset, unnamed: .unnamedParameter(offset: offset))
                segments.append(.parameter(name))
            case "*":
                let name = try declaredName(piece.dropFirst(), at: offset, unnamed: .unnamedWildcard(offset: offset))
                guard position == pieces.count - 1 else { throw problem(.wildcardNotLast(offset: offset)) }
                segments.append(.wildcard(name))
            default:
                segments.append(.literal(try decoded(piece)))
            }
        }
    }

    private mutating func parseQuery(_ query: ArraySlice<Character>) throws(DeepLinkError) {
        let items = query.split(separator: "&", omittingEmptySubsequences: false)
        for item in items {
            let offset = item.startIndex
            guard !item.isEmpty else { throw problem(.emptyQueryItem(offset: offset)) }
            guard let equals = item.firstIndex(of: "=") else {
                throw problem(.queryItemWithoutEquals(String(item), offset: offset))
            }
            guard equals > item.startIndex else { throw problem(.unnamedQueryItem(offset: offset)) }
            let name = try decoded(item[..<equals])
            guard names.insert(name).inserted else { throw problem(.duplicateParameter(name, offset: offset)) }
            let defaultValue = try decoded(item[(equals + 1)...])
            queryItems.append(.init(name: name, defaultValue: defaultValue.isEmpty ? nil : defaultValue))
        }
    }

    /// The name after a `:` or `*`, checked and recorded.
    private mutating func declaredName(
        _ name: ArraySlice<Character>, at offset: Int, unnamed: DeepLinkError.InvalidPatternReason
    ) throws(DeepLinkError) -> String {
        guard !name.isEmpty else { throw problem(unnamed) }
        let text = String(name)
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw problem(.invalidName(text, offset: offset))
        }
        guard names.insert(text).inserted else { throw problem(.duplicateParameter(text, offset: offset)) }
        return text
    }

    /// The piece's text, percent-decoded.
    private func decoded(_ piece: ArraySlice<Character>) throws(DeepLinkError) -> String {
        let text = Substring(String(piece))
        if let broken = PercentDecoding.offsetOfBrokenEscape(in: text) {
            throw problem(.invalidPercentEncoding(offset: piece.startIndex + broken))
        }
        guard let decoded = PercentDecoding.decode(text) else {
            throw problem(.invalidPercentEncoding(offset: piece.firstIndex(of: "%") ?? piece.startIndex))
        }
        return decoded
    }
}
