/// The decisions of the interaction controller the UIKit stage hands UIKit for an interactive push, pop or dismissal
/// — a `UIPercentDrivenInteractiveTransition` that follows a ``TransitionAnimation/Interaction`` —, kept
/// platform-neutral so that the Linux model of UIKit runs them too; the controller only performs the steps.
///
/// UIKit asks for the interaction controller when the transition begins and calls its
/// `startInteractiveTransition(_:)` later (`UIViewControllerTransitioning.h`: "If there is an interaction controller
/// its startInteractiveTransition: is called first"); until then a percent-driven transition has no transition
/// context, and an `update`, `finish` or `cancel` would be lost — the transition then waiting forever for an end that
/// already came. So what the interaction does before the start is remembered, and replayed once UIKit starts it.
@MainActor
package final class InteractionDriving {
    /// What the interaction controller does to its transition.
    package enum Step: Equatable, Sendable {
        /// `updateInteractiveTransition(_:)` to this progress, in 0...1.
        case update(Double)
        /// `finishInteractiveTransition()`.
        case finish
        /// `cancelInteractiveTransition()`.
        case cancel
    }

    private enum Phase {
        case awaitingStart
        case started
        case ended
    }

    private var phase = Phase.awaitingStart
    /// The last progress given before the start.
    private var progress: Double?
    /// The end the interaction reached before the start: whether it finished.
    private var ending: Bool?
    private let perform: @MainActor (Step) -> Void

    /// Follows `interaction` for a transition UIKit has yet to start, performing its steps through `perform` once
    /// UIKit has started it; `nil` when there is no interaction or it has already ended, when the transition runs as
    /// a plain custom animation (the engine fails a transition whose interaction was cancelled before its turn).
    package init?(following interaction: TransitionAnimation.Interaction?, perform: @escaping @MainActor (Step) -> Void)
    {
        guard let interaction, interaction.state == .running else { return nil }
        self.perform = perform
        interaction.onProgress { [weak self] progress in self?.receive(.update(progress)) }
        interaction.whenEnded { [weak self] finished in self?.receive(finished ? .finish : .cancel) }
    }

    /// Whether a delegate hands the interaction controller to UIKit when asked (`interactionControllerForDismissal(using:)`,
    /// `navigationController(_:interactionControllerFor:)`): only until UIKit has started the transition it was made
    /// for. Handed to a later transition — the user's swipe down after a cancelled interactive dismissal, the next
    /// request —, it would be the only thing driving it (`UIViewControllerTransitioning.h`: with an interaction
    /// controller, the system no longer runs the animator by itself), and nothing would.
    package var isOffered: Bool { phase == .awaitingStart }

    /// UIKit called `startInteractiveTransition(_:)`: replays the last progress and the end reached meanwhile, if any;
    /// from now on every step is performed as it comes. Only the first start counts.
    package func start() {
        guard phase == .awaitingStart else { return }
        phase = .started
        if let progress { perform(.update(progress)) }
        guard let ending else { return }
        phase = .ended
        perform(ending ? .finish : .cancel)
    }

    private func receive(_ step: Step) {
        switch (phase, step) {
        case (.ended, _): return
        case (.awaitingStart, .update(let value)): progress = value
        case (.awaitingStart, .finish): ending = true
        case (.awaitingStart, .cancel): ending = false
        case (.started, .update): perform(step)
        case (.started, .finish), (.started, .cancel):
            phase = .ended
            perform(step)
        }
    }
}
