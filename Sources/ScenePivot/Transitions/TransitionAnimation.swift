/// A custom animation for a presentation or a push, passed through to UIKit untouched: a
/// `UIViewControllerTransitioningDelegate` for a presentation (or a bare `UIViewControllerAnimatedTransitioning`,
/// which animates the presentation only), a `UIViewControllerAnimatedTransitioning` for a push. Events and
/// transcripts show its name.
///
/// You need keep no reference to the animator: UIKit holds `transitioningDelegate` weakly, so the stage keeps a
/// presentation's delegate alive while the presentation lasts (its dismissal animates with it too) and lets it go
/// once the presented view controller is dismissed or deallocated — a delegate that holds its view controller leaks
/// neither —, and a push's animator until the push has ended.
///
/// ```swift
/// .present(CardScreen(), Presentation(style: .custom, animation: TransitionAnimation("card", cardTransitions)))
/// .perform(.push(PhotoScreen(), animation: TransitionAnimation("zoom", ZoomAnimator())))
/// ```
public struct TransitionAnimation: @unchecked Sendable {
    /// How the animation appears in events and transcripts.
    public let name: String
    /// The object UIKit animates with; `nil` in the copies events carry.
    public let animator: AnyObject?

    /// An animation called `name`, performed by `animator`.
    public init(_ name: String, _ animator: AnyObject) {
        self.name = name
        self.animator = animator
    }

    private init(describing name: String) {
        self.name = name
        self.animator = nil
    }

    /// The animation without its animator, as events carry it.
    var described: TransitionAnimation { TransitionAnimation(describing: name) }
}

extension TransitionAnimation: Equatable {
    /// Animations with the same name are equal.
    public static func == (lhs: TransitionAnimation, rhs: TransitionAnimation) -> Bool { lhs.name == rhs.name }
}
