#if canImport(UIKit)
import ExampleSupport
import PoseFeedFlow
import ScenePivot
import ScenePivotUIKit
import UIKit

/// The UIKit paged feed: what a scene delegate keeps.
///
/// ```swift
/// app = PoseFeedApp(window: UIWindow(windowScene: windowScene))
/// ```
@MainActor
public final class PoseFeedApp {
    /// The pivot on the window's stage; the feed flow's pivot is its child.
    public let pivot: ScenePivot
    /// The running feed flow.
    public private(set) var flow: FlowContext<Void>?

    /// Shows `window` with a launch screen, then starts the feed flow.
    public init(window: UIWindow) {
        let launch = window.showLaunchScreen()
        pivot = ScenePivot(viewController: launch)
        flow = pivot.startFlow(PoseFeedFlow(screens: UIKitPoseFeedScreens()))
    }
}
#endif
