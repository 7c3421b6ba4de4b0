/// A scene: what a request turns into — the transitions that show it and the response it gives.
///
/// A scene that performs one transition needs no type of its own: the factories on this protocol make one, as
/// XCoordinator's `Transition` does — ``push(_:animated:)``, ``present(_:_:animated:)``, ``pop(to:animated:)``,
/// ``dismiss(_:animated:)``, ``setStack(_:animated:)``, ``setRoot(_:inNavigationStack:animated:)``,
/// ``selectTab(_:)``, ``selectPage(_:animated:)``, ``alert(_:animated:answer:)``:
///
/// ```swift
/// builder.register(AlbumDetailRequest.self) { request in .push(AlbumScreen(title: request.albumTitle)) }
/// ```
///
/// A custom scene is any type that performs its transitions through the ``SceneContext`` it is given, reading
/// the hierarchy when it needs to:
///
/// ```swift
/// struct ShowAlbumScene: PivotScene {
///     let albumTitle: String
///
///     func perform(in context: SceneContext<Void>) throws(ScenePivotError) {
///         if try context.hierarchy().hasPresentedScreens { try context.perform(.dismissAll) }
///         try context.perform(.push(AlbumScreen(title: albumTitle)))
///     }
/// }
///
/// builder.register(AlbumDetailRequest.self) { request in ShowAlbumScene(albumTitle: request.albumTitle) }
/// ```
///
/// The context tracks every transition the scene starts; the pivot runs the next request once they have all
/// finished.
@MainActor
public protocol PivotScene {
    /// What the scene answers its request with.
    associatedtype Response = Void

    /// Starts the scene's transitions on `context`, and answers through it now or later.
    func perform(in context: SceneContext<Response>) throws(ScenePivotError)

    /// How the scene appears in events and transcripts. Defaults to the type name.
    var logDescription: String { get }
}

extension PivotScene {
    /// The scene's type name.
    public var logDescription: String { String(describing: Self.self) }
}

/// A type-erased scene that answers with `Response`.
@MainActor
public struct AnyPivotScene<Response>: PivotScene {
    let box: AnySceneBox<Response>

    /// Wraps `scene`.
    public init<Scene: PivotScene>(_ scene: Scene) where Scene.Response == Response {
        box = SceneBox(scene)
    }

    /// A scene made of a closure, named `description` in events.
    public init(
        _ description: String,
        perform: @escaping @MainActor (SceneContext<Response>) throws(ScenePivotError) -> Void
    ) {
        box = ClosureSceneBox(description, perform: perform)
    }

    /// How the wrapped scene appears in events and transcripts.
    public var logDescription: String { box.logDescription }

    /// Performs the wrapped scene.
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
        try scene.perform(in: context)
    }
}

@MainActor
private final class ClosureSceneBox<Response>: AnySceneBox<Response> {
    private let description: String
    private let body: @MainActor (SceneContext<Response>) throws(ScenePivotError) -> Void

    init(_ description: String, perform: @escaping @MainActor (SceneContext<Response>) throws(ScenePivotError) -> Void) {
        self.description = description
        self.body = perform
    }

    override var logDescription: String { description }

    override func perform(in context: SceneContext<Response>) throws(ScenePivotError) {
        try body(context)
    }
}
