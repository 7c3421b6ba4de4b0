#if canImport(UIKit)
import ScenePivotUIKit
import UIKit

extension UIKitScenario {
    /// What a `.fullScreen` presentation does to the window, and the stage after one.
    static let fullScreen: [UIKitScenario] = [
        UIKitScenario(
            name: "after a full-screen presentation the root leaves the window and requests are still performed",
            run: UIKitFullScreenScenarios.afterAFullScreenPresentationRequestsAreStillPerformed)
    ]
}

/// The full-screen question, settled on a simulator: Apple documents that a `.fullScreen` presentation removes the
/// presenter's views once it completes (rows P11 and D8 of UIKIT-BEHAVIOUR.md), which the Linux model of UIKit
/// assumes; the stage must still perform requests then.
@MainActor
enum UIKitFullScreenScenarios {
    private static func named(_ title: String) -> String { UIKitStageFixture.named(title) }

    /// Presents `.fullScreen` from the window's root, reads `root.view.window`, then pushes onto the presented
    /// stack, dismisses, and pushes at the root again.
    static func afterAFullScreenPresentationRequestsAreStillPerformed(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            let expect = fixture.expect
            let login = fixture.screen("Login")
            let presentation = Presentation(style: .fullScreen, embedsInNavigationStack: true)
            expect.expectEqual(await fixture.run(.present(login, presentation)), .completed, "presenting Login")
            let windowRoot = window.rootViewController
            expect.expect(
                windowRoot?.viewIfLoaded?.window == nil,
                "UIKit: the root's view left the window once the full-screen presentation completed (P11)")
            expect.expect(fixture.root.viewIfLoaded?.window == nil, "UIKit: the root screen's view left too")
            expect.expect(login.viewIfLoaded?.window === window, "UIKit: Login is in the window")
            let password = fixture.screen("Password")
            expect.expectEqual(await fixture.run(.push(password)), .completed, "pushing Password after it")
            expect.expectEqual(
                login.navigationController?.viewControllers.map(\.title), ["Login", "Password"],
                "UIKit: Password is on the presented stack")
            expect.expectEqual(fixture.topName, named("Password"), "top screen")
            expect.expectEqual(await fixture.run(.dismiss(nil)), .completed, "dismissing Login")
            expect.expect(fixture.root.viewIfLoaded?.window === window, "UIKit: the root is back in the window (D8)")
            expect.expectEqual(await fixture.run(.push(fixture.screen("Next"))), .completed, "pushing at the root")
            expect.expectEqual(
                fixture.navigation?.viewControllers.map(\.title), ["Root", "Next"], "UIKit: the root's stack")
        }
    }
}
#endif
