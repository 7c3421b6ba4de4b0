/// Finds the handler a request with no response declares the natural way — `var onResponse: (@MainActor () ->
/// Void)?`, which does not satisfy ``SceneRequest/onResponse`` (whose type takes a `Void` argument) — so it is
/// called instead of silently never being. Each request type is inspected once.
@MainActor
enum VoidHandler {
    private static var typesWithHandler: [ObjectIdentifier: Bool] = [:]
    /// The type last found to declare no handler: a pivot sends the same request type again and again, and this
    /// answers that without hashing.
    private static var lastTypeWithoutHandler: ObjectIdentifier?

    /// The handler `request` declares as `onResponse: (() -> Void)?`, adapted to its response type, if any.
    static func bridge<Request: SceneRequest>(of request: Request) -> (@MainActor (Request.Response) -> Void)? {
        guard Request.Response.self == Void.self else { return nil }
        let type = ObjectIdentifier(Request.self)
        if type == lastTypeWithoutHandler { return nil }
        if typesWithHandler[type] == false {
            lastTypeWithoutHandler = type
            return nil
        }
        let found = Mirror(reflecting: request).children.first { $0.label == "onResponse" }?.value
        var handler: (@MainActor () -> Void)?
        if let mainActor = found as? @MainActor () -> Void {
            handler = mainActor
        } else if let plain = found as? () -> Void {
            handler = { plain() }
        }
        typesWithHandler[type] = found != nil
        guard let handler else { return nil }
        return { _ in handler() }
    }
}
