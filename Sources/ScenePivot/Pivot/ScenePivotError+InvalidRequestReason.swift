extension ScenePivotError {
    /// Why a request's definition cannot be shown.
    public enum InvalidRequestReason: Equatable, Sendable, CustomStringConvertible {
        /// An alert or action sheet with no action would leave the user with no way out.
        case noActions
        /// More than one action has the cancel role; UIKit allows only one.
        case multipleCancelActions
        /// More than one action is marked preferred.
        case multiplePreferredActions
        /// The preferred action is a cancel action; UIKit ignores such a preference.
        case cancelActionPreferred
        /// Two actions share a title, so neither the user nor a test can tell them apart.
        case duplicateActionTitle(String)
        /// An action has an empty title.
        case emptyActionTitle
        /// Text fields are only allowed in alerts, never in action sheets.
        case textFieldInActionSheet
        /// A choice request offered nothing to choose from.
        case noChoices
        /// An action sheet or screen shown as a popover (as on iPad) has no ``PopoverAnchor``, or its source is gone;
        /// UIKit would raise an exception.
        case missingPopoverAnchor
        /// The ``PopoverAnchor`` (named here) is an object a popover cannot point at: UIKit takes only a `UIView`, a
        /// `UIBarButtonItem` or a `UIPopoverPresentationControllerSourceItem` (iOS 16) — not a view controller.
        case unusablePopoverAnchor(String)
        /// A sheet's detents cannot be shown: none, duplicates, a height that is not positive, or a selected detent
        /// that is not one of them.
        case invalidSheet(String)
        /// A ``TransitionAnimation`` (named here) cannot animate the transition: a presentation or dismissal takes
        /// a `UIViewControllerTransitioningDelegate` or `UIViewControllerAnimatedTransitioning`, a push, pop, stack
        /// change, detail or tab selection a `UIViewControllerAnimatedTransitioning`; dismiss all, set root, show a
        /// column, remove and a page turn take none, and only a push, pop or dismissal can be interactive.
        case unusableAnimation(String)
        /// A container's new items cannot be shown: none, a tab without its bar item, a split given other than two
        /// columns, or a container whose items are fixed (a page container).
        case invalidItems(String)
        /// The request's own check failed with this explanation.
        case custom(String)

        /// A readable explanation of the reason and its fix, on one line.
        public var description: String {
            TextEscaping.singleLine(unescapedDescription)
        }

        private var unescapedDescription: String {
            switch self {
            case .noActions: return "it has no actions; give it at least one, such as a cancel action"
            case .multipleCancelActions:
                return "it has more than one cancel action; give the cancel role to one action only"
            case .multiplePreferredActions: return "more than one action is preferred; prefer one action at most"
            case .cancelActionPreferred:
                return
                    "the preferred action has the cancel role; prefer an action that is not the cancel action, or none"
            case .duplicateActionTitle(let title):
                return "two actions are titled \(TextEscaping.quoted(title)); give each action its own title"
            case .emptyActionTitle: return "an action has an empty title; give every action a title"
            case .textFieldInActionSheet: return "an action sheet cannot hold text fields; ask for text with an alert"
            case .noChoices: return "it offers no choices; offer at least one"
            case .missingPopoverAnchor:
                return
                    "it shows as a popover here, which needs a popoverAnchor on a source view or bar button item; give "
                    + "the request one"
            case .unusablePopoverAnchor(let name):
                return
                    "its popoverAnchor \(TextEscaping.quoted(name)) is not a view, bar button item or source item a "
                    + "popover can point at; anchor it to one of those"
            case .invalidSheet(let reason): return "\(reason); change its sheet options"
            case .unusableAnimation(let name):
                return
                    "the animation \(TextEscaping.quoted(name)) is not an object UIKit animates this transition with; "
                    + "pass a transitioning delegate (presentations) or an animated-transitioning object"
            case .invalidItems(let reason): return "\(reason); change the items it sets"
            case .custom(let reason): return reason
            }
        }
    }
}
