#if canImport(UIKit)
import UIKit

/// The application delegate of an example app: an app shell (`Examples/Apps/*.swiftpm`) subclasses it, marks the
/// subclass `@main` and overrides ``start(in:)``; the window comes from ``ExampleSceneDelegate``, one per scene.
///
/// ```swift
/// @main
/// final class AppDelegate: ExampleAppDelegate {
///     override class func start(in window: UIWindow) -> AnyObject { PoseFeedApp(window: window) }
/// }
/// ```
///
/// Should the app's Info.plist declare no scenes (no `UIApplicationSceneManifest`), UIKit asks for no scene
/// configuration: the delegate then makes one window for the screen itself, at launch.
@MainActor
open class ExampleAppDelegate: UIResponder, UIApplicationDelegate {
    /// The window, when the app runs without scenes.
    public var window: UIWindow?
    /// What ``start(in:)`` returned for that window, kept while the app runs.
    private var example: AnyObject?

    /// Shows the example in `window` and returns what must be kept for it to run (its app object, or the window).
    /// Subclasses override it; the default shows an empty screen.
    open class func start(in window: UIWindow) -> AnyObject {
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        return window
    }

    /// Like `application(_:didFinishLaunchingWithOptions:)`: shows the example in a window of its own when the app
    /// declares no scenes.
    open func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        if Bundle.main.object(forInfoDictionaryKey: "UIApplicationSceneManifest") == nil {
            let window = UIWindow()  // the screen's bounds; `UIScreen.main` is marked to be deprecated
            self.window = window
            example = type(of: self).start(in: window)
        }
        return true
    }

    /// Like `application(_:configurationForConnecting:options:)`: every scene is an ``ExampleSceneDelegate``'s.
    open func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = ExampleSceneDelegate.self
        return configuration
    }
}
#endif
