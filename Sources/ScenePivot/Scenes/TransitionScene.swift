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

    let body: Body
    /// The transition when the body is `.transition`: read without switching over `Body`, whose layout depends on
    /// `Response` (see ``SceneContext/keep(_:)``).
    let plainTransition: StageTransition<AnyObject>?
    /// Whether the transition animates.
    public var animated: Bool
    /// How the scene appears in events: `push`, `present`, `alert`, …
    public let logDescription: String

    init(_ body: Body, animated: Bool, named name: String) {
        self.body = body
        if case .transition(let transition) = body {
            self.plainTransition = transition
        } else {
            self.plainTransition = nil
        }
        self.animated = animated
        self.logDescription = name
    }

    /// Performs the transition.
    public func perform(in context: SceneContext<Response>) throws(ScenePivotError) {
        switch body {
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
