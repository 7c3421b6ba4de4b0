/// The decisions of the delegates ScenePivot puts between UIKit and an app's own delegate — the navigation proxy,
/// and the tab delegate that is a tab container's selection observer or a custom tab selection's stand-in — kept
/// platform-neutral so that the Linux model of UIKit runs them too: when a proxy is installed and steps down, what it
/// claims (its own methods for as long as it is installed, the protocol's others the app's delegate implements),
/// which animator a transition gets, and where ScenePivot's edge swipe begins. The proxies hold the app's delegate
/// weakly and forward to it; the app's own answers stand except where a custom transition needs its animator (and,
/// for ScenePivot's animators, its interaction controller).
package enum DelegateRouting {
    /// Whether a proxy claims a method (`responds(to:)`): one of its own for as long as it is installed — UIKit may
    /// remember what `responds(to:)` answered when the proxy became the delegate, so a claim that came and went with
    /// the proxy's state could be missed —, one of the delegate protocol's the app's delegate implements (the proxy
    /// implements it too, forwarding), and its base object's own (`NSObject`'s).
    package static func claims(ownMethod: Bool, isInstalled: Bool, appImplements: Bool, baseImplements: Bool) -> Bool {
        (ownMethod && isInstalled) || appImplements || baseImplements
    }

    /// Whether a message the proxy receives goes on to the app's delegate: only when that delegate is still there
    /// (the proxy holds it weakly, as UIKit does) and implements it; otherwise the proxy answers as UIKit does
    /// without a delegate method — never an unrecognized selector.
    package static func forwardsToApp(appIsThere: Bool, appImplements: Bool) -> Bool {
        appIsThere && appImplements
    }

    /// Whether a navigation change ScenePivot performs goes through the navigation proxy: when it has a custom
    /// animator, or while the proxy is the delegate (a screen pushed with a custom animation is on the stack, and
    /// the change must not get its pop-back animation); otherwise the change runs with the app's delegate alone.
    package static func routesThroughProxy(hasAnimator: Bool, proxyIsDelegate: Bool) -> Bool {
        hasAnimator || proxyIsDelegate
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

    /// The animator of a navigation controller's transition, and whether it is ScenePivot's own — the custom
    /// change's or a pop-back — rather than the app's delegate's answer: the pending custom change's when this is that
    /// change; else, for a pop ScenePivot did not ask for — the user's back button or edge swipe, the app's own
    /// `popViewController` —, the one the rules give a pop taking `from` off the top (a custom push's way back);
    /// else what the app's delegate answers (`nil`: UIKit's own animation). A change ScenePivot performs with the
    /// platform's animation (`pending.animator == nil`) gets the app's answer.
    package static func navigationAnswer<Animator>(
        pending: (screen: AnyObject, animator: Animator?)?, destination: AnyObject, isPop: Bool,
        popBack: () -> Animator?, appAnswer: () -> Animator?
    ) -> (animator: Animator?, isOwn: Bool) {
        if let pending, pending.screen === destination {
            return pending.animator.map { ($0, true) } ?? (appAnswer(), false)
        }
        if isPop, let mirrored = popBack() { return (mirrored, true) }
        return (appAnswer(), false)
    }

    /// The interaction controller of a transition UIKit animates with `animator`: for an animator ScenePivot gave
    /// (`ownAnimator`: a custom change's, a pop-back), ScenePivot's driver of it, or none — the animator then runs by
    /// itself; else what the app's delegate answers. The app's delegate is never asked about an animator it did not
    /// give (UIKit asks a delegate only about its own, `UIViewControllerTransitioning.h`): an interaction controller
    /// it answered would be the only thing driving a transition it knows nothing of, which would never end.
    package static func interactionController<Driver>(
        for animator: AnyObject, ownAnimator: AnyObject?, ownDriver: () -> Driver?, appAnswer: () -> Driver?
    ) -> Driver? {
        if let ownAnimator, ownAnimator === animator { return ownDriver() }
        return appAnswer()
    }

    /// Whether the navigation proxy stays the delegate once a change has ended: while a screen on `stack` has a
    /// pop-back animation (`popBack`), which the user's own back and edge swipe must get too.
    package static func keepsAnsweringPops<Screen: AnyObject>(stack: [Screen], popBack: (Screen) -> AnyObject?) -> Bool
    {
        stack.dropFirst().contains { popBack($0) != nil }
    }

    /// Whether the navigation proxy steps down — lets go of the app's delegate and gives it back: once no change it
    /// performs is pending, no edge swipe of its own is under way (its screen is off `viewControllers` already, G1)
    /// and no screen on `stack` has a pop-back animation.
    package static func stepsDown<Screen: AnyObject>(
        changePending: Bool, swipeUnderway: Bool, stack: [Screen], popBack: (Screen) -> AnyObject?
    ) -> Bool {
        !changePending && !swipeUnderway && !keepsAnsweringPops(stack: stack, popBack: popBack)
    }

    /// Whether a tab delegate steps down once a custom selection has ended: a stand-in on an app's own tab bar
    /// controller does, unless another custom selection is pending; a tab container's own observer of the user's taps
    /// never does.
    package static func tabDelegateStepsDown(observesTaps: Bool, selectionPending: Bool) -> Bool {
        !observesTaps && !selectionPending
    }

    /// Whether the proxy, once its custom push has ended and no screen on the stack needs it, gives the delegate back
    /// to the app: only while it is still the delegate — a delegate the app set meanwhile stays.
    package static func restoresAppDelegate(currentDelegate: AnyObject?, proxy: AnyObject) -> Bool {
        currentDelegate === proxy
    }

    /// Whether ScenePivot's own edge swipe drives a user's pop — interactively, with the top screen's pop-back
    /// animation, which UIKit's edge swipe would play to its end without following the finger
    /// (`UIViewControllerTransitioning.h`: with no interaction controller the animator runs by itself) — instead of
    /// UIKit's: only where UIKit's would begin — its `interactivePopGestureRecognizer` enabled and its delegate's
    /// `gestureRecognizerShouldBegin(_:)` not answering `false` (the app's veto), a screen to go back to, the back
    /// button shown, no transition in flight — and the top screen has one.
    package static func drivesEdgeSwipe(
        systemGestureEnabled: Bool, systemGestureAllowed: Bool, stackCount: Int, showsBackButton: Bool,
        isTransitioning: Bool, topHasPopBack: Bool
    ) -> Bool {
        systemGestureEnabled && systemGestureAllowed && stackCount > 1 && showsBackButton && !isTransitioning
            && topHasPopBack
    }

    /// Whether a navigation bar shows the back button of a top screen (`UINavigationItem`): unless the item hides it,
    /// or has left bar button items that do not supplement it.
    package static func showsBackButton(
        hidesBackButton: Bool, hasLeftItems: Bool, leftItemsSupplementBackButton: Bool
    ) -> Bool {
        !hidesBackButton && (!hasLeftItems || leftItemsSupplementBackButton)
    }

    /// How far an edge swipe has taken the pop: its travel across the width, in 0...1 (0 for a width or travel that
    /// is not a positive finite number).
    package static func edgeSwipeProgress(travel: Double, width: Double) -> Double {
        guard width.isFinite, width > 0, travel.isFinite else { return 0 }
        return min(max(travel / width, 0), 1)
    }

    /// Whether an edge swipe the user lets go finishes the pop: flung on (faster than 300 points a second), or let
    /// go past halfway without being flung back.
    package static func edgeSwipeFinishes(progress: Double, velocity: Double) -> Bool {
        guard velocity.isFinite else { return progress > 0.5 }
        if velocity > 300 { return true }
        if velocity < -300 { return false }
        return progress > 0.5
    }

    /// Who hears a user's tab tap, in order: the app's delegate first, then the container's observers.
    @MainActor
    package static func tellTabTap(app: (@MainActor () -> Void)?, container: @MainActor () -> Void) {
        app?()
        container()
    }
}
