@testable import ScenePivot

/// A delegate method of the UIKit model: Linux has no selectors, so a delegate lists the methods it implements.
enum ModelDelegateMethod: Hashable, CaseIterable {
    /// `navigationController(_:animationControllerFor:from:to:)`.
    case animationController
    /// `navigationController(_:interactionControllerFor:)`.
    case interactionController
    /// `navigationController(_:didShow:animated:)`.
    case didShow
    /// `tabBarController(_:didSelect:)`.
    case didSelectTab
    /// `tabBarController(_:animationControllerForTransitionFrom:to:)`.
    case tabAnimationController
    /// `tabBarControllerSupportedInterfaceOrientations(_:)`.
    case orientations

    /// What a delegate claims (`responds(to:)`), read as UIKit may when it is set.
    @MainActor
    static func readClaims(of implements: ((Self) -> Bool)?) -> Set<Self> {
        guard let implements else { return [] }
        return Set(allCases.filter(implements))
    }
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
    /// `tabBarController(_:animationControllerForTransitionFrom:to:)`.
    func tabAnimator(from: ModelController, to: ModelController) -> AnyObject?
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

/// `NavigationAnimationProxy` over the model: installed — its state set first, then the delegate — while a custom
/// change is asked for and while a screen pushed with a custom animation is on the stack, claiming its own methods
/// for as long as it is installed, holding the app's delegate weakly and forwarding to it what it implements while it
/// is there, with the decisions of ``DelegateRouting``.
@MainActor
final class ModelNavigationProxy: ModelNavigationDelegate {
    weak var appDelegate: (any ModelNavigationDelegate)?
    var isInstalled = false
    var pending: (screen: AnyObject, animator: AnyObject?)?
    /// The driver of the pending change when it is interactive.
    var pendingInteraction: ModelInteractionDriver?
    /// The animator the rules give a pop taking a screen off the top (`animateUserPops`).
    var popBack: (@MainActor (ModelController) -> AnyObject?)?

    func implements(_ method: ModelDelegateMethod) -> Bool {
        DelegateRouting.claims(
            ownMethod: [.animationController, .interactionController, .didShow].contains(method),
            isInstalled: isInstalled,
            appImplements: method == .orientations && appDelegate?.implements(method) == true, baseImplements: false)
    }

    /// The animator it last answered that is ScenePivot's, not the app's delegate's.
    private weak var ownAnswer: AnyObject?

    func animator(isPush: Bool, from: ModelController, to: ModelController) -> AnyObject? {
        let answer = DelegateRouting.navigationAnswer(
            pending: pending, destination: to, isPop: !isPush, popBack: { popBack?(from) },
            appAnswer: {
                forwards(.animationController) ? appDelegate?.animator(isPush: isPush, from: from, to: to) : nil
            })
        ownAnswer = answer.isOwn ? answer.animator : nil
        return answer.animator
    }

    /// The interactive change's driver, for its own animator, else the app's delegate's answer.
    func interactionController(for animator: AnyObject) -> (any ModelInteractiveTransitioning)? {
        DelegateRouting.interactionController(
            for: animator, ownAnimator: ownAnswer,
            ownDriver: { pending?.animator === animator ? pendingInteraction : nil },
            appAnswer: { forwards(.interactionController) ? appDelegate?.interactionController(for: animator) : nil })
    }

    func didShow(_ controller: ModelController) {
        if forwards(.didShow) { appDelegate?.didShow(controller) }
        if let navigation = controller.parent { stepDownIfUnneeded(from: navigation) }
    }

    /// Gives the delegate back to the app when ``DelegateRouting`` says the proxy steps down.
    func stepDownIfUnneeded(from navigation: ModelController) {
        guard
            DelegateRouting.stepsDown(
                changePending: pending != nil, swipeUnderway: false, stack: navigation.children,
                popBack: popBack ?? { _ in nil })
        else { return }
        let appDelegate = appDelegate
        pendingInteraction = nil
        popBack = nil
        self.appDelegate = nil
        isInstalled = false
        if DelegateRouting.restoresAppDelegate(currentDelegate: navigation.navigationDelegate, proxy: self) {
            navigation.navigationDelegate = appDelegate
        }
    }

    private func forwards(_ method: ModelDelegateMethod) -> Bool {
        DelegateRouting.forwardsToApp(
            appIsThere: appDelegate != nil, appImplements: appDelegate?.implements(method) == true)
    }
}

/// `TabSelectionObserver` over the model: a tab container's observer of the user's taps for good, or a stand-in
/// for the app's delegate while a custom selection lasts; it claims its own methods for as long as it is installed,
/// holds the app's delegate weakly and forwards to it what it implements, with the decisions of ``DelegateRouting``.
@MainActor
final class ModelTabObserver: ModelTabDelegate {
    weak var appDelegate: (any ModelTabDelegate)?
    var isInstalled = false
    let observesTaps: Bool
    var pending: (screen: AnyObject, animator: AnyObject)?
    let onSelect: @MainActor () -> Void

    init(observing tabs: ModelController, onSelect: @escaping @MainActor () -> Void) {
        appDelegate = tabs.tabDelegate
        self.onSelect = onSelect
        observesTaps = true
        isInstalled = true
        tabs.tabDelegate = self
    }

    /// A stand-in for `previous` while a custom selection lasts (not yet the delegate).
    init(standingInFor previous: (any ModelTabDelegate)?) {
        appDelegate = previous
        onSelect = {}
        observesTaps = false
    }

    func implements(_ method: ModelDelegateMethod) -> Bool {
        DelegateRouting.claims(
            ownMethod: method == .tabAnimationController || observesTaps && method == .didSelectTab,
            isInstalled: isInstalled,
            appImplements: [.didSelectTab, .orientations].contains(method) && appDelegate?.implements(method) == true,
            baseImplements: false)
    }

    func didSelect(_ controller: ModelController) {
        var app: (@MainActor () -> Void)?
        if forwards(.didSelectTab), let appDelegate { app = { appDelegate.didSelect(controller) } }
        DelegateRouting.tellTabTap(app: app, container: onSelect)
    }

    func tabAnimator(from: ModelController, to: ModelController) -> AnyObject? {
        DelegateRouting.animator(pending: pending, destination: to) {
            forwards(.tabAnimationController) ? appDelegate?.tabAnimator(from: from, to: to) : nil
        }
    }

    private func forwards(_ method: ModelDelegateMethod) -> Bool {
        DelegateRouting.forwardsToApp(
            appIsThere: appDelegate != nil, appImplements: appDelegate?.implements(method) == true)
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
        let installed = navigation.animationProxy
        let isDelegate = installed != nil && navigation.navigationDelegate === installed
        if DelegateRouting.routesThroughProxy(hasAnimator: animator != nil, proxyIsDelegate: isDelegate) {
            proxy = installProxy(on: navigation) {
                $0.pending = (controller, animator)
                $0.pendingInteraction = .following(interaction)
            }
        }
        let from = navigation.children.last
        controller.animator =
            animated && navigation.navigationDelegateImplements(.animationController)
            ? from.flatMap { navigation.navigationDelegate?.animator(isPush: true, from: $0, to: controller) } : nil
        let interactionController = controller.animator.flatMap { animator in
            navigation.navigationDelegateImplements(.interactionController)
                ? navigation.navigationDelegate?.interactionController(for: animator) : nil
        }
        pushWithoutDelegate(controller, onto: navigation, animated: animated, drivenBy: interactionController) {
            [weak navigation] in
            proxy?.pending = nil
            proxy?.pendingInteraction = nil
            guard let navigation else { return }
            if navigation.navigationDelegateImplements(.didShow) { navigation.navigationDelegate?.didShow(controller) }
            proxy?.stepDownIfUnneeded(from: navigation)
        }
    }

    /// `UIKitPlatform.animateUserPops`: the proxy becomes the delegate, answering the user's pops with `popAnimator`.
    func animateUserPops(
        in navigation: ModelController, with popAnimator: @escaping @MainActor (ModelController) -> AnyObject?
    ) {
        installProxy(on: navigation) { $0.popBack = popAnimator }
    }

    /// Gives the proxy its state (`configure`), then makes it the delegate — UIKit may read its claims only then.
    @discardableResult
    private func installProxy(
        on navigation: ModelController, configure: (ModelNavigationProxy) -> Void
    ) -> ModelNavigationProxy {
        let installed = navigation.animationProxy ?? ModelNavigationProxy()
        navigation.animationProxy = installed
        if navigation.navigationDelegate !== installed { installed.appDelegate = navigation.navigationDelegate }
        configure(installed)
        installed.isInstalled = true
        navigation.navigationDelegate = installed
        return installed
    }

    /// A pop ScenePivot does not perform — the user's back button or edge swipe —, animated: UIKit asks the
    /// navigation controller's delegate for the animator (N15).
    func userPop(to destination: ModelController, in navigation: ModelController, _ pop: () -> Void) {
        let top = navigation.children.last
        let animator =
            navigation.navigationDelegateImplements(.animationController)
            ? top.flatMap { navigation.navigationDelegate?.animator(isPush: false, from: $0, to: destination) } : nil
        pop()
        destination.arrivalAnimator = animator
    }

    /// Tells `navigation`'s delegate that `shown` is on top once a pop has ended (N14).
    func tellShown(_ shown: ModelController, in navigation: ModelController) {
        guard navigation.navigationDelegateImplements(.didShow) else { return }
        navigation.navigationDelegate?.didShow(shown)
    }

    /// The user taps tab `index`: UIKit selects it, then tells the tab bar controller's delegate (T5).
    func userTapsTab(_ index: Int, in tabs: ModelController) {
        guard tabs.children.indices.contains(index) else { return }
        select(index, in: tabs, animated: true) { _ in }
        if tabs.tabDelegateImplements(.didSelectTab) { tabs.tabDelegate?.didSelect(tabs.children[index]) }
    }
}
