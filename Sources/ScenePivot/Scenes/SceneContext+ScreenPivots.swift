extension SceneContext {
    /// The builder for the pivot of a screen this scene shows when that screen has a pivot of its own (a hosted
    /// SwiftUI view): a child scope of the requesting pivot's builder, so the screen's requests find every scene
    /// registered there, and what the screen registers stays its own. A new, empty builder once that pivot is gone.
    package func builderForScreenPivot() -> SceneBuilder {
        link.pivot?.builder.makeChildScope() ?? SceneBuilder()
    }

    /// Gives `screenPivot`, the pivot of a screen this scene shows, the requesting pivot's error handler and
    /// interceptors, as ``ScenePivot/makeChildPivot()`` does: the screen's failures go where the rest of the app's
    /// do, and its requests meet the same interceptors (an auth wall) as the requests of the pivot that showed it.
    package func shareSettings(with screenPivot: ScenePivot) {
        guard let pivot = link.pivot else { return }
        screenPivot.customErrorHandler = pivot.customErrorHandler
        screenPivot.interception.inherit(from: pivot.interception)
    }
}
