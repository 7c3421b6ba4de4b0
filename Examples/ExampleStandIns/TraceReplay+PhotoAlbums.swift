import PhotoAlbumsFlow
import ScenePivot
import ScenePivotHeadless

extension TraceReplay {
    /// Registers what the photo-albums flow sends: its scenes, with `albumScreen` making an album's screen, and the
    /// requests its traces hold — the “New Album” input by its description, the album requests by type.
    ///
    /// ```swift
    /// let replay = TraceReplay(trace, on: HeadlessStage(root: HeadlessScreen("Albums")))
    /// try replay.registerPhotoAlbumsFlow { album in HeadlessScreen("Album \(album)") }
    /// try replay.run()
    /// ```
    public func registerPhotoAlbumsFlow(albumScreen: @escaping @MainActor (Album) -> AnyObject) throws(NavigationTrace
        .ReplayError)
    {
        pivot.builder.registerPhotoAlbumsFlow(albumScreen: albumScreen)
        register(TextInputRequest(.newAlbum))
        try register(AlbumDetailRequest.self)
        try register(CloseAlbumRequest.self)
    }
}
