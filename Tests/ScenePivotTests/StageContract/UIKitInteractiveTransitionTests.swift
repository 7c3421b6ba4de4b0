import Testing

@testable import ScenePivot

/// An app's own transitioning delegate, set on its screen before ScenePivot presents or dismisses it.
@MainActor
private final class AppTransitions: ModelTransitioningDelegate {}

/// A custom animator.
private final class Slide: ModelAnimatedTransitioning {}

/// How the UIKit stage performs interactive transitions over the model of UIKit, which asks the transitioning
/// delegate for the animator and interaction controller as a dismissal begins, starts the interaction controller
/// on a later turn and leaves a transition in flight for as long as its interaction controller does not end it (TI1,
/// TI2 in `ModelBehaviourTests+Interactions.swift`; `UIViewControllerTransitioning.h:30-44`). The decisions are
/// `TransitioningDelegateSwap`'s and `InteractionDriving`'s, which the UIKit adapter performs.
@Suite("UIKit stage interactive transitions and transitioning delegates, over a model of UIKit")
@MainActor
struct UIKitInteractiveTransitionTests {
    let contract = UIKitModelContract(root: "Root", inNavigationStack: true)
    var uikit: ModelUIKit { contract.uikit }
    var navigation: ModelController { contract.uikit.window.root! }

    private func slide(_ interaction: TransitionAnimation.Interaction) -> TransitionAnimation {
        TransitionAnimation("slide", Slide(), drivenBy: interaction)
    }

    /// Presents a card (a sheet) whose transitioning delegate is `appDelegate`, as the app set it.
    private func presentCard(appDelegate: AppTransitions?) -> ModelController {
        let card = ModelController("Card")
        card.transitioningDelegate = appDelegate
        #expect(contract.run(.present(card, Presentation())) == .completed)
        return card
    }

    /// Starts an interactive dismissal of the card, without letting a turn pass.
    private func startDismissal(
        of card: ModelController, drivenBy interaction: TransitionAnimation.Interaction
    ) -> Outcome {
        let outcome = Outcome()
        contract.stage.perform(.dismiss(card, animation: slide(interaction)), animated: true) { outcome.value = $0 }
        return outcome
    }

    private final class Outcome {
        var value: StageOutcome?
    }

    // MARK: The transitioning delegate goes back

    /// TI3: cancelled, the card stays presented; finished, it goes. Either way the dismissal is over, and the
    /// delegate it was given for it must not outlive it.
    @Test(arguments: [true, false], [true, false])
    func anInteractiveDismissalPutsBackTheScreensOwnTransitioningDelegateWhenItEnds(finishes: Bool, appHasOne: Bool) {
        let appDelegate = appHasOne ? AppTransitions() : nil
        let card = presentCard(appDelegate: appDelegate)
        let interaction = TransitionAnimation.Interaction()
        let outcome = startDismissal(of: card, drivenBy: interaction)
        contract.settle()
        #expect(card.transitioningDelegate !== appDelegate, "ScenePivot's, while the dismissal runs")
        interaction.update(0.5)
        if finishes { interaction.finish() } else { interaction.cancel() }
        contract.settle()
        #expect(contract.presentedNames == (finishes ? [] : ["Card"]))
        #expect(
            outcome.value
                == (finishes
                    ? .completed
                    : .failed(.illegalTransition(.interactionCancelled(#"dismiss Card (animation "slide")"#)))))
        #expect(card.transitioningDelegate === appDelegate, "the app's delegate (or none) is back")
        #expect(contract.controllerStage.heldDelegates.isEmpty)
    }

    /// The issue's case: after a cancelled interactive dismissal, the user's swipe down and a next `.dismiss` must not
    /// meet an interaction controller nobody drives (TI2).
    @Test func afterACancelledInteractiveDismissalTheUsersSwipeAndTheNextDismissalRunToTheirEnd() {
        let card = presentCard(appDelegate: nil)
        let interaction = TransitionAnimation.Interaction()
        _ = startDismissal(of: card, drivenBy: interaction)
        contract.settle()
        interaction.cancel()
        contract.settle()
        contract.userSwipesDown(completing: false)
        contract.settle()
        #expect(card.transition == nil && !card.isBeingDismissed, "the finger drives the swipe, and let go of it")
        #expect(contract.run(.dismiss(card)) == .completed)
        #expect(contract.presentedNames.isEmpty && card.animator == nil, "UIKit's own dismissal animation")
        #expect(contract.complaints.isEmpty)
    }

    @Test func aCustomPresentationsDelegateGoesBackOnceDismissedSoTheNextPresentationIsTheApps() {
        let appDelegate = AppTransitions()
        let card = ModelController("Card")
        card.transitioningDelegate = appDelegate
        let slide = Slide()
        #expect(contract.run(.present(card, Presentation.animated(TransitionAnimation("slide", slide)))) == .completed)
        #expect(card.animator === slide && card.transitioningDelegate !== appDelegate)
        #expect(contract.run(.dismiss(card)) == .completed)
        #expect(card.transitioningDelegate === appDelegate, "the app's is back once the presentation has ended")
        uikit.present(card, from: navigation, animated: true) {}  // the app presents it again, on its own
        contract.settle()
        #expect(card.animator === appDelegate, "with its own delegate, not the earlier custom animation")
    }

    @Test func aPresentationUIKitRefusesPutsBackTheAppsDelegateAtOnce() {
        let appDelegate = AppTransitions()
        let card = ModelController("Card")
        card.transitioningDelegate = appDelegate
        uikit.refusesNextPresentation = true
        _ = contract.run(.present(card, Presentation.animated(TransitionAnimation("slide", Slide()))))
        #expect(card.transitioningDelegate === appDelegate && contract.controllerStage.heldDelegates.isEmpty)
    }

    @Test func aCustomDismissalOfACustomPresentationPutsBackThePresentationsDelegateWhenCancelled() {
        let presenting = AppTransitions()  // the presentation's animation, a transitioning delegate
        let card = ModelController("Card")
        #expect(
            contract.run(.present(card, Presentation.animated(TransitionAnimation("card", presenting)))) == .completed)
        let interaction = TransitionAnimation.Interaction()
        _ = startDismissal(of: card, drivenBy: interaction)
        contract.settle()
        interaction.cancel()
        contract.settle()
        #expect(card.transitioningDelegate === presenting, "still presented: its dismissals animate with it")
        contract.userSwipesDown(completing: true)
        contract.settle()
        #expect(contract.presentedNames.isEmpty && card.animator === presenting)
        #expect(card.transitioningDelegate == nil, "and once dismissed, the none it had before")
    }

    // MARK: What came before UIKit started the transition is replayed

    @Test(arguments: [true, false])
    func aDismissalsInteractionEndedBeforeUIKitStartsItIsReplayed(_ finishes: Bool) {
        let card = presentCard(appDelegate: nil)
        let interaction = TransitionAnimation.Interaction()
        let outcome = startDismissal(of: card, drivenBy: interaction)
        interaction.update(0.7)
        if finishes { interaction.finish() } else { interaction.cancel() }
        contract.settle()
        #expect(outcome.value != nil, "the dismissal ended instead of waiting forever")
        #expect(contract.presentedNames == (finishes ? [] : ["Card"]))
        #expect(card.transition == nil && card.transitioningDelegate == nil)
    }

    @Test func progressGivenBeforeUIKitStartsTheDismissalIsReplayed() throws {
        let card = presentCard(appDelegate: nil)
        let interaction = TransitionAnimation.Interaction()
        _ = startDismissal(of: card, drivenBy: interaction)
        interaction.update(0.3)
        let delegate = try #require(card.transitioningDelegate as? ModelPresentationAnimatorDelegate)
        contract.settle()
        #expect(delegate.dismissalInteraction?.context?.percentComplete == 0.3)
        interaction.finish()
        contract.settle()
        #expect(contract.presentedNames.isEmpty)
    }

    @Test(arguments: [true, false])
    func aPushsInteractionEndedBeforeUIKitStartsItIsReplayed(_ finishes: Bool) {
        let photo = ModelController("Photo")
        let interaction = TransitionAnimation.Interaction()
        var outcome: StageOutcome?
        contract.stage.perform(.push(photo, animation: slide(interaction)), animated: true) { outcome = $0 }
        if finishes { interaction.finish() } else { interaction.cancel() }
        contract.settle()
        #expect(
            outcome
                == (finishes
                    ? .completed
                    : .failed(.illegalTransition(.interactionCancelled(#"push Photo (animation "slide")"#)))))
        #expect(contract.stackNames == (finishes ? ["Root", "Photo"] : ["Root"]))
        #expect(navigation.transition == nil)
    }

    @Test(arguments: [true, false])
    func aPopsInteractionEndedBeforeUIKitStartsItIsReplayed(_ finishes: Bool) {
        #expect(contract.run(.push(ModelController("Photo"))) == .completed)
        let interaction = TransitionAnimation.Interaction()
        var outcome: StageOutcome?
        contract.stage.perform(.pop(.previous, animation: slide(interaction)), animated: true) { outcome = $0 }
        if finishes { interaction.finish() } else { interaction.cancel() }
        contract.settle()
        #expect(outcome != nil, "the pop ended instead of waiting forever")
        #expect(contract.stackNames == (finishes ? ["Root"] : ["Root", "Photo"]))
        #expect(navigation.transition == nil)
    }
}
