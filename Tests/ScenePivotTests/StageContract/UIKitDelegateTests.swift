import Testing

@testable import ScenePivot

/// An app's navigation-controller delegate.
@MainActor
private final class AppNavigationDelegate: ModelNavigationDelegate {
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
private final class AppTabDelegate: ModelTabDelegate {
    var selections: [String] = []
    func implements(_ method: ModelDelegateMethod) -> Bool { [.didSelectTab, .orientations].contains(method) }
    func didSelect(_ controller: ModelController) { selections.append(controller.name) }
}

/// A custom push animation.
private final class PushAnimator: ModelAnimatedTransitioning {}

/// The delegates ScenePivot puts between UIKit and an app's own, over the model of UIKit, with the decisions of
/// `DelegateRouting` the UIKit adapter's proxies make: a custom push gets its animator while the app's delegate
/// keeps every answer it gives, and gets the delegate back; a user's tab tap reaches the app's delegate, then the
/// container.
@Suite("UIKit stage delegate proxies, over a model of UIKit")
@MainActor
struct UIKitDelegateTests {
    let contract = UIKitModelContract(root: "Root", inNavigationStack: true)
    var navigation: ModelController { contract.uikit.window.root! }

    @Test func aCustomPushGetsItsAnimatorAndTheAppsDelegateKeepsItsAnswersAndIsPutBack() {
        let app = AppNavigationDelegate([.animationController, .didShow])
        navigation.navigationDelegate = app
        let photo = ModelController("Photo")
        let zoom = PushAnimator()
        #expect(contract.run(.push(photo, animation: TransitionAnimation("zoom", zoom))) == .completed)
        #expect(photo.animator === zoom, "the custom push's animator")
        #expect(app.shown == ["Photo"], "the app's delegate still hears the push shown")
        #expect(navigation.navigationDelegate === app, "and is the delegate again")
        let next = ModelController("Next")
        contract.uikit.appPushes(next, onto: navigation)
        contract.settle()
        #expect(next.animator === app.ownAnimator, "the app's own pushes get the app's animator")
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
        #expect(outcome == .completed && navigation.navigationDelegate === app)
        #expect(navigation.animationProxy?.implements(.animationController) == false, "not once the push is over")
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
}
