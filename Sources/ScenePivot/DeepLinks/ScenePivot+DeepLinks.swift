import Foundation

extension ScenePivot {
    /// Opens `link`: sends a ``DeepLinkRequest`` with the chain `router` makes of it and returns once every step
    /// has answered — the last one on stage.
    ///
    /// ```swift
    /// try await pivot.open("walkingapp://tabs/analysis/details/Week%201", with: router)
    /// ```
    ///
    /// - Parameters:
    ///   - link: A URL (`walkingapp://tabs/analysis`) or a path (`/tabs/analysis`).
    ///   - router: Makes the chain of steps from the link.
    /// - Throws: ``ScenePivotError/deepLinkFailed(_:)`` when the link is malformed or unmatched, or a step failed
    ///   (``DeepLinkError/stepFailed(index:step:_:)``), and what any request throws: denied or cancelled while an
    ///   interceptor held it, cancelled with the awaiting task, and so on.
    public func open(_ link: String, with router: DeepLinkRouter<DeepLinkChain>) async throws(ScenePivotError) {
        try await response(to: DeepLinkRequest(link, router: router))
    }

    /// Opens `url`, read by its `absoluteString`, like the form that takes the link as a `String`.
    ///
    /// - Parameters:
    ///   - url: The link.
    ///   - router: Makes the chain of steps from the link.
    /// - Throws: What the form that takes the link as a `String` throws.
    public func open(_ url: URL, with router: DeepLinkRouter<DeepLinkChain>) async throws(ScenePivotError) {
        try await response(to: DeepLinkRequest(url, router: router))
    }
}
