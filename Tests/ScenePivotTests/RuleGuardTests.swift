import Testing

@testable import ScenePivot

/// Guards of the stage's rules that the stages' own waits hide, each pinned by asking the rules directly.
@Suite("Rule guards")
@MainActor
struct RuleGuardTests {
    /// The stages wait for a dismissal under way before they plan, so only the rules, asked while the app's own
    /// dismissal runs, show that dismiss-all leaves a sheet that is already leaving alone (UIKit would refuse a
    /// second dismissal of it).
    @Test func dismissAllPlansNothingForASheetTheAppIsAlreadyDismissing() throws {
        let contract = UIKitModelContract(root: "Root", inNavigationStack: true)
        let sheet = ModelController("Sheet")
        #expect(contract.run(.present(sheet, Presentation())) == .completed)
        let rules = StageRules(contract.controllerStage)
        guard case .dismiss(let node) = try rules.plan(.dismissAll, scope: nil) else {
            Issue.record("dismiss-all of a presented sheet dismisses it")
            return
        }
        #expect(node === sheet)

        contract.uikit.appDismisses(presentedBy: contract.rootScreen.outermost)
        #expect(sheet.isBeingDismissed)
        guard case .nothing = try rules.plan(.dismissAll, scope: nil) else {
            Issue.record("dismiss-all planned a second dismissal of a sheet that is already being dismissed")
            return
        }
        contract.settle()
        #expect(contract.presentedNames.isEmpty)
    }

    @Test func removingTheRootOfANavigationStackIsRefusedAsAPopAtTheRoot() {
        let root = HeadlessScreen("Root")
        let stage = HeadlessStage(root: root, animation: .instant)
        var outcome: StageOutcome?
        stage.perform(.remove(root), animated: false) { outcome = $0 }
        #expect(outcome == .failed(.illegalTransition(.popAtRoot)))
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Root"])
    }

    /// An item stage whose container has no node yet asks with a missing item; the stages only do so in a window
    /// between a container's arrival and its item's, so the rules are asked directly.
    @Test(arguments: ["push", "pop", "select"])
    func aStageOfAnItemThatIsNotThereYetIsRefusedAsAContainerNotOnStage(_ transition: String) throws {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        try stage.performOrThrow(.push(HeadlessScreen("Detail")), animated: false, completion: {})
        let planned: StageTransition<AnyObject> =
            switch transition {
            case "push": .push(HeadlessScreen("Route"))
            case "pop": .pop(.previous)
            default: .select(.tabs, index: 0)
            }
        #expect(throws: ScenePivotError.illegalTransition(.containerNotOnStage("Tabs"))) {
            try StageRules(stage).plan(planned, scope: .missingItem("Tabs"))
        }
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Root", "Detail"])
    }
}
