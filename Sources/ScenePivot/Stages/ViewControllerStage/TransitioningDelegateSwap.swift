/// A transitioning delegate the UIKit stage set on a view controller for a custom presentation or dismissal, held
/// strongly (UIKit holds `transitioningDelegate` weakly, P20) for as long as it is needed, and the delegate it
/// replaced — the app's own, a presentation's, or none —, held weakly as UIKit held it. The decisions are made here,
/// platform-neutral, so that the Linux model of UIKit runs them too: the stage only reads and sets the property.
///
/// A presentation's delegate stays while the screen is presented (its dismissals, the user's swipe down among them,
/// animate with it); a dismissal's only until that dismissal has ended, finished or cancelled. Then the replaced one
/// is back — unless the app set another meanwhile —, so that no later transition of the screen, presented again or
/// dismissed again, meets a delegate made for an earlier one (whose interaction controller nobody drives any more).
package struct TransitioningDelegateSwap<Controller: AnyObject> {
    /// Which transition the delegate was set for.
    package enum Span: Equatable, Sendable {
        /// A presentation, and the dismissals of the screen while it is presented.
        case presentation
        /// One dismissal.
        case dismissal
    }

    /// The view controller whose `transitioningDelegate` was set, held weakly.
    package private(set) weak var controller: Controller?
    /// The delegate set, which UIKit holds weakly.
    package let delegate: AnyObject
    /// The delegate it replaced, held weakly.
    package private(set) weak var replaced: AnyObject?
    /// Which transition it was set for.
    package let span: Span

    /// A swap of `controller`'s `transitioningDelegate` from `replaced` to `delegate`, for `span`.
    package init(controller: Controller, delegate: AnyObject, replaced: AnyObject?, span: Span) {
        self.controller = controller
        self.delegate = delegate
        self.replaced = replaced
        self.span = span
    }

    /// Whether the transition it was set for is over, as the controller reads now: a presentation once the controller
    /// is neither presented (`presentingViewController == nil`: dismissed, or a presentation UIKit refused) nor in a
    /// transition; a dismissal once the controller is neither being dismissed nor in a transition — finished,
    /// cancelled (a cancelled interactive dismissal leaves it presented) or refused. A controller that went ends it.
    package func hasEnded(isPresented: Bool, isBeingDismissed: Bool, isTransitioning: Bool) -> Bool {
        guard controller != nil else { return true }
        switch span {
        case .presentation: return !isPresented && !isTransitioning
        case .dismissal: return !isBeingDismissed && !isTransitioning
        }
    }

    /// Whether, once it has ended, the replaced delegate goes back: only while the controller's delegate is still the
    /// one set (`current`) — a delegate the app set meanwhile stays.
    package func restoresReplaced(current: AnyObject?) -> Bool {
        DelegateRouting.restoresAppDelegate(currentDelegate: current, proxy: delegate)
    }

    /// Ends the swaps of `swaps` whose transition is over (``hasEnded(isPresented:isBeingDismissed:isTransitioning:)``,
    /// from what `read` answers of each controller), the latest first — a dismissal's before that of the presentation
    /// it replaced, so that each puts back what it replaced —, calling `restore` with each controller and the delegate
    /// that goes back to it, when one does (``restoresReplaced(current:)``, `current` reading the controller's delegate);
    /// answers the swaps still under way, in order.
    package static func ending(
        _ swaps: [Self], read: (Controller) -> (isPresented: Bool, isBeingDismissed: Bool, isTransitioning: Bool),
        current: (Controller) -> AnyObject?, restore: (Controller, AnyObject?) -> Void
    ) -> [Self] {
        var kept: [Self] = []
        for swap in swaps.reversed() {
            guard let controller = swap.controller else { continue }
            let state = read(controller)
            guard
                swap.hasEnded(
                    isPresented: state.isPresented, isBeingDismissed: state.isBeingDismissed,
                    isTransitioning: state.isTransitioning)
            else {
                kept.insert(swap, at: 0)
                continue
            }
            if swap.restoresReplaced(current: current(controller)) { restore(controller, swap.replaced) }
        }
        return kept
    }
}
