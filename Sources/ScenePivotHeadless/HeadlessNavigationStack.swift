import ScenePivot

/// The navigation container the headless stage creates around a root screen or a presented screen, like a
/// `UINavigationController`.
@MainActor
public final class HeadlessNavigationStack: HeadlessBuiltScreen, CustomStringConvertible {
    init() {}

    /// `NavigationStack`.
    public nonisolated var description: String { "NavigationStack" }
}
