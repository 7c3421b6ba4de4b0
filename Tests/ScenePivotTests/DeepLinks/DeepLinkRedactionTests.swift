import ScenePivot
import ScenePivotHeadless
import ScenePivotTestSupport
import Testing

/// Signs in with a one-time token: a step whose own description names no token.
private struct SignInRequest: SceneRequest {
    let token: String
}

/// A router for `/login?token=&next=` links and `/albums?sort=&page=` links, with `redaction`.
private func makeRouter(_ redaction: DeepLinkRequest.Redaction = .default) throws -> DeepLinkRouter<DeepLinkChain> {
    var router = DeepLinkRouter<DeepLinkChain>()
    router.redaction = redaction
    try router.register("/login?token=&next=") { match in
        [.request(SignInRequest(token: try match.value("token")))]
    }
    try router.register("/albums?sort=&page=") { match in
        [.request(DetailRequest(title: "page \(try match.value("page", as: Int.self))"))]
    }
    return router
}

@Suite("Deep-link redaction: no secret of a link reaches an event")
@MainActor
struct DeepLinkRedactionTests {
    @Test(arguments: [
        ("myapp://login?token=s3cret", "myapp://login?token=•••"),
        (
            "https://example.com/reset?code=s3cret&next=%2Fhome#s3cret",
            "https://example.com/reset?code=•••&next=•••#•••"
        ),
        ("https://ana:s3cret@example.com/albums", "https://•••@example.com/albums"),
        ("myapp://albums/42", "myapp://albums/42"), ("/albums?flag&empty=", "/albums?flag&empty="),
        ("/albums#", "/albums#"), ("/albums?a=1=2&&b=s3cret", "/albums?a=•••&&b=•••"),
    ])
    func byDefaultEveryQueryValueFragmentAndUserInfoIsMasked(link: String, described: String) {
        #expect(DeepLinkRequest.Redaction.default.redacted(link) == described)
    }

    @Test(arguments: [
        (DeepLinkRequest.Redaction.keeping(queryItems: ["sort"]), "myapp://albums?sort=recent&token=•••#•••"),
        (
            DeepLinkRequest.Redaction(keepingQueryItems: ["sort", "token"]),
            "myapp://albums?sort=recent&token=s3cret#•••"
        ),
        (DeepLinkRequest.Redaction(keepsFragment: true), "myapp://albums?sort=•••&token=•••#top"),
        (.keepingEverything, "myapp://albums?sort=recent&token=s3cret#top"),
    ])
    func anAppKeepsTheValuesItChooses(redaction: DeepLinkRequest.Redaction, described: String) {
        #expect(redaction.redacted("myapp://albums?sort=recent&token=s3cret#top") == described)
    }

    @Test func aKeptQueryItemIsNamedDecoded() {
        let redaction = DeepLinkRequest.Redaction.keeping(queryItems: ["sort by"])
        #expect(redaction.redacted("/albums?sort%20by=date&x=1") == "/albums?sort%20by=date&x=•••")
    }

    @Test func aLinkOpenedWithATokenNamesNoTokenInAnyEventOrError() async throws {
        let fixture = Fixture(animation: .instant)
        var events: [String] = []
        let observation = fixture.pivot.observe { events.append($0.description) }
        defer { observation.cancel() }
        fixture.pivot.builder.register(SignInRequest.self) { _ in .push(HeadlessScreen("Signed in")) }
        let router = try makeRouter()

        try await bounded("the end of the deep link") {
            try await fixture.pivot.open("myapp://login?token=s3cret&next=%2Fhome#s3cret", with: router)
        }
        await #expect(throws: ScenePivotError.self) {
            try await bounded("the end of the deep link") {
                try await fixture.pivot.open("myapp://nowhere?token=s3cret", with: router)
            }
        }
        await #expect(throws: ScenePivotError.self) {
            try await bounded("the end of the deep link") {
                try await fixture.pivot.open("myapp://albums?page=s3cret", with: router)
            }
        }
        await #expect(throws: ScenePivotError.self) {
            try await bounded("the end of the deep link") {
                try await fixture.pivot.open("myapp://login?token=s3cret&next=a b", with: router)
            }
        }

        #expect(fixture.stackNames == ["Albums", "Signed in"])
        #expect(events.contains("request DeepLinkRequest(myapp://login?token=•••&next=•••#•••)"))
        #expect(events.count > 8)
        #expect(!events.contains { $0.contains("s3cret") })
        #expect(!fixture.errors.contains { $0.description.contains("s3cret") })
    }

    @Test func theValuesAnAppKeepsAreInItsEvents() async throws {
        let fixture = Fixture(animation: .instant)
        var events: [String] = []
        let observation = fixture.pivot.observe { events.append($0.description) }
        defer { observation.cancel() }
        let router = try makeRouter(.keeping(queryItems: ["page", "sort"]))

        try await bounded("the end of the deep link") {
            try await fixture.pivot.open("myapp://albums?sort=recent&page=2&token=s3cret", with: router)
        }
        await #expect(throws: ScenePivotError.self) {
            try await bounded("the end of the deep link") {
                try await fixture.pivot.open("myapp://albums?page=two", with: router)
            }
        }

        #expect(events.contains("request DeepLinkRequest(myapp://albums?sort=recent&page=2&token=•••)"))
        #expect(events.contains { $0.contains("\"page\" is \"two\"") })
        #expect(!events.contains { $0.contains("s3cret") })
    }

    @Test func aChainGivenDirectlyIsRedactedToo() {
        let chain: DeepLinkChain = [.request(DetailRequest(title: "Trip"))]
        #expect(
            DeepLinkRequest("myapp://x?token=s3cret", chain: chain).logDescription
                == "DeepLinkRequest(myapp://x?token=•••)")
        let kept = DeepLinkRequest("myapp://x?token=s3cret", chain: chain, redaction: .keepingEverything)
        #expect(kept.logDescription == "DeepLinkRequest(myapp://x?token=s3cret)")
        #expect(kept.link == "myapp://x?token=s3cret")
    }

    @Test func theRoutersErrorsNameTheRedactedLink() throws {
        let router = try makeRouter()
        #expect(throws: DeepLinkError.unmatched("myapp://nowhere?token=•••")) {
            try router.route(for: "myapp://nowhere?token=s3cret")
        }
        #expect(throws: DeepLinkError.malformedURL("myapp://login?token=•••")) {
            try router.route(for: "myapp://login?token=s3 cret")
        }
        #expect(throws: DeepLinkError.invalidParameter("page", value: "•••", expected: "Int")) {
            try router.route(for: "myapp://albums?page=s3cret")
        }
    }
}
