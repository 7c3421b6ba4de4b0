import ScenePivotHeadless
import Testing

@testable import ScenePivot

/// A request the test routes.
private struct RoutedRequest: SceneRequest {}

/// A failed expectation describes the values it read by reflecting them, deeply: whatever the package holds must
/// survive that, so that a test that fails says why instead of trapping the whole test run.
@Suite("Reflecting the package's values")
@MainActor
struct ReflectionSafetyTests {
    /// A builder's cached route keeps its registration unowned and may outlive it (it is stale then, never read);
    /// reflecting it reads no reference to the registration that is gone.
    @Test func aRouteWhoseRegistrationIsGoneCanBeReflected() {
        var factory: SceneFactory<RoutedRequest>? = SceneFactory { _ in .push(HeadlessScreen("Routed")) }
        let route = RequestRoute(factory: factory, version: 0)
        factory = nil
        let described = Mirror(reflecting: route).children.map { "\($0.label ?? ""): \($0.value)" }
        #expect(described == ["version: 0"])
    }
}
