import ScenePivot
import ScenePivotHeadless
import Testing

/// Marks the requests an `auth` interceptor holds or redirects while signed out.
protocol RequiresSignIn {}

/// Shows the `Secret` screen, pushed; only for signed-in users.
struct SecretRequest: SceneRequest, Equatable, RequiresSignIn {
    var name = "Secret"
    var logDescription: String { "SecretRequest(\(name))" }
}

/// Shows the `Login` screen, pushed.
struct LoginRequest: SceneRequest, Equatable {}

/// A request that redirects to the next hop, for loops that never close.
struct HopRequest: SceneRequest, Equatable {
    let hop: Int
    var logDescription: String { "Hop(\(hop))" }
}

/// A stage with an `Albums` root in a navigation stack, a pivot on it that pushes `DetailRequest`, `SecretRequest`
/// and `LoginRequest`, and the pivot's errors and events recorded.
@MainActor
struct InterceptionFixture {
    let stage: HeadlessStage
    let pivot: ScenePivot
    let errors = Log<ScenePivotError>()
    let events = Log<PivotEvent>()
    private let observation: PivotObservation

    init(animation: HeadlessStage.Animation = .instant) {
        stage = HeadlessStage(root: HeadlessScreen("Albums"), animation: animation)
        pivot = ScenePivot(stage: stage)
        let errors = errors
        pivot.errorHandler = { errors.values.append($0) }
        let events = events
        observation = pivot.observe { events.values.append($0) }
        pivot.builder.register(DetailRequest.self) { request in .push(HeadlessScreen(request.title)) }
        pivot.builder.register(SecretRequest.self) { request in .push(HeadlessScreen(request.name)) }
        pivot.builder.register(LoginRequest.self) { _ in .push(HeadlessScreen("Login")) }
    }

    /// The names of the screens on the top-most navigation stack.
    var stackNames: [String] { stage.navigationStack.map(stage.name(of:)) }

    /// The recorded events' descriptions.
    var eventLines: [String] { events.values.map(\.description) }

    /// The interceptors' decisions among the recorded events, as `<interceptor>: <decision>`.
    var decisions: [String] {
        events.values.compactMap { event in
            guard case .intercepted(_, let interceptor, let decision) = event else { return nil }
            return "\(interceptor): \(decision)"
        }
    }
}

/// How an awaited request ended, once it has.
@MainActor
final class Awaited<Value> {
    var result: Result<Value, ScenePivotError>?
    var task: Task<Void, Never>?

    /// The error the await ended with, if it failed.
    var error: ScenePivotError? {
        guard case .failure(let error) = result else { return nil }
        return error
    }

    /// The response, if the await returned one.
    var value: Value? {
        guard case .success(let value) = result else { return nil }
        return value
    }

    /// Lets other main-actor work run — without moving any stage's clock — until the await has ended, for at most
    /// 1,000 turns; returns whether it has.
    func settle() async -> Bool {
        for _ in 0..<1_000 where result == nil { await Task.yield() }
        return result != nil
    }
}

/// Starts a task that awaits `request` on `pivot`, and lets other main-actor work run until the pivot reports the
/// request (for at most 1,000 turns).
@MainActor
func startAwaiting<Request: SceneRequest>(_ request: Request, on pivot: ScenePivot) async -> Awaited<Request.Response> {
    let awaited = Awaited<Request.Response>()
    let requested = Log<Bool>()
    let observation = pivot.observe { event in
        if case .requested = event { requested.values.append(true) }
    }
    defer { observation.cancel() }
    awaited.task = Task { @MainActor in
        do throws(ScenePivotError) {
            awaited.result = .success(try await pivot.response(to: request))
        } catch {
            awaited.result = .failure(error)
        }
    }
    for _ in 0..<1_000 where requested.values.isEmpty && awaited.result == nil { await Task.yield() }
    return awaited
}
