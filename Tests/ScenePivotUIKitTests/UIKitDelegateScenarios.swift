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

/// A transitioning delegate that holds the view controller it animates, as a card transition often does; UIKit's
/// own presentation then animates (it vends no animator).
@MainActor
private final class HoldingTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var presented: UIViewController?
}

/// What a scenario keeps of a presentation: weak references, so that whether anything leaked shows.
@MainActor
private final class WeakPresentation {
    weak var controller: UIViewController?
    weak var delegate: HoldingTransitioningDelegate?
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

    /// A presentation's transitioning delegate is UIKit's while the screen is presented, and goes with the
    /// dismissal: a delegate holding its view controller leaks neither.
    static func aTransitioningDelegateGoesWithItsPresentation(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            let expect = fixture.expect
            let kept = WeakPresentation()
            do {
                let card = fixture.screen("Card")
                let delegate = HoldingTransitioningDelegate()
                delegate.presented = card
                kept.controller = card
                kept.delegate = delegate
                var presentation = Presentation(style: .pageSheet)
                presentation.animation = TransitionAnimation("card", delegate)
                expect.expectEqual(await fixture.run(.present(card, presentation)), .completed, "presenting Card")
                expect.expect(card.transitioningDelegate === delegate, "UIKit: Card's transitioning delegate")
            }
            expect.expect(kept.delegate != nil, "the delegate lives while Card is presented")
            expect.expectEqual(await fixture.run(.dismiss(nil)), .completed, "dismissing Card")
            await fixture.waitUntil("Card and its delegate to be released") {
                kept.delegate == nil && kept.controller == nil
            }
        }
    }

    /// A screen's own transitioning delegate, replaced for a custom presentation, is back once the screen was
    /// dismissed: presented again by the app itself, it animates as the app says, not with the earlier animation.
    static func aScreensOwnTransitioningDelegateIsBackOnceDismissed(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            let expect = fixture.expect
            let card = fixture.screen("Card")
            let own = HoldingTransitioningDelegate()
            card.transitioningDelegate = own
            var presentation = Presentation(style: .pageSheet)
            presentation.animation = TransitionAnimation("card", HoldingTransitioningDelegate())
            expect.expectEqual(await fixture.run(.present(card, presentation)), .completed, "presenting Card")
            expect.expect(card.transitioningDelegate !== own, "UIKit: the custom animation's delegate while presented")
            expect.expectEqual(await fixture.run(.dismiss(nil)), .completed, "dismissing Card")
            await fixture.waitUntil("Card's own transitioning delegate to be back") {
                card.transitioningDelegate === own
            }
        }
    }
}
#endif
