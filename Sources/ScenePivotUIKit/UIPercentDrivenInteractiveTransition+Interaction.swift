#if canImport(UIKit)
import ScenePivot
import UIKit

extension UIPercentDrivenInteractiveTransition {
    /// A percent-driven transition that follows `interaction` — its progress, then its finish or cancel, replayed
    /// when they come before UIKit starts the transition (``InteractionDriver``) — or `nil` when there is none or it
    /// has already ended (the transition then runs as a plain custom animation).
    @MainActor
    static func driven(by interaction: TransitionAnimation.Interaction?) -> UIPercentDrivenInteractiveTransition? {
        InteractionDriver(following: interaction)
    }
}
#endif
