#if canImport(UIKit)
import UIKit

extension ViewControllerStage: RootSwitchingStage {
    /// Like setting `UIWindow.rootViewController`, but driven by a request: cross-dissolves with
    /// `UIView.transition(with:duration:options:animations:completion:)` when `animated`.
    ///
    /// Whatever the old root presents is dismissed first; the old hierarchy then leaves the window and the
    /// departure observers of its screens — and of the tabs and pages of its containers — are told. The stage
    /// re-anchors to the new root, so later requests act on it.
    public func setRoot(
        _ screen: AnyObject, inNavigationStack: Bool, animated: Bool, completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError) {
        checkDepartures()
        let controller = try viewController(screen)
        try refuseIfOnStage(controller)
        let top = try topMostViewController()
        if top is UIAlertController { throw .illegalTransition(.alertOnScreen(name(of: top))) }
        guard let oldRoot = rootViewController, let window = oldRoot.viewIfLoaded?.window else {
            throw .illegalTransition(.notInWindow(name(of: rootViewController ?? controller)))
        }
        if inNavigationStack { try refuseNavigationController(controller) }
        let newRoot: UIViewController
        if inNavigationStack {
            let navigation = UINavigationController(rootViewController: controller)
            observeNavigation(navigation)
            newRoot = navigation
        } else {
            newRoot = controller
        }
        start([controller, newRoot], after: transitioningController(from: oldRoot), completion: completion) {
            [self] finish in
            let replaced = window.rootViewController ?? oldRoot
            let containers = Self.containers(in: replaced)  // before the dismissal below detaches presented ones
            let swap = { [self] in
                anchor = newRoot
                replaceRoot(of: window, with: newRoot, animated: animated) {
                    containers.forEach { $0.leaveStage() }
                    finish()
                }
            }
            if replaced.presentedViewController != nil {
                replaced.dismiss(animated: false, completion: swap)
            } else {
                swap()
            }
        }
    }

    private func replaceRoot(
        of window: UIWindow, with newRoot: UIViewController, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        guard animated else {
            window.rootViewController = newRoot
            return completion()
        }
        UIView.transition(
            with: window, duration: Self.rootTransitionDuration, options: .transitionCrossDissolve,
            animations: { UIView.performWithoutAnimation { window.rootViewController = newRoot } },
            completion: { _ in completion() })
    }

    /// How long a root change cross-dissolves.
    static let rootTransitionDuration: TimeInterval = 0.3

    /// The tab and page containers in `root`'s hierarchy, presented ones included, each once (a child's
    /// `presentedViewController` is its ancestor's, so the walk meets presented view controllers repeatedly).
    static func containers(in root: UIViewController) -> [any StageContainer] {
        var found: [any StageContainer] = []
        var pending = [root]
        var visited = Set<ObjectIdentifier>()
        while let node = pending.popLast() {
            guard visited.insert(ObjectIdentifier(node)).inserted else { continue }
            if let container = node as? any StageContainer { found.append(container) }
            pending += node.children
            if let presented = node.presentedViewController { pending.append(presented) }
        }
        return found
    }
}
#endif
