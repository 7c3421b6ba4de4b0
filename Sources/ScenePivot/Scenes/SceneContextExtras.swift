/// What a ``SceneContext`` keeps for a few requests only — the screens and alerts it may have to take down when
/// cancelled, the tracking that waits for screens to arrive, who to tell once it is answered — in an object made
/// the first time one of them is needed, so that a request needing none of them initialises and releases none.
@MainActor
final class SceneContextExtras {
    /// The screens the request's transitions brought on stage, for taking them down when it is cancelled.
    var shownScreens: [WeakScreen] = []
    /// The interactions driving the request's transitions, which cancelling the request cancels: nobody drives them
    /// any more, and the stage must not stay held by them.
    var interactions: [TransitionAnimation.Interaction] = []
    /// The alerts the request has on screen, by the token each was shown with.
    var alertTokens: [AlertToken] = []
    /// Screens the request's transitions are bringing on stage, with the tracking that waits for them to arrive.
    var arriving: [ObjectIdentifier: [@MainActor () -> Void]] = [:]
    /// Told once the request is answered, however it is (a deep link's place in its ``DeepLinkLine``).
    var whenAnswered: (@MainActor () -> Void)?
}
