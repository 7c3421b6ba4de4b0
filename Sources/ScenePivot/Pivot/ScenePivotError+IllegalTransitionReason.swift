extension ScenePivotError {
    /// A transition the stage refused because UIKit's rules forbid it.
    public enum IllegalTransitionReason: Equatable, Sendable, CustomStringConvertible {
        /// A push, pop or stack change with no navigation stack on screen.
        case noNavigationStack
        /// A dismissal with nothing presented.
        case nothingToDismiss
        /// A pop on a navigation stack that only holds its root screen.
        case popAtRoot
        /// A pop to a screen that is not on the navigation stack.
        case screenNotInStack(String)
        /// A navigation stack set to no screens at all.
        case emptyStack
        /// A screen that is already on stage was shown again.
        case screenAlreadyOnStage(String)
        /// A dismissal of a screen that is not presented.
        case screenNotPresented(String)
        /// A presentation, dismissal or navigation change while an alert waits for its answer; answer it first.
        case alertOnScreen(String)
        /// A presentation from a screen whose view is not in a window, which UIKit ignores.
        case notInWindow(String)
        /// A root change on a stage that cannot replace its window's root screen (a stage of your own that does not
        /// perform ``StageTransition/setRoot(_:inNavigationStack:)``).
        case rootCannotBeReplaced(String)
        /// A tab or page selection with no such container on stage; names the kind of container looked for.
        case noContainer(String)
        /// A tab or page index outside the container's `0..<count`.
        case noSuchContainerItem(Int, count: Int)
        /// A tab's or page's stage was used while its container is not on stage (not shown yet, or gone).
        case containerNotOnStage(String)
        /// The split container (named here) is collapsed and the column the request's stage belongs to is hidden: the
        /// user sees the primary column, so nothing is shown in the other until the split expands or shows a detail.
        case columnHidden(String)
        /// The host did not perform the transition it was asked to (UIKit skipped a presentation, or the user
        /// interrupted a page turn), so nothing it would have shown is on stage.
        case notPerformed(String)
        /// A push, pop or stack change while a screen of the system's own (an image picker, a mail composer) is on
        /// top: its navigation stack is private, so nothing lands on it, and nothing waits for a screen only the user
        /// closes; dismiss it first. Names the system screen.
        case systemScreenOnTop(String)
        /// The interactive transition (named here) was cancelled by its ``TransitionAnimation/Interaction``: the stage is as it
        /// was before it started.
        case interactionCancelled(String)

        /// A readable explanation of the rule and the next step to take, on one line.
        public var description: String {
            TextEscaping.singleLine(unescapedDescription)
        }

        private var unescapedDescription: String {
            switch self {
            case .noNavigationStack:
                return "there is no navigation stack to push onto or pop from; present the screen instead, or show a "
                    + "navigation stack first (setRoot(_:inNavigationStack: true), or a presentation in one)"
            case .nothingToDismiss:
                return "nothing is presented, so there is nothing to dismiss; dismiss only while a screen is presented"
            case .popAtRoot:
                return
                    "the navigation stack holds only its root screen; push a screen before popping, or replace the root "
                    + "instead"
            case .screenNotInStack(let screen):
                return "\(screen) is not on the navigation stack; pop to a screen that is on it"
            case .emptyStack: return "a navigation stack needs at least one screen; pass one or more screens"
            case .screenAlreadyOnStage(let screen):
                return "\(screen) is already on stage; build a new screen for each scene instead of showing one twice"
            case .screenNotPresented(let screen):
                return "\(screen) is not presented; dismiss a screen that is presented, or dismiss the top-most one"
            case .alertOnScreen(let alert):
                return "\(alert) is on screen and must be answered first; send the request after the alert's response"
            case .notInWindow(let screen):
                return "\(screen) is not in a window, so nothing can be presented from it; send the request once the "
                    + "screen is on screen"
            case .rootCannotBeReplaced(let stage):
                return "\(stage) cannot replace its root screen; send root changes to a stage that performs "
                    + "setRoot(_:inNavigationStack:)"
            case .noContainer(let kind): return "there is no \(kind) on stage; show one before selecting in it"
            case .noSuchContainerItem(let index, let count):
                return "there is no item \(index); the container has \(count), so pick an index in 0..<\(count)"
            case .containerNotOnStage(let container):
                return
                    "\(container) is not on stage, so its items' stages cannot show anything yet; show the container "
                    + "first"
            case .columnHidden(let split):
                return
                    "\(split) is collapsed and this column is hidden, so the user would not see what it shows; send the "
                    + "request once the split expands or shows this column"
            case .notPerformed(let transition):
                return "the host did not perform \(transition), so nothing it would show is on stage; send the request "
                    + "again once the host can show it"
            case .systemScreenOnTop(let screen):
                return "\(screen) is a system screen on top, whose navigation stack is private; dismiss it first"
            case .interactionCancelled(let transition):
                return "the interactive \(transition) was cancelled, so the stage is as it was before it; send the "
                    + "request again to try once more"
            }
        }
    }
}
