/// Answers a request later, from a screen: a picker that responds when the user picks.
///
/// Get one from ``SceneContext/makeResponder()``, hand it to the screen, and attach it to that screen with
/// ``SceneContext/track(_:with:)`` so that a screen leaving without answering (swiped down, popped) still
/// answers, with the request's ``SceneRequest/dismissalResponse``.
@MainActor
public final class SceneResponder<Response> {
    private let deliver: @MainActor (Response) -> Void
    private let release: @MainActor () -> Void
    private var isSettled = false

    init(deliver: @escaping @MainActor (Response) -> Void, release: @escaping @MainActor () -> Void) {
        self.deliver = deliver
        self.release = release
    }

    /// Answers the request. A second answer is refused and reported as
    /// ``ScenePivotError/responseAlreadyDelivered(_:)``.
    public func respond(_ response: Response) {
        deliver(response)
        settle()
    }

    /// Whether this responder has already answered.
    public var hasResponded: Bool { isSettled }

    func settle() {
        guard !isSettled else { return }
        isSettled = true
        release()
    }
}
