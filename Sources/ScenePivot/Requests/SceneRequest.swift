/// A plain value that asks for a scene: the data and dependencies the next screen needs, and nothing else.
///
/// View controllers and view models send requests to their ``ScenePivot``; the pivot's ``SceneBuilder`` turns each
/// request into the scene that answers it. A request never builds or shows a screen itself.
///
/// ```swift
/// struct AlbumDetailRequest: SceneRequest, Equatable {
///     let albumTitle: String
/// }
///
/// pivot.switchScene(with: AlbumDetailRequest(albumTitle: "Trip"))
/// ```
///
/// A request may declare the ``Response`` its scene produces (text for a text input, `Bool` for a confirmation).
/// Every request can be sent fire-and-forget, answered through ``onResponse``, or awaited with
/// `try await pivot.response(to:)`, which returns the response.
public protocol SceneRequest {
    /// What the scene answers with; `Void` for a request that only shows a screen.
    associatedtype Response = Void

    /// Called on the main actor with the response — whether the request was sent fire-and-forget or awaited —
    /// before an awaiting caller resumes. Not called when the request fails. Defaults to `nil`.
    var onResponse: (@MainActor (Response) -> Void)? { get }

    /// What to do when an identical request is already queued or in flight. Defaults to ``DuplicatePolicy/coalesce``.
    var duplicatePolicy: DuplicatePolicy { get }

    /// Whether `other` asks for the same thing as this request. `Equatable` requests use `==`; others are never
    /// duplicates unless they say so.
    func isDuplicate(of other: Self) -> Bool

    /// How the request appears in events, logs and transcripts: its type and salient fields, deterministically.
    var logDescription: String { get }

    /// The response given when the request's screen leaves the stage without answering (swiped down, popped):
    /// `nil` for optional responses, `()` for `Void`, and `nil` here — an error — otherwise.
    static var dismissalResponse: Response? { get }

    /// Checks the request's definition, throwing ``ScenePivotError/invalidRequest(_:_:)`` when it cannot be shown.
    func validate() throws(ScenePivotError)

    /// Whether the response is a secret, such as a password typed into a secure field: events, transcripts and
    /// snapshots then show a fixed mask instead of it (the response itself is delivered as is). Defaults to `false`.
    var isResponseSecret: Bool { get }

    /// The scene shown when no builder registers one for this request's type; `nil` (the default) means the
    /// request must be registered.
    @MainActor func makeDefaultScene() -> AnyPivotScene<Response>?
}

extension SceneRequest {
    /// No response handler.
    public var onResponse: (@MainActor (Response) -> Void)? { nil }

    /// Coalesce duplicates, so a double tap never shows the same scene twice.
    public var duplicatePolicy: DuplicatePolicy { .coalesce }

    /// Not a duplicate: only `Equatable` requests, or requests that say so, are compared.
    public func isDuplicate(of other: Self) -> Bool {
        RequestTypeSet.neverDuplicate.note(Self.self)  // this type's requests never are: the queue stops looking
        return false
    }

    /// The request's type name.
    public var logDescription: String { String(describing: Self.self) }

    /// No response means "dismissed": dismissal is reported as an error.
    public static var dismissalResponse: Response? { nil }

    /// Every definition is valid.
    public func validate() throws(ScenePivotError) {}

    /// Responses are not secret.
    public var isResponseSecret: Bool { false }

    /// No default scene: the request must be registered in a builder.
    @MainActor public func makeDefaultScene() -> AnyPivotScene<Response>? { nil }
}

extension SceneRequest where Self: Equatable {
    /// Equal requests are duplicates.
    public func isDuplicate(of other: Self) -> Bool { self == other }
}

extension SceneRequest where Self: Hashable {
    /// Equal requests are duplicates; a queue finds one by hash, however many of the type wait.
    public func isDuplicate(of other: Self) -> Bool {
        RequestTypeSet.hashedDuplicate.note(Self.self)  // a queue may look this type's requests up by hash from now on
        return self == other
    }
}

extension SceneRequest where Response == Void {
    /// A request with no response is simply done when its screen leaves.
    public static var dismissalResponse: Void? { () }
}

extension SceneRequest where Response: ExpressibleByNilLiteral {
    /// An optional response answers `nil` when the screen leaves without answering.
    public static var dismissalResponse: Response? { .some(nil) }
}
