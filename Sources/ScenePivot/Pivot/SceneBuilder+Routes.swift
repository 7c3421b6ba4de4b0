/// A builder's flattened lookup cache: for each request type looked up through this scope, the nearest
/// registration up the chain (or none), each valid while the lineage's version (``SceneBuilder/lineageVersion``) is
/// the one it was made at. A lookup is one hash lookup however deep the scope, and a registration anywhere in the
/// lineage makes every route stale, so a scope never answers with a registration that was replaced above it. A
/// stale route is replaced when its type is next looked up, never swept: a registration costs the same however many
/// types were looked up before it.
struct RouteCache {
    /// A ``RequestRoute`` per request type, each with the lineage version it was made at.
    var entries: [ObjectIdentifier: AnyObject] = [:]
}

/// Where requests of one type go from one builder scope: the nearest registration, if any, and what every
/// request of the type shares (``RequestTraits``). Made at the first lookup after a change, so a dispatch reads
/// them instead of working them out again.
@MainActor
final class RequestRoute<Request: SceneRequest> {
    /// The nearest registration, if any. Unowned: the scope that registered it owns it, and any change to the
    /// registrations makes this route stale (never read again) before the factory could be gone — while a route
    /// left in a cache keeps nothing the factory's closure captured alive.
    unowned let factory: SceneFactory<Request>?
    /// The lineage version this route was made at.
    let version: Int
    /// What every request of the type shares.
    let traits: RequestTraits<Request>

    init(factory: SceneFactory<Request>?, version: Int) {
        self.factory = factory
        self.version = version
        self.traits = RequestTraits.shared()
    }

    /// A context for `request`.
    func makeContext(
        for request: Request, link: PivotLink, waiter: ResponseWaiter<Request.Response>?
    ) -> SceneContext<Request.Response> {
        traits.makeContext(for: request, link: link, waiter: waiter)
    }

    /// Whether requests of this type are known never to be duplicates (``RequestTypeSet/neverDuplicate``), so that no
    /// queue needs scanning for one.
    var isNeverDuplicate: Bool { traits.isNeverDuplicate }

    /// Whether requests of this type are known to be duplicates exactly when equal, and hashable
    /// (``RequestTypeSet/hashedDuplicate``), so that a queue looks them up by hash.
    var isHashedDuplicate: Bool { traits.isHashedDuplicate }

    /// Readies `request`'s scene in `context`: a registered factory is kept to make the scene when the request's
    /// turn in the queue comes, so the factory reads the state of that moment; the request's default scene, which
    /// depends on the request alone, is made now. Throws ``ScenePivotError/unregisteredRequest(_:)`` at once when
    /// there is neither.
    func prepareScene(for request: Request, in context: SceneContext<Request.Response>) throws(ScenePivotError) {
        if let factory {
            context.sceneMaker = factory
            return
        }
        if let scene = request.makeDefaultScene() {
            context.keep(scene)
            context.isDefaultScene = true
            return
        }
        throw .unregisteredRequest(String(describing: Request.self))
    }
}

/// What every request of one type shares, worked out once per type for the whole process: its dismissal
/// response, the type of its context, and what the type has shown so far about its `Void` handler and its
/// duplicates.
@MainActor
final class RequestTraits<Request: SceneRequest> {
    /// `Request.dismissalResponse`, boxed: a static property, read once.
    let dismissal: ResponseBox<Request.Response>?
    /// The type of the requests' contexts, kept so that making one needs no lookup of the generic type.
    private let contextType = SceneContext<Request.Response>.self
    /// Whether a context must look for a handler declared as `onResponse: (() -> Void)?` (``VoidHandler``):
    /// until the type has been inspected once.
    private var bridgesVoidHandler = true
    private var knownNeverDuplicate = false
    private var knownHashedDuplicate = false

    private init() {
        dismissal = Request.dismissalResponse.map(ResponseBox.init)
    }

    /// The traits of `Request`.
    static func shared() -> RequestTraits {
        let id = ObjectIdentifier(Request.self)
        if let traits = RequestTraitsStore.all[id] { return unsafeDowncast(traits, to: RequestTraits.self) }
        let traits = RequestTraits()
        RequestTraitsStore.all[id] = traits
        return traits
    }

    func makeContext(
        for request: Request, link: PivotLink, waiter: ResponseWaiter<Request.Response>?
    ) -> SceneContext<Request.Response> {
        let context = contextType.init(
            request: request, link: link, waiter: waiter, dismissal: dismissal, bridgesVoidHandler: bridgesVoidHandler)
        if bridgesVoidHandler, VoidHandler.isKnownWithoutHandler(Request.self) { bridgesVoidHandler = false }
        return context
    }

    var isNeverDuplicate: Bool {
        if !knownNeverDuplicate, RequestTypeSet.neverDuplicate.contains(Request.self) { knownNeverDuplicate = true }
        return knownNeverDuplicate
    }

    var isHashedDuplicate: Bool {
        if !knownHashedDuplicate, RequestTypeSet.hashedDuplicate.contains(Request.self) { knownHashedDuplicate = true }
        return knownHashedDuplicate
    }
}

/// The ``RequestTraits`` of every request type met so far (a static stored property cannot be generic).
@MainActor
enum RequestTraitsStore {
    static var all: [ObjectIdentifier: AnyObject] = [:]
}

/// A response kept in an object, so that code generic over the response type passes it around without asking
/// for the metadata of `Optional<Response>`.
final class ResponseBox<Response> {
    let value: Response

    init(_ value: Response) {
        self.value = value
    }
}

extension SceneBuilder {
    /// The route for requests of `type` from this scope: one hash lookup while nothing changed in the lineage;
    /// otherwise the scopes are walked once, from this one up, and the result cached.
    func route<Request: SceneRequest>(for type: Request.Type) -> RequestRoute<Request> {
        let id = ObjectIdentifier(type)
        let version = lineageVersion
        if lastRouteType == id, let last = lastRoute {
            let route = unsafeDowncast(last, to: RequestRoute<Request>.self)
            if route.version == version { return route }
        }
        if let cached = cachedRoute(for: id) {
            let route = unsafeDowncast(cached, to: RequestRoute<Request>.self)
            if route.version == version {
                lastRoute = route
                lastRouteType = id
                return route
            }
        }
        var factory: SceneFactory<Request>?
        var scope: SceneBuilder? = self
        while factory == nil, let current = scope {
            factory = current.ownFactory(for: type)
            scope = current.parent
        }
        let route = RequestRoute(factory: factory, version: version)
        routes.entries[id] = route
        lastRoute = route
        lastRouteType = id
        return route
    }

    /// The cached route for `id`, current or stale: one read of the cache, whose copy ends here, before the cache
    /// may be written.
    private func cachedRoute(for id: ObjectIdentifier) -> AnyObject? {
        let cache = routes
        return cache.entries[id]
    }
}

extension RequestRoute: CustomReflectable {
    /// Its version, not its factory: a stale route's factory may be gone, and reading the unowned reference — as a
    /// test framework does when it describes the values of a failed expectation — would trap.
    nonisolated var customMirror: Mirror { Mirror(self, children: ["version": version], displayStyle: .class) }
}
