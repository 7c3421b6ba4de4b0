#if canImport(UIKit)
import UIKit

/// A storyboard of the app, by name, that makes its scenes' view controllers with their dependencies: like
/// `UIStoryboard(name:bundle:)` and `instantiateViewController(identifier:creator:)`, but a missing storyboard, an
/// unknown Storyboard ID or a view controller of another class is a `StoryboardError` thrown instead of an
/// Objective-C exception that ends the app.
///
/// ```swift
/// let albums = Storyboard("Albums")
/// let screen = try albums.screen("album") { coder in
///     AlbumViewController(coder: coder, album: album, store: store)   // calls super.init(coder: coder)
/// }
/// ```
///
/// Before UIKit is asked, the storyboard is looked for in the bundle (a compiled `.storyboardc`) and the identifier
/// among the Storyboard IDs the compiled storyboard lists. That list is read once from the compiled storyboard's
/// `Info.plist`, which UIKit does not document, and trusted only in the format it knows (`UIStoryboardVersion` 1):
/// where it cannot be read, the identifier is not checked and an unknown one still raises UIKit's exception.
///
/// A storyboard is a value that any code may keep — `static let albums = Storyboard("Albums")` — while its screens
/// are made on the main actor.
public struct Storyboard: @unchecked Sendable {
    /// The storyboard's file name, without `.storyboard`.
    public let name: String
    /// The bundle that holds the storyboard.
    public let bundle: Bundle

    /// The storyboard `name` (without `.storyboard`) in `bundle`, the app's main bundle by default. Nothing is
    /// loaded until a screen is made.
    public init(_ name: String, bundle: Bundle = .main) {
        self.name = name
        self.bundle = bundle
    }

    /// Like `instantiateViewController(identifier:creator:)`: makes the scene whose Storyboard ID is `identifier`
    /// with `creating`, which calls one of `Screen`'s initializers that take the coder (and the screen's
    /// dependencies), or with `init(coder:)` when `creating` is `nil` or returns `nil`. UIKit cannot return no
    /// view controller: when `creating` returns `nil` and `init(coder:)` does too, the app crashes.
    ///
    /// - Throws: `StoryboardError.storyboardNotFound(_:bundle:)`, `StoryboardError.unknownIdentifier(_:storyboard:suggestion:)`,
    ///   or `StoryboardError.wrongClass(_:storyboard:expected:made:)` when the view controller made is not a `Screen`.
    @MainActor
    public func screen<Screen: UIViewController>(
        _ identifier: String, as type: Screen.Type = Screen.self, creating: ((NSCoder) -> Screen?)? = nil
    ) throws(StoryboardError) -> Screen {
        let storyboard = try load()
        try StoryboardError.check(identifier, in: name, declaring: declaredIdentifiers)
        let made = storyboard.instantiateViewController(identifier: identifier) { coder -> UIViewController? in
            creating?(coder)
        }
        return try cast(made, identifier)
    }

    /// Like `instantiateInitialViewController(creator:)`: makes the storyboard's initial view controller, as
    /// ``screen(_:as:creating:)`` makes a scene by its identifier.
    ///
    /// - Throws: `StoryboardError.noInitialScreen(storyboard:)` when the storyboard has none, and the errors of
    ///   ``screen(_:as:creating:)``.
    @MainActor
    public func initialScreen<Screen: UIViewController>(
        as type: Screen.Type = Screen.self, creating: ((NSCoder) -> Screen?)? = nil
    ) throws(StoryboardError) -> Screen {
        let storyboard = try load()
        let made = storyboard.instantiateInitialViewController { coder -> UIViewController? in creating?(coder) }
        guard let made else { throw .noInitialScreen(storyboard: name) }
        return try cast(made, nil)
    }

    /// The storyboard, once the bundle is known to hold it: `UIStoryboard(name:bundle:)` raises an exception when it
    /// does not.
    @MainActor
    private func load() throws(StoryboardError) -> UIStoryboard {
        guard compiledURL != nil else {
            throw .storyboardNotFound(name, bundle: bundle.bundleIdentifier ?? bundle.bundleURL.lastPathComponent)
        }
        return UIStoryboard(name: name, bundle: bundle)
    }

    private func cast<Screen: UIViewController>(_ made: UIViewController, _ identifier: String?)
        throws(StoryboardError) -> Screen
    {
        guard let screen = made as? Screen else {
            throw .wrongClass(
                identifier, storyboard: name, expected: String(describing: Screen.self),
                made: String(describing: Swift.type(of: made)))
        }
        return screen
    }

    /// The compiled storyboard in the bundle (localized ones too).
    private var compiledURL: URL? { bundle.url(forResource: name, withExtension: "storyboardc") }

    /// The Storyboard IDs the compiled storyboard lists in its `Info.plist`, or `nil` when that list cannot be read.
    @MainActor
    private var declaredIdentifiers: Set<String>? {
        compiledURL.flatMap(CompiledStoryboardInfo.declaredIdentifiers(inCompiledStoryboard:))
    }
}
#endif
