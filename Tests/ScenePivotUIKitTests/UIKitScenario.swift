#if canImport(UIKit)
import UIKit

/// One scenario of the UIKit stage contract: a name, and a function that runs it in a window and returns the
/// failures it found. The test-framework glue runs ``all`` of them, each in a new window.
struct UIKitScenario: Sendable, CustomStringConvertible {
    /// The scenario's name, as test reports show it.
    let name: String
    /// Runs the scenario in a shown window and returns its failures; the window is taken down afterwards.
    let run: @MainActor @Sendable (UIWindow) async -> [String]

    var description: String { name }

    /// Runs the scenario in a new window and returns its failures.
    @MainActor func runInNewWindow() async -> [String] {
        let window = UIKitTestWindow.make()
        let failures = await run(window)
        await UIKitTestWindow.close(window)
        return failures
    }

    /// Every scenario: the rules, then the departures, then state restoration, then the app's delegates, then the
    /// window's queue, then sheets, then full-screen presentations, then storyboards.
    static let all: [UIKitScenario] =
        rules + departures + restoration + delegates + windowQueues + sheets + fullScreen + storyboards

    /// One transition queue per window.
    static let windowQueues: [UIKitScenario] = [
        UIKitScenario(
            name: "a second screen's request waits for the first screen's alert",
            run: UIKitWindowQueueScenarios.aSecondScreensRequestWaitsForTheFirstScreensAlert),
        UIKitScenario(
            name: "two windows do not wait for each other",
            run: UIKitWindowQueueScenarios.twoWindowsDoNotWaitForEachOther),
    ]

    /// Sheets as UIKit shows them.
    static let sheets: [UIKitScenario] = [
        UIKitScenario(
            name: "the system detents use UIKit's identifiers",
            run: UIKitSheetScenarios.theSystemDetentsUseUIKitsIdentifiers),
        UIKitScenario(
            name: "a custom height is shown from iOS 16 and refused before",
            run: UIKitSheetScenarios.aCustomHeightIsShownFromIOS16AndRefusedBefore),
    ]

    /// The app's own delegates next to ScenePivot's.
    static let delegates: [UIKitScenario] = [
        UIKitScenario(
            name: "the app's tab bar delegate keeps every answer it gave UIKit",
            run: UIKitDelegateScenarios.theAppsTabBarDelegateKeepsEveryAnswer),
        UIKitScenario(
            name: "a transitioning delegate goes with its presentation",
            run: UIKitDelegateScenarios.aTransitioningDelegateGoesWithItsPresentation),
        UIKitScenario(
            name: "a screen's own transitioning delegate is back once it was dismissed",
            run: UIKitDelegateScenarios.aScreensOwnTransitioningDelegateIsBackOnceDismissed),
    ]

    /// The rules of the stage contract.
    static let rules: [UIKitScenario] = [
        UIKitScenario(
            name: "presentations start from the top-most presented screen",
            run: UIKitContractScenarios.presentationsStartFromTheTopMostPresentedScreen),
        UIKitScenario(
            name: "dismissing a screen dismisses everything above it",
            run: UIKitContractScenarios.dismissingAScreenDismissesEverythingAboveIt),
        UIKitScenario(
            name: "dismissing with nothing presented is refused; dismissing everything is a no-op",
            run: UIKitContractScenarios.dismissingWithNothingPresentedIsRefusedAndDismissAllIsANoOp),
        UIKitScenario(
            name: "nothing happens beneath an alert, but the alert itself can be dismissed",
            run: UIKitContractScenarios.nothingHappensBeneathAnAlertButTheAlertItselfCanBeDismissed),
        UIKitScenario(
            name: "pushes and pops act on the top-most navigation stack",
            run: UIKitContractScenarios.pushesAndPopsActOnTheTopMostNavigationStack),
        UIKitScenario(
            name: "with no navigation stack, pushes and pops are refused",
            run: UIKitContractScenarios.withNoNavigationStackPushesAndPopsAreRefused),
        UIKitScenario(
            name: "pop at the root is refused, pop to the root at the root is a no-op",
            run: UIKitContractScenarios.popRulesRefuseWhatUIKitCannotDoAndIgnoreWhatIsHarmless),
        UIKitScenario(
            name: "a screen is on stage at most once",
            run: UIKitContractScenarios.aScreenIsOnStageAtMostOnce),
        UIKitScenario(
            name: "a navigation controller is never pushed",
            run: UIKitContractScenarios.aNavigationStackIsNeverPushed),
        UIKitScenario(
            name: "a transition asked for while another animates waits for it",
            run: UIKitContractScenarios.aTransitionAskedForWhileAnotherAnimatesWaitsForIt),
        UIKitScenario(
            name: "the root is replaced with everything it presented",
            run: UIKitContractScenarios.theRootIsReplacedWithEverythingItPresented),
        UIKitScenario(
            name: "popovers need an anchor where they are shown as popovers (iPad), none elsewhere",
            run: UIKitContractScenarios.popoversNeedAnAnchorWhereTheyAreShownAsPopovers),
        UIKitScenario(
            name: "a transition asked for before the window waits for it",
            run: UIKitContractScenarios.aTransitionAskedForBeforeTheWindowWaitsForIt),
    ]

    /// The departure cases: screens that leave by the app's own UIKit calls.
    static let departures: [UIKitScenario] = [
        UIKitScenario(
            name: "the app dismissing the presenter of an alert answers the alert",
            run: UIKitDepartureScenarios.theAppDismissingThePresenterOfAnAlertAnswersTheAlert),
        UIKitScenario(
            name: "an alert the app dismisses itself is reported and the queue moves on",
            run: UIKitDepartureScenarios.anAlertTheAppDismissesItselfIsReportedAndTheQueueMovesOn),
        UIKitScenario(
            name: "the app's own setViewControllers answers the screen it removed",
            run: UIKitDepartureScenarios.theAppsOwnSetViewControllersAnswersTheScreenItRemoved),
        UIKitScenario(
            name: "removeFromParent answers the screen that left",
            run: UIKitDepartureScenarios.removeFromParentAnswersTheScreenThatLeft),
        UIKitScenario(
            name: "a window root swap answers every screen of the old hierarchy",
            run: UIKitDepartureScenarios.aWindowRootSwapAnswersEveryScreenOfTheOldHierarchy),
        UIKitScenario(
            name: "the app's own popViewController answers the popped screen",
            run: UIKitDepartureScenarios.theAppsOwnPopAnswersThePoppedScreen),
        UIKitScenario(
            name: "a picker whose presentation waited still answers when dismissed",
            run: UIKitDepartureScenarios.aPickerWhosePresentationWaitedStillAnswersWhenDismissed),
    ]
}
#endif
