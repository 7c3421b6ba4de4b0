import Testing

@testable import ScenePivot

extension StageContractTests {
    /// An alert is presented modally and must be answered first (AL rows; P6: nothing presents over a presenting
    /// context): another alert, a scene's own transition, the dismissal or removal of the sheet beneath it, a detail,
    /// a selection, a split's column, new tabs or an embedding in the sheet are refused — only the alert itself may be
    /// dismissed, and the sheet stays.
    @Test(arguments: StageKind.allCases)
    func nothingButTheAlertItselfIsShownOrDismissedWhileAnAlertIsUp(_ kind: StageKind) {
        let contract = kind.make()
        let sheet = contract.screen("Sheet")
        #expect(contract.run(.present(sheet, Presentation())) == .completed)
        contract.stage.perform(.alert(AlertContent(title: "Hi", actions: [AlertAction("OK")])), animated: true) { _ in }
        contract.settle()
        let refusal = StageOutcome.failed(.illegalTransition(.alertOnScreen(contract.topName ?? "")))
        var ran = false
        #expect(contract.run(.alert(AlertContent(title: "Again", actions: [AlertAction("OK")]))) == refusal)
        #expect(contract.run(.custom(CustomTransition("Confetti") { _ in ran = true })) == refusal)
        #expect(contract.run(.dismiss(sheet)) == refusal)
        #expect(contract.run(.remove(sheet)) == refusal)
        #expect(contract.run(.showDetail(contract.screen("Inbox"))) == refusal)
        #expect(contract.run(.select(.tabs, index: 0)) == refusal)
        #expect(contract.run(.showColumn(.primary)) == refusal)
        #expect(contract.run(.setItems(.tabs, [contract.screen("Tab")], tabItems: [TabItem(title: "Tab")])) == refusal)
        #expect(contract.run(.embed(contract.screen("Chart"), in: sheet, slot: "content")) == refusal)
        #expect(!ran && contract.presentedNames.first == "Sheet" && contract.presentedNames.count == 2)
    }

    /// Popping to where the stack already is changes nothing (N: `popToRootViewController` at the root returns
    /// nothing), so it ends at once, with no animation to wait for.
    @Test(arguments: StageKind.allCases)
    func aPopToWhereTheStackIsEndsAtOnceWithoutAnimating(_ kind: StageKind) {
        let contract = kind.make()
        let detail = contract.screen("Detail")
        #expect(contract.run(.push(detail)) == .completed)
        for atRoot in [false, true] {
            if atRoot { _ = contract.run(.pop(.root)) }
            var outcome: StageOutcome?
            contract.stage.perform(.pop(atRoot ? .root : .screen(detail)), animated: true) { outcome = $0 }
            #expect(outcome == .completed, atRoot ? "to the root at the root" : "to the top screen")
            contract.settle()
        }
    }

    /// Only an action sheet is a popover where action sheets are (AL4): an alert-style alert shows in the middle
    /// of the screen and needs no anchor, on an iPad too.
    @Test(arguments: StageKind.uikitShaped)
    func anAlertNeedsNoAnchorWhereActionSheetsArePopovers(_ kind: StageKind) {
        let contract = kind.make()
        (contract as? HeadlessContract)?.headless.presentsPopovers = true
        (contract as? UIKitModelContract)?.uikit.isPad = true
        var outcome: StageOutcome?
        contract.stage.perform(.alert(AlertContent(title: "Saved", actions: [AlertAction("OK")])), animated: true) {
            outcome = $0
        }
        contract.settle()
        #expect(outcome == nil && contract.presentedNames.count == 1, "shown without an anchor, waiting for its answer")
        #expect(contract.complaints.isEmpty)
    }

    /// An alert a stage is asked to show directly is checked as a request's is: one with no action could never be
    /// answered (AL6: it cannot be tapped away either), so it is refused before anything shows.
    @Test(arguments: StageKind.allCases)
    func anAlertWithNoActionsIsRefusedBeforeItShows(_ kind: StageKind) {
        let contract = kind.make()
        let outcome = contract.run(.alert(AlertContent(title: "Stuck", actions: [])))
        guard case .failed(.invalidRequest(_, .noActions)) = outcome else {
            Issue.record("an alert with no actions ended with \(String(describing: outcome)), not refused")
            return
        }
        #expect(contract.presentedNames.isEmpty)
    }
}
