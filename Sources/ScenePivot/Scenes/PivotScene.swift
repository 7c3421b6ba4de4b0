/// A scene: what a request turns into — the transitions that show it and the response it gives.
///
/// A scene that performs one transition needs no type of its own: the factories on this protocol make one, as
/// XCoordinator's `Transition` does — ``push(_:animated:)``, ``present(_:_:animated:)``, ``pop(to:animated:)``,
/// ``dismiss(_:animated:)``, ``setStack(_:animated:)``, ``setRoot(_:inNavigationStack:animated:)``,
/// ``selectTab(_:)``, ``selectPage(_:animated:)``, ``alert(_:animated:answer:)``:
///
/// ```swift
/// builder.register(AlbumDetailRequest.self) { request in .push(AlbumScreen(title: request.albumTitle)) }
/// ```
///
/// A custom scene is any type that performs its transitions through the ``SceneContext`` it is given, reading
/// the hierarchy when it needs to:
///
/// ```swift
/// struct ShowAlbumScene: PivotScene {
///     let albumTitle: String
///
///     func perform(in context: SceneContext<Void>) throws(ScenePivotError) {
///         if try context.hierarchy().hasPresentedScreens { try context.perform(.dismissAll) }
///         try context.perform(.push(AlbumScreen(title: albumTitle)))
///     }
/// }
///
/// builder.register(AlbumDetailRequest.self) { request in ShowAlbumScene(albumTitle: request.albumTitle) }
/// ```
///
/// The context tracks every transition the scene starts; the pivot runs the next request once they have all
/// finished.
@MainActor
public protocol PivotScene<Response> {
    /// What the scene answers its request with.
    associatedtype Response = Void

    /// Starts the scene's transitions on `context`, and answers through it now or later.
    func perform(in context: SceneContext<Response>) throws(ScenePivotError)

    /// How the scene appears in events and transcripts. Defaults to the type name.
    var logDescription: String { get }
}

extension PivotScene {
    /// The scene's type name.
    public var logDescription: String { String(describing: Self.self) }
}
