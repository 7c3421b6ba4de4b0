#if canImport(UIKit)
import ScenePivotUIKit
import UIKit

/// The rules of the stage contract (Tests/ScenePivotTests/StageContract/StageContractTests.swift), run against
/// `ViewControllerStage` in a real window: each function takes a window and returns the failures it found.
///
/// Besides the stage's own answers (`hierarchy`, outcomes), each scenario checks what UIKit itself reports —
/// `presentedViewController`, `viewControllers`, `rootViewController` — so a stage that only believes it did
/// something fails. Transitions are unanimated unless the rule is about animation.
@MainActor
enum UIKitContractScenarios {
    private static func named(_ title: String) -> String { UIKitStageFixture.named(title) }

    /// Presentations start from the top-most presented screen, and screens are named by type and title.
    static func presentationsStartFromTheTopMostPresentedScreen(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            let expect = fixture.expect
            let first = fixture.screen("First")
            let second = fixture.screen("Second")
            expect.expectEqual(fixture.name(fixture.root), named("Root"), "the root's name")
            expect.expectEqual(await fixture.run(.present(first, Presentation())), .completed, "presenting First")
            expect.expectEqual(await fixture.run(.present(second, Presentation())), .completed, "presenting Second")
            expect.expectEqual(fixture.presentedNames, [named("First"), named("Second")], "presented screens")
            expect.expectEqual(fixture.topName, named("Second"), "top screen")
            expect.expect(first.presentedViewController === second, "UIKit: First presents Second")
            expect.expect(second.presentingViewController === first, "UIKit: Second's presenter is First")
        }
    }

    /// Dismissing a screen dismisses everything above it.
    static func dismissingAScreenDismissesEverythingAboveIt(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            let expect = fixture.expect
            let first = fixture.screen("First")
            await fixture.run(.present(first, Presentation()))
            await fixture.run(.present(fixture.screen("Second"), Presentation()))
            expect.expectEqual(await fixture.run(.dismiss(first)), .completed, "dismissing First")
            expect.expectEqual(fixture.presentedNames, [], "presented screens")
            expect.expectEqual(fixture.topName, named("Root"), "top screen")
            expect.expect(fixture.root.presentedViewController == nil, "UIKit: nothing is presented")
        }
    }

    /// Dismissing with nothing presented is refused; dismissing everything is then a harmless no-op.
    static func dismissingWithNothingPresentedIsRefusedAndDismissAllIsANoOp(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            let expect = fixture.expect
            expect.expectEqual(
                await fixture.run(.dismiss(nil)), .failed(.illegalTransition(.nothingToDismiss)), "dismissing the top")
            expect.expectEqual(await fixture.run(.dismissAll), .completed, "dismissing everything")
            let stranger = fixture.screen("Stranger")
            expect.expectEqual(
                await fixture.run(.dismiss(stranger)),
                .failed(.illegalTransition(.screenNotPresented(named("Stranger")))),
                "dismissing a screen that is not presented")
        }
    }

    /// Nothing happens beneath an alert, but the alert itself can be dismissed, and then answers.
    static func nothingHappensBeneathAnAlertButTheAlertItselfCanBeDismissed(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            let expect = fixture.expect
            let answer = Recorded<StageOutcome>()
            let content = AlertContent(title: "Hi", actions: [AlertAction("OK")])
            fixture.stage.perform(.alert(content), animated: false) { answer.values.append($0) }
            await fixture.waitUntil("the alert on screen") { fixture.root.presentedViewController is UIAlertController }
            await fixture.settle()
            expect.expectEqual(fixture.topName, "Alert \"Hi\"", "top screen")
            let refusal = StageOutcome.failed(.illegalTransition(.alertOnScreen("Alert \"Hi\"")))
            expect.expectEqual(await fixture.run(.present(fixture.screen("Sheet"), Presentation())), refusal, "present")
            expect.expectEqual(await fixture.run(.push(fixture.screen("Detail"))), refusal, "push")
            expect.expectEqual(await fixture.run(.pop(.root)), refusal, "pop to the root")
            expect.expectEqual(await fixture.run(.setStack([fixture.screen("Other")])), refusal, "set the stack")
            expect.expectEqual(answer.values, [], "the alert waits for its answer")
            expect.expectEqual(await fixture.run(.dismiss(nil)), .completed, "dismissing the alert")
            await fixture.waitUntil("the alert's answer") { !answer.values.isEmpty }
            expect.expectEqual(answer.values, [.answered(nil)], "an alert with no cancel action that leaves untapped")
            expect.expectEqual(fixture.presentedNames, [], "presented screens")
            expect.expect(fixture.root.presentedViewController == nil, "UIKit: the alert is gone")
        }
    }

    /// Pushes and pops act on the top-most navigation stack: the root's, then a presented one's.
    static func pushesAndPopsActOnTheTopMostNavigationStack(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            let expect = fixture.expect
            let trip = fixture.screen("Trip")
            expect.expectEqual(await fixture.run(.push(trip)), .completed, "pushing Trip")
            expect.expectEqual(fixture.stackNames, [named("Root"), named("Trip")], "stack")
            expect.expect(fixture.navigation?.viewControllers == [fixture.root, trip], "UIKit: Root, Trip")
            let sheet = fixture.screen("Sheet")
            await fixture.run(.present(sheet, Presentation(embedsInNavigationStack: true)))
            let inner = fixture.screen("Inner")
            expect.expectEqual(await fixture.run(.push(inner)), .completed, "pushing Inner")
            expect.expectEqual(fixture.stackNames, [named("Sheet"), named("Inner")], "the sheet's stack")
            expect.expect(sheet.navigationController?.viewControllers == [sheet, inner], "UIKit: Sheet, Inner")
            expect.expectEqual(await fixture.run(.pop(.previous)), .completed, "popping Inner")
            expect.expectEqual(fixture.stackNames, [named("Sheet")], "the sheet's stack")
            await fixture.run(.dismiss(sheet))
            expect.expectEqual(await fixture.run(.pop(.before(trip))), .completed, "popping Trip")
            expect.expectEqual(fixture.stackNames, [named("Root")], "stack")
            expect.expect(fixture.navigation?.viewControllers == [fixture.root], "UIKit: Root alone")
        }
    }

    /// With no navigation stack, pushes and pops are refused.
    static func withNoNavigationStackPushesAndPopsAreRefused(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window, inNavigationStack: false) { fixture in
            let expect = fixture.expect
            let refusal = StageOutcome.failed(.illegalTransition(.noNavigationStack))
            expect.expectEqual(await fixture.run(.push(fixture.screen("Trip"))), refusal, "push")
            expect.expectEqual(await fixture.run(.pop(.previous)), refusal, "pop")
            expect.expect(fixture.root.navigationController == nil, "UIKit: no navigation controller appeared")
        }
    }

    /// A pop at the root is refused, a pop to the root at the root is a harmless no-op, and so on.
    static func popRulesRefuseWhatUIKitCannotDoAndIgnoreWhatIsHarmless(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            let expect = fixture.expect
            expect.expectEqual(
                await fixture.run(.pop(.previous)), .failed(.illegalTransition(.popAtRoot)), "pop at the root")
            expect.expectEqual(await fixture.run(.pop(.root)), .completed, "pop to the root at the root")
            let stranger = fixture.screen("Stranger")
            expect.expectEqual(
                await fixture.run(.pop(.screen(stranger))),
                .failed(.illegalTransition(.screenNotInStack(named("Stranger")))),
                "pop to a screen not on the stack")
            expect.expectEqual(
                await fixture.run(.setStack([])), .failed(.illegalTransition(.emptyStack)), "an empty stack")
            expect.expectEqual(fixture.stackNames, [named("Root")], "stack")
            expect.expect(fixture.navigation?.viewControllers == [fixture.root], "UIKit: Root alone")
        }
    }

    /// A screen is on stage at most once: UIKit never sees it pushed or presented twice.
    static func aScreenIsOnStageAtMostOnce(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            let expect = fixture.expect
            let trip = fixture.screen("Trip")
            await fixture.run(.push(trip))
            let refusal = StageOutcome.failed(.illegalTransition(.screenAlreadyOnStage(named("Trip"))))
            expect.expectEqual(await fixture.run(.push(trip)), refusal, "pushing Trip again")
            expect.expectEqual(await fixture.run(.present(trip, Presentation())), refusal, "presenting Trip")
            let other = fixture.screen("Other")
            expect.expectEqual(
                await fixture.run(.setStack([other, other])),
                .failed(.illegalTransition(.screenAlreadyOnStage(named("Other")))), "a stack holding Other twice")
            expect.expect(fixture.navigation?.viewControllers == [fixture.root, trip], "UIKit: Root, Trip")
            expect.expect(fixture.root.presentedViewController == nil, "UIKit: nothing is presented")
        }
    }

    /// A navigation controller is never pushed (UIKit would raise "Pushing a navigation controller is not
    /// supported"): the stage refuses it as an unsupported screen.
    static func aNavigationStackIsNeverPushed(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            let expect = fixture.expect
            let stack = UINavigationController(rootViewController: fixture.screen("Inside"))
            let outcome = await fixture.run(.push(stack))
            var refusedAsUnsupported = false
            if case .failed(.unsupportedScreen)? = outcome { refusedAsUnsupported = true }
            expect.expect(refusedAsUnsupported, "pushing a navigation controller: \(String(describing: outcome))")
            expect.expect(fixture.navigation?.viewControllers == [fixture.root], "UIKit: Root alone")
        }
    }

    /// A transition asked for while another animates waits for it, instead of being dropped by UIKit.
    static func aTransitionAskedForWhileAnotherAnimatesWaitsForIt(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            let expect = fixture.expect
            let order = Recorded<String>()
            let sheet = fixture.screen("Sheet")
            fixture.stage.perform(.push(fixture.screen("Trip")), animated: true) { _ in order.values.append("push") }
            fixture.stage.perform(.present(sheet, Presentation()), animated: true) { outcome in
                order.values.append("present \(outcome)")
            }
            expect.expectEqual(fixture.presentedNames, [], "presented screens while the push animates")
            expect.expect(fixture.root.presentedViewController == nil, "UIKit: the presentation waits for the push")
            await fixture.waitUntil("both transitions to finish") { order.values.count == 2 }
            await fixture.settle()
            expect.expectEqual(order.values, ["push", "present completed"], "the order of the outcomes")
            expect.expectEqual(fixture.presentedNames, [named("Sheet")], "presented screens")
            expect.expect(fixture.navigation?.presentedViewController === sheet, "UIKit: Sheet is presented")
        }
    }

    /// Replacing the root takes everything the old root presented with it.
    static func theRootIsReplacedWithEverythingItPresented(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            let expect = fixture.expect
            let sheet = fixture.screen("Sheet")
            await fixture.run(.present(sheet, Presentation()))
            let main = fixture.screen("Main")
            expect.expectEqual(
                await fixture.run(.setRoot(main, inNavigationStack: true)), .completed, "replacing the root with Main")
            expect.expectEqual(fixture.presentedNames, [], "presented screens")
            expect.expectEqual(fixture.stackNames, [named("Main")], "stack")
            let newRoot = window.rootViewController as? UINavigationController
            expect.expect(newRoot?.viewControllers == [main], "UIKit: the window's root is a stack holding Main")
            expect.expect(sheet.presentingViewController == nil, "UIKit: Sheet was dismissed")
        }
    }

    /// Action sheets and popovers need an anchor where UIKit shows them as popovers (iPad), and none elsewhere
    /// (iPhone, where they adapt to sheets): each device checks its own side of the rule.
    static func popoversNeedAnAnchorWhereTheyAreShownAsPopovers(in window: UIWindow) async -> [String] {
        await UIKitStageFixture.run(in: window) { fixture in
            let isPad = UIDevice.current.userInterfaceIdiom == .pad
            // The stage decides from the root's trait collection; if that disagrees with the device, UIKit would
            // raise an exception for the first unanchored sheet below and end the whole run, so stop here.
            let idiom = fixture.root.traitCollection.userInterfaceIdiom
            guard (idiom == .pad || idiom == .mac) == isPad else {
                return fixture.expect.fail(
                    "the root's trait collection has idiom \(idiom.rawValue) on a device of idiom "
                        + "\(UIDevice.current.userInterfaceIdiom.rawValue): the stage would misjudge popovers")
            }
            let button = UIView(frame: CGRect(x: 20, y: 120, width: 44, height: 44))
            fixture.root.view.addSubview(button)
            await checkActionSheetAnchor(fixture, button: button, isPad: isPad)
            await checkScreenPopoverAnchor(fixture, button: button, isPad: isPad)
        }
    }

    private static func checkActionSheetAnchor(_ fixture: UIKitStageFixture, button: UIView, isPad: Bool) async {
        let expect = fixture.expect
        let sheet = AlertContent(style: .actionSheet, title: "Sort", actions: [AlertAction("Date")])
        if isPad {
            expect.expectEqual(
                await fixture.run(.alert(sheet)), .failed(.invalidRequest("Sort", .missingPopoverAnchor)),
                "an action sheet with no anchor on iPad")
        }
        var anchored = sheet
        let lookUps = Recorded<Void>()
        anchored.popoverAnchor = PopoverAnchor {
            lookUps.values.append(())
            return button
        }
        expect.expectEqual(lookUps.values.count, 0, "anchor look-ups before the sheet is shown")
        let answer = Recorded<StageOutcome>()
        fixture.stage.perform(.alert(isPad ? anchored : sheet), animated: false) { answer.values.append($0) }
        await fixture.waitUntil("the action sheet on screen") {
            fixture.root.presentedViewController is UIAlertController
        }
        await fixture.settle()
        expect.expectEqual(answer.values, [], "the action sheet waits for its answer")
        expect.expectEqual(fixture.presentedNames, ["ActionSheet \"Sort\""], "presented screens")
        if isPad {
            expect.expectEqual(lookUps.values.count, 1, "anchor look-ups once the sheet is shown")
            let popover = fixture.root.presentedViewController?.popoverPresentationController
            expect.expect(popover?.sourceView === button, "UIKit: the action sheet points at the button")
        }
        await fixture.run(.dismiss(nil))
        expect.expect(fixture.root.presentedViewController == nil, "UIKit: the action sheet is gone")
    }

    private static func checkScreenPopoverAnchor(_ fixture: UIKitStageFixture, button: UIView, isPad: Bool) async {
        let expect = fixture.expect
        let menu = fixture.screen("Menu")
        if isPad {
            expect.expectEqual(
                await fixture.run(.present(menu, Presentation(style: .popover))),
                .failed(.invalidRequest(named("Menu"), .missingPopoverAnchor)), "a popover with no anchor on iPad")
            expect.expectEqual(
                await fixture.run(.present(menu, Presentation(style: .popover, popoverAnchor: PopoverAnchor(button)))),
                .completed, "a popover anchored to the button")
            expect.expect(menu.popoverPresentationController?.sourceView === button, "UIKit: Menu points at the button")
        } else {
            expect.expectEqual(
                await fixture.run(.present(menu, Presentation(style: .popover))), .completed,
                "a popover with no anchor on iPhone, where it adapts to a sheet")
        }
        expect.expectEqual(fixture.presentedNames, [named("Menu")], "presented screens")
        expect.expect(menu.presentingViewController != nil, "UIKit: Menu is presented")
    }

    /// A transition asked for before the anchor is in a window (as from `viewDidLoad`) waits for the window.
    static func aTransitionAskedForBeforeTheWindowWaitsForIt(in window: UIWindow) async -> [String] {
        let expect = ScenarioRecorder()
        let root = UIKitStageFixture.screen("Root")
        let navigation = UINavigationController(rootViewController: root)
        let stage = ViewControllerStage(anchor: root)
        let trip = UIKitStageFixture.screen("Trip")
        let outcome = Recorded<StageOutcome>()
        stage.perform(.push(trip), animated: false) { outcome.values.append($0) }  // as from viewDidLoad
        await UIKitTestWindow.pause(for: 0.2)
        expect.expectEqual(outcome.values, [], "outcomes before the window")
        UIKitTestWindow.show(window, root: navigation)
        if await !UIKitTestWindow.waitUntil({ !outcome.values.isEmpty }) {
            expect.fail("the push had no outcome \(UIKitTestWindow.timeout) s after the root was shown")
        }
        withExtendedLifetime(stage) {}  // the stage lives until here: nothing else holds it
        expect.expectEqual(outcome.values, [.completed], "outcome")
        expect.expect(navigation.viewControllers == [root, trip], "UIKit: Root, Trip")
        await UIKitTestWindow.close(window, roots: [navigation])
        return expect.failures
    }
}
#endif
