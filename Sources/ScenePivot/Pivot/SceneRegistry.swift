/// Turns requests into scenes: one factory per request type, looked up in O(1) by type.
///
/// ```swift
/// let builder = SceneRegistry()
/// builder.register(AlbumDetailRequest.self) { request in
///     PushScene(AlbumScreen(title: request.albumTitle))
/// }
/// ```
///
/// A later registration for the same type replaces the earlier one (an iPad layout, a test double). Built-in
/// requests ship a default scene and work with no registration. Registries compose: a child scope made with
/// ``makeChildScope()`` adds registrations over its parent's and falls back to the parent for the rest.
///
/// This is the write-up's "scene builder"; a pivot calls it its ``ScenePivot/builder``. The type is named
/// `SceneRegistry` so that it never clashes with SwiftUI's `SceneBuilder` result builder in files that import both.
@MainActor
public final class SceneRegistry {
    /// The scope this registry falls back to, if any.
    public let parent: SceneRegistry?
    private var factories: [ObjectIdentifier: AnyObject] = [:]

    /// An empty registry, layered over `parent` when one is given.
    public init(parent: SceneRegistry? = nil) {
        self.parent = parent
    }

    /// A child scope over this registry: its registrations win; everything else falls back here.
    public func makeChildScope() -> SceneRegistry {
        SceneRegistry(parent: self)
    }

    /// Registers the scene that answers requests of `requestType`, replacing any earlier registration in this
    /// scope.
    public func register<Request: SceneRequest, Scene: StageScene>(
        _ requestType: Request.Type, _ makeScene: @escaping @MainActor (Request) -> Scene
    ) where Scene.Response == Request.Response {
        factories[ObjectIdentifier(requestType)] = SceneFactory<Request> { AnyStageScene(makeScene($0)) }
    }

    /// Removes this scope's registration for `requestType`; the parent's (or the default scene) applies again.
    public func unregister<Request: SceneRequest>(_ requestType: Request.Type) {
        factories[ObjectIdentifier(requestType)] = nil
    }

    /// Removes every registration of this scope (not its parents'): an ended flow's scope, so closures that
    /// captured the flow no longer keep it alive.
    package func removeAllRegistrations() {
        factories.removeAll()
    }

    /// Whether this scope or one of its parents registers a scene for `requestType`.
    public func isRegistered<Request: SceneRequest>(_ requestType: Request.Type) -> Bool {
        factory(for: requestType) != nil
    }

    /// The scene for `request`: the nearest registration, else the request's default scene.
    public func makeScene<Request: SceneRequest>(for request: Request) throws(ScenePivotError)
        -> AnyStageScene<Request.Response>
    {
        try resolve(request).scene
    }

    func resolve<Request: SceneRequest>(_ request: Request) throws(ScenePivotError)
        -> (scene: AnyStageScene<Request.Response>, isDefault: Bool)
    {
        if let factory = factory(for: Request.self) {
            return (factory.make(request), false)
        }
        if let scene = request.makeDefaultScene() {
            return (scene, true)
        }
        throw .unregisteredRequest(String(describing: Request.self))
    }

    /// The nearest registration for `type`: one hash lookup per scope, from this one up.
    private func factory<Request: SceneRequest>(for type: Request.Type) -> SceneFactory<Request>? {
        if let factory = factories[ObjectIdentifier(type)] {
            return unsafeDowncast(factory, to: SceneFactory<Request>.self)
        }
        return parent?.factory(for: type)
    }
}

private final class SceneFactory<Request: SceneRequest> {
    let make: @MainActor (Request) -> AnyStageScene<Request.Response>

    init(make: @escaping @MainActor (Request) -> AnyStageScene<Request.Response>) {
        self.make = make
    }
}
