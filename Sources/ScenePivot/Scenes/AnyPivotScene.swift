/// A type-erased scene that answers with `Response`.
@MainActor
public struct AnyPivotScene<Response>: PivotScene {
    let box: AnySceneBox<Response>

    /// Wraps `scene`.
    public init<Scene: PivotScene>(_ scene: Scene) where Scene.Response == Response {
        box = SceneBox(scene)
    }

    /// A scene made of a closure, named `description` in events; what it throws fails the request as
    /// ``PivotScene/perform(in:)`` says.
    public init(
        _ description: String,
        perform: @escaping @MainActor (SceneContext<Response>) throws -> Void
    ) {
        box = ClosureSceneBox(description, perform: perform)
    }

    /// How the wrapped scene appears in events and transcripts.
    public var logDescription: String { box.logDescription }

    /// Performs the wrapped scene; what it throws arrives as a ``ScenePivotError``.
    public func perform(in context: SceneContext<Response>) throws(ScenePivotError) {
        try box.perform(in: context)
    }
}

/// The storage of an ``AnyPivotScene``: one allocation holds the scene, and the scene is only described when an
/// event asks. Subclasses override both members.
@MainActor
class AnySceneBox<Response> {
    var logDescription: String { preconditionFailure("overridden by every subclass") }

    func perform(in context: SceneContext<Response>) throws(ScenePivotError) {
        preconditionFailure("overridden by every subclass")
    }
}

@MainActor
final class SceneBox<Scene: PivotScene>: AnySceneBox<Scene.Response> {
    private let scene: Scene

    init(_ scene: Scene) {
        self.scene = scene
    }

    override var logDescription: String { scene.logDescription }

    override func perform(in context: SceneContext<Scene.Response>) throws(ScenePivotError) {
        do {
            try scene.perform(in: context)
        } catch {
            throw ScenePivotError(thrownByScene: error)
        }
    }
}

@MainActor
private final class ClosureSceneBox<Response>: AnySceneBox<Response> {
    private let description: String
    private let body: @MainActor (SceneContext<Response>) throws -> Void

    init(_ description: String, perform: @escaping @MainActor (SceneContext<Response>) throws -> Void) {
        self.description = description
        self.body = perform
    }

    override var logDescription: String { description }

    override func perform(in context: SceneContext<Response>) throws(ScenePivotError) {
        do {
            try body(context)
        } catch {
            throw ScenePivotError(thrownByScene: error)
        }
    }
}
