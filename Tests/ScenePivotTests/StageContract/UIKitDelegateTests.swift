import Testing

@testable import ScenePivot

/// An app's navigation-controller delegate.
@MainActor
final class AppNavigationDelegate: ModelNavigationDelegate {
    let methods: Set<ModelDelegateMethod>
    let ownAnimator = PushAnimator()
    var shown: [String] = []

    init(_ methods: Set<ModelDelegateMethod>) {
        self.methods = methods
    }

    func implements(_ method: ModelDelegateMethod) -> Bool { methods.contains(method) }
    func animator(isPush: Bool, from: ModelController, to: ModelController) -> AnyObject? { ownAnimator }
    func didShow(_ controller: ModelController) { shown.append(controller.name) }
}

/// An app's tab bar controller delegate.
@MainActor
final class AppTabDelegate: ModelTabDelegate {
    var selections: [String] = []
    func implements(_ method: ModelDelegateMethod) -> Bool { [.didSelectTab, .orientations].contains(method) }
    func didSelect(_ controller: ModelController) { selections.append(controller.name) }
    func tabAnimator(from: ModelController, to: ModelController) -> AnyObject? { nil }
}

/// A custom push animation.
final class PushAnimator: ModelAnimatedTransitioning {}

/// The delegates ScenePivot puts between UIKit and an app's own, over the model of UIKit, with the decisions of
/// `DelegateRouting` the UIKit adapter's proxies make: a custom push gets its animator while the app's delegate
/// keeps every answer it gives, and gets the delegate back; a user's tab tap reaches the app's delegate, then the
/// container.
@Suite("UIKit stage delegate proxies, over a model of UIKit")
@MainActor
struct UIKitDelegateTests {
    let contract = UIKitModelContract(root: "Root", inNavigationStack: true)
    var navigation: ModelController { contract.uikit.window.root! }

    /// N15: UIKit asks the delegate for the animator of every animated pop, the user's too, so the proxy stays the
    /// delegate while the custom-pushed screen is on the stack; N14: it hears the pop shown, and steps down.
    @Test func aCustomPushGetsItsAnimatorAndTheAppsDelegateKeepsItsAnswersUntilTheScreenLeaves() throws {
        let app = AppNavigationDelegate([.animationController, .didShow])
        navigation.navigationDelegate = app
        let root = try #require(navigation.children.first)
        let photo = ModelController("Photo")
        let zoom = PushAnimator()
        #expect(contract.run(.push(photo, animation: TransitionAnimation("zoom", zoom))) == .completed)
        #expect(photo.animator === zoom, "the custom push's animator")
        #expect(app.shown == ["Photo"], "the app's delegate still hears the push shown")
        #expect(navigation.navigationDelegate !== app, "the proxy answers while Photo is on the stack")
        let next = ModelController("Next")
        contract.uikit.appPushes(next, onto: navigation)
        contract.settle()
        #expect(next.animator === app.ownAnimator, "the app's own pushes get the app's animator")
        contract.uikit.userTapsBack()
        contract.settle()
        #expect(photo.arrivalAnimator === app.ownAnimator, "and the pop back of them the app's too")
        contract.uikit.userTapsBack()
        contract.settle()
        #expect(root.arrivalAnimator === zoom, "the user's back from Photo mirrors its push")
        #expect(app.shown == ["Photo", "Next", "Photo", "Root"])
        #expect(navigation.navigationDelegate === app, "the app's delegate is the delegate again")
    }

    /// N15, G1: the back button and a completed edge swipe get the push's animator; a cancelled swipe leaves the
    /// screen on the stack and the proxy in place.
    @Test(arguments: [false, true])
    func theUsersBackAndEdgeSwipeFromACustomPushGetThePushsAnimator(_ swipes: Bool) throws {
        let root = try #require(navigation.children.first)
        let zoom = PushAnimator()
        #expect(
            contract.run(.push(ModelController("Photo"), animation: TransitionAnimation("zoom", zoom))) == .completed)
        contract.uikit.userSwipesBack(completing: false)
        contract.settle()
        #expect(navigation.children.map(\.name) == ["Root", "Photo"] && navigation.navigationDelegate != nil)
        if swipes { contract.uikit.userSwipesBack(completing: true) } else { contract.uikit.userTapsBack() }
        contract.settle()
        #expect(navigation.children.map(\.name) == ["Root"])
        #expect(root.arrivalAnimator === zoom, "the way back mirrors the way in")
        #expect(navigation.navigationDelegate == nil, "the app had none: it has none again")
    }

    @Test func aPopBackFromACustomPushGetsThePushsAnimatorUnlessItNamesItsOwn() throws {
        let root = try #require(navigation.children.first)
        let zoom = PushAnimator()
        let fade = PushAnimator()
        #expect(
            contract.run(.push(ModelController("Photo"), animation: TransitionAnimation("zoom", zoom))) == .completed)
        #expect(contract.run(.pop(.previous)) == .completed)
        #expect(root.arrivalAnimator === zoom, "the way back mirrors the way in")
        #expect(contract.run(.push(ModelController("Map"), animation: TransitionAnimation("zoom", zoom))) == .completed)
        #expect(contract.run(.pop(.root, animation: TransitionAnimation("fade", fade))) == .completed)
        #expect(root.arrivalAnimator === fade, "a pop naming its own animation uses it")
    }

    @Test func aCustomDismissalSetsTheDismissedScreensTransitioningAnimator() {
        let card = ModelController("Card")
        let fade = PushAnimator()
        #expect(contract.run(.present(card, Presentation())) == .completed)
        #expect(contract.run(.dismiss(card, animation: TransitionAnimation("fade", fade))) == .completed)
        #expect(card.animator === fade)
    }

    @Test func theProxyClaimsOnlyWhatTheAppsDelegateImplementsAndItsOwnMethodWhileNeeded() {
        let app = AppNavigationDelegate([.didShow])
        navigation.navigationDelegate = app
        var outcome: StageOutcome?
        contract.stage.perform(
            .push(ModelController("Photo"), animation: TransitionAnimation("zoom", PushAnimator())), animated: true
        ) { outcome = $0 }
        let proxy = navigation.navigationDelegate
        #expect(proxy !== app && proxy?.implements(.animationController) == true)
        #expect(proxy?.implements(.didShow) == true && proxy?.implements(.orientations) == false)
        contract.settle()
        #expect(outcome == .completed && navigation.navigationDelegate === proxy, "while Photo is on the stack")
        #expect(contract.run(.pop(.previous)) == .completed)
        #expect(navigation.navigationDelegate === app)
        #expect(navigation.animationProxy?.implements(.animationController) == false, "not once Photo has left")
    }

    @Test func aDelegateTheAppSetsDuringACustomPushStays() {
        let first = AppNavigationDelegate([])
        let second = AppNavigationDelegate([.didShow])
        navigation.navigationDelegate = first
        contract.stage.perform(
            .push(ModelController("Photo"), animation: TransitionAnimation("zoom", PushAnimator())), animated: true
        ) { _ in }
        navigation.navigationDelegate = second
        contract.settle()
        #expect(navigation.navigationDelegate === second)
    }

    @Test func aDelegateTheAppSetsWhileACustomPushedScreenIsOnTheStackDecidesTheUsersPopAndStays() throws {
        let root = try #require(navigation.children.first)
        #expect(
            contract.run(.push(ModelController("Photo"), animation: TransitionAnimation("zoom", PushAnimator())))
                == .completed)
        let app = AppNavigationDelegate([.animationController])
        navigation.navigationDelegate = app
        contract.uikit.userTapsBack()
        contract.settle()
        #expect(root.arrivalAnimator === app.ownAnimator && navigation.navigationDelegate === app)
    }

    @Test func aUsersTabTapReachesTheAppsDelegateThenTheContainerAndCodeSelectionsNeither() {
        let uikit = contract.uikit
        let tabs = ModelController("Tabs", kind: .container(.tabs))
        tabs.children = ["One", "Two"].map { uikit.navigationController(root: ModelController($0), named: $0) }
        let app = AppTabDelegate()
        tabs.tabDelegate = app
        var order: [String] = []
        let observer = ModelTabObserver(observing: tabs) {
            order.append("container \(tabs.selectedIndex), after the app heard \(app.selections.count)")
        }
        #expect(observer.implements(.orientations) && !observer.implements(.didShow))
        uikit.userTapsTab(1, in: tabs)
        #expect(app.selections == ["Two"] && order == ["container 1, after the app heard 1"])
        uikit.select(0, in: tabs, animated: false) { _ in }
        #expect(app.selections == ["Two"] && order.count == 1, "T5: a selection by code is not told")
    }

    @Test func aChangeScenePivotPerformsWithThePlatformsAnimationGetsTheAppsAnswerNotAPopBack() {
        let pending = (screen: ModelController("Root") as AnyObject, animator: AnyObject?.none)
        let app = PushAnimator()
        let mirrored = PushAnimator()
        let answer = DelegateRouting.navigationAnswer(
            pending: pending, destination: pending.screen, isPop: true, popBack: { mirrored }, appAnswer: { app }
        ).animator
        #expect(answer === app, "a pop by request naming .default is told otherwise")
        let userPop = DelegateRouting.navigationAnswer(
            pending: nil, destination: pending.screen, isPop: true, popBack: { mirrored }, appAnswer: { app }
        ).animator
        #expect(userPop === mirrored, "a user's pop mirrors the push, over the app's delegate")
        let userPush = DelegateRouting.navigationAnswer(
            pending: nil, destination: pending.screen, isPop: false, popBack: { mirrored }, appAnswer: { app }
        ).animator
        #expect(userPush === app)
    }

    @Test(arguments: [
        (enabled: true, allowed: true, count: 2, back: true, moving: false, popBack: true, drives: true),
        (enabled: false, allowed: true, count: 2, back: true, moving: false, popBack: true, drives: false),
        (enabled: true, allowed: false, count: 2, back: true, moving: false, popBack: true, drives: false),
        (enabled: true, allowed: true, count: 1, back: true, moving: false, popBack: true, drives: false),
        (enabled: true, allowed: true, count: 2, back: false, moving: false, popBack: true, drives: false),
        (enabled: true, allowed: true, count: 2, back: true, moving: true, popBack: true, drives: false),
        (enabled: true, allowed: true, count: 2, back: true, moving: false, popBack: false, drives: false),
    ])
    func scenePivotsEdgeSwipeDrivesAPopOnlyWhereUIKitsWouldBeginOverAPopBack(
        _ row: (enabled: Bool, allowed: Bool, count: Int, back: Bool, moving: Bool, popBack: Bool, drives: Bool)
    ) {
        let drives = DelegateRouting.drivesEdgeSwipe(
            systemGestureEnabled: row.enabled, systemGestureAllowed: row.allowed, stackCount: row.count,
            showsBackButton: row.back, isTransitioning: row.moving, topHasPopBack: row.popBack)
        #expect(
            drives == row.drives,
            "G3: no swipe with one screen; the app's veto of UIKit's (disabled, or its delegate answering false) holds")
    }

    @Test(arguments: [
        (hides: false, leftItems: false, supplements: false, shows: true),
        (hides: true, leftItems: false, supplements: false, shows: false),
        (hides: false, leftItems: true, supplements: false, shows: false),
        (hides: false, leftItems: true, supplements: true, shows: true),
        (hides: true, leftItems: true, supplements: true, shows: false),
    ])
    func theBackButtonShowsUnlessHiddenOrReplacedByLeftItemsThatDoNotSupplementIt(
        _ row: (hides: Bool, leftItems: Bool, supplements: Bool, shows: Bool)
    ) {
        let shows = DelegateRouting.showsBackButton(
            hidesBackButton: row.hides, hasLeftItems: row.leftItems, leftItemsSupplementBackButton: row.supplements)
        #expect(shows == row.shows)
    }

    @Test func anEdgeSwipesProgressIsClampedAndItFinishesPastHalfwayOrWhenFlung() {
        #expect(DelegateRouting.edgeSwipeProgress(travel: 160, width: 320) == 0.5)
        #expect(DelegateRouting.edgeSwipeProgress(travel: -40, width: 320) == 0)
        #expect(DelegateRouting.edgeSwipeProgress(travel: 900, width: 320) == 1)
        #expect(DelegateRouting.edgeSwipeProgress(travel: .nan, width: 320) == 0)
        #expect(DelegateRouting.edgeSwipeProgress(travel: 10, width: 0) == 0)
        #expect(DelegateRouting.edgeSwipeFinishes(progress: 0.6, velocity: 0))
        #expect(!DelegateRouting.edgeSwipeFinishes(progress: 0.6, velocity: -800), "flung back")
        #expect(DelegateRouting.edgeSwipeFinishes(progress: 0.1, velocity: 800), "flung on")
        #expect(!DelegateRouting.edgeSwipeFinishes(progress: 0.4, velocity: .nan))
    }
}
