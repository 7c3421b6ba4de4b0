import ExampleSupport
import PoseFeedApp
import UIKit

/// The paged pose feed as an app, in each window scene's window (made by ExampleSupport's scene delegate, which
/// calls `start(in:)`).
@main
final class AppDelegate: ExampleAppDelegate {
    /// Shows the example in `window` and returns what keeps it running.
    override class func start(in window: UIWindow) -> AnyObject {
        PoseFeedApp(window: window)
    }
}
