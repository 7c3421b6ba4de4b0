#if canImport(UIKit)
import ScenePivot
import UIKit

/// The interaction controller of an interactive push, pop or dismissal: a `UIPercentDrivenInteractiveTransition` that
/// follows a `TransitionAnimation.Interaction` — its progress, then its finish or cancel — and replays what the
/// interaction did before UIKit called `startInteractiveTransition(_:)`, which a percent-driven transition would lose.
/// The decisions are `InteractionDriving`'s; this class only performs its steps.
@MainActor
final class InteractionDriver: UIPercentDrivenInteractiveTransition {
    private var driving: InteractionDriving?

    /// A driver following `interaction`; `nil` when there is none or it has already ended (the transition then runs
    /// as a plain custom animation).
    init?(following interaction: TransitionAnimation.Interaction?) {
        super.init()
        guard let driving = InteractionDriving(following: interaction, perform: { [weak self] in self?.perform($0) })
        else { return nil }
        self.driving = driving
    }

    /// Whether a delegate hands it to UIKit: only until UIKit has started the transition it was made for.
    var isOffered: Bool { driving?.isOffered ?? false }

    /// Like `startInteractiveTransition(_:)`: starts the percent-driven transition, then replays the interaction's
    /// last progress and its end, when they came before.
    override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        driving?.start()
    }

    private func perform(_ step: InteractionDriving.Step) {
        switch step {
        case .update(let progress): update(CGFloat(progress))
        case .finish: finish()
        case .cancel: cancel()
        }
    }
}
#endif
