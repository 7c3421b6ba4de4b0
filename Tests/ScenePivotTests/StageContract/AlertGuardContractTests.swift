import Testing

@testable import ScenePivot

extension StageContractTests {
    /// An alert is presented modally and must be answered first (AL rows; P6: nothing presents over a presenting
    /// context): another alert, a scene's own transition, or the dismissal of the sheet beneath it are refused —
    /// only the alert itself may be dismissed, and the sheet stays.
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
        #expect(!ran && contract.presentedNames.first == "Sheet" && contract.presentedNames.count == 2)
    }
}
