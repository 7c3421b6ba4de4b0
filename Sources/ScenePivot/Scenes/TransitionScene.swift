/// A scene that performs one transition: what the factories on ``PivotScene`` make (`.push(screen)`,
/// `.present(screen)`, `.alert(content) { … }`, …). You rarely name this type; write the factory where a scene is
/// expected.
///
/// ```swift
/// builder.register(SettingsRequest.self) { _ in
///     .present(SettingsScreen(), Presentation(style: .formSheet, embedsInNavigationStack: true))
/// }
/// ```
public struct TransitionScene<Response>: PivotScene {
    enum Body {
        /// A transition with nothing to answer beyond its end.
        case transition(StageTransition<AnyObject>)
        /// A screen built around a responder it answers through later, shown by the transition `show` makes.
        case answering(
            make: (SceneResponder<Response>) -> AnyObject,
            show: (AnyObject) -> StageTransition<AnyObject>)
        /// An alert answering with what its tapped action means.
        case alert(AlertContent, answer: (AlertAnswer) -> Response)
    }

    // No stored property's layout depends on `Response`: code generic over it (a dispatch, which is not
    // specialized for the request type) copies and reads this scene without looking up its generic metadata.

    /// The transition of a scene made with a `.transition` body (`.dismissAll`, unused, otherwise): stored once,
    /// and not optional (see ``SceneContext/keep(_:)``).
    let plainTransition: StageTransition<AnyObject>
    /// The body of any other scene, boxed; `nil` when ``plainTransition`` is the scene's transition.
    let answeringBody: TransitionSceneBody<Response>?
    /// Whether the transition animates.
    public var animated: Bool
    /// How the scene appears in events: `push`, `present`, `alert`, …
    public let logDescription: String

    init(_ body: consuming Body, animated: Bool, named name: String) {
        switch consume body {
        case .transition(let transition):
            self.plainTransition = transition
            self.answeringBody = nil
        case let other:
            self.plainTransition = .dismissAll
            self.answeringBody = TransitionSceneBody(other)
        }
        self.animated = animated
        self.logDescription = name
    }

    /// Performs the transition.
    public func perform(in context: SceneContext<Response>) throws(ScenePivotError) {
        guard let answeringBody else { return try context.perform(plainTransition, animated: animated) }
        switch answeringBody.body {
        case .transition(let transition):
            try context.perform(transition, animated: animated)
        case .answering(let make, let show):
            let responder = context.makeResponder()
            let screen = make(responder)
            try context.perform(show(screen), animated: animated)
            try context.track(screen, with: responder)
        case .alert(let content, let answer):
            try context.presentAlert(content, animated: animated, answer: answer)
        }
    }
}

/// The body of a ``TransitionScene`` that does more than perform a transition, in an object of its own.
final class TransitionSceneBody<Response> {
    let body: TransitionScene<Response>.Body

    init(_ body: TransitionScene<Response>.Body) {
        self.body = body
    }
}
