import ScenePivot
import ScenePivotHeadless
import Testing

/// A custom animation's object; headless, any object animates and only its name shows.
private final class Animator {}

/// A push, a pop and a dismissal the app drives with progress: the headless stage shows the progress, holds its
/// queue while the transition is in flight — off the clock, as for a user's drag —, commits on finish, and on cancel
/// leaves the stage as it was and fails the request with a typed error.
@Suite("Interactive transitions")
@MainActor
struct InteractiveTransitionTests {
    private func slide(_ interaction: TransitionAnimation.Interaction) -> TransitionAnimation {
        TransitionAnimation("slide", Animator(), drivenBy: interaction)
    }

    @Test func anInteractivePushShowsItsProgressHoldsTheQueueAndCommitsWhenFinished() {
        let fixture = Fixture()
        let interaction = TransitionAnimation.Interaction()
        send(TransitionRequest(.push(HeadlessScreen("Photo"), animation: slide(interaction))), via: fixture.pivot)
        interaction.update(0.4)
        #expect(fixture.stage.hierarchyDescription.contains(#"Photo [appearing, animation "slide", interactive 40%]"#))
        send(DetailRequest(title: "Caption"), via: fixture.pivot)
        fixture.stage.advanceClock(by: .seconds(10))
        #expect(fixture.stackNames == ["Albums", "Photo"], "the request sent meanwhile waits, whatever the clock")
        #expect(fixture.stage.isAnimating)
        interaction.finish()
        fixture.stage.finishAnimations()
        #expect(fixture.stackNames == ["Albums", "Photo", "Caption"] && fixture.errors.isEmpty)
        #expect(interaction.state == .finished && interaction.progress == 1)
    }

    @Test func cancellingAnInteractivePushLeavesTheStackAsItWasAndFailsTheRequest() {
        let fixture = Fixture()
        let interaction = TransitionAnimation.Interaction()
        let photo = HeadlessScreen("Photo")
        send(TransitionRequest(.push(photo, animation: slide(interaction))), via: fixture.pivot)
        send(DetailRequest(title: "Caption"), via: fixture.pivot)
        interaction.update(0.7)
        interaction.cancel()
        #expect(!fixture.stage.contains(photo))
        #expect(fixture.errors == [.illegalTransition(.interactionCancelled(#"push Photo (animation "slide")"#))])
        fixture.stage.finishAnimations()
        #expect(fixture.stackNames == ["Albums", "Caption"], "the request sent meanwhile runs after")
        interaction.finish()
        #expect(interaction.state == .cancelled, "an ended interaction stays ended")
    }

    @Test(arguments: [true, false])
    func anInteractivePopCommitsWhenFinishedAndPutsTheScreensBackWhenCancelled(_ finishes: Bool) {
        let fixture = Fixture()
        send(DetailRequest(title: "Trip"), via: fixture.pivot)
        send(DetailRequest(title: "Photo"), via: fixture.pivot)
        fixture.stage.finishAnimations()
        let interaction = TransitionAnimation.Interaction()
        send(TransitionRequest(.pop(to: .root, animation: slide(interaction))), via: fixture.pivot)
        interaction.update(0.25)
        #expect(fixture.stage.hierarchyDescription.hasPrefix(#"NavigationStack [animation "slide", interactive 25%]"#))
        send(DetailRequest(title: "Next"), via: fixture.pivot)
        if finishes { interaction.finish() } else { interaction.cancel() }
        fixture.stage.finishAnimations()
        #expect(fixture.stackNames == (finishes ? ["Albums", "Next"] : ["Albums", "Trip", "Photo", "Next"]))
        #expect(
            fixture.errors
                == (finishes ? [] : [.illegalTransition(.interactionCancelled(#"pop to root (animation "slide")"#))]))
    }

    @Test(arguments: [true, false])
    func anInteractiveDismissalCommitsWhenFinishedAndKeepsTheScreenWhenCancelled(_ finishes: Bool) {
        let fixture = Fixture()
        let card = HeadlessScreen("Card")
        send(TransitionRequest(.present(card)), via: fixture.pivot)
        fixture.stage.finishAnimations()
        let departed = Log<String>()
        fixture.stage.observeDeparture(of: card) { departed.values.append("Card") }
        let interaction = TransitionAnimation.Interaction()
        send(TransitionRequest(.dismiss(animation: slide(interaction))), via: fixture.pivot)
        interaction.update(0.5)
        #expect(
            fixture.stage.hierarchyDescription.contains(#"Card [disappearing, animation "slide", interactive 50%]"#))
        if finishes { interaction.finish() } else { interaction.cancel() }
        fixture.stage.finishAnimations()
        #expect(fixture.presentedNames == (finishes ? [] : ["Card"]))
        #expect(departed.values == (finishes ? ["Card"] : []), "a cancelled dismissal departs nothing")
        #expect(
            fixture.errors
                == (finishes ? [] : [.illegalTransition(.interactionCancelled(#"dismiss top (animation "slide")"#))]),
            "the request fails as cancelled, not as a dismissal the stage did not perform")
        #expect(fixture.stage.hierarchyDescription.contains("[") == false, "nothing left mid-transition")
    }

    @Test func aPopBackFromAnInteractivePushUsesItsAnimationWithoutItsFinishedDriver() {
        let fixture = Fixture()
        let interaction = TransitionAnimation.Interaction()
        send(TransitionRequest(.push(HeadlessScreen("Photo"), animation: slide(interaction))), via: fixture.pivot)
        interaction.finish()
        send(TransitionRequest(.pop()), via: fixture.pivot)
        fixture.stage.advanceClock(by: .milliseconds(100))
        #expect(fixture.stage.hierarchyDescription.hasPrefix(#"NavigationStack [animation "slide"]"#))
        fixture.stage.finishAnimations()
        #expect(fixture.stackNames == ["Albums"] && fixture.errors.isEmpty)
    }

    @Test func aTransitionThatCannotBeInteractiveRefusesAnInteractiveAnimation() {
        let fixture = Fixture()
        let interaction = TransitionAnimation.Interaction()
        send(TransitionRequest(.present(HeadlessScreen("Card"), animation: slide(interaction))), via: fixture.pivot)
        fixture.stage.finishAnimations()
        #expect(fixture.errors == [.invalidRequest("Card", .unusableAnimation("slide"))])
        #expect(fixture.presentedNames.isEmpty)
    }

    @Test func cancellingTheRequestWhileItsInteractivePushIsInFlightCancelsItAndFreesTheQueue() async {
        let fixture = Fixture()
        let interaction = TransitionAnimation.Interaction()
        let photo = HeadlessScreen("Photo")
        let (task, outcome) = awaitInTask(
            TransitionRequest(.push(photo, animation: slide(interaction))), on: fixture.pivot)
        #expect(await settleTasks(until: { fixture.stage.isAnimating }))
        interaction.update(0.5)
        task.cancel()
        #expect(await settleTasks(until: { outcome.isDone }), "the caller is answered, not left waiting")
        guard case .cancelled = outcome.error else {
            return #expect(Bool(false), "\(String(describing: outcome.error))")
        }
        #expect(interaction.state == .cancelled, "nobody drives it any more: it goes back")
        #expect(!fixture.stage.contains(photo) && !fixture.stage.isAnimating, "the stage is as it was, and free")
        send(DetailRequest(title: "Caption"), via: fixture.pivot)
        fixture.stage.finishAnimations()
        #expect(fixture.stackNames == ["Albums", "Caption"])
    }

    @Test func anInteractionCancelledBeforeItsTransitionStartsFailsItAndLeavesTheStageAlone() {
        let fixture = Fixture()
        let interaction = TransitionAnimation.Interaction()
        send(DetailRequest(title: "Caption"), via: fixture.pivot)
        send(TransitionRequest(.push(HeadlessScreen("Photo"), animation: slide(interaction))), via: fixture.pivot)
        interaction.cancel()
        fixture.stage.finishAnimations()
        #expect(fixture.stackNames == ["Albums", "Caption"])
        #expect(fixture.errors == [.illegalTransition(.interactionCancelled(#"push Photo (animation "slide")"#))])
    }

    @Test func anInteractionEndedBeforeItsTransitionStartsOrReusedPlaysItAsAPlainCustomAnimation() {
        let fixture = Fixture()
        let interaction = TransitionAnimation.Interaction()
        send(DetailRequest(title: "Caption"), via: fixture.pivot)
        send(TransitionRequest(.push(HeadlessScreen("Photo"), animation: slide(interaction))), via: fixture.pivot)
        interaction.finish()
        fixture.stage.advanceClock(by: .milliseconds(400))
        #expect(
            fixture.stage.hierarchyDescription.contains(#"Photo [appearing, animation "slide"]"#),
            "the push animates on the clock, not driven")
        fixture.stage.finishAnimations()
        #expect(fixture.stackNames == ["Albums", "Caption", "Photo"] && fixture.errors.isEmpty)
        send(TransitionRequest(.pop(animation: slide(interaction))), via: fixture.pivot)
        fixture.stage.advanceClock(by: .milliseconds(100))
        #expect(
            fixture.stage.hierarchyDescription.hasPrefix(#"NavigationStack [animation "slide"]"#), "not interactive")
        fixture.stage.finishAnimations()
        #expect(fixture.stackNames == ["Albums", "Caption"] && fixture.errors.isEmpty)
    }

    /// A stage asked to perform without animation does so at once, as UIKit does with `animated: false`: an
    /// interaction the transition carries does not hold it.
    @Test func aPushPerformedWithoutAnimationIsDoneAtOnceWhateverDrivesItsAnimation() {
        let fixture = Fixture()
        let interaction = TransitionAnimation.Interaction()
        var outcome: StageOutcome?

        fixture.stage.perform(.push(HeadlessScreen("Photo"), animation: slide(interaction)), animated: false) {
            outcome = $0
        }

        #expect(outcome == .completed)
        #expect(fixture.stackNames == ["Albums", "Photo"] && !fixture.stage.isAnimating)
        send(DetailRequest(title: "Caption"), via: fixture.pivot)
        fixture.stage.finishAnimations()
        #expect(fixture.stackNames == ["Albums", "Photo", "Caption"], "nothing waits for the interaction")
    }

    /// The pop back of a screen pushed with a driver mirrors the push's animation without the driver, as UIKit asks
    /// the navigation delegate afresh for the pop (N): a driver the push left running — it was performed without
    /// animation — or cancelled since neither holds the pop nor fails it.
    @Test(arguments: [false, true])
    func thePopBackOfADrivenPushAnimatesOnTheClockWhateverItsDriverDoes(_ driverCancelled: Bool) {
        let fixture = Fixture()
        let interaction = TransitionAnimation.Interaction()
        fixture.stage.perform(.push(HeadlessScreen("Photo"), animation: slide(interaction)), animated: false) { _ in }
        if driverCancelled { interaction.cancel() }

        send(TransitionRequest(.pop()), via: fixture.pivot)
        send(DetailRequest(title: "Caption"), via: fixture.pivot)
        fixture.stage.advanceClock(by: .milliseconds(100))
        #expect(fixture.stage.hierarchyDescription.hasPrefix(#"NavigationStack [animation "slide"]"#))
        fixture.stage.finishAnimations()

        #expect(fixture.stackNames == ["Albums", "Caption"], "the request sent after the pop ran once it ended")
        #expect(fixture.errors.isEmpty)
    }

    @Test func aDismissalWhoseInteractionEndedBeforeItsTurnAnimatesOnTheClock() {
        let fixture = Fixture()
        send(TransitionRequest(.present(HeadlessScreen("Card"))), via: fixture.pivot)
        fixture.stage.finishAnimations()
        let interaction = TransitionAnimation.Interaction()
        interaction.finish()
        send(TransitionRequest(.dismiss(animation: slide(interaction))), via: fixture.pivot)
        fixture.stage.advanceClock(by: .milliseconds(100))
        #expect(fixture.stage.hierarchyDescription.contains(#"Card [disappearing, animation "slide"]"#))
        fixture.stage.finishAnimations()
        #expect(fixture.presentedNames.isEmpty && fixture.errors.isEmpty)
    }

    @Test(arguments: [(Double.nan, 0), (-3, 0), (7, 100), (.infinity, 100), (-.infinity, 0), (0.333, 33)])
    func progressOutside0To1IsClampedAndShownSafely(_ value: Double, _ percent: Int) {
        let fixture = Fixture()
        let interaction = TransitionAnimation.Interaction()
        send(TransitionRequest(.push(HeadlessScreen("Photo"), animation: slide(interaction))), via: fixture.pivot)
        interaction.update(value)
        #expect((0...1).contains(interaction.progress))
        #expect(fixture.stage.hierarchyDescription.contains(#"animation "slide", interactive \#(percent)%]"#))
        interaction.finish()
        interaction.finish()
        interaction.cancel()
        interaction.update(0.2)
        fixture.stage.finishAnimations()
        #expect(interaction.state == .finished && interaction.progress == 1, "the first end stands")
        #expect(fixture.stackNames == ["Albums", "Photo"] && fixture.errors.isEmpty)
    }
}
