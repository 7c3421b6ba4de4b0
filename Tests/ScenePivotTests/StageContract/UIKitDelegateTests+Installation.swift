import Testing

@testable import ScenePivot

/// A coordinator that owns its navigation controller and is its delegate, as apps write them.
@MainActor
private final class NavigationCoordinator: ModelNavigationDelegate {
    let navigation: ModelController
    let ownAnimator = PushAnimator()

    init(owning navigation: ModelController) {
        self.navigation = navigation
    }

    func implements(_ method: ModelDelegateMethod) -> Bool { [.animationController, .didShow].contains(method) }
    func animator(isPush: Bool, from: ModelController, to: ModelController) -> AnyObject? { ownAnimator }
    func didShow(_ controller: ModelController) {}
}

/// When the proxies are installed, what they claim while UIKit may remember it, and what they hold.
extension UIKitDelegateTests {
    /// UIKit may read what a delegate claims only when it is set: the proxy has its pending push and claims its own
    /// methods before it becomes the delegate, whatever the app's delegate implements.
    @Test(arguments: [false, true])
    func aCustomPushGetsItsAnimatorThoughUIKitReadsTheProxysClaimsOnlyWhenItIsSet(_ appHasDelegate: Bool) {
        let app = AppNavigationDelegate([.didShow])
        if appHasDelegate { navigation.navigationDelegate = app }
        let photo = ModelController("Photo")
        let zoom = PushAnimator()
        #expect(contract.run(.push(photo, animation: TransitionAnimation("zoom", zoom))) == .completed)
        #expect(photo.animator === zoom, "the custom push's animator")
        #expect(app.shown == (appHasDelegate ? ["Photo"] : []))
        let next = ModelController("Next")
        contract.uikit.appPushes(next, onto: navigation)
        contract.settle()
        #expect(next.animator == nil, "claimed while installed, the proxy answers as the app's delegate would: none")
        #expect(contract.complaints.isEmpty)
    }

    /// N16: UIKit holds `delegate` weakly, and so does the proxy — a coordinator owning its navigation controller
    /// is freed while a custom-pushed screen is on the stack; what UIKit remembered it claimed gets UIKit's defaults.
    @Test func aCoordinatorOwningItsNavigationControllerAndBeingItsDelegateIsFreedWhileACustomPushedScreenIsOnTop()
        throws
    {
        let root = try #require(navigation.children.first)
        let zoom = PushAnimator()
        weak var freed: NavigationCoordinator?
        do {
            let coordinator = NavigationCoordinator(owning: navigation)
            navigation.navigationDelegate = coordinator
            freed = coordinator
            #expect(
                contract.run(.push(ModelController("Photo"), animation: TransitionAnimation("zoom", zoom)))
                    == .completed)
            #expect(navigation.navigationDelegate !== coordinator, "the proxy is the delegate")
        }
        #expect(freed == nil, "no cycle through the proxy")
        let next = ModelController("Next")
        contract.uikit.appPushes(next, onto: navigation)
        contract.settle()
        #expect(next.animator == nil, "the app's delegate gone: UIKit's own animation")
        contract.uikit.userTapsBack()
        contract.uikit.userTapsBack()
        contract.settle()
        #expect(root.arrivalAnimator === zoom, "the way back still mirrors the way in")
        #expect(navigation.navigationDelegate == nil && contract.complaints.isEmpty)
    }

    /// The tab container's observer, or a stand-in on a tab bar without one, gives a custom selection its animator
    /// though UIKit reads their claims only when they are set; the selection completes when its transition
    /// coordinator's animation does, and a stand-in gives the app's delegate back.
    @Test(arguments: [true, false])
    func aCustomTabSelectionGetsItsAnimatorAndCompletesWhenItsAnimationHasCompleted(_ observed: Bool) {
        let (model, tabs) = tabsContract()
        let app = AppTabDelegate()
        tabs.tabDelegate = app
        let observer = observed ? ModelTabObserver(observing: tabs) {} : nil
        let fade = PushAnimator()
        var outcome: StageOutcome?
        model.stage.perform(.select(.tabs, index: 1, animation: TransitionAnimation("fade", fade)), animated: true) {
            outcome = $0
        }
        for _ in 0..<5 { model.uikit.runTurns() }
        #expect(tabs.transition != nil && outcome == nil, "under way until its animation has completed")
        model.settle()
        #expect(outcome == .completed && tabs.selectedIndex == 1)
        #expect(tabs.children[1].arrivalAnimator === fade)
        let expected: AnyObject = observer ?? app
        #expect(tabs.tabDelegate === expected, "the container's observer stays; a stand-in steps down")
        #expect(app.selections.isEmpty && model.complaints.isEmpty, "T5: a selection by code is not told")
        withExtendedLifetime(observer) {}
    }

    /// A selection at an index with no tab is refused with a typed error before it reaches the tab bar, and the
    /// tab bar's own selection refuses it too rather than trapping.
    @Test func aCustomTabSelectionAtAnIndexWithNoTabIsRefusedNeverTrapping() {
        let (model, tabs) = tabsContract()
        let fade = PushAnimator()
        let outcome = model.run(.select(.tabs, index: 2, animation: TransitionAnimation("fade", fade)))
        #expect(outcome == .failed(.illegalTransition(.noSuchContainerItem(2, count: 2))))
        var finished: Bool?
        model.uikit.select(2, in: tabs, animator: fade, animated: true) { finished = $0 }
        #expect(finished == false && tabs.selectedIndex == 0 && model.complaints.isEmpty)
    }

    @Test(arguments: [
        (animator: true, proxyIsDelegate: false, routes: true),
        (animator: false, proxyIsDelegate: true, routes: true),
        (animator: false, proxyIsDelegate: false, routes: false),
    ])
    func aChangeGoesThroughTheProxyWithACustomAnimatorOrWhileTheProxyIsTheDelegate(
        _ row: (animator: Bool, proxyIsDelegate: Bool, routes: Bool)
    ) {
        let routes = DelegateRouting.routesThroughProxy(hasAnimator: row.animator, proxyIsDelegate: row.proxyIsDelegate)
        #expect(routes == row.routes)
    }

    @Test(arguments: [
        (pending: false, swipe: false, popBackOnStack: false, stepsDown: true),
        (pending: true, swipe: false, popBackOnStack: false, stepsDown: false),
        (pending: false, swipe: true, popBackOnStack: false, stepsDown: false),
        (pending: false, swipe: false, popBackOnStack: true, stepsDown: false),
    ])
    func theNavigationProxyStepsDownOnlyOnceNothingIsPendingNoSwipeIsUnderWayAndNoScreenHasAPopBack(
        _ row: (pending: Bool, swipe: Bool, popBackOnStack: Bool, stepsDown: Bool)
    ) {
        let stack = [ModelController("Root"), ModelController("Photo")]
        let zoom = PushAnimator()
        let stepsDown = DelegateRouting.stepsDown(
            changePending: row.pending, swipeUnderway: row.swipe, stack: stack,
            popBack: { $0 === stack[1] && row.popBackOnStack ? zoom : nil })
        #expect(stepsDown == row.stepsDown)
    }

    @Test func aProxyClaimsItsOwnMethodsOnlyWhileInstalledAndTheAppsWhileItImplementsThem() {
        #expect(DelegateRouting.claims(ownMethod: true, isInstalled: true, appImplements: false, baseImplements: false))
        #expect(
            !DelegateRouting.claims(ownMethod: true, isInstalled: false, appImplements: false, baseImplements: false))
        #expect(
            DelegateRouting.claims(ownMethod: false, isInstalled: false, appImplements: true, baseImplements: false))
        #expect(
            DelegateRouting.claims(ownMethod: false, isInstalled: false, appImplements: false, baseImplements: true))
        #expect(
            !DelegateRouting.claims(ownMethod: false, isInstalled: true, appImplements: false, baseImplements: false))
    }

    /// A contract whose window's root is a tab bar of `One` and `Two`, each in a navigation stack.
    private func tabsContract() -> (UIKitModelContract, ModelController) {
        let model = UIKitModelContract(root: "Launch", inNavigationStack: false)
        let tabs = model.uikit.tabBar(["One", "Two"])
        _ = model.run(.setRoot(tabs, inNavigationStack: false))
        return (model, tabs)
    }
}
