import ScenePivotHeadless
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
        guard case .dismiss(let node, _) = try rules.plan(.dismissAll, scope: nil) else {
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

    @Test func dismissingAnAlertByNameDismissesItAsIfTappedAway() throws {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        try stage.presentAlertOrThrow(
            AlertContent(title: "Hi", actions: [AlertAction("OK")]), animated: false, onAnswer: { _ in })
        let alert = try #require(stage.presentedScreens.last)
        guard case .dismiss = try StageRules(stage).plan(.dismiss(alert), scope: nil) else {
            Issue.record("dismissing the alert on top by name dismisses it")
            return
        }
    }

    @Test func removingAScreenOnAStackThatLeftTheStageIsRefused() throws {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        let detail = HeadlessScreen("Detail")
        try stage.performOrThrow(
            .present(HeadlessScreen("Sheet"), Presentation(embedsInNavigationStack: true)), animated: false,
            completion: {})
        try stage.performOrThrow(.push(detail), animated: false, completion: {})
        try stage.performOrThrow(.dismissAll, animated: false, completion: {})
        stage.finishAnimations()
        #expect(stage.presentedScreens.isEmpty)
        #expect(throws: ScenePivotError.illegalTransition(.screenNotPresented("Detail"))) {
            try StageRules(stage).plan(.remove(detail), scope: nil)
        }
    }

    @Test func selectingASplitColumnIsRefusedAsARequestToShowADetailInstead() {
        let stage = HeadlessStage(root: HeadlessScreen("Root"), animation: .instant)
        do {
            _ = try StageRules(stage).plan(.select(.split, index: 1), scope: nil)
            Issue.record("selecting a split column was planned")
        } catch {
            guard case .invalidRequest("select column 1", _) = error else {
                Issue.record("selecting a split column failed with \(error), not as an invalid request")
                return
            }
        }
    }

    @Test func presentingAnObjectTheStageCannotShowIsRefusedAsAnUnsupportedScreen() {
        let contract = UIKitModelContract(root: "Root", inNavigationStack: true)
        let rules = StageRules(contract.controllerStage)
        do {
            _ = try rules.plan(.present(NotAScreen(), Presentation()), scope: nil)
            Issue.record("an object that is not a view controller was planned for presentation")
        } catch {
            guard case .unsupportedScreen = error else {
                Issue.record("presenting a non-screen failed with \(error), not as an unsupported screen")
                return
            }
        }
        #expect(contract.presentedNames.isEmpty)
    }

    /// A tab's stage still holds its tab's node after the app replaced the container; the rules refuse it.
    @Test func aTabsStackThatLeftTheStageIsRefusedAsAContainerNotOnStage() throws {
        let walk = HeadlessScreen("Walk")
        let tabs = HeadlessTabContainer(tabs: [(TabItem(title: "Walk"), walk)], selectedIndex: 0)
        let stage = HeadlessStage(root: tabs, inNavigationStack: false, animation: .instant)
        let rules = StageRules(stage)
        let stack = try #require(stage.node(for: walk).flatMap { stage.parent(of: $0) })
        try stage.performOrThrow(
            .setRoot(HeadlessScreen("Login"), inNavigationStack: true), animated: false, completion: {})
        do {
            _ = try rules.plan(.push(HeadlessScreen("Route")), scope: .item(stack))
            Issue.record("a push on a tab's stack that left the stage was planned")
        } catch {
            guard case .illegalTransition(.containerNotOnStage) = error else {
                Issue.record("a push on a tab's stack that left the stage failed with \(error)")
                return
            }
        }
        #expect(stage.navigationStack.map(stage.name(of:)) == ["Login"])
    }
}

/// An object that is no view controller.
private final class NotAScreen {}
