#if canImport(UIKit)
import UIKit

/// A window of its own for each scenario, and the one way the scenarios wait for UIKit: spinning the main run loop.
///
/// Sleeping is unavoidable against real UIKit — a presentation or a pop finishes on a later turn of the main run
/// loop, an animated one after its duration — so every wait here spins the run loop in short slices until a
/// condition holds, and gives up after a bounded timeout: a transition UIKit never finishes fails its scenario with
/// a message instead of hanging the run.
@MainActor
enum UIKitTestWindow {
    /// How long any single wait may take before the scenario reports a failure.
    static let timeout: TimeInterval = 5
    /// One slice of the run loop between two checks of a condition.
    static let slice: TimeInterval = 0.01

    /// A new window, in the test host's window scene when it has one (an app-hosted run), else with a frame of its
    /// own (a package's test bundle runs in Xcode's test agent, with no app and no scene).
    static func make() -> UIWindow {
        let scene = runningApplication?.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }.first
        guard let scene else { return UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
        return UIWindow(windowScene: scene)
    }

    /// Shows `window` with `root` as its root view controller: `makeKeyAndVisible()` when an app is running;
    /// with no app (a package's test bundle), `makeKeyAndVisible()` is known to crash, so the window is only
    /// unhidden, as swift-snapshot-testing's own windows are.
    static func show(_ window: UIWindow, root: UIViewController) {
        window.rootViewController = root
        if runningApplication != nil {
            window.makeKeyAndVisible()
        } else {
            window.isHidden = false
        }
    }

    /// Takes everything down: dismisses what any of `roots` (the window's roots, old and current) presents, then
    /// empties and hides the window, so the next scenario starts from nothing.
    static func close(_ window: UIWindow, roots: [UIViewController] = []) {
        let all = roots + [window.rootViewController].compactMap { $0 }
        for root in all where root.presentedViewController != nil {
            root.dismiss(animated: false)
        }
        waitUntil { all.allSatisfy { $0.presentedViewController == nil } && isIdle(window) }
        window.rootViewController = nil
        window.isHidden = true
    }

    /// The running `UIApplication`, or `nil` in a test bundle with no host app, where `UIApplication.shared`
    /// would be `nil` behind a non-optional type. Looked up by selector, as swift-snapshot-testing does.
    static var runningApplication: UIApplication? {
        let selector = NSSelectorFromString("sharedApplication")
        guard UIApplication.responds(to: selector) else { return nil }
        return UIApplication.perform(selector)?.takeUnretainedValue() as? UIApplication
    }

    /// Spins the main run loop in slices of ``slice`` until `condition` holds, for at most `timeout` seconds;
    /// returns whether it held. Bounded: it never waits longer than `timeout`.
    @discardableResult
    static func waitUntil(timeout: TimeInterval = timeout, _ condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !condition() {
            guard Date() < deadline else { return condition() }
            RunLoop.main.run(until: Date(timeIntervalSinceNow: slice))
        }
        return true
    }

    /// Spins the main run loop for `duration` seconds, so what was scheduled for the next turns (a stage's
    /// `Task { @MainActor in … }`, a view controller's appearance callbacks) has run. Bounded by `duration`.
    static func spin(for duration: TimeInterval = 0.05) {
        let deadline = Date(timeIntervalSinceNow: duration)
        while Date() < deadline {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: slice))
        }
    }

    /// Whether nothing in `window` is transitioning: no view controller has a `transitionCoordinator`, or is
    /// being presented or dismissed.
    static func isIdle(_ window: UIWindow) -> Bool {
        controllers(in: window).allSatisfy { controller in
            controller.transitionCoordinator == nil && !controller.isBeingPresented && !controller.isBeingDismissed
        }
    }

    /// Every view controller in `window`: its root, their `children`, and what they present.
    static func controllers(in window: UIWindow) -> [UIViewController] {
        var found: [UIViewController] = []
        var pending = [window.rootViewController].compactMap { $0 }
        while let controller = pending.popLast() {
            guard !found.contains(where: { $0 === controller }) else { continue }
            found.append(controller)
            pending += controller.children
            if let presented = controller.presentedViewController { pending.append(presented) }
        }
        return found
    }
}
#endif
