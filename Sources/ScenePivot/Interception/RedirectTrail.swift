/// The requests interceptors redirected, in order, on the way to the request being submitted: how a redirect
/// that would go round in a circle is caught.
@MainActor
struct RedirectTrail {
    private var requests: [any SceneRequest] = []

    /// How many redirects led here.
    var count: Int { requests.count }

    mutating func append(_ request: any SceneRequest) {
        requests.append(request)
    }

    /// Whether sending `target` would repeat a request of the trail: one of the same type that is a duplicate of
    /// it (``SceneRequest/isDuplicate(of:)``) or describes itself the same way.
    func contains(_ target: any SceneRequest) -> Bool {
        requests.contains { Self.isSame(target, as: $0) }
    }

    /// The trail, then `target`, joined by ` → `: `AlbumRequest → LoginRequest → AlbumRequest`.
    func describe(endingWith target: any SceneRequest) -> String {
        (requests + [target]).map { TextEscaping.singleLine($0.logDescription) }.joined(separator: " → ")
    }

    private static func isSame<Target: SceneRequest>(_ target: Target, as other: any SceneRequest) -> Bool {
        guard type(of: other) == Target.self, let other = other as? Target else { return false }
        return target.isDuplicate(of: other) || target.logDescription == other.logDescription
    }
}
