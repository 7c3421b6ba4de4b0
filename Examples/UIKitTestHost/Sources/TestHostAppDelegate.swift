import UIKit

/// The app that hosts ScenePivotUIKitTests on a simulator (`project.yml` beside this folder), so that the scenarios
/// run in an app with a window scene, as a real app's screens do. It shows an empty screen; each scenario makes its
/// own window in the app's scene.
@main
final class TestHostAppDelegate: UIResponder, UIApplicationDelegate {
    /// Like `application(_:configurationForConnecting:options:)`: every scene is a ``TestHostSceneDelegate``'s.
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = TestHostSceneDelegate.self
        return configuration
    }
}
