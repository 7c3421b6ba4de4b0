/// How a transition animates: ``default`` (the platform's own animation), ``none``, or a custom animation passed
/// through to UIKit untouched — a `UIViewControllerTransitioningDelegate` for a presentation (or a bare
/// `UIViewControllerAnimatedTransitioning`, which animates the presentation only), a
/// `UIViewControllerAnimatedTransitioning` for a push. Events and transcripts show a custom animation's name.
///
/// You need keep no reference to the animator: UIKit holds `transitioningDelegate` weakly, so the stage keeps a
/// presentation's delegate alive while the presentation lasts (its dismissal animates with it too) and lets it go
/// once the presented view controller is dismissed or deallocated — a delegate that holds its view controller leaks
/// neither —, and a push's animator until the push has ended.
///
/// ```swift
/// .push(PhotoScreen(), animation: TransitionAnimation("zoom", ZoomAnimator()))
/// .present(CardScreen(), Presentation(style: .custom), animation: TransitionAnimation("card", cardTransitions))
/// .pop(to: .root, animation: .none)
/// ```
///
/// Only a push and a presentation take a custom animation; any other transition given one fails its request with
/// ``ScenePivotError/InvalidRequestReason/unusableAnimation(_:)``, as a custom animation the stage cannot use would otherwise be
/// ignored without a word.
public struct TransitionAnimation: @unchecked Sendable {
    /// How the animation appears in events and transcripts.
    public let name: String
    /// The object UIKit animates with; `nil` for ``default`` and ``none``, and in the copies events carry.
    public let animator: AnyObject?
    /// Whether the transition animates at all: `false` for ``none`` only.
    let isAnimated: Bool
    /// Whether this is a custom animation (made by ``init(_:_:)``).
    let isCustom: Bool

    /// The platform's own animation, like `animated: true`.
    public static let `default` = TransitionAnimation(name: "default", isAnimated: true)
    /// No animation, like `animated: false`.
    public static let none = TransitionAnimation(name: "none", isAnimated: false)

    /// A custom animation called `name`, performed by `animator`.
    public init(_ name: String, _ animator: AnyObject) {
        self.name = name
        self.animator = animator
        self.isAnimated = true
        self.isCustom = true
    }

    private init(name: String, isAnimated: Bool) {
        self.name = name
        self.animator = nil
        self.isAnimated = isAnimated
        self.isCustom = false
    }

    private init(describing name: String) {
        self.name = name
        self.animator = nil
        self.isAnimated = true
        self.isCustom = true
    }

    /// The animation without its animator, as events carry it.
    var described: TransitionAnimation { isCustom ? TransitionAnimation(describing: name) : self }
}

extension TransitionAnimation: Equatable {
    /// Animations with the same name and kind are equal.
    public static func == (lhs: TransitionAnimation, rhs: TransitionAnimation) -> Bool {
        lhs.name == rhs.name && lhs.isCustom == rhs.isCustom && lhs.isAnimated == rhs.isAnimated
    }
}
