/// Something a pivot did, for logging, analytics and transcripts: observe with ``ScenePivot/observe(_:)`` or
/// ``ScenePivot/events``.
public enum PivotEvent: Equatable, Sendable, CustomStringConvertible {
    /// A request arrived.
    case requested(String)
    /// The request waits behind `ahead` others in the stage's transition queue.
    case waiting(String, ahead: Int)
    /// The request duplicated one already queued or in flight and was coalesced into it.
    case coalesced(String)
    /// The builder chose `scene` for `request`; `isDefault` when it is the request's own default scene.
    case sceneChosen(request: String, scene: String, isDefault: Bool)
    /// A transition began.
    case transitionStarted(request: String, StageTransition)
    /// A transition finished.
    case transitionFinished(request: String, StageTransition)
    /// The request was answered.
    case responded(request: String, response: String)
    /// The request failed.
    case failed(request: String, ScenePivotError)

    /// One line describing the event.
    public var description: String {
        switch self {
        case .requested(let request): return "request \(request)"
        case .waiting(let request, let ahead): return "wait \(request) behind \(ahead)"
        case .coalesced(let request): return "coalesce \(request)"
        case .sceneChosen(let request, let scene, let isDefault):
            return "scene \(scene) for \(request)\(isDefault ? " (default)" : "")"
        case .transitionStarted(let request, let transition): return "begin \(transition) for \(request)"
        case .transitionFinished(let request, let transition): return "end \(transition) for \(request)"
        case .responded(let request, let response): return "answer \(request) → \(response)"
        case .failed(let request, let error): return "fail \(request): \(error)"
        }
    }
}

/// A transition a scene started, by the names of the screens involved.
public enum StageTransition: Equatable, Sendable, CustomStringConvertible {
    /// A modal presentation.
    case present(String, PresentationStyle)
    /// A dismissal of the named screen, or of the top-most presented screen when `nil`.
    case dismiss(String?)
    /// A push.
    case push(String)
    /// A pop back to `previous`, `root` or the named screen.
    case pop(String)
    /// A navigation stack replaced by the named screens.
    case setStack([String])
    /// An alert or action sheet, by its title.
    case alert(String)
    /// Anything else a custom scene does, by its own description.
    case custom(String)

    /// A short description, such as `push Album`.
    public var description: String {
        switch self {
        case .present(let screen, let style): return "present \(screen) (\(style.rawValue))"
        case .dismiss(let screen): return "dismiss \(screen ?? "top")"
        case .push(let screen): return "push \(screen)"
        case .pop(let target): return "pop to \(target)"
        case .setStack(let screens): return "set stack [\(screens.joined(separator: ", "))]"
        case .alert(let title): return "alert \"\(title)\""
        case .custom(let description): return description
        }
    }
}
