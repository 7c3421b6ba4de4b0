import ExampleSupport
import PhotoAlbums
import UIKit

/// The photo-albums example as an app: its albums list, in a navigation controller, in each window scene's window
/// (made by ExampleSupport's scene delegate, which calls `start(in:)`).
@main
final class AppDelegate: ExampleAppDelegate {
    /// Shows the example in `window` and returns what keeps it running.
    override class func start(in window: UIWindow) -> AnyObject {
        window.rootViewController = PhotoAlbumsApp.makeRootViewController()
        window.makeKeyAndVisible()
        return window
    }
}
