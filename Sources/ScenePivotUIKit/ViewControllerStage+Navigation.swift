#if canImport(UIKit)
import UIKit

extension ViewControllerStage {
    /// The navigation controller pushes and pops act on: the nearest `UINavigationController` of the top-most
    /// presented view controller, or the anchor's `navigationController` when nothing is presented.
    public func targetNavigationController() throws(ScenePivotError) -> UINavigationController {
        let top = try topMostViewController()
        if top is UIAlertController { throw .illegalTransition(.alertOnScreen(name(of: top))) }
        if top.presentingViewController == nil, let anchor,
            let navigation = anchor as? UINavigationController ?? anchor.navigationController
        {
            return navigation
        }
        guard let navigation = Self.nearestNavigationController(in: top) else {
            throw .illegalTransition(.noNavigationStack)
        }
        return navigation
    }

    /// Like `pushViewController(_:animated:)` on ``targetNavigationController()``, finishing when the push has.
    public func push(_ screen: AnyObject, animated: Bool, completion: @escaping @MainActor () -> Void)
        throws(ScenePivotError)
    {
        checkDepartures()
        let controller = try viewController(screen)
        try refuseIfOnStage(controller)
        try refuseNavigationController(controller)
        let navigation = try targetNavigationController()
        observeNavigation(navigation)
        start([controller], after: navigation, completion: completion) { [self] finish in
            // UIKit raises an exception when a view controller that got a parent meanwhile is pushed.
            guard controller.parent == nil else { return finish() }
            navigation.pushViewController(controller, animated: animated)
            afterTransition(around: navigation) { [self] in
                checkDepartures(settled: navigation)
                finish()
            }
        }
    }

    /// Like `popViewController(animated:)`, `popToRootViewController(animated:)` or
    /// `popToViewController(_:animated:)` on ``targetNavigationController()``, finishing when the pop has.
    public func pop(to destination: PopDestination, animated: Bool, completion: @escaping @MainActor () -> Void)
        throws(ScenePivotError)
    {
        checkDepartures()
        let navigation = try targetNavigationController()
        let stack = navigation.viewControllers
        let target: UIViewController?
        switch destination {
        case .previous, .root:
            guard stack.count > 1 else { throw .illegalTransition(.popAtRoot) }
            target = nil
        case .screen(let screen):
            guard let controller = screen as? UIViewController, stack.contains(controller) else {
                throw .illegalTransition(.screenNotInStack(name(of: screen)))
            }
            target = controller
        }
        let toRoot: Bool
        if case .root = destination { toRoot = true } else { toRoot = false }
        observeNavigation(navigation)
        start([], after: navigation, completion: completion) { [self] finish in
            if let target {
                // UIKit raises an exception when popping to a view controller that left the stack meanwhile.
                guard navigation.viewControllers.contains(target) else { return finish() }
                _ = navigation.popToViewController(target, animated: animated)
            } else if toRoot {
                _ = navigation.popToRootViewController(animated: animated)
            } else {
                _ = navigation.popViewController(animated: animated)
            }
            afterTransition(around: navigation) { [self] in
                checkDepartures(settled: navigation)
                finish()
            }
        }
    }

    /// Like `setViewControllers(_:animated:)` on ``targetNavigationController()``, finishing when the change has.
    public func setNavigationStack(
        _ screens: [AnyObject], animated: Bool, completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError) {
        checkDepartures()
        let navigation = try targetNavigationController()
        guard !screens.isEmpty else { throw .illegalTransition(.emptyStack) }
        var controllers: [UIViewController] = []
        var seen = Set<ObjectIdentifier>()
        for screen in screens {
            let controller = try viewController(screen)
            try refuseNavigationController(controller)
            guard seen.insert(ObjectIdentifier(controller)).inserted,
                controller.parent == nil || controller.parent === navigation,
                controller.presentingViewController == nil || controller.parent === navigation
            else { throw .illegalTransition(.screenAlreadyOnStage(name(of: controller))) }
            controllers.append(controller)
        }
        observeNavigation(navigation)
        start(controllers, after: navigation, completion: completion) { [self] finish in
            navigation.setViewControllers(controllers, animated: animated)
            afterTransition(around: navigation) { [self] in
                checkDepartures(settled: navigation)
                finish()
            }
        }
    }

    /// The navigation controller a push from `controller` lands in: itself, the selected tab's, or its
    /// `navigationController`.
    static func nearestNavigationController(in controller: UIViewController) -> UINavigationController? {
        if let navigation = controller as? UINavigationController { return navigation }
        if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController {
            return nearestNavigationController(in: selected)
        }
        return controller.navigationController
    }
}
#endif
