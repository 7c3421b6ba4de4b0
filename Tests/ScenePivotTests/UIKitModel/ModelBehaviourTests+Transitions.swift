import Testing

@testable import ScenePivot

/// The rows on what has a transition coordinator (N4, P18, PG2, PG6, W3), on dismissals (D3, D5, D9) and on
/// several windows (W4).
extension ModelBehaviourTests {
    // MARK: Transition coordinators

    @Test("N4: a non-animated push, or a push on a navigation controller in no window, has no transition coordinator")
    func n4() {
        uikit.push(ModelController("Still"), onto: navigation, animator: nil, animated: false)
        #expect(uikit.transitionCoordinator(of: navigation) == nil)
        uikit.runUntilIdle()
        let away = uikit.navigationController(root: ModelController("Away"), named: "Away")
        uikit.push(ModelController("Top"), onto: away, animator: nil, animated: true)
        #expect(uikit.transitionCoordinator(of: away) == nil && away.children.count == 2)
        uikit.push(ModelController("Moving"), onto: navigation, animator: nil, animated: true)
        #expect(uikit.transitionCoordinator(of: navigation) != nil, "an animated push in a window has one (N3)")
    }

    @Test(
        "P18: a coordinator that answers false runs the completion never or once — the model does both",
        arguments: [false, true])
    func p18(runsTheCompletionAnyway: Bool) {
        let sheet = sheet("Sheet")
        uikit.present(sheet, from: navigation, animated: true) {}
        if runsTheCompletionAnyway {
            uikit.coordinatorsCallBackAfterRefusing = true
        } else {
            uikit.refusesNextCallback = true
        }
        var completions = 0
        #expect(uikit.whenTransitionEnds(around: sheet) { completions += 1 } == .refused)
        uikit.runUntilIdle()
        #expect(completions == (runsTheCompletionAnyway ? 1 : 0))
    }

    @Test("PG2: a programmatic page turn is no gesture: the delegate hears no willTransitionTo and no end")
    func pg2() {
        let pages = uikit.pageContainer([ModelController("A"), ModelController("B")])
        uikit.select(1, in: pages, animated: true) { _ in }
        #expect(uikit.pageTurn(of: pages) == .programmatic && !pages.isDraggingPages)
        uikit.runUntilIdle()
        #expect(uikit.pageTurn(of: pages) == .none && pages.selectedIndex == 1)
    }

    @Test("PG6: a page turn has no transition coordinator; a ScenePivot container's own turn is what one waits for")
    func pg6() {
        let pages = uikit.pageContainer([ModelController("A"), ModelController("B")])
        uikit.select(1, in: pages, animated: true) { _ in }
        #expect(uikit.transitionCoordinator(of: pages) == nil && uikit.isTransitioning(pages))
        uikit.refusesNextCallback = true
        var ended = false
        #expect(uikit.whenTransitionEnds(around: pages) { ended = true } == .waiting, "no coordinator to refuse")
        uikit.runUntilIdle()
        #expect(ended && !uikit.isTransitioning(pages))
    }

    @Test("W3: an animated root swap is a view animation: no controller has a transition coordinator during it")
    func w3() {
        let main = ModelController("Main")
        var completed = false
        #expect(uikit.replaceWindowRoot(navigation, with: main, animated: true) { completed = true })
        #expect(uikit.isAnimating && !completed)
        #expect(uikit.transitionCoordinator(of: main) == nil && uikit.transitionCoordinator(of: navigation) == nil)
        #expect(!uikit.isTransitioning(main))
        uikit.runUntilIdle()
        #expect(completed && uikit.window.root === main)
    }

    // MARK: Dismissals

    @Test("D3: the dismissal completion runs after the dismissed controller's viewDidDisappear")
    func d3() {
        let sheet = sheet("Sheet")
        present(sheet, from: navigation)
        var log: [String] = []
        uikit.watch(sheet, by: uikit, observerChild: true) { log.append("viewDidDisappear") }
        uikit.dismissPresented(by: navigation, animated: true) { log.append("completion") }
        uikit.runUntilIdle()
        #expect(log == ["viewDidDisappear", "completion"])
    }

    @Test("D5: isBeingDismissed is true on the dismissed navigation controller, false on its root")
    func d5() {
        let form = ModelController("Form")
        let presented = uikit.navigationController(root: form, named: "Presented")
        present(presented, from: navigation)
        uikit.dismissPresented(by: navigation, animated: true) {}
        #expect(uikit.isBeingDismissed(presented) && !uikit.isBeingDismissed(form))
        uikit.runUntilIdle()
        #expect(!uikit.isBeingDismissed(presented))
    }

    @Test("D9: the presentation controller's delegate hears the user's dismissals, never dismiss(animated:)")
    func d9() {
        let delegate = LoggingDelegate()
        let first = sheet("First")
        first.presentationDelegate = delegate
        present(first, from: navigation)
        #expect(dismiss(presentedBy: navigation) == 1)
        #expect(delegate.log.isEmpty)
        let second = sheet("Second", style: .pageSheet)
        second.presentationDelegate = delegate
        present(second, from: navigation)
        uikit.userSwipesDown()
        uikit.runUntilIdle()
        #expect(delegate.log == ["willDismiss Second", "didDismiss Second"])
    }

    // MARK: Windows

    @Test("W4: each window has its own root; a controller's window is the one its view is in")
    func w4() {
        let other = ModelWindow()
        let second = ModelController("Second")
        uikit.show(second, in: other)
        let sheet = sheet("Sheet")
        present(sheet, from: second)
        #expect(uikit.window(of: root) === uikit.window && uikit.window(of: second) === other)
        #expect(uikit.window(of: sheet) === other)
        #expect(uikit.windowRoot(of: sheet) === second && uikit.windowRoot(of: root) === navigation)
    }
}

/// A navigation, tab bar and presentation controller delegate that logs what UIKit tells it.
@MainActor
final class LoggingDelegate: ModelNavigationDelegate, ModelTabDelegate, ModelPresentationDelegate {
    private(set) var log: [String] = []

    func implements(_ method: ModelDelegateMethod) -> Bool { method == .didShow || method == .didSelectTab }
    func animator(isPush: Bool, from: ModelController, to: ModelController) -> AnyObject? { nil }
    func didShow(_ controller: ModelController) { log.append("didShow \(controller)") }
    func didSelect(_ controller: ModelController) { log.append("didSelect \(controller)") }
    func tabAnimator(from: ModelController, to: ModelController) -> AnyObject? { nil }
    func willDismiss(_ controller: ModelController) { log.append("willDismiss \(controller)") }
    func didDismiss(_ controller: ModelController) { log.append("didDismiss \(controller)") }
}
