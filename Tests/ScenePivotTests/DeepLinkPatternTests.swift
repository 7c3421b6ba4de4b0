import ScenePivot
import Testing

@Suite("Deep-link patterns")
struct DeepLinkPatternTests {
    /// Pattern text and the names it declares.
    static let validPatterns: [(String, [String])] = [
        ("/", []),
        ("/settings", []),
        ("/settings/", []),
        ("/albums/:id", ["id"]),
        ("/tabs/:tab/users/:name?sort=", ["tab", "name", "sort"]),
        ("/files/*path", ["path"]),
        ("/search?q=&page=1", ["q", "page"]),
        ("/caf%C3%A9/:item_2", ["item_2"]),
        ("/a:b/c*d", []),
    ]

    @Test(arguments: validPatterns)
    func aValidPatternDeclaresItsNamesInOrder(text: String, names: [String]) throws {
        let pattern = try DeepLinkPattern(text)
        #expect(pattern.parameterNames == names)
        #expect(pattern.text == text)
        #expect(pattern.description == text)
    }

    /// Pattern text and what is wrong with it.
    static let malformedPatterns: [(String, DeepLinkError.InvalidPatternReason)] = [
        ("", .missingLeadingSlash),
        ("albums/:id", .missingLeadingSlash),
        ("/albums//:id", .emptySegment(offset: 8)),
        ("//", .emptySegment(offset: 1)),
        ("/albums//", .emptySegment(offset: 8)),
        ("/albums/:", .unnamedParameter(offset: 8)),
        ("/files/*", .unnamedWildcard(offset: 7)),
        ("/albums/:album-id", .invalidName("album-id", offset: 8)),
        ("/users/:id/posts/:id", .duplicateParameter("id", offset: 17)),
        ("/users/:id?id=", .duplicateParameter("id", offset: 11)),
        ("/search?q=&q=", .duplicateParameter("q", offset: 11)),
        ("/files/*path/edit", .wildcardNotLast(offset: 7)),
        ("/search?", .emptyQueryItem(offset: 8)),
        ("/search?q=&&page=", .emptyQueryItem(offset: 11)),
        ("/search?q", .queryItemWithoutEquals("q", offset: 8)),
        ("/search?=x", .unnamedQueryItem(offset: 8)),
        ("/100%", .invalidPercentEncoding(offset: 4)),
        ("/100%2", .invalidPercentEncoding(offset: 4)),
        ("/caf%C3", .invalidPercentEncoding(offset: 4)),
        ("/my albums", .invalidCharacter(" ", offset: 3)),
        ("/albums#top", .invalidCharacter("#", offset: 7)),
        ("/a\tb", .invalidCharacter("\t", offset: 2)),
    ]

    @Test(arguments: malformedPatterns)
    func aMalformedPatternThrowsItsProblemAndWhere(text: String, problem: DeepLinkError.InvalidPatternReason) {
        #expect(throws: DeepLinkError.invalidPattern(text, problem)) {
            _ = try DeepLinkPattern(text)
        }
    }
}
