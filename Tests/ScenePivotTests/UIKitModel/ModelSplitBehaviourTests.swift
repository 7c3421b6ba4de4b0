import Testing

@testable import ScenePivot

/// The split view controller rows, on the model's split views.
@Suite("The UIKit model's split views do what UIKit documents")
@MainActor
struct ModelSplitBehaviourTests {
    let uikit = ModelUIKit()
    let split = ModelController("Split", kind: .container(.split))

    init() {
        split.children = [
            uikit.navigationController(root: ModelController("List"), named: "Primary"),
            uikit.navigationController(root: ModelController("Detail"), named: "Secondary"),
        ]
        for column in split.children { column.parent = split }
        split.selectedIndex = 1
        uikit.show(split)
    }

    @Test("S2, S5: collapsed, the secondary column's stack is on top of the primary's, the default top column")
    func s2() {
        split.isCollapsed = true
        #expect(split.primaryColumn?.children.map(\.name) == ["List", "Secondary"])
        #expect(uikit.visiblePath(from: split).last?.name == "Detail")
        #expect(split.secondaryColumn?.isInWindow == true)
    }

    @Test("S3: collapsed, back pops the secondary column off the primary's stack; expanding separates them")
    func s3() {
        split.isCollapsed = true
        uikit.userTapsBack()
        uikit.runUntilIdle()
        #expect(split.primaryColumn?.children.map(\.name) == ["List"])
        split.isCollapsed = false
        #expect(split.secondaryColumn?.parent === split && split.primaryColumn?.children.count == 1)
    }
}
