/// Answers a request later, from a screen: a picker that responds when the user picks.
///
/// Get one from ``SceneContext/makeResponder()``, hand it to the screen, and attach it to that screen with
/// ``SceneContext/track(_:with:)`` so that a screen leaving without answering (swiped down, popped) still
/// answers, with the request's ``SceneRequest/dismissalResponse``.
///
/// Once it has answered, a responder lets go of its request (and of whatever the request's handler captured), so a
/// screen that keeps its responder forms no retain cycle with the code that sent the request.
@MainActor
public final class SceneResponder<Response> {
    private var deliver: (@MainActor (Response) -> Void)?
    private var release: (@MainActor () -> Void)?
    private let reportSecondAnswer: @MainActor () -> Void

    init(
        deliver: @escaping @MainActor (Response) -> Void, release: @escaping @MainActor () -> Void,
        reportSecondAnswer: @escaping @MainActor () -> Void
    ) {
        self.deliver = deliver
        self.release = release
        self.reportSecondAnswer = reportSecondAnswer
    }

    /// Answers the request. A second answer is refused and reported as
    /// ``ScenePivotError/responseAlreadyDelivered(_:)``.
    public func respond(_ response: Response) {
        guard let deliver else { return reportSecondAnswer() }
        deliver(response)
        settle()
    }

    /// Whether this responder has already answered.
    public var hasResponded: Bool { deliver == nil }

    func settle() {
        guard deliver != nil else { return }
        let release = self.release
        deliver = nil
        self.release = nil
        release?()
    }
}
