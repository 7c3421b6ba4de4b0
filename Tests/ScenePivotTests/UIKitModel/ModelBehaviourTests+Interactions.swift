import Testing

@testable import ScenePivot

/// A transitioning delegate that animates dismissals interactively, with an interaction controller the test drives,
/// and logs what UIKit asks it.
@MainActor
final class InteractiveTransitions: ModelTransitioningDelegate {
    let driver = ModelPercentDrivenTransition()
    private(set) var asked: [String] = []

    func dismissalAnimator(for dismissed: ModelController) -> AnyObject? {
        asked.append("animationController(forDismissed:)")
        return self
    }

    func interactionController(forDismissal animator: AnyObject) -> (any ModelInteractiveTransitioning)? {
        asked.append("interactionControllerForDismissal(using:)")
        return driver
    }
}

/// The rows on interactive transitions, which `UIKIT-BEHAVIOUR.md` does not have yet (rows to add):
///
/// | id | behaviour | source |
/// |---|---|---|
/// | TI1 | An animated dismissal — `dismiss(animated:completion:)` or the user's swipe down — asks the presented controller's `transitioningDelegate` for `animationController(forDismissed:)` as it begins and, given an animator, for `interactionControllerForDismissal(using:)`; the interaction controller's `startInteractiveTransition(_:)` comes later. | H UIViewControllerTransitioning.h:30-44; when exactly: dev |
/// | TI2 | Given an interaction controller, the system no longer runs the animator by itself: the transition stays in flight until the interaction controller finishes or cancels it through its context, whatever the user's finger does. | H UIViewControllerTransitioning.h:32-37, :56-61, :101-107 |
/// | TI3 | A cancelled interactive dismissal leaves the controller presented and no longer being dismissed. | H UIViewControllerTransitioning.h:80, :94-95; G2 |
/// | TI4 | `UIPercentDrivenInteractiveTransition`'s `update`, `finish` and `cancel` drive a transition that has started; before `startInteractiveTransition(_:)` there is no transition context to drive. | H UIViewControllerTransitioning.h:232-243 (silent on calls before the start: dev, the model loses them) |
extension ModelBehaviourTests {
    // MARK: TI — Interactive transitions

    @Test(
        "TI1: a dismissal asks the transitioning delegate for its animator, then its interaction controller, which starts later"
    )
    func ti1() {
        let sheet = sheet("Sheet")
        present(sheet, from: navigation)
        let transitions = InteractiveTransitions()
        uikit.setTransitioningDelegate(transitions, of: sheet)
        uikit.dismissPresented(by: navigation, animated: true) {}
        #expect(
            transitions.asked == ["animationController(forDismissed:)", "interactionControllerForDismissal(using:)"])
        #expect(transitions.driver.context == nil, "not started within the call")
        uikit.runTurns()
        #expect(transitions.driver.context != nil)
        transitions.driver.finish()
        uikit.runUntilIdle()
        #expect(navigation.ownPresented == nil && sheet.animator === transitions)
    }

    @Test("TI2: an interaction controller nobody drives leaves its dismissal in flight, the user's swipe too")
    func ti2() {
        let sheet = sheet("Sheet")
        present(sheet, from: navigation)
        let transitions = InteractiveTransitions()
        uikit.setTransitioningDelegate(transitions, of: sheet)
        var completions = 0
        uikit.dismissPresented(by: navigation, animated: true) { completions += 1 }
        uikit.runUntilIdle()
        #expect(sheet.isBeingDismissed && sheet.transition != nil && completions == 0, "in flight for good")
        transitions.driver.cancel()
        uikit.runUntilIdle()
        #expect(!sheet.isBeingDismissed && sheet.transition == nil)
        uikit.userSwipesDown(completing: true)
        uikit.runUntilIdle()
        #expect(navigation.ownPresented === sheet && sheet.transition != nil, "the finger does not drive it")
    }

    @Test("TI3: a cancelled interactive dismissal leaves the controller presented, no longer being dismissed")
    func ti3() {
        let sheet = sheet("Sheet")
        present(sheet, from: navigation)
        let transitions = InteractiveTransitions()
        uikit.setTransitioningDelegate(transitions, of: sheet)
        uikit.dismissPresented(by: navigation, animated: true) {}
        uikit.runTurns()
        transitions.driver.update(0.6)
        #expect(transitions.driver.context?.percentComplete == 0.6)
        transitions.driver.cancel()
        uikit.runUntilIdle()
        #expect(navigation.ownPresented === sheet && sheet.presenting === navigation)
        #expect(!sheet.isBeingDismissed && sheet.transition == nil)
    }

    @Test("TI4: a percent-driven transition finished before UIKit starts it has nothing to finish: it stays in flight")
    func ti4() {
        let sheet = sheet("Sheet")
        present(sheet, from: navigation)
        let transitions = InteractiveTransitions()
        uikit.setTransitioningDelegate(transitions, of: sheet)
        uikit.dismissPresented(by: navigation, animated: true) {}
        transitions.driver.update(0.5)
        transitions.driver.finish()
        uikit.runUntilIdle()
        #expect(transitions.driver.context?.percentComplete == 0, "the update came before the context")
        #expect(sheet.isBeingDismissed && navigation.ownPresented === sheet, "and so did the finish")
    }
}
