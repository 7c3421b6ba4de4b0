/// What a view finds where it looks for a pivot and none is there — SwiftUI's environment outside a hosted screen:
/// every request it is sent fails with ``ScenePivotError/unhostedRequest(_:)``, reported like a pivot's own
/// failures (thrown to an awaiting caller, or passed to ``errorHandler``), so nothing crashes and nothing is dropped
/// silently.
///
/// ```swift
/// let scenes: any SceneSwitching = UnhostedPivot()
/// scenes.switchScene(with: TextInputRequest(.newAlbum))   // "TextInputRequest(newAlbum) was sent from a view …"
/// ```
@MainActor
package final class UnhostedPivot: SceneSwitching {
    /// Receives the failures of fire-and-forget requests; like ``ScenePivot/errorHandler``, it writes each to
    /// standard error by default.
    package var errorHandler: @MainActor (ScenePivotError) -> Void = { ScenePivot.printError($0) }

    /// A placeholder pivot; made anywhere, as SwiftUI reads an environment's default value off the main actor.
    package nonisolated init() {}

    /// Reports ``ScenePivotError/unhostedRequest(_:)`` to ``errorHandler``; the request's `onResponse` is not
    /// called, as for any fire-and-forget request that fails.
    package func switchScene<Request: SceneRequest>(with request: Request) {
        errorHandler(Self.failure(of: request))
    }

    /// Throws ``ScenePivotError/unhostedRequest(_:)``.
    package func response<Request: SceneRequest>(to request: Request) async throws(ScenePivotError)
        -> Request.Response
    {
        throw Self.failure(of: request)
    }

    private static func failure(of request: some SceneRequest) -> ScenePivotError {
        .unhostedRequest(TextEscaping.singleLine(request.logDescription))
    }
}
