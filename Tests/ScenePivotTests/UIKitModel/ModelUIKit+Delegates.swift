@testable import ScenePivot

/// A delegate method of the UIKit model: Linux has no selectors, so a delegate lists the methods it implements.
enum ModelDelegateMethod: Hashable {
    /// `navigationController(_:animationControllerFor:from:to:)`.
    case animationController
    /// `navigationController(_:interactionControllerFor:)`.
    case interactionController
    /// `navigationController(_:didShow:animated:)`.
    case didShow
    /// `tabBarController(_:didSelect:)`.
    case didSelectTab
    /// `tabBarControllerSupportedInterfaceOrientations(_:)`.
    case orientations
}

/// Stands for `UINavigationControllerDelegate`: UIKit calls only the methods it implements (N14, N15).
@MainActor
protocol ModelNavigationDelegate: AnyObject {
    /// `responds(to:)`, for each method.
    func implements(_ method: ModelDelegateMethod) -> Bool
    /// `navigationController(_:animationControllerFor:from:to:)`.
    func animator(isPush: Bool, from: ModelController, to: ModelController) -> AnyObject?
    /// `navigationController(_:didShow:animated:)`.
    func didShow(_ controller: ModelController)
    /// `navigationController(_:interactionControllerFor:)`, asked only with an animator the delegate gave
    /// (`UIViewControllerTransitioning.h:39-44`).
    func interactionController(for animator: AnyObject) -> (any ModelInteractiveTransitioning)?
}

extension ModelNavigationDelegate {
    func interactionController(for animator: AnyObject) -> (any ModelInteractiveTransitioning)? { nil }
}

/// Stands for `UITabBarControllerDelegate`: `didSelect` is for user taps only (T5).
@MainActor
protocol ModelTabDelegate: AnyObject {
    /// `responds(to:)`, for each method.
    func implements(_ method: ModelDelegateMethod) -> Bool
    /// `tabBarController(_:didSelect:)`.
    func didSelect(_ controller: ModelController)
}

/// Stands for `UIAdaptivePresentationControllerDelegate`: told only when the user dismisses, never for
/// `dismiss(animated:)` (D9).
@MainActor
protocol ModelPresentationDelegate: AnyObject {
    /// `presentationControllerWillDismiss(_:)`.
    func willDismiss(_ controller: ModelController)
    /// `presentationControllerDidDismiss(_:)`.
    func didDismiss(_ controller: ModelController)
}

/// `NavigationAnimationProxy` over the model: the delegate while a custom push is asked for and while a screen
/// pushed with a custom animation is on the stack, forwarding to the app's delegate everything it implements, with
/// the decisions of ``DelegateRouting``.
@MainActor
final class ModelNavigationProxy: ModelNavigationDelegate {
    var appDelegate: (any ModelNavigationDelegate)?
    var pending: (screen: AnyObject, animator: AnyObject?)?
    /// The driver of the pending change when it is interactive.
    var pendingInteraction: ModelInteractionDriver?
    /// The animator the rules give a pop taking a screen off the top (`animateUserPops`).
    var popBack: (@MainActor (ModelController) -> AnyObject?)?

    func implements(_ method: ModelDelegateMethod) -> Bool {
        DelegateRouting.claims(
            ownMethodActive: [.animationController, .interactionController].contains(method)
                && (pending != nil || popBack != nil)
                || method == .didShow && popBack != nil,
            appImplements: appDelegate?.implements(method) == true, baseImplements: false)
    }

    func animator(isPush: Bool, from: ModelController, to: ModelController) -> AnyObject? {
        DelegateRouting.navigationAnimator(
            pending: pending, destination: to, isPop: !isPush, popBack: { popBack?(from) },
            appAnswer: {
                forwards(.animationController) ? appDelegate?.animator(isPush: isPush, from: from, to: to) : nil
            })
    }

    /// The interactive change's driver, for its animator, else the app's delegate's answer.
    func interactionController(for animator: AnyObject) -> (any ModelInteractiveTransitioning)? {
        if let pendingInteraction, pending?.animator === animator { return pendingInteraction }
        return forwards(.interactionController) ? appDelegate?.interactionController(for: animator) : nil
    }

    func didShow(_ controller: ModelController) {
        if forwards(.didShow) { appDelegate?.didShow(controller) }
        if pending == nil, let navigation = controller.parent { stepDownIfUnneeded(from: navigation) }
    }

    /// Gives the delegate back to the app once no change is pending and no screen on the stack has a pop-back
    /// animation.
    func stepDownIfUnneeded(from navigation: ModelController) {
        let popBack = popBack ?? { _ in nil }
        guard !DelegateRouting.keepsAnsweringPops(stack: navigation.children, popBack: popBack) else { return }
        let appDelegate = appDelegate
        pending = nil
        pendingInteraction = nil
        self.popBack = nil
        self.appDelegate = nil
        if DelegateRouting.restoresAppDelegate(currentDelegate: navigation.navigationDelegate, proxy: self) {
            navigation.navigationDelegate = appDelegate
        }
    }

    private func forwards(_ method: ModelDelegateMethod) -> Bool {
        DelegateRouting.forwardsToApp(
            appIsThere: appDelegate != nil, appImplements: appDelegate?.implements(method) == true)
    }
}

/// `TabSelectionObserver` over the model: hears the user's taps, forwarding every method the app's delegate
/// implements, with the decisions of ``DelegateRouting``.
@MainActor
final class ModelTabObserver: ModelTabDelegate {
    weak var appDelegate: (any ModelTabDelegate)?
    let onSelect: @MainActor () -> Void

    init(observing tabs: ModelController, onSelect: @escaping @MainActor () -> Void) {
        appDelegate = tabs.tabDelegate
        self.onSelect = onSelect
        tabs.tabDelegate = self
    }

    func implements(_ method: ModelDelegateMethod) -> Bool {
        DelegateRouting.claims(
            ownMethodActive: method == .didSelectTab, appImplements: appDelegate?.implements(method) == true,
            baseImplements: false)
    }

    func didSelect(_ controller: ModelController) {
        let forwards = DelegateRouting.forwardsToApp(
            appIsThere: appDelegate != nil, appImplements: appDelegate?.implements(.didSelectTab) == true)
        var app: (@MainActor () -> Void)?
        if forwards, let appDelegate { app = { appDelegate.didSelect(controller) } }
        DelegateRouting.tellTabTap(app: app, container: onSelect)
    }
}

extension ModelUIKit {
    /// `UIKitPlatform.push` with an animator: the proxy becomes the navigation controller's delegate for the push,
    /// then gives the app's delegate back once it has ended, unless a screen on the stack still has a pop-back
    /// animation. UIKit asks the delegate for an animator only for an animated push (N15), then, given one, for an
    /// interaction controller, which alone drives the push (`UIViewControllerTransitioning.h:30-44`); and it tells
    /// the delegate the push was shown (N14).
    func pushThroughDelegate(
        _ controller: ModelController, onto navigation: ModelController, animator: AnyObject?,
        interaction: TransitionAnimation.Interaction? = nil, animated: Bool
    ) {
        var proxy: ModelNavigationProxy?
        if let animator {
            let installed = installProxy(on: navigation)
            installed.pending = (controller, animator)
            installed.pendingInteraction = .following(interaction)
            proxy = installed
        }
        let from = navigation.children.last
        let delegate = navigation.navigationDelegate
        controller.animator =
            animated && delegate?.implements(.animationController) == true
            ? from.flatMap { delegate?.animator(isPush: true, from: $0, to: controller) } : nil
        let interactionController = controller.animator.flatMap { animator in
            delegate?.implements(.interactionController) == true ? delegate?.interactionController(for: animator) : nil
        }
        pushWithoutDelegate(controller, onto: navigation, animated: animated, drivenBy: interactionController) {
            [weak navigation] in
            proxy?.pending = nil
            proxy?.pendingInteraction = nil
            if delegate?.implements(.didShow) == true { delegate?.didShow(controller) }
            if let navigation { proxy?.stepDownIfUnneeded(from: navigation) }
        }
    }

    /// `UIKitPlatform.animateUserPops`: the proxy becomes the delegate, answering the user's pops with `popAnimator`.
    func animateUserPops(
        in navigation: ModelController, with popAnimator: @escaping @MainActor (ModelController) -> AnyObject?
    ) {
        installProxy(on: navigation).popBack = popAnimator
    }

    private func installProxy(on navigation: ModelController) -> ModelNavigationProxy {
        let installed = navigation.animationProxy ?? ModelNavigationProxy()
        navigation.animationProxy = installed
        if navigation.navigationDelegate !== installed { installed.appDelegate = navigation.navigationDelegate }
        navigation.navigationDelegate = installed
        return installed
    }

    /// A pop ScenePivot does not perform — the user's back button or edge swipe —, animated: UIKit asks the
    /// navigation controller's delegate for the animator (N15).
    func userPop(to destination: ModelController, in navigation: ModelController, _ pop: () -> Void) {
        let delegate = navigation.navigationDelegate
        let top = navigation.children.last
        let animator =
            delegate?.implements(.animationController) == true
            ? top.flatMap { delegate?.animator(isPush: false, from: $0, to: destination) } : nil
        pop()
        destination.arrivalAnimator = animator
    }

    /// Tells `navigation`'s delegate that `shown` is on top once a pop has ended (N14).
    func tellShown(_ shown: ModelController, in navigation: ModelController) {
        guard let delegate = navigation.navigationDelegate, delegate.implements(.didShow) else { return }
        delegate.didShow(shown)
    }

    /// The user taps tab `index`: UIKit selects it, then tells the tab bar controller's delegate (T5).
    func userTapsTab(_ index: Int, in tabs: ModelController) {
        guard tabs.children.indices.contains(index) else { return }
        select(index, in: tabs, animated: true) { _ in }
        if let delegate = tabs.tabDelegate, delegate.implements(.didSelectTab) {
            delegate.didSelect(tabs.children[index])
        }
    }
}
