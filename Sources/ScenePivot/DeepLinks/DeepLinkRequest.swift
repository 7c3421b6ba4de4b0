import Foundation

/// Opens a deep link: runs the ``DeepLinkChain`` a router makes of it, step by step, and answers once the last
/// step has answered. Works with no registration; `pivot.open(_:with:)` sends one and awaits it.
///
/// ```swift
/// pivot.switchScene(with: DeepLinkRequest("walkingapp://tabs/analysis/details/Week%201", router: router))
/// try await pivot.open("walkingapp://tabs/analysis/details/Week%201", with: router)   // the same, awaited
/// ```
///
/// The request goes through the pivot's interceptors like any other, so an interceptor can hold a link that
/// arrives while the user is signed out (`request is DeepLinkRequest`) until the sign-in has finished. Then each
/// step's request is sent to the pivot the step chooses, when the step runs, and awaited: a push or a tab
/// selection once its transition ended, a request that asks the user once answered. The chain does not hold the
/// transition queue between its steps. A step that fails stops the chain, which fails with
/// ``ScenePivotError/deepLinkFailed(_:)`` and ``DeepLinkError/stepFailed(index:step:_:)`` naming the step; a
/// link that is malformed or matches no pattern fails the same way with the router's error, before any
/// interceptor sees it. Cancelling the awaiting task cancels the step under way and sends no more. Every step
/// sent is a ``PivotEvent/deepLinkStep(request:index:count:step:)`` event of the pivot that opened the link.
///
/// Events, errors and transcripts describe the link as the router's ``DeepLinkRouter/redaction`` shows it: by
/// default without query values, fragment or user info (`DeepLinkRequest(myapp://reset?token=•••)`), so a token in
/// a link never reaches a log.
public struct DeepLinkRequest: SceneRequest {
    /// The link as given.
    public let link: String
    /// The link as events and errors show it.
    public let describedLink: String
    /// Whether the link is a step of another link's chain, so it runs inside that link instead of after it.
    var isStepOfAnotherLink = false
    /// What the router made of the link: its chain, or why there is none.
    public let route: Result<DeepLinkChain, DeepLinkError>

    /// A request to open `link` with the chain `router` makes of it.
    ///
    /// - Parameters:
    ///   - link: A URL (`walkingapp://tabs/analysis`) or a path (`/tabs/analysis`).
    ///   - router: Makes the chain; it is asked now, so interceptors see the chain.
    public init(_ link: String, router: DeepLinkRouter<DeepLinkChain>) {
        self.link = link
        self.describedLink = router.redaction.redacted(link)
        do {
            route = .success(try router.route(for: link))
        } catch {
            route = .failure(error)
        }
    }

    /// A request to open `url` with the chain `router` makes of it.
    ///
    /// - Parameters:
    ///   - url: The URL, read by its `absoluteString`.
    ///   - router: Makes the chain; it is asked now, so interceptors see the chain.
    public init(_ url: URL, router: DeepLinkRouter<DeepLinkChain>) {
        self.init(url.absoluteString, router: router)
    }

    /// A request that runs `chain`, described as `link` in events, as `redaction` shows it.
    ///
    /// - Parameters:
    ///   - link: How events and errors name the link.
    ///   - chain: The steps to run.
    ///   - redaction: What of `link` events and errors show; by default no query value, fragment or user info.
    public init(_ link: String, chain: DeepLinkChain, redaction: DeepLinkRequest.Redaction = .default) {
        self.link = link
        self.describedLink = redaction.redacted(link)
        self.route = .success(chain)
    }

    /// The chain the link runs, or `nil` when the router found none.
    public var chain: DeepLinkChain? {
        if case .success(let chain) = route { return chain }
        return nil
    }

    /// `DeepLinkRequest(<link>)`, the link redacted: `DeepLinkRequest(myapp://reset?token=•••)`.
    public var logDescription: String { "DeepLinkRequest(\(describedLink))" }

    /// Throws ``ScenePivotError/deepLinkFailed(_:)`` with the router's error when the link has no chain.
    public func validate() throws(ScenePivotError) {
        if case .failure(let error) = route { throw .deepLinkFailed(error) }
    }

    /// Runs the chain.
    @MainActor public func makeDefaultScene() -> AnyPivotScene<Void>? {
        chain.map { AnyPivotScene(DeepLinkScene(chain: $0, isStepOfAnotherLink: isStepOfAnotherLink)) }
    }
}
