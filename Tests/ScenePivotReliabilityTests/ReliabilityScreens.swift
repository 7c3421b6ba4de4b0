import ScenePivot

/// A screen the reliability harness creates and follows by weak reference.
@MainActor
final class TrackedScreen: CustomStringConvertible {
    let name: String
    /// Answers its request later, for screens shown with `answeringWith:`.
    var answer: ((Int) -> Void)?
    var hasAnswer: Bool { answer != nil }

    init(_ name: String) {
        self.name = name
    }

    nonisolated var description: String { name }
}

/// A weak reference to a tracked screen and what the harness knows about it.
@MainActor
final class ScreenRecord {
    weak var screen: TrackedScreen?
    let name: String
    /// Set once the harness saw the screen on stage and attached a departure observer.
    var isWatched = false
    /// Set by the departure observer.
    var hasDeparted = false

    init(_ screen: TrackedScreen) {
        self.screen = screen
        name = screen.name
    }
}

// Requests the harness registers. Each carries an id that its log description names, so events are attributed.

/// A request whose transition animates or not.
protocol AnimatedRequest {
    var animated: Bool { get }
}

extension AnimatedRequest {
    /// The transition's animation: the platform's own, or none.
    var animation: TransitionAnimation { animated ? .default : .none }
}

struct PushScreenRequest: SceneRequest, AnimatedRequest {
    var id: Int
    var animated: Bool
    var duplicatePolicy: DuplicatePolicy { .allow }
    var logDescription: String { "Push#\(id)" }
}

struct PresentScreenRequest: SceneRequest, AnimatedRequest {
    var id: Int
    var presentation: Presentation
    var animated: Bool
    var duplicatePolicy: DuplicatePolicy { .allow }
    var logDescription: String { "Present#\(id)" }
}

/// Presents a picker that answers later with an optional value (`nil` when swiped down).
struct PresentPickerRequest: SceneRequest, AnimatedRequest {
    typealias Response = Int?
    var id: Int
    var animated: Bool
    let onResponse: (@MainActor (Int?) -> Void)?
    var logDescription: String { "PresentPicker#\(id)" }
}

/// Pushes a picker that answers later with a non-optional value (an error when popped first).
struct PushPickerRequest: SceneRequest, AnimatedRequest {
    typealias Response = Int
    var id: Int
    var animated: Bool
    let onResponse: (@MainActor (Int) -> Void)?
    var logDescription: String { "PushPicker#\(id)" }
}

struct PopRequest: SceneRequest, AnimatedRequest {
    var id: Int
    var toRoot: Bool
    var animated: Bool
    var duplicatePolicy: DuplicatePolicy { .allow }
    var logDescription: String { "Pop#\(id)" }
}

struct DismissRequest: SceneRequest, AnimatedRequest {
    var id: Int
    var animated: Bool
    var duplicatePolicy: DuplicatePolicy { .allow }
    var logDescription: String { "Dismiss#\(id)" }
}

/// A request answered by a closure scene that misbehaves in a chosen way.
struct CustomSceneRequest: SceneRequest {
    enum Behavior: CaseIterable {
        case respondAndPush, respondTwice, fail, endWithoutAnswer, customAlert, secureAlert
    }

    typealias Response = String
    var id: Int
    var behavior: Behavior
    let onResponse: (@MainActor (String) -> Void)?
    var logDescription: String { "Custom#\(id)" }
}

/// Pushes a screen, animated; its handler runs as the push ends, inside the stage's clock advance.
struct ClockPushRequest: SceneRequest {
    var id: Int
    let onResponse: (@MainActor () -> Void)?
    var duplicatePolicy: DuplicatePolicy { .allow }
    var logDescription: String { "ClockPush#\(id)" }
}

/// Equatable so that sending it twice coalesces the second copy while the first is queued or in flight.
struct DoubleTapRequest: SceneRequest, Equatable {
    var id: Int
    var logDescription: String { "DoubleTap#\(id)" }
}

/// Never registered.
struct UnregisteredRequest: SceneRequest {
    var id: Int
    var logDescription: String { "Unregistered#\(id)" }
}
