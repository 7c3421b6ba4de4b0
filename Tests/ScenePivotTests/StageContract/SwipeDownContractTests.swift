import Testing

@testable import ScenePivot

/// What a user can swipe down, on every stage: only sheets (G4), never a screen modal in presentation (G5) nor an
/// alert (AL6) — what cannot be swiped stays on stage, its request unanswered.
@Suite("Stage contract: swiping down")
@MainActor
struct SwipeDownContractTests {
    @Test(arguments: StageKind.uikitShaped, [PresentationStyle.fullScreen, .overFullScreen, .currentContext, .custom])
    func aPresentationThatIsNoSheetStaysWhenSwipedDown(_ kind: StageKind, _ style: PresentationStyle) {
        let contract = kind.make()
        #expect(contract.run(.present(contract.screen("Cover"), Presentation(style: style))) == .completed)
        contract.userSwipesDown(completing: true)
        contract.settle()
        #expect(contract.presentedNames == ["Cover"])
    }

    @Test(arguments: StageKind.allCases)
    func aSheetModalInPresentationStaysWhenSwipedDown(_ kind: StageKind) {
        let contract = kind.make()
        let form = contract.screen("Form")
        #expect(contract.run(.present(form, Presentation(isModalInPresentation: true))) == .completed)
        contract.userSwipesDown(completing: true)
        contract.settle()
        #expect(contract.presentedNames == ["Form"])
    }

    @Test(arguments: StageKind.allCases)
    func anAlertStaysWhenSwipedDown(_ kind: StageKind) {
        let contract = kind.make()
        var outcome: StageOutcome?
        contract.stage.perform(.alert(AlertContent(title: "Delete?", actions: [AlertAction("OK")])), animated: true) {
            outcome = $0
        }
        contract.settle()
        #expect(contract.presentedNames.count == 1)
        contract.userSwipesDown(completing: true)
        contract.settle()
        #expect(contract.presentedNames.count == 1 && outcome == nil, "the alert waits for its answer")
    }

    @Test(arguments: StageKind.allCases)
    func aSheetLeavesWhenSwipedDown(_ kind: StageKind) {
        let contract = kind.make()
        #expect(contract.run(.present(contract.screen("Sheet"), Presentation())) == .completed)
        contract.userSwipesDown(completing: true)
        contract.settle()
        #expect(contract.presentedNames.isEmpty)
    }
}
