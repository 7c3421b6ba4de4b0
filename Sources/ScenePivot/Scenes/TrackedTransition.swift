/// One transition a scene started through its ``SceneContext``: it ends once, however often its stage calls back,
/// and it is described — by the names of its screens — only when an observer listens.
@MainActor
final class TrackedTransition {
    private let owner: any TransitionOwner
    private let subject: TransitionSubject
    private var description: StageTransition?
    private var isEnded = false

    init(_ subject: TransitionSubject, in owner: any TransitionOwner) {
        self.subject = subject
        self.owner = owner
    }

    /// The transition's description, made on first use (naming screens on `stage`) and kept, so that its start
    /// and end events agree.
    func describe(on stage: (any SceneStage)?) -> StageTransition {
        if let description { return description }
        let made = subject.describe(on: stage)
        description = made
        return made
    }

    /// Ends the transition and tells the context; later calls do nothing.
    func end() {
        guard !isEnded else { return }
        isEnded = true
        owner.transitionEnded(self)
    }

    /// Ends the transition without telling the context, for a transition that failed to start. Returns whether
    /// it was still running.
    func abandon() -> Bool {
        guard !isEnded else { return false }
        isEnded = true
        return true
    }
}

/// What a ``TrackedTransition`` reports its end to: the ``SceneContext`` that started it. (A protocol, so that the
/// transition is not generic over the context's response type.)
@MainActor
protocol TransitionOwner: AnyObject {
    func transitionEnded(_ transition: TrackedTransition)
}

/// What a transition acts on, kept as objects so that naming them waits until an event needs the names.
enum TransitionSubject {
    case present(AnyObject, PresentationStyle)
    case dismiss(AnyObject?)
    case push(AnyObject)
    case pop(PopDestination)
    case setStack([AnyObject])
    case described(StageTransition)

    @MainActor func describe(on stage: (any SceneStage)?) -> StageTransition {
        func name(_ screen: AnyObject) -> String {
            stage?.name(of: screen) ?? String(describing: type(of: screen))
        }
        switch self {
        case .present(let screen, let style): return .present(name(screen), style)
        case .dismiss(let screen): return .dismiss(screen.map(name))
        case .push(let screen): return .push(name(screen))
        case .pop(.previous): return .pop("previous")
        case .pop(.root): return .pop("root")
        case .pop(.screen(let screen)): return .pop(name(screen))
        case .setStack(let screens): return .setStack(screens.map(name))
        case .described(let transition): return transition
        }
    }
}
