import Testing

@testable import ScenePivot

/// A transitioning delegate that holds the view controller it animates, as a card transition often does.
private final class HoldingDelegate: ModelTransitioningDelegate {
    var presented: ModelController?
}

/// What a test keeps of a presentation: weak references only, so that whether anything leaked shows.
@MainActor
private struct Presented {
    weak var controller: ModelController?
    weak var delegate: HoldingDelegate?
}

/// UIKit holds `transitioningDelegate` weakly, so the UIKit stage keeps a presentation's delegate alive — and lets
/// it go when the presentation ends, so that a delegate holding its view controller leaks neither.
@Suite("Transitioning delegates live as long as their presentation, over a model of UIKit")
@MainActor
struct TransitioningDelegateLifetimeTests {
    /// Presents a card whose delegate holds it, keeping no strong reference to either.
    private func presentCard(on contract: UIKitModelContract) -> Presented {
        let card = ModelController("Card")
        let delegate = HoldingDelegate()
        delegate.presented = card
        var presentation = Presentation(style: .pageSheet)
        presentation.animation = TransitionAnimation("card", delegate)
        #expect(contract.run(.present(card, presentation)) == .completed)
        return Presented(controller: card, delegate: delegate)
    }

    @Test
    func theDelegateLivesWhileItsScreenIsPresentedAndGoesWithTheDismissal() {
        let contract = UIKitModelContract(root: "Root", inNavigationStack: true)
        let card = presentCard(on: contract)
        #expect(card.delegate != nil && card.controller?.animator === card.delegate, "kept while presented")
        contract.userSwipesDown(completing: false)
        contract.settle()
        #expect(card.delegate != nil, "a cancelled swipe-down leaves it presented, with its delegate")
        #expect(contract.run(.dismiss(nil)) == .completed)
        contract.settle()
        #expect(card.delegate == nil && card.controller == nil, "both went with the dismissal")
        #expect(contract.complaints.isEmpty)
    }

    @Test
    func theDelegateGoesWhenTheUserSwipesItsScreenAway() {
        let contract = UIKitModelContract(root: "Root", inNavigationStack: true)
        let card = presentCard(on: contract)
        contract.userSwipesDown(completing: true)
        contract.settle()
        #expect(contract.presentedNames.isEmpty)
        #expect(card.delegate == nil && card.controller == nil, "the stage heard the swipe and let go")
    }

    @Test
    func theDelegateGoesWhenUIKitRefusesThePresentation() {
        let contract = UIKitModelContract(root: "Root", inNavigationStack: true)
        contract.uikit.refusesNextPresentation = true
        let card = ModelController("Card")
        weak var delegate: HoldingDelegate?
        do {
            let holding = HoldingDelegate()
            holding.presented = card
            delegate = holding
            _ = contract.run(.present(card, Presentation.animated(TransitionAnimation("card", holding))))
        }
        contract.settle()
        #expect(contract.controllerStage.heldDelegates.isEmpty)
        #expect(delegate == nil, "nothing was presented, so nothing is held")
    }
}
