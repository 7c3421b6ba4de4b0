#if canImport(UIKit)
import UIKit

/// The scene delegate of an example app: gives each window scene a window and shows the example in it, through
/// the application delegate's ``ExampleAppDelegate/start(in:)``.
@MainActor
public final class ExampleSceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's window.
    public var window: UIWindow?
    /// What ``ExampleAppDelegate/start(in:)`` returned for this scene's window, kept while the scene lives.
    private var example: AnyObject?

    /// Like `scene(_:willConnectTo:options:)`: makes the window and starts the example in it.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window
        let appDelegate = UIApplication.shared.delegate as? ExampleAppDelegate
        example = (appDelegate.map { type(of: $0) } ?? ExampleAppDelegate.self).start(in: window)
    }
}
#endif
