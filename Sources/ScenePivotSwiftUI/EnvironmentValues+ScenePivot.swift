#if canImport(SwiftUI) && canImport(UIKit)
import ScenePivot
import SwiftUI

extension EnvironmentValues {
    /// The pivot of the screen that shows this view: what a SwiftUI view sends its requests to, like a view
    /// controller's own pivot.
    ///
    /// ```swift
    /// struct AlbumsView: View {
    ///     @Environment(\.scenePivot) private var pivot
    ///
    ///     var body: some View {
    ///         Button("New Album") {
    ///             pivot.switchScene(with: TextInputRequest(.newAlbum) { title in
    ///                 if let title { print("Create \(title)") }
    ///             })
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// A ``PivotHostingController`` puts its own pivot here; `.environment(\.scenePivot, pivot)` puts any other,
    /// and a view model may be handed the same value (`any SceneSwitching`). Where no pivot was put — a view no
    /// pivot hosts — the value is a placeholder whose every request fails with
    /// `ScenePivotError.unhostedRequest`: thrown from `response(to:)`, written to standard error for
    /// `switchScene(with:)`. It never crashes and never drops a request silently.
    public var scenePivot: any SceneSwitching {
        get { self[ScenePivotKey.self] ?? UnhostedPivot() }
        set { self[ScenePivotKey.self] = newValue }
    }
}

/// Where ``EnvironmentValues/scenePivot`` is kept; `nil` until a hosting screen or the app puts a pivot there.
private struct ScenePivotKey: EnvironmentKey {
    static var defaultValue: (any SceneSwitching)? { nil }
}
#endif
