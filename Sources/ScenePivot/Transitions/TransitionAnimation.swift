/// How a transition animates: ``default`` (the platform's own animation), ``none``, or a custom animation passed
/// through to UIKit untouched — a `UIViewControllerTransitioningDelegate` for a presentation or a dismissal (or a
/// bare `UIViewControllerAnimatedTransitioning`, which animates that one only), a
/// `UIViewControllerAnimatedTransitioning` for a push, a pop, a stack change, a detail (through the navigation
/// controller's delegate) and a tab selection (through the tab bar controller's delegate). Events and transcripts
/// show a custom animation's name.
///
/// You need keep no reference to the animator: UIKit holds `transitioningDelegate` weakly, so the stage keeps a
/// presentation's delegate alive while the presentation lasts (its dismissal animates with it too) and lets it go
/// once the presented view controller is dismissed or deallocated — a delegate that holds its view controller leaks
/// neither, and the view controller's own `transitioningDelegate` (or none) is back —, and a pushed screen's animator
/// while the screen lives, for its pop back.
///
/// ```swift
/// .push(PhotoScreen(), animation: TransitionAnimation("zoom", ZoomAnimator()))  // its pop back zooms out too
/// .present(CardScreen(), Presentation(style: .custom), animation: TransitionAnimation("card", cardTransitions))
/// .selectTab(2, animation: TransitionAnimation("slide", SlideAnimator()))
/// .pop(to: .root, animation: .none)
/// ```
///
/// Every transition that animates one screen into another takes one — a push, a presentation, a pop (to the root
/// too), a stack change, a dismissal, a tab selection, a detail —, and the pop back of a screen pushed with a custom
/// animation uses it too unless the pop names another — a pop by request, and the user's own back button and edge
/// swipe, which in UIKit follows the finger with it. A transition that cannot use it (dismiss all, set root, a
/// page turn, show a column, remove, or any transition on the SwiftUI stage) fails its request with
/// ``ScenePivotError/InvalidRequestReason/unusableAnimation(_:)``, as a custom animation the stage cannot use would
/// otherwise be ignored without a word. A push, a pop and a dismissal can also be interactive
/// (``init(_:_:drivenBy:)``, ``TransitionAnimation/Interaction``).
public struct TransitionAnimation: @unchecked Sendable {
    /// How the animation appears in events and transcripts.
    public let name: String
    /// The object UIKit animates with; `nil` for ``default`` and ``none``, and in the copies events carry.
    public let animator: AnyObject?
    /// What drives the transition when it is interactive (``init(_:_:drivenBy:)``); `nil` otherwise.
    public let interaction: TransitionAnimation.Interaction?
    /// Whether the transition animates at all: `false` for ``none`` only.
    @usableFromInline let isAnimated: Bool
    /// Whether this is a custom animation (made by ``init(_:_:)``).
    @usableFromInline let isCustom: Bool

    // `default` and `none` are made where they are written, from a literal name and no objects: a constant read
    // from storage would be copied for each use (its name and objects retained) and that copy destroyed.

    /// The platform's own animation, like `animated: true`.
    @inlinable public static var `default`: TransitionAnimation {
        TransitionAnimation(name: "default", isAnimated: true)
    }
    /// No animation, like `animated: false`.
    @inlinable public static var none: TransitionAnimation { TransitionAnimation(name: "none", isAnimated: false) }

    /// A custom animation called `name`, performed by `animator`.
    public init(_ name: String, _ animator: AnyObject) {
        self.name = name
        self.animator = animator
        self.interaction = nil
        self.isAnimated = true
        self.isCustom = true
    }

    /// An interactive custom animation called `name`, performed by `animator` as `interaction` drives it: for a
    /// push, a pop or a dismissal (any other transition refuses it as unusable).
    ///
    /// ```swift
    /// .dismiss(animation: TransitionAnimation("shrink", shrink, drivenBy: interaction))
    /// ```
    public init(_ name: String, _ animator: AnyObject, drivenBy interaction: TransitionAnimation.Interaction) {
        self.name = name
        self.animator = animator
        self.interaction = interaction
        self.isAnimated = true
        self.isCustom = true
    }

    @inlinable init(name: String, isAnimated: Bool) {
        self.name = name
        self.animator = nil
        self.interaction = nil
        self.isAnimated = isAnimated
        self.isCustom = false
    }

    private init(describing name: String) {
        self.name = name
        self.animator = nil
        self.interaction = nil
        self.isAnimated = true
        self.isCustom = true
    }

    /// The animation without its animator, as events carry it.
    var described: TransitionAnimation { isCustom ? TransitionAnimation(describing: name) : self }

    /// The same animation, not interactive: what a pop back inherits from an interactive push.
    package var withoutInteraction: TransitionAnimation {
        guard interaction != nil, let animator else { return self }
        return TransitionAnimation(name, animator)
    }
}

extension TransitionAnimation: Equatable {
    /// Animations with the same name and kind are equal.
    public static func == (lhs: TransitionAnimation, rhs: TransitionAnimation) -> Bool {
        lhs.name == rhs.name && lhs.isCustom == rhs.isCustom && lhs.isAnimated == rhs.isAnimated
    }
}
