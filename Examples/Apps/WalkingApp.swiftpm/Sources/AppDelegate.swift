import ExampleSupport
import UIKit
import WalkingApp

/// The walking example as an app: login, profile, nickname, then three tabs, in each window scene's window (made by
/// ExampleSupport's scene delegate, which calls `start(in:)`).
@main
final class AppDelegate: ExampleAppDelegate {
    /// Shows the example in `window` and returns what keeps it running.
    override class func start(in window: UIWindow) -> AnyObject {
        WalkingApp(window: window)
    }
}
