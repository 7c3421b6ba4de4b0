/// A deep link's text read into what patterns match: its percent-decoded path segments and query items.
///
/// - A path starting with `/` is read as is.
/// - `http` and `https` URLs (universal links) are read by their path; the host is not part of the route.
/// - Any other scheme (`myapp://albums/42`) makes its host the first segment, as URLNavigator does, so the link
///   reads as `/albums/42`; with no host (`myapp:///albums/42`, `myapp:albums/42`) the path is read as is.
/// - User info and port are dropped, the fragment is ignored, one trailing slash is ignored, and an empty segment
///   elsewhere stays empty (and matches nothing).
/// - Query items are split at `&` and the first `=`; a `+` stays a `+`.
///
/// Anything else, and text with a space, a control character or a broken percent escape, is malformed.
struct DeepLinkAddress {
    /// The decoded path segments, the host of a custom-scheme URL first.
    var segments: [String] = []
    /// The decoded query items in order, with `""` for an item that has no `=`.
    var queryItems: [(name: String, value: String)] = []

    /// The address `text` stands for, or `nil` when it is malformed.
    init?(_ text: String) {
        let utf8 = text.utf8
        guard !utf8.isEmpty, !utf8.contains(where: PercentDecoding.isForbidden) else { return nil }
        let end = utf8.firstIndex(of: UInt8(ascii: "#")) ?? utf8.endIndex
        let queryStart = utf8[..<end].firstIndex(of: UInt8(ascii: "?"))
        let pathEnd = queryStart ?? end

        var pathStart = utf8.startIndex
        if utf8.first != UInt8(ascii: "/") {
            guard let colon = Self.endOfScheme(utf8[..<pathEnd]) else { return nil }
            let scheme = text[..<colon].lowercased()
            pathStart = utf8.index(after: colon)
            let rest = utf8[pathStart..<pathEnd]
            if rest.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) {
                let authorityStart = utf8.index(pathStart, offsetBy: 2)
                let authorityEnd = utf8[authorityStart..<pathEnd].firstIndex(of: UInt8(ascii: "/")) ?? pathEnd
                if scheme != "http" && scheme != "https" {
                    let host = Self.host(in: text[authorityStart..<authorityEnd])
                    if !host.isEmpty {
                        guard let decoded = PercentDecoding.decode(host) else { return nil }
                        segments.append(decoded)
                    }
                }
                pathStart = authorityEnd
            }
        }
        guard appendSegments(of: text[pathStart..<pathEnd]) else { return nil }
        if let queryStart {
            guard appendQueryItems(of: text[utf8.index(after: queryStart)..<end]) else { return nil }
        }
    }

    /// Where the scheme's `:` is, when `text` starts with a scheme (a letter, then letters, digits, `+`, `-`, `.`).
    private static func endOfScheme(_ text: Substring.UTF8View) -> String.Index? {
        guard let first = text.first, isLetter(first) else { return nil }
        for index in text.indices.dropFirst() {
            let byte = text[index]
            if byte == UInt8(ascii: ":") { return index }
            guard
                isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                    || byte == UInt8(ascii: ".")
            else { return nil }
        }
        return nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The authority without user info (up to the last `@`) and port (digits after the last `:` outside `[…]`).
    private static func host(in authority: Substring) -> Substring {
        var host = authority
        if let at = host.utf8.lastIndex(of: UInt8(ascii: "@")) { host = host[host.utf8.index(after: at)...] }
        if let colon = host.utf8.lastIndex(of: UInt8(ascii: ":")), host.utf8.last != UInt8(ascii: "]"),
            host.utf8[host.utf8.index(after: colon)...].allSatisfy(isDigit)
        {
            host = host[..<colon]
        }
        return host
    }

    private mutating func appendSegments(of path: Substring) -> Bool {
        var pieces = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        if path.utf8.first == UInt8(ascii: "/") { pieces.removeFirst() }
        if pieces.last?.isEmpty == true { pieces.removeLast() }  // one trailing slash is ignored
        segments.reserveCapacity(segments.count + pieces.count)
        for piece in pieces {
            guard let decoded = PercentDecoding.decode(Substring(piece)) else { return false }
            segments.append(decoded)
        }
        return true
    }

    private mutating func appendQueryItems(of query: Substring) -> Bool {
        for item in query.utf8.split(separator: UInt8(ascii: "&")) {
            let equals = item.firstIndex(of: UInt8(ascii: "=")) ?? item.endIndex
            let value = equals == item.endIndex ? item[equals...] : item[item.index(after: equals)...]
            guard let name = PercentDecoding.decode(Substring(item[..<equals])),
                let value = PercentDecoding.decode(Substring(value))
            else { return false }
            queryItems.append((name, value))
        }
        return true
    }
}
