#if canImport(UIKit)
import UIKit

/// A window of its own for each scenario, and the one way the scenarios wait for UIKit.
///
/// Sleeping is unavoidable against real UIKit — a presentation or a pop finishes on a later turn of the main run
/// loop, an animated one after its duration — so every wait here checks a condition, sleeps a short slice, and
/// checks again, and gives up after a bounded timeout: a transition UIKit never finishes fails its scenario with a
/// message instead of hanging the run.
///
/// The waits suspend (`Task.sleep`) rather than spin the run loop themselves (`RunLoop.run(until:)`, which Swift
/// marks unavailable from async code). A test body runs as a main-actor job on the main dispatch queue, and a run
/// loop spun inside a main-queue job does not drain that queue (CFRunLoop's `libdispatchQSafe`), so the
/// `Task { @MainActor … }` turns the UIKit stage relies on would never run. Suspending frees the main actor, and the
/// test host's own main run loop then drives UIKit, the main queue and the stage alike.
@MainActor
enum UIKitTestWindow {
    /// How long any single wait may take before the scenario reports a failure.
    static let timeout: TimeInterval = 5
    /// One slice of sleep between two checks of a condition: 10 ms.
    static let sliceNanoseconds: UInt64 = 10_000_000

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
    /// empties and hides the window, so the next scenario starts from nothing. Waits at most ``timeout``.
    static func close(_ window: UIWindow, roots: [UIViewController] = []) async {
        let all = roots + [window.rootViewController].compactMap { $0 }
        for root in all where root.presentedViewController != nil {
            root.dismiss(animated: false)
        }
        await waitUntil { all.allSatisfy { $0.presentedViewController == nil } && isIdle(window) }
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

    /// Checks `condition` every 10 ms until it holds, for at most `timeout` seconds; returns whether it held.
    /// Bounded: it never waits longer than `timeout`.
    @discardableResult
    static func waitUntil(timeout: TimeInterval = timeout, _ condition: () -> Bool) async -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !condition() {
            guard Date() < deadline else { return condition() }
            try? await Task.sleep(nanoseconds: sliceNanoseconds)
        }
        return true
    }

    /// Lets `duration` seconds pass, so what was scheduled for the next turns (a stage's `Task { @MainActor in … }`,
    /// a view controller's appearance callbacks) has run. Bounded by `duration`.
    static func pause(for duration: TimeInterval = 0.05) async {
        try? await Task.sleep(nanoseconds: UInt64(duration * 1_000_000_000))
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
