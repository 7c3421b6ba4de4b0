import ExampleSupport
import HostedAlbums
import UIKit

/// The hosted-albums example as an app: a UIKit navigation controller whose screens are SwiftUI views sending
/// requests, in each window scene's window (made by ExampleSupport's scene delegate, which calls `start(in:)`).
@main
final class AppDelegate: ExampleAppDelegate {
    /// Shows the example in `window` and returns what keeps it running.
    override class func start(in window: UIWindow) -> AnyObject {
        window.rootViewController = HostedAlbumsApp.makeRootViewController()
        window.makeKeyAndVisible()
        return window
    }
}
