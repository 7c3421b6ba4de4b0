import Testing

@testable import ScenePivot

/// An app's navigation-controller delegate with an interactive transition of its own, as apps write them: it hands
/// its percent-driven transition to whatever animator it is asked about, and drives it only from its own gesture.
@MainActor
private final class AppInteractiveNavigationDelegate: ModelNavigationDelegate {
    let interactive = ModelPercentDrivenTransition()
    var askedAbout: [AnyObject] = []

    func implements(_ method: ModelDelegateMethod) -> Bool { method == .interactionController }
    func animator(isPush: Bool, from: ModelController, to: ModelController) -> AnyObject? { nil }
    func didShow(_ controller: ModelController) {}
    func interactionController(for animator: AnyObject) -> (any ModelInteractiveTransitioning)? {
        askedAbout.append(animator)
        return interactive
    }
}

/// Which interaction controller drives a transition the proxy gave the animator of.
extension UIKitDelegateTests {
    /// `UIViewControllerTransitioning.h:39-44`: UIKit asks a delegate for an interaction controller only about the
    /// animator that delegate gave. The proxy gives ScenePivot's animator, so the app's delegate must not be asked
    /// about it: its interaction controller would alone drive a push it knows nothing of, which would never end.
    @Test(arguments: [false, true])
    func theAppsDelegateIsNeverAskedToDriveACustomPushOfScenePivots(interactive: Bool) {
        let app = AppInteractiveNavigationDelegate()
        navigation.navigationDelegate = app
        let zoom = PushAnimator()
        let interaction = TransitionAnimation.Interaction()
        let animation =
            interactive ? TransitionAnimation("zoom", zoom, drivenBy: interaction) : TransitionAnimation("zoom", zoom)
        var outcome: StageOutcome?
        contract.stage.perform(.push(ModelController("Photo"), animation: animation), animated: true) {
            outcome = $0
        }
        contract.settle()
        if interactive { interaction.finish() }
        contract.settle()
        #expect(outcome == .completed)
        #expect(navigation.children.map(\.name) == ["Root", "Photo"])
        #expect(app.askedAbout.isEmpty, "the app's delegate is asked only about animators it gave")
    }

    @Test func theAppsDelegateStillDrivesTheAnimatorsItGives() {
        let mine = PushAnimator()
        let theirs = PushAnimator()
        let driver = DelegateRouting.interactionController(
            for: theirs, ownAnimator: mine, ownDriver: { "ScenePivot's" }, appAnswer: { "the app's" })
        #expect(driver == "the app's")
        let own = DelegateRouting.interactionController(
            for: mine, ownAnimator: mine, ownDriver: { String?.none }, appAnswer: { "the app's" })
        #expect(own == nil, "ScenePivot's animator without a driver of its own runs by itself")
    }
}
