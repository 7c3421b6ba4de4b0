#if canImport(UIKit)
import UIKit

extension UIWindow {
    /// Shows the window with a blank launch screen as its root and returns that screen, for an example's first
    /// pivot to stand on.
    ///
    /// ```swift
    /// let launch = window.showLaunchScreen()
    /// pivot = ScenePivot(viewController: launch)
    /// ```
    public func showLaunchScreen() -> UIViewController {
        let launch = UIViewController()
        launch.view.backgroundColor = .systemBackground
        rootViewController = launch
        makeKeyAndVisible()
        return launch
    }
}
#endif
