/// A flow: one part of the app — login, a tab, a checkout — that owns its screens' navigation, the way a
/// coordinator does, without ever being removed by hand.
///
/// ```swift
/// final class LoginFlow: SceneFlow {
///     func start(in flow: FlowContext<Session>) {
///         flow.builder.register(LoginRequest.self) { _ in .setRoot(LoginScreen()) }
///         flow.builder.register(ProfileRequest.self) { _ in .push(ProfileScreen()) }
///         flow.pivot.switchScene(with: LoginRequest())   // its first screen becomes the flow's root
///     }
/// }
///
/// appFlow.startChild(LoginFlow()) { ending in
///     if case .finished(let session) = ending { showMain(session) }
/// }
/// ```
///
/// A flow is started with ``FlowContext/startChild(_:on:onEnd:)`` (or ``ScenePivot/startFlow(_:onEnd:)`` at
/// the top): it gets its own pivot on the parent's stage and a builder scope layered over the parent's. The first
/// screen its first request shows is its *root screen*; the flow is kept alive while that screen is on stage and
/// released when it leaves (popped, dismissed, swiped down, replaced), when it calls
/// ``FlowContext/finish(with:)``, or when its parent ends — whichever comes first. The parent hears exactly once,
/// with a ``FlowEnding``.
@MainActor
public protocol SceneFlow: AnyObject {
    /// What the flow finishes with; `Void` for a flow that only ends.
    associatedtype Outcome = Void

    /// Registers the flow's scenes in `flow.builder` and sends its first request through `flow.pivot`.
    func start(in flow: FlowContext<Outcome>)
}
