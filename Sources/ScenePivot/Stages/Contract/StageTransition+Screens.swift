extension StageTransition {
    /// Calls `body` with each screen the transition brings on stage, in order: ``incomingScreens`` without
    /// building an array.
    func forEachIncomingScreen(_ body: (Screen) -> Void) {
        switch self {
        case .present(let screen, _), .push(let screen, _), .setRoot(let screen, _), .showDetail(let screen, _),
            .embed(let screen, _, _):
            body(screen)
        case .setStack(let screens, _), .setItems(_, let screens, _): screens.forEach(body)
        case .dismiss, .dismissAll, .pop, .alert, .select, .custom, .remove, .showColumn: break
        }
    }

    /// What tracking the transition needs to know of its kind, read in one switch (a switch over this generic
    /// enum copies it).
    var shape: TransitionShape {
        switch self {
        case .present: return .presentation
        case .setStack, .setItems: return .setStack
        case .dismiss(_, let animation), .push(_, let animation), .pop(_, let animation):
            return TransitionShape(mayBeInteractive: animation?.interaction != nil)
        default: return .plain
        }
    }

    /// The screen presented, when this is a presentation.
    var presentedScreen: Screen? {
        switch self {
        case .present(let screen, _): return screen
        default: return nil
        }
    }
}

/// The kind of a transition, as far as a context tracking it needs to know (``StageTransition/shape``), or a
/// hint of it: what a flag gates checks the transition again, so a flag set for a transition of another kind costs
/// time, never a wrong answer, while a flag left unset for a transition of its kind would.
struct TransitionShape: Equatable {
    /// Whether it is, or may be, a presentation (which may replace the presented screen, and has a presenter).
    var isPresentation = false
    /// Whether it is, or may be, a `.setStack` or a `.setItems` (whose screens already on stage are not its own).
    var isSetStack = false
    /// Whether an interaction may drive it (``StageTransition/interaction``), which the request's cancellation
    /// cancels: read from this flag, not by a switch over the transition, for every transition that has none.
    var mayBeInteractive = false

    init(isPresentation: Bool = false, isSetStack: Bool = false, mayBeInteractive: Bool = false) {
        self.isPresentation = isPresentation
        self.isSetStack = isSetStack
        self.mayBeInteractive = mayBeInteractive
    }

    /// The shape of a transition that is neither a presentation nor a `.setStack`.
    static let plain = TransitionShape()
    /// The shape of a presentation.
    static let presentation = TransitionShape(isPresentation: true)
    /// The shape of a `.setStack` or a `.setItems`.
    static let setStack = TransitionShape(isSetStack: true)
}
