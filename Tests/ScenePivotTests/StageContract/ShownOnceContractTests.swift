import Testing

@testable import ScenePivot

/// A screen is shown at most once (P8: UIKit raises for presenting a controller that is already presented or on
/// screen): a screen on stage, or one a presenter still holds off stage, is refused with a typed error before the
/// stage sees it.
@Suite("Stage contract: a screen is shown at most once")
@MainActor
struct ShownOnceContractTests {
    /// The window's root screen has no parent and no presenter, yet it is on stage: presenting it is refused.
    @Test(arguments: StageKind.allCases)
    func theWindowsRootScreenIsNotPresentedAgain(_ kind: StageKind) throws {
        let contract = kind.make(inNavigationStack: false)
        let root = try #require(contract.stage.hierarchy.rootScreen)
        #expect(
            contract.run(.present(root, Presentation()))
                == .failed(.illegalTransition(.screenAlreadyOnStage("Root"))))
        #expect(contract.presentedNames.isEmpty && contract.complaints.isEmpty)
    }

    /// A screen the old root presented stays presented after the app gives the window another root (W2): it is
    /// off stage for a stage of the new root, but UIKit would raise for presenting it again (P8).
    @Test func aScreenTheOldRootStillPresentsIsNotPresentedFromTheNewRoot() {
        let contract = UIKitModelContract(root: "Root", inNavigationStack: true)
        let sheet = ModelController("Sheet")
        #expect(contract.run(.present(sheet, Presentation())) == .completed)
        let oldRoot = contract.rootScreen.outermost  // kept by its presentation, as UIKit keeps a presenter (W2)
        let elsewhere = ModelController("Elsewhere")
        contract.uikit.appSwapsWindowRoot(to: elsewhere)
        contract.settle()
        let stage = ControllerStage(anchor: elsewhere, platform: contract.uikit)
        #expect(!stage.hierarchy.contains(sheet))
        var outcome: StageOutcome?
        stage.perform(.present(sheet, Presentation()), animated: true) { outcome = $0 }
        contract.settle()
        #expect(outcome == .failed(.illegalTransition(.screenAlreadyOnStage("Sheet"))))
        #expect(contract.uikit.exceptions.isEmpty, "UIKit never sees it")
        #expect(oldRoot.presentedViewController === sheet)
    }
}
