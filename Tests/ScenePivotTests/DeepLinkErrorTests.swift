import ScenePivot
import Testing

@Suite("Deep-link error messages")
struct DeepLinkErrorTests {
    /// Every error case, and every pattern problem once, with the message it reads as.
    static let messages: [(DeepLinkError, String)] = [
        (
            .malformedURL("my app://x"),
            "Malformed deep link \"my app://x\": expected a URL with a scheme or a path starting with \"/\", with no "
                + "spaces, control characters or broken percent escapes."
        ),
        (
            .unmatched("myapp://nowhere"),
            "No deep-link pattern matches \"myapp://nowhere\"; register a pattern for it with "
                + "router.register(_:_:), or check the link."
        ),
        (
            .undeclaredParameter("sort", pattern: "/albums/:id"),
            "The pattern \"/albums/:id\" declares no parameter \"sort\"; declare it (\":sort\" in the path or "
                + "\"?sort=\" in the query) or fix the name."
        ),
        (
            .missingParameter("sort"),
            "The deep link has no value for \"sort\"; read optional query items with valueIfPresent(_:as:)."
        ),
        (
            .invalidParameter("id", value: "abc", expected: "Int"),
            "The deep-link parameter \"id\" is \"abc\", which is not a valid Int; fix the link, or read the "
                + "parameter as a type its values convert to."
        ),
        (
            .routeFailed("/inbox", reason: "the user is signed out"),
            "The route for \"/inbox\" failed: the user is signed out. Its closure threw that error; fix the route or "
                + "the link."
        ),
        (
            .invalidPattern("albums", .missingLeadingSlash),
            "Invalid deep-link pattern \"albums\": it must start with \"/\"; fix the pattern's text."
        ),
        (
            .invalidPattern("/a//b", .emptySegment(offset: 3)),
            "Invalid deep-link pattern \"/a//b\": empty segment at offset 3 (two slashes in a row); "
                + "fix the pattern's text."
        ),
        (
            .invalidPattern("/a/:", .unnamedParameter(offset: 3)),
            "Invalid deep-link pattern \"/a/:\": \":\" with no parameter name at offset 3; fix the pattern's text."
        ),
        (
            .invalidPattern("/a/*", .unnamedWildcard(offset: 3)),
            "Invalid deep-link pattern \"/a/*\": \"*\" with no wildcard name at offset 3; name it, as in \"*path\"; "
                + "fix the pattern's text."
        ),
        (
            .invalidPattern("/:a-b", .invalidName("a-b", offset: 1)),
            "Invalid deep-link pattern \"/:a-b\": the name \"a-b\" at offset 1 may only hold letters, digits and "
                + "\"_\"; "
                + "fix the pattern's text."
        ),
        (
            .invalidPattern("/:id/:id", .duplicateParameter("id", offset: 5)),
            "Invalid deep-link pattern \"/:id/:id\": \"id\" is declared a second time at offset 5; "
                + "fix the pattern's text."
        ),
        (
            .invalidPattern("/*p/a", .wildcardNotLast(offset: 1)),
            "Invalid deep-link pattern \"/*p/a\": the wildcard at offset 1 must be the last segment; "
                + "fix the pattern's text."
        ),
        (
            .invalidPattern("/a?", .emptyQueryItem(offset: 3)),
            "Invalid deep-link pattern \"/a?\": empty query item at offset 3; fix the pattern's text."
        ),
        (
            .invalidPattern("/a?q", .queryItemWithoutEquals("q", offset: 3)),
            "Invalid deep-link pattern \"/a?q\": the query item \"q\" at offset 3 needs \"=\": write \"q=\" "
                + "(optional) or \"q=default\"; fix the pattern's text."
        ),
        (
            .invalidPattern("/a?=1", .unnamedQueryItem(offset: 3)),
            "Invalid deep-link pattern \"/a?=1\": query item with no name at offset 3; fix the pattern's text."
        ),
        (
            .invalidPattern("/%", .invalidPercentEncoding(offset: 1)),
            "Invalid deep-link pattern \"/%\": broken percent escape at offset 1; fix the pattern's text."
        ),
        (
            .invalidPattern("/a b", .invalidCharacter(" ", offset: 2)),
            "Invalid deep-link pattern \"/a b\": a space at offset 2 is not allowed; fix the pattern's text."
        ),
        (
            .invalidPattern("/a\tb", .invalidCharacter("\t", offset: 2)),
            // The pattern's tab is escaped: every message is one line.
            "Invalid deep-link pattern \"/a\\tb\": the control character U+0009 at offset 2 is not allowed; "
                + "fix the pattern's text."
        ),
        (
            .invalidPattern("/a#b", .invalidCharacter("#", offset: 2)),
            "Invalid deep-link pattern \"/a#b\": \"#\" at offset 2 is not allowed; fix the pattern's text."
        ),
    ]

    @Test(arguments: messages)
    func anErrorReadsAsASentenceNamingWhatWentWrong(error: DeepLinkError, message: String) {
        #expect(error.description == message)
    }
}
