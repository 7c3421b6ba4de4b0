/// A scene: what a request turns into — the transitions that show it and the response it gives.
///
/// A scene that performs transitions needs no type of its own: the factories on this protocol make a
/// ``Transition`` — ``push(_:animation:)``, ``present(_:_:animation:)``, ``pop(to:animation:)``,
/// ``dismiss(_:animation:)``, ``dismissAll(animation:)``, ``setStack(_:animation:)``,
/// ``setRoot(_:inNavigationStack:animation:)``, ``selectTab(_:animation:)``, ``selectPage(_:animation:)``,
/// ``showDetail(_:animation:)``, ``remove(_:animation:)``, ``custom(_:from:)``, ``sequence(_:)`` — and a scene
/// that answers: ``alert(_:animation:answer:)``. A custom scene writes the same words in ``SceneContext/perform(_:)``:
///
/// ```swift
/// builder.register(AlbumDetailRequest.self) { request in .push(AlbumScreen(title: request.albumTitle)) }
/// ```
///
/// A custom scene is any type that performs its transitions through the ``SceneContext`` it is given, reading
/// the hierarchy when it needs to, and throwing any error to fail its request:
///
/// ```swift
/// struct ShowAlbumScene: PivotScene {
///     let albumTitle: String
///
///     func perform(in context: SceneContext<Void>) throws {
///         if try context.hierarchy().hasPresentedScreens { try context.perform(.dismissAll()) }
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

    /// Starts the scene's transitions on `context`, and answers through it now or later. An error thrown here
    /// fails the request: a ``ScenePivotError`` as it is, any other as ``ScenePivotError/sceneFailed(_:underlying:)``
    /// with the error inside.
    func perform(in context: SceneContext<Response>) throws

    /// How the scene appears in events and transcripts. Defaults to the type name.
    var logDescription: String { get }
}

extension PivotScene {
    /// The scene's type name.
    public var logDescription: String { String(describing: Self.self) }
}
