#if canImport(UIKit)
import ScenePivotUIKit
import UIKit

/// A `ViewControllerStage` around a "Root" view controller shown in a real window — inside a
/// `UINavigationController` unless asked otherwise — with what the scenarios need: screens, transitions performed
/// and waited for, and the names the stage gives what is on it.
///
/// Screens are plain `UIViewController`s with titles; the stage names them `UIViewController "Title"`.
@MainActor
final class UIKitStageFixture {
    /// The window the scenario runs in.
    let window: UIWindow
    /// The "Root" view controller the stage is anchored to.
    let root: UIViewController
    /// The navigation controller around the root, when there is one.
    let navigation: UINavigationController?
    /// The stage under test.
    let stage: ViewControllerStage
    /// Where the scenario's failures go.
    let expect: ScenarioRecorder
    /// What the scenario keeps alive until it ends (a pivot holds its stage weakly, and Swift may release a local
    /// after its last use).
    private var kept: [AnyObject] = []

    private init(window: UIWindow, inNavigationStack: Bool, recorder: ScenarioRecorder) {
        self.window = window
        expect = recorder
        root = Self.screen("Root")
        navigation = inNavigationStack ? UINavigationController(rootViewController: root) : nil
        stage = ViewControllerStage(anchor: root)
    }

    /// Shows a fixture in `window`, runs `body` on it once the root is on screen, takes everything down and returns
    /// the failures found. When the root never reaches the window, that is the one failure reported.
    static func run(
        in window: UIWindow, inNavigationStack: Bool = true, _ body: (UIKitStageFixture) async -> Void
    ) async -> [String] {
        let recorder = ScenarioRecorder()
        let fixture = UIKitStageFixture(window: window, inNavigationStack: inNavigationStack, recorder: recorder)
        let windowRoot: UIViewController = fixture.navigation ?? fixture.root
        UIKitTestWindow.show(window, root: windowRoot)
        let shown = await UIKitTestWindow.waitUntil { fixture.root.viewIfLoaded?.window === window }
        if shown {
            await fixture.settle()
            await body(fixture)
        } else {
            recorder.fail(
                "the root view controller never reached its window within \(UIKitTestWindow.timeout) s; with no host "
                    + "app (a package's test bundle), UIKit may not show windows in this process")
        }
        await UIKitTestWindow.close(window, roots: [windowRoot])
        return recorder.failures
    }

    // MARK: Screens and names

    /// A new plain view controller titled `title`.
    static func screen(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }

    /// A new plain view controller titled `title`.
    func screen(_ title: String) -> UIViewController { Self.screen(title) }

    /// The name the stage gives a plain view controller titled `title`: `UIViewController "Title"`.
    static func named(_ title: String) -> String { "UIViewController \"\(title)\"" }

    /// The name the stage gives `screen`.
    func name(_ screen: AnyObject) -> String { stage.name(of: screen) }

    /// The names of the presented screens, from the one the root presents to the top-most.
    var presentedNames: [String] { stage.hierarchy.presentedScreens.map(stage.name(of:)) }
    /// The names of the navigation stack pushes and pops act on.
    var stackNames: [String] { stage.hierarchy.navigationStack.map(stage.name(of:)) }
    /// The name of the screen the user sees.
    var topName: String? { stage.hierarchy.topScreen.map(stage.name(of:)) }

    /// Keeps `object` alive until the scenario ends.
    func keepAlive(_ object: AnyObject) { kept.append(object) }

    // MARK: Acting and waiting

    /// Performs `transition` on the stage (unanimated unless asked), waits for its outcome and for UIKit to settle,
    /// and returns the outcome; `nil`, with a failure recorded, when none came within the timeout.
    @discardableResult
    func run(
        _ transition: StageTransition<AnyObject>, animated: Bool = false, fileID: String = #fileID,
        line: Int = #line
    ) async -> StageOutcome? {
        let outcome = Recorded<StageOutcome>()
        stage.perform(transition, animated: animated) { outcome.values.append($0) }
        if await !UIKitTestWindow.waitUntil({ !outcome.values.isEmpty }) {
            expect.fail("\(transition) had no outcome within \(UIKitTestWindow.timeout) s", fileID: fileID, line: line)
        }
        await settle(fileID: fileID, line: line)
        expect.expect(
            outcome.values.count <= 1, "\(transition) reported \(outcome.values.count) outcomes", fileID: fileID,
            line: line)
        return outcome.values.first
    }

    /// Waits until nothing in the window is transitioning, then lets the next turns of the run loop run.
    func settle(fileID: String = #fileID, line: Int = #line) async {
        if await !UIKitTestWindow.waitUntil({ UIKitTestWindow.isIdle(window) }) {
            expect.fail("UIKit was still transitioning after \(UIKitTestWindow.timeout) s", fileID: fileID, line: line)
        }
        await UIKitTestWindow.pause()
    }

    /// Waits until `condition` holds, recording `what` was waited for when it does not within the timeout.
    @discardableResult
    func waitUntil(
        _ what: String, fileID: String = #fileID, line: Int = #line, _ condition: () -> Bool
    ) async -> Bool {
        let held = await UIKitTestWindow.waitUntil(condition)
        if !held { expect.fail("waited \(UIKitTestWindow.timeout) s for \(what)", fileID: fileID, line: line) }
        return held
    }
}
#endif
