import Foundation
import ScenePivot
import Testing

/// A router whose route is the match itself, so tests see which pattern matched and what it captured.
private func matchingRouter(_ patterns: String...) throws -> DeepLinkRouter<DeepLinkPattern.Match> {
    var router = DeepLinkRouter<DeepLinkPattern.Match>()
    for pattern in patterns {
        try router.register(pattern) { $0 }
    }
    return router
}

/// The routes of `DeepLinkRouter`'s documentation example.
private enum AppRoute: Equatable {
    case album(id: Int)
    case user(name: String, sort: String?)
}

@Suite("Deep-link routing")
struct DeepLinkRouterTests {
    @Test func theDocumentedExampleRoutesAsDocumented() throws {
        var router = DeepLinkRouter<AppRoute>()
        try router.register("/albums/:id") { match in try .album(id: match.value("id")) }
        try router.register("/users/:name?sort=") { match in
            try .user(name: match.value("name"), sort: match.valueIfPresent("sort"))
        }

        #expect(try router.route(for: "myapp://albums/42") == .album(id: 42))
        #expect(
            try router.route(for: "https://example.com/users/Ana%20Li?sort=recent")
                == .user(name: "Ana Li", sort: "recent"))
        #expect(try router.route(for: "/albums/42/") == .album(id: 42))
    }

    @Test(arguments: [
        "/albums/42",
        "myapp://albums/42",
        "MyApp://albums/42",
        "myapp:///albums/42",
        "myapp:albums/42",
        "myapp://someone@albums:80/42",
        "https://example.com/albums/42",
        "HTTP://example.com:8080/albums/42?ref=mail#photos",
        "https://someone@example.com/albums/42",
    ])
    func theHostOfACustomSchemeIsTheFirstSegmentAndAWebHostIsIgnored(url: String) throws {
        let match = try matchingRouter("/albums/:id").route(for: url)
        #expect(match.pattern.text == "/albums/:id")
        #expect(match.parameters == ["id": "42"])
    }

    @Test func aWebURLWhoseHostLooksLikeASegmentDoesNotMatchByIt() throws {
        let router = try matchingRouter("/albums/:id")
        #expect(throws: DeepLinkError.unmatched("https://albums/42")) { try router.route(for: "https://albums/42") }
    }

    @Test(arguments: ["/", "myapp://", "myapp:", "https://example.com", "https://example.com/"])
    func theRootPatternMatchesAnEmptyPath(url: String) throws {
        #expect(try matchingRouter("/", "/albums").route(for: url).pattern.text == "/")
    }

    @Test func aFoundationURLIsReadByItsAbsoluteString() throws {
        let router = try matchingRouter("/users/:name")
        let url = try #require(URL(string: "myapp://users/Ana%20Li"))
        #expect(try router.route(for: url).parameters == ["name": "Ana Li"])
    }

    /// URL and the decoded text of its `:name` segment.
    static let encodedNames: [(String, String)] = [
        ("/users/Ana%20Li", "Ana Li"),
        ("/users/caf%C3%A9", "café"),
        ("/users/café", "café"),
        ("/users/a%2Fb", "a/b"),
        ("/users/a+b", "a+b"),
        ("myapp://users/%41na", "Ana"),
    ]

    @Test(arguments: encodedNames)
    func segmentsArePercentDecodedOneByOne(url: String, name: String) throws {
        #expect(try matchingRouter("/users/:name").route(for: url).parameters == ["name": name])
    }

    @Test func anEncodedHostIsDecodedToo() throws {
        #expect(try matchingRouter("/café").route(for: "myapp://caf%C3%A9").pattern.text == "/café")
    }

    @Test(arguments: ["/albums/42/", "myapp://albums/42/", "https://example.com/albums/42/?sort=new"])
    func oneTrailingSlashIsIgnored(url: String) throws {
        #expect(try matchingRouter("/albums/:id").route(for: url).parameters == ["id": "42"])
    }

    @Test(arguments: ["/albums/42//", "/albums//42", "//albums/42"])
    func anEmptySegmentMatchesNothing(url: String) throws {
        let router = try matchingRouter("/albums/:id", "/albums/:id/:part", "/:section/albums/:id", "/albums/*rest")
        #expect(throws: DeepLinkError.unmatched(url)) { try router.route(for: url) }
    }

    @Test func aWildcardCapturesOneOrMoreRemainingSegments() throws {
        let router = try matchingRouter("/files/*path")
        #expect(try router.route(for: "/files/a/b%20c/d.txt").parameters == ["path": "a/b c/d.txt"])
        #expect(try router.route(for: "/files/readme").parameters == ["path": "readme"])
        #expect(throws: DeepLinkError.unmatched("/files")) { try router.route(for: "/files") }
        #expect(throws: DeepLinkError.unmatched("/files/")) { try router.route(for: "/files/") }
    }

    /// URL and the pattern that wins it; the patterns are registered least specific first.
    static let precedence: [(String, String)] = [
        ("/albums/new", "/albums/new"),
        ("/albums/42", "/albums/:id"),
        ("/albums/42/photos", "/albums/*rest"),
        ("/albums/new/edit", "/albums/:id/edit"),
        ("/albums/new/photos", "/albums/*rest"),
        ("/people/new", "/:section/new"),
        ("/people/42", "/:section/:item"),
    ]

    @Test(arguments: precedence)
    func literalsBeatParametersWhichBeatWildcardsFromTheLeft(url: String, winner: String) throws {
        let router = try matchingRouter(
            "/albums/*rest", "/:section/:item", "/:section/new", "/albums/:id", "/albums/:id/edit", "/albums/new")
        #expect(try router.route(for: url).pattern.text == winner)
    }

    @Test func patternsOfTheSameShapeGoInRegistrationOrder() throws {
        let router = try matchingRouter("/users/:id", "/users/:name")
        #expect(try router.route(for: "/users/ana").parameters == ["id": "ana"])
    }

    @Test func aRouteThatThrowsDeclinesAndTheNextPatternIsTried() throws {
        var router = DeepLinkRouter<String>()
        try router.register("/users/:id") { match in "user #\(try match.value("id", as: Int.self))" }
        try router.register("/users/:name") { match in "user \(try match.value("name", as: String.self))" }
        #expect(try router.route(for: "/users/42") == "user #42")
        #expect(try router.route(for: "/users/ana") == "user ana")
    }

    @Test func whenEveryMatchingRouteDeclinesTheMostSpecificErrorIsThrown() throws {
        var router = DeepLinkRouter<Int>()
        try router.register("/users/:name") { match in try match.value("name", as: Int.self) }
        try router.register("/users/me") { match in try match.value("sort", as: Int.self) }
        #expect(throws: DeepLinkError.undeclaredParameter("sort", pattern: "/users/me")) {
            try router.route(for: "/users/me")
        }
    }

    @Test func aRouteThatThrowsItsOwnErrorFailsNamingItsPattern() throws {
        struct SignedOut: Error, CustomStringConvertible {
            var description: String { "the user is signed out" }
        }
        var router = DeepLinkRouter<Int>()
        try router.register("/inbox") { _ in throw SignedOut() }
        #expect(throws: DeepLinkError.routeFailed("/inbox", reason: "the user is signed out")) {
            try router.route(for: "myapp://inbox")
        }
    }

    @Test(arguments: ["/nowhere", "myapp://albums", "/albums/42/extra", "https://example.com/"])
    func aURLNoPatternMatchesIsUnmatched(url: String) throws {
        let router = try matchingRouter("/albums/:id")
        #expect(throws: DeepLinkError.unmatched(url)) { try router.route(for: url) }
    }

    @Test(arguments: [
        "", "albums/42", "?id=42", "://albums", "1app://albums", "my app://albums", "/albums/4 2", "/albums/42\n",
        "/albums/%zz", "/albums/%4", "/albums/%C3", "myapp://%zz/42", "/albums/42?q=%", "/albums/42?%=1",
    ])
    func textThatIsNotAURLOrPathIsMalformed(url: String) throws {
        let router = try matchingRouter("/albums/:id", "/*rest")
        let described = DeepLinkRequest.Redaction.default.redacted(url)  // a query value masked: `?id=•••`
        #expect(throws: DeepLinkError.malformedURL(described)) { try router.route(for: url) }
    }

    @Test func registeringAMalformedPatternThrowsAndRegistersNothing() {
        var router = DeepLinkRouter<Int>()
        #expect(throws: DeepLinkError.invalidPattern("/albums/:", .unnamedParameter(offset: 8))) {
            try router.register("/albums/:") { _ in 1 }
        }
        #expect(router.patterns.isEmpty)
    }

    @Test(arguments: ["/caf%C3%A9", "/café"])
    func aLiteralMatchesWhetherWrittenEncodedOrNot(pattern: String) throws {
        var router = DeepLinkRouter<String>()
        try router.register(pattern) { match in match.pattern.text }
        #expect(try router.route(for: "/café") == pattern)
        #expect(try router.route(for: "/caf%C3%A9") == pattern)
    }

    @Test func anEncodedColonSpellsALiteralSegment() throws {
        var router = DeepLinkRouter<String>()
        try router.register("/%3Aid") { _ in "literal" }
        #expect(try router.route(for: "/:id") == "literal")
        #expect(throws: DeepLinkError.unmatched("/42")) { try router.route(for: "/42") }
    }

    @Test func patternsAreListedInRegistrationOrder() throws {
        var router = DeepLinkRouter<Int>()
        try router.register("/b") { _ in 1 }
        router.register(try DeepLinkPattern("/a/:id")) { _ in 2 }
        #expect(router.patterns.map(\.text) == ["/b", "/a/:id"])
    }

    @Test func theRouterMatchesFromManyTasksAtOnce() async throws {
        let router = try matchingRouter("/albums/:id")
        let ids: Set<String> = await withTaskGroup(of: String?.self, returning: Set<String>.self) { group in
            for id in 0..<8 {
                group.addTask { try? router.route(for: "myapp://albums/\(id)").parameters["id"] }
            }
            return await group.reduce(into: Set<String>()) { ids, id in if let id { ids.insert(id) } }
        }
        let expected: Set<String> = Set((0..<8).map { (id: Int) in String(id) })
        #expect(ids == expected)
    }
}
