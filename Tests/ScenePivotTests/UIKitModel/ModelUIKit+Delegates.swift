@testable import ScenePivot

/// A delegate method of the UIKit model: Linux has no selectors, so a delegate lists the methods it implements.
enum ModelDelegateMethod: Hashable {
    /// `navigationController(_:animationControllerFor:from:to:)`.
    case animationController
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

/// `NavigationAnimationProxy` over the model: the delegate while a custom push is asked for, forwarding to the app's
/// delegate everything it implements, with the decisions of ``DelegateRouting``.
@MainActor
final class ModelNavigationProxy: ModelNavigationDelegate {
    var appDelegate: (any ModelNavigationDelegate)?
    var pending: (screen: AnyObject, animator: AnyObject)?

    func implements(_ method: ModelDelegateMethod) -> Bool {
        DelegateRouting.claims(
            ownMethodActive: method == .animationController && pending != nil,
            appImplements: appDelegate?.implements(method) == true, baseImplements: false)
    }

    func animator(isPush: Bool, from: ModelController, to: ModelController) -> AnyObject? {
        DelegateRouting.animator(pending: pending, destination: to) {
            forwards(.animationController) ? appDelegate?.animator(isPush: isPush, from: from, to: to) : nil
        }
    }

    func didShow(_ controller: ModelController) {
        if forwards(.didShow) { appDelegate?.didShow(controller) }
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
    /// then gives the app's delegate back once it has ended. UIKit asks the delegate for an animator only for an
    /// animated push (N15), and tells it the push was shown (N14).
    func pushThroughDelegate(
        _ controller: ModelController, onto navigation: ModelController, animator: AnyObject?, animated: Bool
    ) {
        var proxy: ModelNavigationProxy?
        if let animator {
            let installed = navigation.animationProxy ?? ModelNavigationProxy()
            navigation.animationProxy = installed
            if navigation.navigationDelegate !== installed { installed.appDelegate = navigation.navigationDelegate }
            installed.pending = (controller, animator)
            navigation.navigationDelegate = installed
            proxy = installed
        }
        let from = navigation.children.last
        let delegate = navigation.navigationDelegate
        controller.animator =
            animated && delegate?.implements(.animationController) == true
            ? from.flatMap { delegate?.animator(isPush: true, from: $0, to: controller) } : nil
        let restore = { [weak navigation] in
            guard let proxy else { return }
            let appDelegate = proxy.appDelegate
            proxy.pending = nil
            proxy.appDelegate = nil
            if let navigation,
                DelegateRouting.restoresAppDelegate(currentDelegate: navigation.navigationDelegate, proxy: proxy)
            {
                navigation.navigationDelegate = appDelegate
            }
        }
        pushWithoutDelegate(controller, onto: navigation, animated: animated) {
            if delegate?.implements(.didShow) == true { delegate?.didShow(controller) }
            restore()
        }
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
