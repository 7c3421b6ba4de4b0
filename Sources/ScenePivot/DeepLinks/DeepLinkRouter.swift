import Foundation

/// Turns deep links into routes: register patterns with a closure that makes a route from a match, then ask for
/// the route of a URL.
///
/// ```swift
/// enum AppRoute: Equatable {
///     case album(id: Int)
///     case user(name: String, sort: String?)
/// }
///
/// var router = DeepLinkRouter<AppRoute>()
/// try router.register("/albums/:id") { match in try .album(id: match.value("id")) }
/// try router.register("/users/:name?sort=") { match in
///     try .user(name: match.value("name"), sort: match.valueIfPresent("sort"))
/// }
///
/// try router.route(for: "myapp://albums/42")                             // .album(id: 42)
/// try router.route(for: "https://example.com/users/Ana%20Li?sort=recent")  // .user(name: "Ana Li", sort: "recent")
/// try router.route(for: "/albums/42/")                                   // .album(id: 42)
/// ```
///
/// **What is matched.** The path, percent-decoded segment by segment. A path such as `/albums/42` is read as is;
/// an `http` or `https` URL (a universal link) by its path, its host ignored; any other scheme's host is the first
/// segment, as in URLNavigator, so `myapp://albums/42` reads as `/albums/42`. Segments compare exactly and
/// case-sensitively; the fragment is ignored, one trailing slash is ignored, and an empty segment elsewhere
/// matches nothing.
///
/// **Query items** never decide whether a URL matches. The items a pattern declares are optional (absent, or with
/// an empty value, they read as their default or as missing); the first occurrence with a value wins; items the
/// pattern does not declare are ignored.
///
/// **Precedence.** When several patterns match, they are compared segment by segment from the left: at the first
/// segment where they differ, a literal beats a parameter and a parameter beats a wildcard; patterns of the same
/// shape go in registration order. A route's closure that throws declines the URL and the next pattern in that
/// order is tried, so `/users/:id` read as an `Int` can fall through to `/users/:name`. When every matching
/// pattern declines, the first (most specific) error is thrown; when none matches, ``DeepLinkError/unmatched(_:)``.
///
/// **Secrets.** The errors the router throws name the link as ``redaction`` describes it: query values, the
/// fragment and user info masked unless the app keeps them (``DeepLinkRequest/Redaction``). A ``DeepLinkRequest`` made with
/// the router describes its link the same way in events.
///
/// Matching looks up one segment at a time in a trie, so its cost depends on the URL's segments, not on how many
/// patterns are registered. The router is a `Sendable` value with no actor of its own: build it once, then match
/// from anywhere.
public struct DeepLinkRouter<Route>: Sendable {
    /// A registered pattern and the closure that makes its route.
    private struct Registration: Sendable {
        let pattern: DeepLinkPattern
        let makeRoute: @Sendable (DeepLinkPattern.Match) throws -> Route
    }

    private var registrations: [Registration] = []
    private var trie = DeepLinkTrie()

    /// What of a link errors and events show; by default no query value, fragment or user info.
    ///
    /// ```swift
    /// router.redaction = .keeping(queryItems: ["tab", "sort"])
    /// ```
    public var redaction = DeepLinkRequest.Redaction.default

    /// A router with no patterns.
    public init() {}

    /// The registered patterns, in registration order.
    public var patterns: [DeepLinkPattern] {
        registrations.map(\.pattern)
    }

    /// Registers `pattern`, whose matches `makeRoute` turns into routes; throwing from `makeRoute` declines the
    /// match.
    ///
    /// `makeRoute` may throw any error: a ``DeepLinkError`` (from ``DeepLinkPattern/Match/value(_:as:)``) is reported as
    /// is, any other as ``DeepLinkError/routeFailed(_:reason:)``. (It is not declared `throws(DeepLinkError)`
    /// because Swift 6 infers a closure argument's thrown type as `any Error`, so every caller would have to spell
    /// `match throws(DeepLinkError) in`.)
    ///
    /// ```swift
    /// let settings = try DeepLinkPattern("/settings")
    /// router.register(settings) { _ in .settings }
    /// ```
    public mutating func register(
        _ pattern: DeepLinkPattern, _ makeRoute: @escaping @Sendable (DeepLinkPattern.Match) throws -> Route
    ) {
        trie.insert(pattern.segments, entry: registrations.count)
        registrations.append(Registration(pattern: pattern, makeRoute: makeRoute))
    }

    /// Reads `pattern` and registers it; throws ``DeepLinkError/invalidPattern(_:_:)`` (registering nothing) when
    /// it cannot be read.
    ///
    /// ```swift
    /// try router.register("/albums/:id") { match in try .album(id: match.value("id")) }
    /// ```
    public mutating func register(
        _ pattern: String, _ makeRoute: @escaping @Sendable (DeepLinkPattern.Match) throws -> Route
    ) throws(DeepLinkError) {
        register(try DeepLinkPattern(pattern), makeRoute)
    }

    /// The route for `url`, read by its `absoluteString`.
    ///
    /// ```swift
    /// let route = try router.route(for: url)
    /// ```
    public func route(for url: URL) throws(DeepLinkError) -> Route {
        try route(for: url.absoluteString)
    }

    /// The route for `text`: a URL (`myapp://albums/42`, `https://example.com/albums/42`) or a path
    /// (`/albums/42`). Throws ``DeepLinkError/malformedURL(_:)`` for text that is neither,
    /// ``DeepLinkError/unmatched(_:)`` when no pattern matches, or the error of the first pattern whose route
    /// declined; the link (and a query value that does not convert) as ``redaction`` shows it.
    ///
    /// ```swift
    /// let route = try router.route(for: "myapp://albums/42")
    /// ```
    public func route(for text: String) throws(DeepLinkError) -> Route {
        guard let address = DeepLinkAddress(text) else { throw .malformedURL(redaction.redacted(text)) }
        var route: Route?
        var firstError: DeepLinkError?
        _ = trie.firstAccepted(address.segments) { entry in
            let registration = registrations[entry]
            do {
                route = try registration.makeRoute(Self.match(of: registration.pattern, in: address))
                return true
            } catch {
                if firstError == nil {
                    firstError = redacted(
                        error as? DeepLinkError
                            ?? .routeFailed(registration.pattern.text, reason: String(describing: error)),
                        of: registration.pattern)
                }
                return false
            }
        }
        if let route { return route }
        throw firstError ?? .unmatched(redaction.redacted(text))
    }

    /// `error` with the value of a query item of `pattern` masked, unless ``redaction`` keeps it.
    private func redacted(_ error: DeepLinkError, of pattern: DeepLinkPattern) -> DeepLinkError {
        guard case .invalidParameter(let name, _, let expected) = error,
            pattern.queryItems.contains(where: { $0.name == name }), !redaction.keepsValue(ofQueryItem: name)
        else { return error }
        return .invalidParameter(name, value: DeepLinkRequest.Redaction.mask, expected: expected)
    }

    /// The parameters `pattern` declares, read from an address it matches.
    private static func match(of pattern: DeepLinkPattern, in address: DeepLinkAddress) -> DeepLinkPattern.Match {
        var parameters: [String: String] = [:]
        for (index, segment) in pattern.segments.enumerated() {
            switch segment {
            case .literal:
                continue
            case .parameter(let name):
                parameters[name] = address.segments[index]
            case .wildcard(let name):
                parameters[name] = address.segments[index...].joined(separator: "/")
            }
        }
        for item in pattern.queryItems {
            let given = address.queryItems.first { $0.name == item.name && !$0.value.isEmpty }?.value
            if let value = given ?? item.defaultValue { parameters[item.name] = value }
        }
        return DeepLinkPattern.Match(pattern: pattern, parameters: parameters)
    }
}
