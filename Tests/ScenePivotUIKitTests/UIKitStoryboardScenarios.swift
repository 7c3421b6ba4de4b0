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
        UIKitScenario(
            name: "a pivot segue sends through the pivot its source's nearest parent names",
            run: UIKitStoryboardScenarios.aPivotSegueSendsThroughTheAppsPivot),
        UIKitScenario(
            name: "a pivot segue presents a navigation controller instead of pushing it",
            run: UIKitStoryboardScenarios.aPivotSeguePresentsANavigationController),
    ]
}

/// A screen that names the pivot the segues from it, and from its children, send through.
@MainActor
final class SegueSourceScreen: UIViewController, PivotSegueSource {
    let seguePivot: any SceneSwitching

    init(title: String, seguePivot: any SceneSwitching) {
        self.seguePivot = seguePivot
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }
}

/// Storyboards an app keeps in a nonisolated type, as storyboard names usually are.
enum AppStoryboards {
    static let albums = Storyboard("Albums")
}

/// `Storyboard` and `PivotSegue` in a real window. The test host has no storyboard, so the scenarios make the segue
/// in code, as UIKit makes it from a storyboard (`init(identifier:source:destination:)`, then `perform()`).
@MainActor
enum UIKitStoryboardScenarios {
    /// `UIStoryboard(name:bundle:)` raises an exception for a storyboard the bundle lacks; `Storyboard` throws first.
    static func aStoryboardTheBundleLacksIsATypedError(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            fixture.expect.expectEqual(AppStoryboards.albums.name, "Albums", "a storyboard kept in a nonisolated type")
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

    /// The source's parent adopts `PivotSegueSource`: the segue's push goes through the app's pivot, whose
    /// interceptor sees it, not through a pivot of the source's own.
    static func aPivotSegueSendsThroughTheAppsPivot(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            let pivot = ScenePivot(stage: fixture.stage)
            fixture.keepAlive(pivot)
            let seen = Recorded<String>()
            pivot.intercept(named: "log") { request in
                seen.values.append(String(describing: type(of: request)))
                return .proceed
            }
            let parent = SegueSourceScreen(title: "Parent", seguePivot: pivot)
            let source = fixture.screen("Source")
            parent.addChild(source)
            parent.view.addSubview(source.view)
            source.didMove(toParent: parent)
            fixture.expect.expectEqual(await fixture.run(.push(parent)), .completed, "pushing Parent")
            let album = fixture.screen("Album")
            PivotSegue(identifier: "showAlbum", source: source, destination: album).perform()
            await fixture.waitUntil("the album to be pushed") { fixture.navigation?.topViewController === album }
            await fixture.settle()
            fixture.expect.expectEqual(seen.values, ["TransitionRequest"], "the requests the app's interceptor saw")
            fixture.expect.expectEqual(
                fixture.stackNames,
                [UIKitStageFixture.named("Root"), fixture.name(parent), UIKitStageFixture.named("Album")],
                "the stack after the segue")
        }
    }

    /// A navigation controller cannot be pushed: the segue presents it, though the source is in a navigation stack.
    static func aPivotSeguePresentsANavigationController(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            let album = UINavigationController(rootViewController: fixture.screen("Album"))
            PivotSegue(identifier: "showAlbum", source: fixture.root, destination: album).perform()
            await fixture.waitUntil("the navigation controller to be presented") {
                fixture.navigation?.presentedViewController === album
            }
            await fixture.settle()
            fixture.expect.expectEqual(
                fixture.stackNames, [UIKitStageFixture.named("Root")], "nothing was pushed onto the source's stack")
        }
    }
}
#endif
