/// Turns requests into scenes: one factory per request type, looked up in O(1) by type.
///
/// ```swift
/// let builder = SceneBuilder()
/// builder.register(AlbumDetailRequest.self) { request in
///     .push(AlbumScreen(title: request.albumTitle))
/// }
/// ```
///
/// A later registration for the same type replaces the earlier one (an iPad layout, a test double). Built-in
/// requests ship a default scene and work with no registration. Builders compose: a child scope made with
/// ``makeChildScope()`` adds registrations over its parent's and falls back to the parent for the rest.
///
/// SwiftUI declares a `SceneBuilder` result builder too. In a file that imports both SwiftUI and ScenePivot, spell
/// this type `ScenePivot::SceneBuilder` (Swift 6.3 and later) or use the ``PivotSceneBuilder`` alias, which works
/// on every compiler.
@MainActor
public final class SceneBuilder {
    /// The scope this builder falls back to, if any.
    public let parent: SceneBuilder?
    private var factories: [ObjectIdentifier: AnyObject] = [:] {
        didSet { (lineageRoot ?? self).lineageChanges &+= 1 }
    }
    /// The outermost scope of this builder's lineage (`nil` for that scope itself), which counts the registration
    /// changes of every scope made over it (``lineageVersion``).
    private let lineageRoot: SceneBuilder?
    private var lineageChanges = 0
    /// The nearest registration for each request type looked up here, flattened over the scopes up the chain.
    var routes = RouteCache()
    /// The route looked up last, and its type's identifier: a pivot sending requests of one type finds it without
    /// hashing. Plain reads and assignments on the main actor, none overlapping another: not checked at run time.
    @exclusivity(unchecked) var lastRoute: AnyObject?
    @exclusivity(unchecked) var lastRouteType: ObjectIdentifier?

    /// An empty builder, layered over `parent` when one is given.
    public init(parent: SceneBuilder? = nil) {
        self.parent = parent
        self.lineageRoot = parent.map { $0.lineageRoot ?? $0 }
    }

    /// How many registration changes this builder's lineage — its outermost scope and every scope made over it —
    /// has seen: a flattened lookup cache made at another count is stale (``RouteCache``).
    var lineageVersion: Int {
        guard let lineageRoot else { return lineageChanges }  // read in place: no reference to either scope is kept
        return lineageRoot.lineageChanges
    }

    /// A child scope over this builder: its registrations win; everything else falls back here.
    public func makeChildScope() -> SceneBuilder {
        SceneBuilder(parent: self)
    }

    /// Registers the scene that answers requests of `requestType`, replacing any earlier registration in this
    /// scope.
    public func register<Request: SceneRequest, Scene: PivotScene>(
        _ requestType: Request.Type, _ makeScene: @escaping @MainActor (Request) -> Scene
    ) where Scene.Response == Request.Response {
        if Scene.self == Transition.self {  // a transition: kept unboxed until it runs
            factories[ObjectIdentifier(requestType)] = SceneFactory<Request>(
                transition: { unsafeBitCast(makeScene($0), to: Transition.self) })
            return
        }
        factories[ObjectIdentifier(requestType)] = SceneFactory<Request> { AnyPivotScene(makeScene($0)) }
    }

    /// Registers a transition — `.push(screen)`, `.present(screen)`, `.sequence([…])` — for requests of
    /// `requestType`; the same as the generic form, spelled so that the factories resolve in closures of several
    /// statements too.
    ///
    /// ```swift
    /// builder.register(AlbumDetailRequest.self) { request in
    ///     let screen = AlbumScreen(album: request.album)
    ///     return .push(screen)
    /// }
    /// ```
    public func register<Request: SceneRequest>(
        _ requestType: Request.Type, _ makeScene: @escaping @MainActor (Request) -> Transition
    ) where Request.Response == Void {
        factories[ObjectIdentifier(requestType)] = SceneFactory<Request>(transition: makeScene)
    }

    /// Registers a type-erased scene — what `.alert(content) { … }`, `.present(answeringWith:)` and
    /// `.push(answeringWith:)` make — for requests of `requestType`; the same as the generic form, spelled so that
    /// those factories resolve in closures of several statements too.
    ///
    /// ```swift
    /// builder.register(PickCoverRequest.self) { request in
    ///     let makePicker = { (responder: SceneResponder<Cover?>) in CoverPicker(onPick: responder.respond) }
    ///     return request.isCompact ? .push(answeringWith: makePicker) : .present(answeringWith: makePicker)
    /// }
    /// ```
    public func register<Request: SceneRequest>(
        _ requestType: Request.Type, _ makeScene: @escaping @MainActor (Request) -> AnyPivotScene<Request.Response>
    ) {
        factories[ObjectIdentifier(requestType)] = SceneFactory<Request>(make: makeScene)
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
        -> AnyPivotScene<Request.Response>
    {
        try resolve(request).scene
    }

    func resolve<Request: SceneRequest>(_ request: Request) throws(ScenePivotError)
        -> (scene: AnyPivotScene<Request.Response>, isDefault: Bool)
    {
        if let factory = factory(for: Request.self) {
            return (factory.make(request), false)
        }
        if let scene = request.makeDefaultScene() {
            return (scene, true)
        }
        throw .unregisteredRequest(String(describing: Request.self))
    }

    /// The nearest registration for `type`: one lookup in the flattened cache of ``route(for:)``.
    private func factory<Request: SceneRequest>(for type: Request.Type) -> SceneFactory<Request>? {
        route(for: type).factory
    }

    /// The registration for `type` in this scope alone, if any.
    func ownFactory<Request: SceneRequest>(for type: Request.Type) -> SceneFactory<Request>? {
        guard let factory = factories[ObjectIdentifier(type)] else { return nil }
        return unsafeDowncast(factory, to: SceneFactory<Request>.self)
    }
}

/// What makes a request's scene when its turn comes, as a context that knows only the response type holds it:
/// a registration's ``SceneFactory``, which is its only kind. A class rather than a closure, so that keeping it
/// for a request allocates nothing.
class SceneMaker<Response> {
    /// Makes the scene of `context`'s request now that its turn has come, and starts it on `stage`: a one-step
    /// transition as it was made (``SceneContext/startMadeStep(_:on:queue:)``), any other scene once kept in
    /// `context` (``SceneContext/keep(_:)``, ``SceneContext/startKeptScene(on:queue:)``).
    @MainActor func makeAndStartScene(
        in context: SceneContext<Response>, on stage: any SceneStage, queue: TransitionQueue
    ) {}
}

/// How one registration makes its scenes.
final class SceneFactory<Request: SceneRequest>: SceneMaker<Request.Response> {
    let make: @MainActor (Request) -> AnyPivotScene<Request.Response>
    /// The factory of a transition (`.push(screen)`, …), which a request's context keeps without boxing it.
    let makeTransition: (@MainActor (Request) -> Transition)?

    init(make: @escaping @MainActor (Request) -> AnyPivotScene<Request.Response>) {
        self.make = make
        self.makeTransition = nil
    }

    /// Registers a transition, which answers `Void`: `Request.Response` is `Void` whenever this is used.
    init(transition makeTransition: @escaping @MainActor (Request) -> Transition) {
        self.make = { request in
            let transition = makeTransition(request)
            return AnyPivotScene(transition.logDescription) { context throws(ScenePivotError) in
                try context.perform(transition)
            }
        }
        self.makeTransition = makeTransition
    }

    /// Makes the scene of `context`'s request, which is a `Request`: the context was made for one by this type's
    /// route. A context holding anything else fails rather than show another request's scene.
    @MainActor override func makeAndStartScene(
        in context: SceneContext<Request.Response>, on stage: any SceneStage, queue: TransitionQueue
    ) {
        makeAndStartScene(for: context.request, in: context, on: stage, queue: queue)
    }

    /// Makes the scene for `request` and starts it in `context`. The request was stored as a `Request` (the type its context
    /// was made with), so it is read back as one without a dynamic cast, whose metadata lookups cost this
    /// unspecialized method more than the scene itself.
    @MainActor private func makeAndStartScene<Stored: SceneRequest>(
        for stored: Stored, in context: SceneContext<Request.Response>, on stage: any SceneStage,
        queue: TransitionQueue
    ) {
        guard ObjectIdentifier(Stored.self) == ObjectIdentifier(Request.self) else {
            context.fail(.sceneFailed("\(context.requestDescription) is not a \(Request.self)"))
            return context.startKeptScene(on: stage, queue: queue)  // reports the scene chosen, and finishes
        }
        let request = unsafeBitCast(stored, to: Request.self)
        guard let makeTransition else {
            context.keep(make(request))
            return context.startKeptScene(on: stage, queue: queue)
        }
        let transition = makeTransition(request)
        guard case .step = transition.body else {
            context.keep(transition)
            return context.startKeptScene(on: stage, queue: queue)
        }
        context.startMadeStep(transition, on: stage, queue: queue)
    }
}

/// Another name for ``SceneBuilder``, for files that also import SwiftUI (whose `SceneBuilder` result builder
/// would make the bare name ambiguous) on compilers without module selectors (`ScenePivot::SceneBuilder`, Swift
/// 6.3 and later).
///
/// ```swift
/// import SwiftUI
/// import ScenePivot
///
/// let builder = PivotSceneBuilder()   // the same type as ScenePivot's SceneBuilder
/// ```
public typealias PivotSceneBuilder = SceneBuilder
