#if canImport(UIKit)
import UIKit

/// Tells the stages watching a view controller that it may have left, the moment it can: when it disappears
/// (through an observer child view controller, or the hook of ScenePivot's own alerts and containers), and when it
/// is deallocated. Owned by the view controller it observes, through an associated object; no swizzling, no
/// delegate of the app's replaced.
@MainActor
final class DepartureSignal {
    private var listeners: [Listener] = []
    private var appearanceWaiters: [@MainActor () -> Void] = []
    private var hasObserverChild = false
    private weak var controller: UIViewController?

    private init(controller: UIViewController) {
        self.controller = controller
    }

    deinit {
        // The view controller was deallocated: whoever still listens learns it on the next turn.
        // A nonisolated deinit may read `listeners` because its type is Sendable (see `Listener`); only the
        // main-actor closures cross to the main actor.
        let onChanges = listeners.map(\.onChange)
        Task { @MainActor in onChanges.forEach { $0() } }
    }

    /// The signal of `controller`, made on first use, with an observer child when the stage asks for one
    /// (`observerChild`) and the view has loaded.
    static func of(_ controller: UIViewController, observerChild: Bool) -> DepartureSignal {
        let signal = existing(for: controller) ?? DepartureSignal(controller: controller)
        if existing(for: controller) == nil {
            objc_setAssociatedObject(controller, &signalKey, signal, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        if observerChild { signal.installObserverChildIfLoaded() }
        return signal
    }

    /// Adds the observer child to a plain view controller, once: only when its view has loaded, as adding it
    /// earlier would load the view (running the screen's `viewDidLoad` before UIKit would). The stage asks again
    /// each time it watches the view controller, which it does after every change.
    private func installObserverChildIfLoaded() {
        guard !hasObserverChild, let controller, controller.isViewLoaded else { return }
        DepartureObserverViewController.install(in: controller)
        hasObserverChild = true
    }

    /// The signal of `controller`, if anyone watches it.
    static func existing(for controller: UIViewController) -> DepartureSignal? {
        objc_getAssociatedObject(controller, &signalKey) as? DepartureSignal
    }

    /// Calls `onChange`, for `observer` (held weakly, once per observer), whenever the view controller may have
    /// left.
    func add(_ observer: AnyObject, _ onChange: @escaping @MainActor () -> Void) {
        listeners.removeAll { $0.observer == nil || $0.observer === observer }
        listeners.append(Listener(observer: observer, onChange: onChange))
    }

    /// Calls `body` the next time the view controller appears, and answers whether it can hear that: through its
    /// observer child, or the hook of ScenePivot's containers; not for UIKit's navigation and tab bar controllers.
    func whenAppears(_ body: @escaping @MainActor () -> Void) -> Bool {
        guard let controller, hasObserverChild || controller is any StageContainer else { return false }
        appearanceWaiters.append(body)
        return true
    }

    /// The view controller disappeared (dismissed, popped, covered or removed): the watchers check.
    func disappeared() {
        listeners.removeAll { $0.observer == nil }
        for listener in listeners { listener.onChange() }
    }

    /// The view controller appeared: what waited for it runs.
    func appeared() {
        let waiters = appearanceWaiters
        appearanceWaiters = []
        waiters.forEach { $0() }
    }
}

/// A stage listening to a signal, held weakly, and what to call when the view controller may have left.
///
/// `@unchecked Sendable` so that the signal's nonisolated `deinit` may read its listeners: the deinit has the only
/// reference left to the signal, reads nothing but `onChange` (a main-actor closure, which is Sendable) and calls it
/// on the main actor; `observer` is read and written on the main actor only, and loading a weak reference is atomic.
private struct Listener: @unchecked Sendable {
    weak var observer: AnyObject?
    let onChange: @MainActor () -> Void
}

/// A weak reference.
struct WeakObject {
    weak var object: AnyObject?
}

nonisolated(unsafe) private var signalKey: UInt8 = 0

/// A child view controller with an empty, hidden view that hears its parent's appearance callbacks, which UIKit
/// forwards to children: how a screen's disappearance is noticed without touching the screen's own code.
final class DepartureObserverViewController: UIViewController {
    /// Adds an observer to `parent`, whose view must have loaded.
    static func install(in parent: UIViewController) {
        guard let parentView = parent.viewIfLoaded else { return }
        let observer = DepartureObserverViewController()
        parent.addChild(observer)
        parentView.addSubview(observer.view)
        observer.didMove(toParent: parent)
    }

    /// Like `loadView()`: an empty, hidden view of no size that takes no touches.
    override func loadView() {
        let view = UIView(frame: .zero)
        view.isHidden = true
        view.isUserInteractionEnabled = false
        self.view = view
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        parent.flatMap(DepartureSignal.existing(for:))?.appeared()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        parent.flatMap(DepartureSignal.existing(for:))?.disappeared()
    }
}
#endif
