extension TransitionAnimation {
    /// A transition the app drives with progress — from a pan gesture, say — and then finishes or cancels: an
    /// interactive push, pop or dismissal. Give it to the transition in its ``TransitionAnimation``
    /// (``TransitionAnimation/init(_:_:drivenBy:)``); the stage holds its queue while the transition is in flight,
    /// exactly as it does for a user's drag, so requests sent meanwhile run after it. Finishing commits the
    /// transition; cancelling leaves the stage as it was, and the request fails with
    /// ``ScenePivotError/IllegalTransitionReason/interactionCancelled(_:)``.
    ///
    /// ```swift
    /// let interaction = TransitionAnimation.Interaction()
    /// pivot.switchScene(with: TransitionRequest(.pop(animation: TransitionAnimation("slide", slide, drivenBy: interaction))))
    /// interaction.update(0.4)  // as the finger moves
    /// interaction.finish()     // or cancel(), when it lets go
    /// ```
    ///
    /// In UIKit the stage drives a `UIPercentDrivenInteractiveTransition` with it, which the navigation controller's
    /// delegate (push, pop) or the presented screen's transitioning delegate (dismissal) hands to UIKit; the headless
    /// stage shows the progress in its hierarchy. Use one per transition: one that has already ended when its
    /// transition's turn comes — finished, or used before — plays the transition as a plain custom animation, and one
    /// cancelled by then fails it without touching the stage. Cancelling the request (its awaiting task) cancels the
    /// transition in flight.
    @MainActor
    public final class Interaction {
        /// Where the transition is.
        public enum State: Equatable, Sendable {
            /// Not finished or cancelled yet (it may not have started).
            case running
            /// Finished: the transition was committed.
            case finished
            /// Cancelled: the stage went back to how it was.
            case cancelled
        }

        /// How far the transition has gone, from 0 to 1.
        public private(set) var progress: Double = 0
        /// Whether it is running, finished or cancelled.
        public private(set) var state: State = .running
        private var progressObservers: [@MainActor (Double) -> Void] = []
        private var endObservers: [@MainActor (Bool) -> Void] = []

        /// A transition to drive; nothing moves until the transition it animates starts.
        public init() {}

        /// Moves the transition to `progress`, clamped to 0...1; ignored once it has ended.
        public func update(_ progress: Double) {
            guard state == .running else { return }
            self.progress = min(max(progress.isNaN ? 0 : progress, 0), 1)
            for observer in progressObservers { observer(self.progress) }
        }

        /// Completes the transition; ignored once it has ended.
        public func finish() { end(finished: true) }

        /// Cancels the transition, putting the stage back as it was; ignored once it has ended.
        public func cancel() { end(finished: false) }

        private func end(finished: Bool) {
            guard state == .running else { return }
            state = finished ? .finished : .cancelled
            if finished { progress = 1 }
            let observers = endObservers
            endObservers = []
            progressObservers = []
            for observer in observers { observer(finished) }
        }

        /// Calls `body` with each progress update while it runs.
        package func onProgress(_ body: @escaping @MainActor (Double) -> Void) {
            if state == .running { progressObservers.append(body) }
        }

        /// Calls `body` once it ends — at once when it already has — with whether it finished.
        package func whenEnded(_ body: @escaping @MainActor (Bool) -> Void) {
            switch state {
            case .running: endObservers.append(body)
            case .finished: body(true)
            case .cancelled: body(false)
            }
        }
    }
}
