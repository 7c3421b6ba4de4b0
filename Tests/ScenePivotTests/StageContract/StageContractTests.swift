import Testing

@testable import ScenePivot

/// The contract every stage keeps — the rules of the headless stage's table — run against the headless stage and
/// against the UIKit stage over a model of UIKit, so a rule cannot drift between the two.
@Suite("Stage contract: the rules")
@MainActor
struct StageContractTests {
    @Test(arguments: StageKind.allCases)
    func presentationsStartFromTheTopMostPresentedScreen(_ kind: StageKind) {
        let contract = kind.make()
        let first = contract.screen("First")
        let second = contract.screen("Second")
        #expect(contract.run(.present(first, Presentation())) == .completed)
        #expect(contract.run(.present(second, Presentation())) == .completed)
        #expect(contract.presentedNames == ["First", "Second"])
        #expect(contract.topName == "Second")
        #expect(contract.complaints.isEmpty)
    }

    @Test(arguments: StageKind.allCases)
    func dismissingAScreenDismissesEverythingAboveIt(_ kind: StageKind) {
        let contract = kind.make()
        let first = contract.screen("First")
        _ = contract.run(.present(first, Presentation()))
        _ = contract.run(.present(contract.screen("Second"), Presentation()))
        #expect(contract.run(.dismiss(first)) == .completed)
        #expect(contract.presentedNames.isEmpty)
        #expect(contract.topName == "Root")
    }

    @Test(arguments: StageKind.allCases)
    func dismissingWithNothingPresentedIsRefusedAndDismissAllIsANoOp(_ kind: StageKind) {
        let contract = kind.make()
        #expect(contract.run(.dismiss(nil)) == .failed(.illegalTransition(.nothingToDismiss)))
        #expect(contract.run(.dismissAll) == .completed)
        let stranger = contract.screen("Stranger")
        #expect(contract.run(.dismiss(stranger)) == .failed(.illegalTransition(.screenNotPresented("Stranger"))))
    }

    @Test(arguments: StageKind.allCases)
    func nothingHappensBeneathAnAlertButTheAlertItselfCanBeDismissed(_ kind: StageKind) {
        let contract = kind.make()
        var outcome: StageOutcome?
        contract.stage.perform(.alert(AlertContent(title: "Hi", actions: [AlertAction("OK")])), animated: true) {
            outcome = $0
        }
        contract.settle()
        let alert = contract.topName ?? ""
        let refusal = StageOutcome.failed(.illegalTransition(.alertOnScreen(alert)))
        #expect(contract.run(.present(contract.screen("Sheet"), Presentation())) == refusal)
        #expect(contract.run(.push(contract.screen("Detail"))) == refusal)
        #expect(contract.run(.pop(.root)) == refusal)
        #expect(contract.run(.setStack([contract.screen("Other")])) == refusal)
        #expect(outcome == nil, "the alert waits for its answer")
        #expect(contract.run(.dismiss(nil)) == .completed)
        #expect(outcome == .answered(nil), "an alert with no cancel action that leaves untapped answers nil")
        #expect(contract.presentedNames.isEmpty)
    }

    @Test(arguments: StageKind.allCases)
    func pushesAndPopsActOnTheTopMostNavigationStack(_ kind: StageKind) {
        let contract = kind.make()
        let trip = contract.screen("Trip")
        #expect(contract.run(.push(trip)) == .completed)
        #expect(contract.stackNames == ["Root", "Trip"])
        let sheet = contract.screen("Sheet")
        _ = contract.run(.present(sheet, Presentation(embedsInNavigationStack: true)))
        #expect(contract.run(.push(contract.screen("Inner"))) == .completed)
        #expect(contract.stackNames == ["Sheet", "Inner"])
        #expect(contract.run(.pop(.previous)) == .completed)
        #expect(contract.stackNames == ["Sheet"])
        _ = contract.run(.dismiss(sheet))
        #expect(contract.run(.pop(.before(trip))) == .completed)
        #expect(contract.stackNames == ["Root"])
    }

    @Test(arguments: StageKind.allCases)
    func withNoNavigationStackPushesAndPopsAreRefused(_ kind: StageKind) {
        let contract = kind.make(inNavigationStack: false)
        #expect(contract.run(.push(contract.screen("Trip"))) == .failed(.illegalTransition(.noNavigationStack)))
        #expect(contract.run(.pop(.previous)) == .failed(.illegalTransition(.noNavigationStack)))
    }

    @Test(arguments: StageKind.allCases)
    func popRulesRefuseWhatUIKitCannotDoAndIgnoreWhatIsHarmless(_ kind: StageKind) {
        let contract = kind.make()
        #expect(contract.run(.pop(.previous)) == .failed(.illegalTransition(.popAtRoot)))
        #expect(contract.run(.pop(.root)) == .completed, "pop to the root at the root is a harmless no-op")
        let stranger = contract.screen("Stranger")
        #expect(contract.run(.pop(.screen(stranger))) == .failed(.illegalTransition(.screenNotInStack("Stranger"))))
        #expect(contract.run(.setStack([])) == .failed(.illegalTransition(.emptyStack)))
        #expect(contract.stackNames == ["Root"])
        #expect(contract.complaints.isEmpty)
    }

    @Test(arguments: StageKind.allCases)
    func aScreenIsOnStageAtMostOnce(_ kind: StageKind) {
        let contract = kind.make()
        let trip = contract.screen("Trip")
        _ = contract.run(.push(trip))
        let refusal = StageOutcome.failed(.illegalTransition(.screenAlreadyOnStage("Trip")))
        #expect(contract.run(.push(trip)) == refusal)
        #expect(contract.run(.present(trip, Presentation())) == refusal)
        let other = contract.screen("Other")
        #expect(contract.run(.setStack([other, other])) == .failed(.illegalTransition(.screenAlreadyOnStage("Other"))))
        #expect(contract.complaints.isEmpty, "UIKit never sees a screen twice")
    }

    @Test(arguments: StageKind.allCases)
    func aNavigationStackIsNeverPushed(_ kind: StageKind) {
        let contract = kind.make()
        let stack = contract.navigationStack("Inner", root: contract.screen("Inside"))
        guard case .failed(.unsupportedScreen)? = contract.run(.push(stack)) else {
            Issue.record("pushing a navigation stack must be refused as unsupported")
            return
        }
        #expect(contract.complaints.isEmpty)
    }

    @Test(arguments: StageKind.allCases)
    func aTransitionAskedForWhileAnotherAnimatesWaitsForIt(_ kind: StageKind) {
        let contract = kind.make()
        var order: [String] = []
        contract.stage.perform(.push(contract.screen("Trip")), animated: true) { _ in order.append("push") }
        contract.stage.perform(.present(contract.screen("Sheet"), Presentation()), animated: true) { outcome in
            order.append("present \(outcome)")
        }
        #expect(contract.presentedNames.isEmpty, "the presentation waits for the push")
        contract.settle()
        #expect(order == ["push", "present completed"])
        #expect(contract.presentedNames == ["Sheet"])
        #expect(contract.complaints.isEmpty, "UIKit never sees two transitions at once")
    }

    @Test(arguments: StageKind.allCases)
    func theRootIsReplacedWithEverythingItPresented(_ kind: StageKind) {
        let contract = kind.make()
        _ = contract.run(.present(contract.screen("Sheet"), Presentation()))
        #expect(contract.run(.setRoot(contract.screen("Main"), inNavigationStack: true)) == .completed)
        #expect(contract.presentedNames.isEmpty)
        #expect(contract.stackNames == ["Main"])
    }

    @Test(arguments: StageKind.uikitShaped)
    func actionSheetsNeedAnAnchorWhereTheyAreShownAsPopovers(_ kind: StageKind) {
        let contract = kind.make()
        (contract as? HeadlessContract)?.headless.presentsPopovers = true
        (contract as? UIKitModelContract)?.uikit.isPad = true
        let sheet = AlertContent(style: .actionSheet, title: "Sort", actions: [AlertAction("Date")])
        #expect(contract.run(.alert(sheet)) == .failed(.invalidRequest("Sort", .missingPopoverAnchor)))
        var anchored = sheet
        var resolved = 0
        let source = contract.anchor("Button")
        anchored.popoverAnchor = PopoverAnchor {
            resolved += 1
            return source
        }
        #expect(resolved == 0, "an anchor is looked up when the sheet is shown, never stale")
        contract.stage.perform(.alert(anchored), animated: true) { _ in }
        contract.settle()
        #expect(resolved == 1)
        #expect(contract.presentedNames.count == 1)
    }

    @Test(arguments: StageKind.uikitShaped)
    func aScreenShownAsAPopoverNeedsAnAnchorWherePopoversAreShown(_ kind: StageKind) {
        let contract = kind.make()
        (contract as? HeadlessContract)?.headless.presentsPopovers = true
        (contract as? UIKitModelContract)?.uikit.isPad = true
        let menu = contract.screen("Menu")
        #expect(
            contract.run(.present(menu, Presentation(style: .popover)))
                == .failed(.invalidRequest("Menu", .missingPopoverAnchor)))
        let button = contract.anchor("Button")
        #expect(
            contract.run(.present(menu, Presentation(style: .popover, popoverAnchor: PopoverAnchor(button))))
                == .completed)
        #expect(contract.presentedNames == ["Menu"])
        #expect(contract.complaints.isEmpty, "UIKit never raises for a popover without a source")
    }
}
