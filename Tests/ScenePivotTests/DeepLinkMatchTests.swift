import Foundation
import ScenePivot
import Testing

/// Tabs a deep link can name, read by raw value.
private enum Tab: String, DeepLinkValue {
    case albums, people
}

/// The match of `url` against the single pattern `pattern`.
private func match(_ url: String, against pattern: String) throws -> DeepLinkPattern.Match {
    var router = DeepLinkRouter<DeepLinkPattern.Match>()
    try router.register(pattern) { $0 }
    return try router.route(for: url)
}

@Suite("Deep-link parameters and query items")
struct DeepLinkMatchTests {
    @Test func declaredQueryItemsAreOptionalAndNeverDecideTheMatch() throws {
        let bare = try match("/search", against: "/search?q=&page=1")
        #expect(bare.parameters == ["page": "1"])
        #expect(try bare.valueIfPresent("q", as: String.self) == nil)
        #expect(try bare.value("page", as: Int.self) == 1)
        #expect(throws: DeepLinkError.missingParameter("q")) { try bare.value("q", as: String.self) }

        let full = try match("myapp://search?q=rock%20%26%20roll&page=3", against: "/search?q=&page=1")
        #expect(full.parameters == ["q": "rock & roll", "page": "3"])
    }

    @Test func undeclaredQueryItemsAreIgnored() throws {
        let found = try match("/search?q=trip&utm_source=mail", against: "/search?q=")
        #expect(found.parameters == ["q": "trip"])
        #expect(throws: DeepLinkError.undeclaredParameter("utm_source", pattern: "/search?q=")) {
            try found.valueIfPresent("utm_source", as: String.self)
        }
    }

    /// Query string and the value of the declared item `q` (pattern `/search?q=`).
    static let queryValues: [(String, String?)] = [
        ("q=trip", "trip"),
        ("q=", nil),
        ("q", nil),
        ("q=&q=later", "later"),
        ("q=first&q=second", "first"),
        ("q=a+b", "a+b"),
        ("q=a=b", "a=b"),
        ("Q=upper", nil),
        ("&&q=trip&", "trip"),
    ]

    @Test(arguments: queryValues)
    func theFirstNonEmptyOccurrenceOfAQueryItemWins(query: String, value: String?) throws {
        #expect(try match("/search?" + query, against: "/search?q=").parameters["q"] == value)
    }

    @Test func anEmptyQueryValueFallsBackToTheDefault() throws {
        #expect(try match("/search?page=", against: "/search?page=1").value("page", as: Int.self) == 1)
    }

    @Test func pathParametersConvertToTheAskedType() throws {
        let id = UUID()
        let found = try match(
            "/tabs/people/users/ana/42/\(id.uuidString.lowercased())/true/2.5?limit=-3",
            against: "/tabs/:tab/users/:name/:number/:uuid/:flag/:ratio?limit=")
        #expect(try found.value("tab", as: Tab.self) == .people)
        #expect(try found.value("name", as: String.self) == "ana")
        #expect(try found.value("number", as: Int.self) == 42)
        #expect(try found.value("number", as: UInt8.self) == 42)
        #expect(try found.value("uuid", as: UUID.self) == id)
        #expect(try found.value("flag", as: Bool.self))
        #expect(try found.value("ratio", as: Double.self) == 2.5)
        #expect(try found.valueIfPresent("limit", as: Int64.self) == -3)
        let inferred: Int = try found.value("number")
        #expect(inferred == 42)
    }

    /// A type a parameter is read as, for tests that try several.
    enum Conversion: Sendable {
        case int, uint8, bool, uuid, tab

        /// Reads `name` from `match` as this conversion's type.
        func read(_ name: String, from match: DeepLinkPattern.Match) throws(DeepLinkError) {
            switch self {
            case .int: _ = try match.value(name, as: Int.self)
            case .uint8: _ = try match.value(name, as: UInt8.self)
            case .bool: _ = try match.value(name, as: Bool.self)
            case .uuid: _ = try match.value(name, as: UUID.self)
            case .tab: _ = try match.value(name, as: Tab.self)
            }
        }
    }

    /// Parameter, the type asked for, its text, and the type's name in the error: each conversion fails.
    static let failedConversions: [(String, Conversion, String, String)] = [
        ("id", .int, "abc", "Int"),
        ("id", .uint8, "300", "UInt8"),
        ("id", .bool, "yes", "Bool"),
        ("id", .uuid, "not-a-uuid", "UUID"),
        ("id", .tab, "settings", "Tab"),
        ("sort", .int, "newest", "Int"),
    ]

    @Test(arguments: failedConversions)
    func aFailedConversionNamesTheParameterItsTextAndTheType(
        name: String, conversion: Conversion, text: String, expected: String
    ) throws {
        let found = try match("/items/\(text)?sort=\(text)", against: "/items/:id?sort=")
        #expect(throws: DeepLinkError.invalidParameter(name, value: text, expected: expected)) {
            try conversion.read(name, from: found)
        }
    }

    @Test func askingForAnUndeclaredNameThrows() throws {
        let found = try match("/albums/42", against: "/albums/:id")
        #expect(throws: DeepLinkError.undeclaredParameter("albumID", pattern: "/albums/:id")) {
            try found.value("albumID", as: Int.self)
        }
    }

    @Test func aRouteClosureCanBeTestedWithAHandMadeMatch() throws {
        let makeRoute: (DeepLinkPattern.Match) throws(DeepLinkError) -> Int = { match in try match.value("id") * 2 }
        let pattern = try DeepLinkPattern("/albums/:id")
        #expect(try makeRoute(DeepLinkPattern.Match(pattern: pattern, parameters: ["id": "21"])) == 42)
        #expect(throws: DeepLinkError.missingParameter("id")) {
            try makeRoute(DeepLinkPattern.Match(pattern: pattern, parameters: [:]))
        }
    }
}
