import Testing

@testable import ScenePivot

/// A screen on its way out — popped, dismissed, or left with a root being replaced — has left the stage the moment
/// its transition starts: the rules neither show it nor act on it while its animation runs. The stages wait for
/// their own transitions before they plan, so these tests ask the rules directly, mid-animation.
@Suite("Stage contract: screens on their way out")
@MainActor
struct LeavingScreenContractTests {
    /// `viewControllers` drops a popped screen at once (R3), while it is still the stack's child until the pop ends.
    @Test(arguments: StageKind.allCases)
    func aScreenBeingPoppedIsOffStageAndCannotBeRemovedWhileItsPopAnimates(_ kind: StageKind) {
        let contract = kind.make()
        let detail = contract.screen("Detail")
        #expect(contract.run(.push(detail)) == .completed)
        var outcome: StageOutcome?
        contract.stage.perform(.pop(.previous), animated: true) { outcome = $0 }
        #expect(outcome == nil, "the pop animates")
        #expect(!contract.stage.hierarchy.contains(detail), "a popped screen has left its stack")
        #expect(contract.plan(.remove(detail)) == .failure(.illegalTransition(.screenNotPresented("Detail"))))
        contract.settle()
        #expect(outcome == .completed)
        #expect(contract.stackNames == ["Root"])
    }

    /// During a dismissal the presenter still answers the leaving sheet (D4); what the user sees, and where the next
    /// presentation starts, is the screen below it (P7: a presentation over a leaving one is not done).
    @Test(arguments: StageKind.allCases)
    func duringADismissalTheUserSeesAndPresentsFromTheScreenBelowTheLeavingSheet(_ kind: StageKind) {
        let contract = kind.make()
        let next = contract.screen("Next")
        let fromTheRoot = contract.plan(.present(next, Presentation()))
        #expect((try? fromTheRoot.get())?.hasPrefix("present Next from ") == true, "a plan, not a refusal")
        let sheet = contract.screen("Sheet")
        #expect(contract.run(.present(sheet, Presentation(embedsInNavigationStack: true))) == .completed)
        #expect(contract.run(.push(contract.screen("Detail"))) == .completed)
        contract.stage.perform(.dismiss(sheet), animated: true) { _ in }
        #expect(contract.topName == "Root")
        #expect(contract.stackNames == ["Root"], "a scene reads the stack below the leaving sheet")
        #expect(contract.plan(.present(next, Presentation())) == fromTheRoot, "not over the leaving sheet")
        contract.settle()
        #expect(contract.presentedNames.isEmpty)
    }

    /// Dismissing the presenter dismisses what it presents (D1) — but a sheet already leaving is not dismissed twice
    /// (D6: a second dismissal during one is not done), so there is nothing of the root's left to dismiss.
    @Test(arguments: StageKind.allCases)
    func dismissingTheRootWhileItsSheetLeavesIsRefusedAsNothingPresented(_ kind: StageKind) {
        let contract = kind.make()
        let root = contract.stage.hierarchy.rootScreen
        #expect(contract.run(.present(contract.screen("Sheet"), Presentation())) == .completed)
        contract.stage.perform(.dismiss(nil), animated: true) { _ in }
        let rootScreen = contract.stage.hierarchy.navigationStack.first ?? root
        let name = rootScreen.map(contract.stage.name(of:)) ?? ""
        #expect(
            contract.plan(.dismiss(rootScreen)) == .failure(.illegalTransition(.screenNotPresented(name))),
            "the root's sheet is already leaving")
        contract.settle()
        #expect(contract.presentedNames.isEmpty)
    }

    /// A root being replaced takes what it presents with it (W1); a sheet it presented is no longer on stage and
    /// cannot be dismissed on its own.
    @Test func aSheetOfARootBeingReplacedCannotBeDismissed() {
        let contract = HeadlessContract(root: "Root", inNavigationStack: true)
        let sheet = contract.screen("Sheet")
        #expect(contract.run(.present(sheet, Presentation())) == .completed)
        contract.stage.perform(.setRoot(contract.screen("Login"), inNavigationStack: true), animated: true) { _ in }
        #expect(!contract.stage.hierarchy.contains(sheet))
        #expect(contract.plan(.dismiss(sheet)) == .failure(.illegalTransition(.screenNotPresented("Sheet"))))
        contract.settle()
        #expect(contract.stackNames == ["Login"])
    }

    /// The app pops a screen beneath a sheet (its own `setViewControllers`, animated): while the pop animates, the
    /// popped screen is still its stack's child (R3) but off stage, and dismissing it does not dismiss the sheet.
    @Test func aScreenTheAppPopsBeneathASheetCannotBeDismissed() {
        let contract = UIKitModelContract(root: "Root", inNavigationStack: true)
        let detail = ModelController("Detail")
        #expect(contract.run(.push(detail)) == .completed)
        #expect(contract.run(.present(ModelController("Sheet"), Presentation())) == .completed)
        let navigation = contract.rootScreen.outermost
        contract.uikit.appSetsStack([contract.rootScreen], on: navigation)
        #expect(detail.parent === navigation, "still its stack's child while the pop animates")
        #expect(contract.plan(.dismiss(detail)) == .failure(.illegalTransition(.screenNotPresented("Detail"))))
        contract.settle()
        #expect(contract.presentedNames == ["Sheet"])
    }
}

extension ContractStage {
    /// What the rules plan for `transition` now, on the hierarchy as it is, told in screen names; or their refusal.
    func plan(_ transition: StageTransition<AnyObject>) -> Result<String, ScenePivotError> {
        switch self {
        case let headless as HeadlessContract: return planned(transition, by: headless.headless)
        case let uikit as UIKitModelContract: return planned(transition, by: uikit.controllerStage)
        case let swiftUI as SwiftUIContract: return planned(transition, by: swiftUI.swiftUI)
        default: preconditionFailure("no rules to plan with on \(type(of: self))")
        }
    }
}

/// The plan the rules over `view` make for `transition`, told in screen names.
@MainActor
private func planned<View: HierarchyView>(
    _ transition: StageTransition<AnyObject>, by view: View
) -> Result<String, ScenePivotError> {
    let name = { (node: View.Node) in view.name(of: view.screen(of: node)) }
    do throws(ScenePivotError) {
        switch try StageRules(view).plan(transition, scope: nil) {
        case .present(let screen, let presenter, _, _):
            return .success("present \(view.name(of: screen)) from \(name(presenter))")
        case .dismiss(let node, _): return .success("dismiss \(name(node))")
        case .setStack(let navigation, let screens, _):
            return .success("set \(name(navigation)) to \(screens.map(view.name(of:)))")
        case .push(let screen, let navigation, _):
            return .success("push \(view.name(of: screen)) onto \(name(navigation))")
        case .nothing: return .success("nothing")
        case let other: return .success("\(other)")
        }
    } catch {
        return .failure(error)
    }
}
