/// Finds the handler a request with no response declares the natural way — `var onResponse: (@MainActor () ->
/// Void)?`, which does not satisfy ``SceneRequest/onResponse`` (whose type takes a `Void` argument) — so it is
/// called instead of silently never being. Each request type is inspected once.
@MainActor
enum VoidHandler {
    private static var typesWithHandler: [ObjectIdentifier: Bool] = [:]

    /// The handler `request` declares as `onResponse: (() -> Void)?`, adapted to its response type, if any.
    static func bridge<Request: SceneRequest>(of request: Request) -> (@MainActor (Request.Response) -> Void)? {
        guard Request.Response.self == Void.self else { return nil }
        let type = ObjectIdentifier(Request.self)
        if typesWithHandler[type] == false { return nil }
        guard let found: Any = Mirror(reflecting: request).children.first(where: { $0.label == "onResponse" })?.value
        else {
            typesWithHandler[type] = false
            return nil
        }
        typesWithHandler[type] = true
        // Function casts match the exact type, `@Sendable` included, so each spelling is tried.
        if let handler = found as? @MainActor @Sendable () -> Void { return { _ in handler() } }
        if let handler = found as? @MainActor () -> Void { return { _ in handler() } }
        if let handler = found as? @Sendable () -> Void { return { _ in handler() } }
        if let handler = found as? () -> Void { return { _ in handler() } }
        return nil
    }

    /// Whether requests of `type` are known to declare no such handler (or answer with something other than
    /// `Void`), so that ``bridge(of:)`` would find none: the type was inspected already.
    static func isKnownWithoutHandler<Request: SceneRequest>(_ type: Request.Type) -> Bool {
        Request.Response.self != Void.self || typesWithHandler[ObjectIdentifier(type)] == false
    }
}
