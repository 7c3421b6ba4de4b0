import Testing

@testable import ScenePivot

/// Popover anchors over the model of UIKit, which takes only a view or a bar button item as a source (PO2) and
/// raises when an iPad action sheet has none (AL4): an anchor of any other type is refused with a typed error
/// before UIKit sees it, never dropped; a usable one is what the popover points at.
@Suite("UIKit stage popover anchors, over a model of UIKit")
@MainActor
struct UIKitAnchorTests {
    private func contract(isPad: Bool) -> UIKitModelContract {
        let contract = UIKitModelContract(root: "Root", inNavigationStack: true)
        contract.uikit.isPad = isPad
        return contract
    }

    @Test(arguments: [true, false])
    func aViewControllerAsAPopoverAnchorIsRefusedBeforeUIKitSeesIt(isPad: Bool) {
        let contract = contract(isPad: isPad)
        let owner = contract.rootScreen  // `PopoverAnchor(self)` from a view controller
        let filters = ModelController("Filters")
        let outcome = contract.run(
            .present(filters, Presentation(style: .popover, popoverAnchor: PopoverAnchor(owner))))
        #expect(outcome == .failed(.invalidRequest("Filters", .unusablePopoverAnchor("Root"))))
        #expect(contract.uikit.topPresented == nil && filters.popoverAnchor == nil)
        #expect(contract.complaints.isEmpty, "UIKit never sees it")
    }

    @Test func aBarButtonItemOrAViewIsWhatThePopoverPointsAt() {
        let contract = contract(isPad: true)
        let item = ModelBarButtonItem()
        let filters = ModelController("Filters")
        #expect(
            contract.run(.present(filters, Presentation(style: .popover, popoverAnchor: PopoverAnchor(item))))
                == .completed)
        #expect(filters.popoverAnchor === item)
    }

    @Test(arguments: [true, false])
    func anActionSheetAnchoredToAViewControllerIsRefused(isPad: Bool) {
        let contract = contract(isPad: isPad)
        let pivot = ScenePivot(stage: contract.controllerStage)
        let errors = Log<ScenePivotError>()
        pivot.errorHandler = { errors.values.append($0) }
        pivot.switchScene(
            with: ConfirmationRequest(
                title: "Delete?", confirmTitle: "Delete", style: .actionSheet,
                popoverAnchor: PopoverAnchor(contract.rootScreen)))
        contract.settle()
        #expect(errors.values == [.invalidRequest("Delete?", .unusablePopoverAnchor("Root"))])
        #expect(contract.uikit.topPresented == nil && contract.complaints.isEmpty)
    }

    @Test func anIPadActionSheetPointsAtItsAnchor() {
        let contract = contract(isPad: true)
        let pivot = ScenePivot(stage: contract.controllerStage)
        let trash = ModelView("Trash")
        pivot.switchScene(
            with: ConfirmationRequest(
                title: "Delete?", confirmTitle: "Delete", style: .actionSheet, popoverAnchor: PopoverAnchor(trash)))
        contract.settle()
        #expect(contract.uikit.topPresented?.kind == .alert)
        #expect(contract.uikit.topPresented?.popoverAnchor === trash)
        #expect(contract.complaints.isEmpty)
        contract.userTaps("Delete")
        contract.settle()
        #expect(contract.uikit.topPresented == nil)
    }
}
