#if canImport(UIKit)
import ScenePivotUIKit
import UIKit

extension UIKitScenario {
    /// Storyboards without a storyboard file: the typed error of a missing one, and a segue shown through the pivot.
    static let storyboards: [UIKitScenario] = [
        UIKitScenario(
            name: "a storyboard the bundle lacks is a typed error, not UIKit's exception",
            run: UIKitStoryboardScenarios.aStoryboardTheBundleLacksIsATypedError),
        UIKitScenario(
            name: "a pivot segue pushes its destination through the source's pivot",
            run: UIKitStoryboardScenarios.aPivotSeguePushesItsDestination),
        UIKitScenario(
            name: "a pivot segue presents its destination where the source has no navigation stack",
            run: UIKitStoryboardScenarios.aPivotSeguePresentsWithoutANavigationStack),
    ]
}

/// `Storyboard` and `PivotSegue` in a real window. The test host has no storyboard, so the scenarios make the segue
/// in code, as UIKit makes it from a storyboard (`init(identifier:source:destination:)`, then `perform()`).
@MainActor
enum UIKitStoryboardScenarios {
    /// `UIStoryboard(name:bundle:)` raises an exception for a storyboard the bundle lacks; `Storyboard` throws first.
    static func aStoryboardTheBundleLacksIsATypedError(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            do throws(StoryboardError) {
                let screen = try Storyboard("NoSuchStoryboard").screen("album") { coder in
                    UIViewController(coder: coder)
                }
                fixture.expect.fail("made \(screen) from a storyboard the bundle lacks")
            } catch {
                guard case .storyboardNotFound(let name, _) = error else {
                    return fixture.expect.fail("expected storyboardNotFound, got \(error)")
                }
                fixture.expect.expectEqual(name, "NoSuchStoryboard", "the storyboard the error names")
            }
        }
    }

    /// The segue's destination is pushed by the stage, which then watches it.
    static func aPivotSeguePushesItsDestination(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            let album = fixture.screen("Album")
            PivotSegue(identifier: "showAlbum", source: fixture.root, destination: album).perform()
            await fixture.waitUntil("the album to be pushed") { fixture.navigation?.topViewController === album }
            await fixture.settle()
            fixture.expect.expectEqual(
                fixture.stackNames, [UIKitStageFixture.named("Root"), UIKitStageFixture.named("Album")],
                "the stack after the segue")
            fixture.expect.expect(
                fixture.stage.observeDeparture(of: album) {}, "the stage knows the segue's destination")
        }
    }

    /// Like a Show segue from a screen in no navigation stack: the destination is presented.
    static func aPivotSeguePresentsWithoutANavigationStack(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window, inNavigationStack: false) { fixture in
            let album = fixture.screen("Album")
            PivotSegue(identifier: "showAlbum", source: fixture.root, destination: album).perform()
            await fixture.waitUntil("the album to be presented") { fixture.root.presentedViewController === album }
            await fixture.settle()
            fixture.expect.expectEqual(
                fixture.presentedNames, [UIKitStageFixture.named("Album")], "the presented screens after the segue")
        }
    }
}
#endif
