/// A scene that shows one screen or alert and answers through it: what ``PivotScene/alert(_:animation:answer:)``,
/// ``PivotScene/present(_:animation:answeringWith:)`` and ``PivotScene/push(animation:answeringWith:)`` make.
struct AnsweringScene<Response>: PivotScene {
    enum Body {
        /// A screen built around a responder it answers through later, shown by the transition `show` makes.
        case answering(
            make: (SceneResponder<Response>) -> AnyObject,
            show: (AnyObject) -> StageTransition<AnyObject>)
        /// An alert answering with what its tapped action means.
        case alert(AlertContent, answer: (AlertAnswer) -> Response)
    }

    let body: Body
    let animation: TransitionAnimation
    /// How the scene appears in events: `push`, `present`, `alert`, …
    let logDescription: String

    init(_ body: Body, animation: TransitionAnimation, named name: String) {
        self.body = body
        self.animation = animation
        self.logDescription = name
    }

    func perform(in context: SceneContext<Response>) throws(ScenePivotError) {
        switch body {
        case .answering(let make, let show):
            let responder = context.makeResponder()
            let screen = make(responder)
            guard let transition = animation.applied(to: show(screen)) else {
                throw .invalidRequest(logDescription, .unusableAnimation(animation.name))
            }
            try context.perform(transition, animated: animation.isAnimated)
            try context.track(screen, with: responder)
        case .alert(let content, let answer):
            try context.presentAlert(content, animation: animation, answer: answer)
        }
    }
}
