import ScenePivot
import Testing

@Suite("Interception and deep-link text, one line each")
struct InterceptionTextTests {
    static let events: [(PivotEvent, String)] = [
        (
            .intercepted(request: "AlbumDetailRequest", by: "auth", decision: "proceed"),
            "intercept AlbumDetailRequest by auth: proceed"
        ),
        (
            .intercepted(request: "AlbumDetailRequest", by: "auth", decision: "hold until sign-in"),
            "intercept AlbumDetailRequest by auth: hold until sign-in"
        ),
        (
            .intercepted(request: "AlbumDetailRequest", by: "auth", decision: "redirect to LoginRequest"),
            "intercept AlbumDetailRequest by auth: redirect to LoginRequest"
        ),
        (
            .intercepted(request: "AlbumDetailRequest", by: "fl\nags", decision: "deny: off\nfor now"),
            "intercept AlbumDetailRequest by fl\\nags: deny: off\\nfor now"
        ),
        (.resumed(request: "AlbumDetailRequest", gate: "sign\nin"), "resume AlbumDetailRequest: sign\\nin opened"),
        (
            .deepLinkStep(
                request: "DeepLinkRequest(/tabs/2)", index: 1, count: 3, step: "TransitionRequest(select tab 2)"),
            "step 2/3 of DeepLinkRequest(/tabs/2): TransitionRequest(select tab 2)"
        ),
    ]

    @Test(arguments: events)
    func everyNewEventReadsAsOneLine(event: PivotEvent, line: String) {
        #expect(event.description == line)
    }

    static let errors: [(ScenePivotError, String)] = [
        (
            .redirected("SecretRequest", to: "LoginRequest", by: "auth"),
            "SecretRequest was redirected to LoginRequest by the interceptor \"auth\"; LoginRequest answers in its "
                + "place."
        ),
        (
            .redirectLoop("A → B → A"),
            "Interceptors redirected in a loop (A → B → A); the last redirect was not sent. Change the interceptors so "
                + "that no request is redirected back to one of its trail."
        ),
        (
            .denied("SecretRequest", reason: "signed\nout"),
            "SecretRequest was denied: signed\\nout. Send it again once the interceptor lets it through."
        ),
        (
            .deepLinkFailed(.unmatched("myapp://nowhere")),
            "No deep-link pattern matches \"myapp://nowhere\"; register a pattern for it with "
                + "router.register(_:_:), or check the link."
        ),
        (
            .deepLinkFailed(.malformedURL("myapp://a\nb")),
            "Malformed deep link \"myapp://a\\nb\": expected a URL with a scheme or a path starting with \"/\", with "
                + "no spaces, control characters or broken percent escapes."
        ),
        (
            .deepLinkFailed(
                .stepFailed(index: 0, step: "TransitionRequest(pop to root)", .illegalTransition(.noNavigationStack))),
            "Step 1 of the deep link, TransitionRequest(pop to root), failed: Illegal transition: there is no navigation stack to "
                + "push onto or pop from; present the screen instead, or show a navigation stack first "
                + "(setRoot(_:inNavigationStack: true), or a presentation in one)."
        ),
    ]

    @Test(arguments: errors)
    func everyNewErrorReadsAsOneSentence(error: ScenePivotError, message: String) {
        #expect(error.description == message)
        #expect(!error.description.contains("\n"))
    }
}
