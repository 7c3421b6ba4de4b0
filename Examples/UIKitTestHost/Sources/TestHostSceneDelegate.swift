import UIKit

/// The test host's scene delegate: a window with an empty screen, so that the scene stays connected while the
/// scenarios run in windows of their own.
final class TestHostSceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's window.
    var window: UIWindow?

    /// Like `scene(_:willConnectTo:options:)`: shows an empty screen.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
    }
}
