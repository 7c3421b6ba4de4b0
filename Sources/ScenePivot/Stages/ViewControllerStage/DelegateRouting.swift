/// The decisions of the delegates ScenePivot puts between UIKit and an app's own delegate — the custom animations'
/// proxies (navigation, tab bar) and the tab container's selection observer — kept platform-neutral so that the Linux
/// model of UIKit runs them too: UIKit sees exactly the methods the app's delegate implements, plus the one ScenePivot
/// needs while it needs it, and gets the app's own answers.
package enum DelegateRouting {
    /// Whether a proxy claims a method (`responds(to:)`): one of its own while it needs it (`ownMethodActive`), any
    /// the app's delegate implements, and its base object's own (`NSObject`'s).
    package static func claims(ownMethodActive: Bool, appImplements: Bool, baseImplements: Bool) -> Bool {
        ownMethodActive || appImplements || baseImplements
    }

    /// Whether a message the proxy does not answer itself goes to the app's delegate (`forwardingTarget(for:)`):
    /// only when that delegate is there and implements it — anything else would be an unrecognized selector.
    package static func forwardsToApp(appIsThere: Bool, appImplements: Bool) -> Bool {
        appIsThere && appImplements
    }

    /// The animator of a container's transition to `destination`: the pending custom transition's when this is
    /// that transition — a push, a pop or a stack change to that screen, a tab selection of it —, else what the app's
    /// delegate answers (`nil` when it has none: UIKit's own animation).
    package static func animator<Animator>(
        pending: (screen: AnyObject, animator: Animator)?, destination: AnyObject, appAnswer: () -> Animator?
    ) -> Animator? {
        if let pending, pending.screen === destination { return pending.animator }
        return appAnswer()
    }

    /// Whether the proxy, once its custom push has ended, gives the delegate back to the app: only while it is still
    /// the delegate — a delegate the app set during the push stays.
    package static func restoresAppDelegate(currentDelegate: AnyObject?, proxy: AnyObject) -> Bool {
        currentDelegate === proxy
    }

    /// Who hears a user's tab tap, in order: the app's delegate first, then the container's observers.
    @MainActor
    package static func tellTabTap(app: (@MainActor () -> Void)?, container: @MainActor () -> Void) {
        app?()
        container()
    }
}
