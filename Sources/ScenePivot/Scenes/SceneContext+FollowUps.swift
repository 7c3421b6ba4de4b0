extension SceneContext {
    /// Runs `body`, where the requests sent are this scene's own follow-ups, as if sent while it performed: for a
    /// scene that sends one after an `await`.
    ///
    /// A request a scene sends while it performs is its follow-up: a ``SceneRestoration`` does not save it while the
    /// scene's request is saved, because restoring that request sends it again. A request sent later cannot be told
    /// from the user's own — a task the scene started may relay the user's taps for as long as it lives — so it is
    /// saved as the user's, and restoring would show it twice, unless it is sent here:
    ///
    /// ```swift
    /// func perform(in context: SceneContext<Void>) throws(ScenePivotError) {
    ///     try context.perform(.push(AlbumScreen(album)))
    ///     Task {
    ///         let photo = await photos.lastSeen(in: album)
    ///         context.sendAsFollowUps { pivot?.switchScene(with: OpenPhotoRequest(photo: photo)) }
    ///     }
    /// }
    /// ```
    ///
    /// Only requests to pivots of this scene's window count, as for a scene that performs.
    public func sendAsFollowUps<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        guard let queue = link.stage?.transitionQueue else { return try body() }
        let performing = queue.performing
        queue.performing = self
        defer { queue.performing = performing }
        return try body()
    }
}
