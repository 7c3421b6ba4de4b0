#if canImport(UIKit)
import ScenePivotUIKit
import UIKit

/// An app's tab bar delegate that decides orientations and counts the selections it hears.
@MainActor
private final class AppTabBarDelegate: NSObject, UITabBarControllerDelegate {
    var selections = 0

    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientationMask
    {
        .portrait
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selections += 1
    }
}

/// The app's own delegates, next to ScenePivot's containers: they keep every answer they gave UIKit, and UIKit
/// sees no method they do not implement.
@MainActor
enum UIKitDelegateScenarios {
    /// A tab container wraps the app's delegate to hear tab taps: UIKit still gets the app's orientations, the
    /// app still hears selections, and no method the app left out appears implemented.
    static func theAppsTabBarDelegateKeepsEveryAnswer(in window: UIWindow) async -> [String] {
        let expect = ScenarioRecorder()
        let tabs = TabContainerViewController(tabs: [
            (TabItem(title: "One", iconName: "1.circle"), UIViewController()),
            (TabItem(title: "Two", iconName: "2.circle"), UIViewController()),
        ])
        let appDelegate = AppTabBarDelegate()
        tabs.delegate = appDelegate
        guard let delegate = tabs.delegate else {
            expect.fail("the tab container has no delegate")
            return expect.failures
        }
        let orientations = #selector(
            UITabBarControllerDelegate.tabBarControllerSupportedInterfaceOrientations(_:))
        let shouldSelect = #selector(UITabBarControllerDelegate.tabBarController(_:shouldSelect:))
        expect.expect(delegate.responds(to: orientations), "the app's orientation method is seen")
        expect.expectEqual(
            delegate.tabBarControllerSupportedInterfaceOrientations?(tabs), .portrait, "the orientations UIKit gets")
        expect.expect(!delegate.responds(to: shouldSelect), "a method the app left out is not claimed")
        var indexes: [Int] = []
        let observation = tabs.observeSelectedIndex { indexes.append($0) }
        tabs.selectedIndex = 1
        delegate.tabBarController?(tabs, didSelect: tabs.viewControllers![1])  // what UIKit calls on a tap
        expect.expectEqual(appDelegate.selections, 1, "selections the app's delegate heard")
        expect.expectEqual(indexes, [1], "selections the container told")
        observation.cancel()
        return expect.failures
    }
}
#endif
