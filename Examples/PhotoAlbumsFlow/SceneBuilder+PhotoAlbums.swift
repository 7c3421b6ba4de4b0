import ScenePivot

extension SceneBuilder {
    /// Registers the scenes of the photo-albums flow. The flow is platform-neutral: `albumScreen` makes the
    /// screen that shows an album — a `HeadlessScreen` in the demo and tests, a view controller in UIKit.
    ///
    /// ```swift
    /// pivot.builder.registerPhotoAlbumsFlow { album in HeadlessScreen("Album \(album)") }
    /// ```
    public func registerPhotoAlbumsFlow(albumScreen: @escaping @MainActor (Album) -> AnyObject) {
        register(AlbumDetailRequest.self) { request in .push(albumScreen(request.album)) }
        register(CloseAlbumRequest.self) { _ in .pop() }
    }
}
