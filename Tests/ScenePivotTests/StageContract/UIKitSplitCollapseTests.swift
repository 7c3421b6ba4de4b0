import Testing

@testable import ScenePivot

/// A split view over the model of UIKit, which restacks its columns when it collapses (S2, S3): the detail stays
/// on top, back returns to the list, and expanding separates the columns again.
@Suite("UIKit stage split views that collapse and expand, over a model of UIKit")
@MainActor
struct UIKitSplitCollapseTests {
    let contract = UIKitModelContract(root: "Launch", inNavigationStack: false)
    let split = ModelController("Split", kind: .container(.split))

    init() {
        split.children = [
            contract.uikit.navigationController(root: ModelController("Mailboxes"), named: "Primary"),
            contract.uikit.navigationController(root: ModelController("Empty"), named: "Secondary"),
        ]
        for column in split.children { column.parent = split }
        split.selectedIndex = 1
        _ = contract.run(.setRoot(split, inNavigationStack: false))
    }

    private var primary: [String] { split.children[0].children.map(\.name) }
    private var secondary: [String] { split.children[1].children.map(\.name) }

    @Test func theDetailShownStaysOnTopWhenTheSplitCollapsesAndBackReturnsToTheList() {
        #expect(contract.run(.showDetail(ModelController("Inbox"))) == .completed)
        split.isCollapsed = true  // the width becomes compact
        #expect(contract.topName == "Inbox", "the current detail stays on top")
        contract.userTapsBack()
        contract.settle()
        #expect(contract.topName == "Mailboxes", "back returns to the list")
        split.isCollapsed = false
        #expect(primary == ["Mailboxes"] && secondary == ["Inbox"], "expanding separates the columns again")
        #expect(contract.complaints.isEmpty)
    }

    @Test func aDetailShownWhileCollapsedIsOnTopAndInTheSecondaryColumnOnceExpanded() {
        split.isCollapsed = true
        #expect(contract.run(.showDetail(ModelController("Inbox"))) == .completed)
        #expect(contract.topName == "Inbox")
        split.isCollapsed = false
        #expect(primary == ["Mailboxes"] && secondary == ["Empty", "Inbox"])
        #expect(contract.run(.showDetail(ModelController("Sent"))) == .completed)
        #expect(secondary == ["Sent"] && contract.complaints.isEmpty)
    }
}
