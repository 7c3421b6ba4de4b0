import Testing

@testable import ScenePivot

/// The decisions of the UIKit stage's interaction controller (`InteractionDriving`): what an interaction does before
/// UIKit starts its transition is replayed at the start, and the controller is handed to UIKit for that transition
/// only.
@Suite("Interaction controllers replay what came before the start, for their own transition only")
@MainActor
struct InteractionDrivingTests {
    private final class Steps {
        var performed: [InteractionDriving.Step] = []
    }

    private func driving(_ interaction: TransitionAnimation.Interaction) -> (InteractionDriving?, Steps) {
        let steps = Steps()
        return (InteractionDriving(following: interaction) { steps.performed.append($0) }, steps)
    }

    @Test(arguments: [true, false])
    func anEndBeforeTheStartIsRememberedAndReplayedAfterTheLastProgress(_ finishes: Bool) throws {
        let interaction = TransitionAnimation.Interaction()
        let (made, steps) = driving(interaction)
        let driving = try #require(made)
        interaction.update(0.2)
        interaction.update(0.4)
        if finishes { interaction.finish() } else { interaction.cancel() }
        #expect(steps.performed.isEmpty, "nothing to drive before UIKit starts the transition")
        driving.start()
        #expect(steps.performed == [.update(0.4), finishes ? .finish : .cancel])
        driving.start()
        #expect(steps.performed.count == 2, "only the first start counts")
    }

    @Test func onceStartedEveryStepIsPerformedAsItComesAndNothingAfterTheEnd() throws {
        let interaction = TransitionAnimation.Interaction()
        let (made, steps) = driving(interaction)
        let driving = try #require(made)
        driving.start()
        #expect(steps.performed.isEmpty, "no progress yet: nothing to replay")
        interaction.update(0.3)
        interaction.finish()
        interaction.update(0.9)
        #expect(steps.performed == [.update(0.3), .finish])
    }

    @Test func itIsOfferedToUIKitOnlyUntilItsTransitionStarts() throws {
        let interaction = TransitionAnimation.Interaction()
        let driving = try #require(driving(interaction).0)
        #expect(driving.isOffered)
        driving.start()
        #expect(!driving.isOffered, "its transition runs: a later one would wait forever for it")
        interaction.update(0.5)
        #expect(!driving.isOffered)
        let cancelled = TransitionAnimation.Interaction()
        let early = try #require(self.driving(cancelled).0)
        cancelled.cancel()
        #expect(early.isOffered, "cancelled before the start: its transition still needs it, to be put back")
    }

    @Test func thereIsNoneForAnInteractionAlreadyEnded() {
        let finished = TransitionAnimation.Interaction()
        finished.finish()
        #expect(driving(finished).0 == nil, "a plain custom animation")
        #expect(InteractionDriving(following: nil) { _ in } == nil)
    }
}
