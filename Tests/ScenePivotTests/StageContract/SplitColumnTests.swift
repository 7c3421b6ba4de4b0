import ScenePivotHeadless
import Testing

@testable import ScenePivot

/// A split container as a stage's root, collapsed on request, on either UIKit-shaped stage.
@MainActor
private struct ColumnStage {
    let contract: any ContractStage
    let setCollapsed: (Bool) -> Void
    let secondaryStack: () -> [String]

    init(_ kind: StageKind, collapsed: Bool) {
        switch kind {
        case .uikitModel:
            let model = UIKitModelContract(root: "Launch", inNavigationStack: false)
            let split = ModelController("Split", kind: .container(.split))
            split.children = [
                model.uikit.navigationController(root: ModelController("Mailboxes"), named: "Primary"),
                model.uikit.navigationController(root: ModelController("Empty"), named: "Secondary"),
            ]
            for column in split.children { column.parent = split }
            split.isCollapsed = collapsed
            if !collapsed { split.selectedIndex = 1 }
            _ = model.run(.setRoot(split, inNavigationStack: false))
            contract = model
            setCollapsed = { split.isCollapsed = $0 }
            secondaryStack = { split.children[1].children.map(\.name) }
        default:
            let headless = HeadlessContract(root: "Launch", inNavigationStack: false)
            let split = HeadlessSplitContainer(
                primary: HeadlessScreen("Mailboxes"), secondary: HeadlessScreen("Empty"), isCollapsed: collapsed)
            _ = headless.run(.setRoot(split, inNavigationStack: false))
            contract = headless
            setCollapsed = { split.isCollapsed = $0 }
            secondaryStack = { split.navigationStack(of: .secondary).map { headless.stage.name(of: $0) } }
        }
    }
}

@Suite("Split containers: a column is shown by request, collapsed or expanded, its screens kept")
@MainActor
struct SplitColumnTests {
    @Test(arguments: StageKind.uikitShaped)
    func collapsedTheSecondaryColumnComesBackOnTopAndThePrimaryFromUnderIt(_ kind: StageKind) {
        let split = ColumnStage(kind, collapsed: true)
        #expect(split.contract.run(.showDetail(split.contract.screen("Inbox"))) == .completed)

        #expect(split.contract.run(.showColumn(.primary)) == .completed)
        #expect(split.contract.topName == "Mailboxes", "the list is back")
        #expect(split.secondaryStack() == ["Empty", "Inbox"], "the column's screens stayed")
        #expect(split.contract.run(.showColumn(.primary)) == .completed, "shown already: nothing to do")
        #expect(split.contract.run(.showColumn(.secondary)) == .completed)
        #expect(split.contract.topName == "Inbox", "the detail is back on top of the list")

        split.contract.userTapsBack()
        split.contract.settle()
        split.contract.userTapsBack()  // at the column's root: back to the list, the column hidden
        split.contract.settle()
        #expect(split.contract.topName == "Mailboxes")
        #expect(split.contract.run(.showColumn(.secondary)) == .completed)
        #expect(split.contract.topName == "Empty", "what the user left is shown again")
        split.setCollapsed(false)
        #expect(split.secondaryStack() == ["Empty"])
        #expect(split.contract.complaints.isEmpty)
    }

    @Test(arguments: StageKind.uikitShaped, SplitColumn.allCases)
    func expandedBothColumnsShowAlreadySoNothingChanges(_ kind: StageKind, column: SplitColumn) {
        let split = ColumnStage(kind, collapsed: false)
        #expect(split.contract.run(.showDetail(split.contract.screen("Inbox"))) == .completed)
        #expect(split.contract.run(.showColumn(column)) == .completed)
        #expect(split.contract.topName == "Inbox" && split.secondaryStack() == ["Inbox"])
    }

    @Test(arguments: StageKind.allCases)
    func aColumnWithNoSplitContainerIsRefused(_ kind: StageKind) {
        let contract = kind.make()
        #expect(
            contract.run(.showColumn(.secondary)) == .failed(.illegalTransition(.noContainer("split container"))))
    }

    @Test func theColumnsFlowKeepsRunningAndItsStagePushesOnceItShows() throws {
        let stage = HeadlessStage(root: HeadlessScreen("Launch"), inNavigationStack: false, animation: .instant)
        let split = HeadlessSplitContainer(
            primary: HeadlessScreen("Mailboxes"), secondary: HeadlessScreen("Empty"), isCollapsed: true)
        stage.perform(.setRoot(split, inNavigationStack: false), animated: false) { _ in }
        try? stage.tapBack()
        let pivot = ScenePivot(stage: stage)
        let secondaryStage = try #require(split.stage(for: .secondary))
        let secondary = ScenePivot(stage: secondaryStage)
        var departed = false
        let secondaryRoot = try #require(split.navigationStack(of: .secondary).first, "the split is on stage")
        stage.observeDeparture(of: secondaryRoot) { departed = true }
        var errors: [ScenePivotError] = []
        secondary.errorHandler = { errors.append($0) }

        secondary.switchScene(with: TransitionRequest(.push(HeadlessScreen("Draft"))))
        #expect(errors == [.illegalTransition(.columnHidden("SplitContainer"))], "hidden, the column takes no push")
        pivot.switchScene(with: TransitionRequest(.showColumn(.secondary)))
        secondary.switchScene(with: TransitionRequest(.push(HeadlessScreen("Draft"))))

        #expect(errors.count == 1)
        #expect(stage.name(of: stage.topScreen) == "Draft")
        #expect(!departed)
    }

    /// Collapsed, the detail's column shows already on top of the list: showing it changes nothing, so it ends at
    /// once, with no animation to wait for.
    @Test func showingTheColumnThatShowsEndsAtOnceWithoutAnimating() throws {
        let split = HeadlessSplitContainer(
            primary: HeadlessScreen("Mailboxes"), secondary: HeadlessScreen("Empty"), isCollapsed: true)
        let stage = HeadlessStage(root: split, inNavigationStack: false, animation: .manual(.milliseconds(300)))
        try stage.performOrThrow(.showDetail(HeadlessScreen("Inbox")), animated: false)
        var outcome: StageOutcome?

        stage.perform(.showColumn(.secondary), animated: true) { outcome = $0 }

        #expect(outcome == .completed)
        #expect(!stage.isAnimating)
        #expect(stage.name(of: stage.topScreen) == "Inbox")
    }

    /// A column is shown by stacking the detail's navigation stack on the list's (S2): a split whose columns are not
    /// both navigation stacks has no column to show, and the request is refused.
    @Test func aSplitWhoseDetailIsNoNavigationStackCannotShowAColumn() {
        let model = UIKitModelContract(root: "Launch", inNavigationStack: false)
        let split = ModelController("Split", kind: .container(.split))
        split.children = [
            model.uikit.navigationController(root: ModelController("Mailboxes"), named: "Primary"),
            ModelController("Detail"),
        ]
        for column in split.children { column.parent = split }
        split.isCollapsed = true
        _ = model.run(.setRoot(split, inNavigationStack: false))
        let shown = model.topName

        for column in SplitColumn.allCases {
            #expect(model.run(.showColumn(column)) == .failed(.illegalTransition(.noNavigationStack)))
        }
        #expect(model.topName == shown)
        #expect(model.complaints.isEmpty)
    }

    @Test func aColumnIsShownFromARegisteredSceneOrAScenesContext() {
        let stage = HeadlessStage(root: HeadlessScreen("Launch"), inNavigationStack: false, animation: .instant)
        let split = HeadlessSplitContainer(
            primary: HeadlessScreen("Mailboxes"), secondary: HeadlessScreen("Empty"), isCollapsed: true)
        stage.perform(.setRoot(split, inNavigationStack: false), animated: false) { _ in }
        let pivot = ScenePivot(stage: stage)
        pivot.builder.register(ColumnListRequest.self) { _ in .showColumn(.primary, animation: .none) }
        pivot.builder.register(ColumnDetailRequest.self) { _ in
            AnyPivotScene<Void>("closure") { context in try context.perform(.showColumn(.secondary)) }
        }

        pivot.switchScene(with: ColumnListRequest())
        #expect(stage.name(of: stage.topScreen) == "Mailboxes")
        pivot.switchScene(with: ColumnDetailRequest())
        #expect(stage.name(of: stage.topScreen) == "Empty")
    }
}

private struct ColumnListRequest: SceneRequest {}
private struct ColumnDetailRequest: SceneRequest {}
