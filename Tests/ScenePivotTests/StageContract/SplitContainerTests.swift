import ScenePivotHeadless
import Testing

@testable import ScenePivot

/// A split container as a stage's root, on either stage, with a way to collapse it as a compact width does.
@MainActor
private struct SplitStage {
    let contract: any ContractStage
    let setCollapsed: (Bool) -> Void
    let primaryStack: () -> [String]
    let secondaryStack: () -> [String]
    /// The roots of the primary and secondary columns, as made.
    let roots: [AnyObject]
    /// The stage of the secondary column now: the headless container's, or, on UIKit, one anchored to its root.
    let secondaryStage: () -> any SceneStage

    init(_ kind: StageKind, collapsed: Bool = false) {
        switch kind {
        case .headless:
            let headless = HeadlessContract(root: "Launch", inNavigationStack: false)
            let split = HeadlessSplitContainer(
                primary: HeadlessScreen("Mailboxes"), secondary: HeadlessScreen("Empty"), isCollapsed: collapsed)
            _ = headless.run(.setRoot(split, inNavigationStack: false))
            contract = headless
            setCollapsed = { split.isCollapsed = $0 }
            primaryStack = { split.navigationStack(of: .primary).map { headless.stage.name(of: $0) } }
            secondaryStack = { split.navigationStack(of: .secondary).map { headless.stage.name(of: $0) } }
            roots = [split.navigationStack(of: .primary)[0], split.navigationStack(of: .secondary)[0]]
            secondaryStage = { split.stage(for: .secondary)! }
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
            primaryStack = { split.children[0].children.map(\.name) }
            secondaryStack = { split.children[1].children.map(\.name) }
            let roots = [split.children[0].children[0], split.children[1].children[0]]
            self.roots = roots
            secondaryStage = { ControllerStage(anchor: roots[1], platform: model.uikit) }
        case .swiftUI:
            preconditionFailure("the SwiftUI stage shows no split containers: they run on uikitShaped stages")
        }
    }
}

@Suite("Split containers: a detail replaces the secondary column, or is pushed when collapsed")
@MainActor
struct SplitContainerTests {
    @Test(arguments: StageKind.uikitShaped)
    func expandedADetailReplacesTheSecondaryColumn(_ kind: StageKind) {
        let split = SplitStage(kind)
        #expect(split.contract.run(.showDetail(split.contract.screen("Inbox"))) == .completed)
        #expect(split.contract.run(.showDetail(split.contract.screen("Sent"))) == .completed)
        #expect(split.secondaryStack() == ["Sent"])
        #expect(split.primaryStack() == ["Mailboxes"])
        #expect(split.contract.complaints.isEmpty)
    }

    @Test(arguments: StageKind.uikitShaped)
    func collapsedADetailIsPushedOntoThePrimaryColumn(_ kind: StageKind) {
        let split = SplitStage(kind, collapsed: true)
        #expect(split.contract.run(.showDetail(split.contract.screen("Inbox"))) == .completed)
        #expect(split.contract.topName == "Inbox", "the user sees the pushed detail")
        // UIKit stacks the secondary column's navigation stack on the primary's (S2): the detail lands on top of it.
        #expect(split.secondaryStack() == ["Empty", "Inbox"])
        #expect(split.contract.stackNames == ["Empty", "Inbox"])
        split.setCollapsed(false)
        #expect(split.primaryStack() == ["Mailboxes"] && split.secondaryStack() == ["Empty", "Inbox"])
        #expect(split.contract.run(.showDetail(split.contract.screen("Sent"))) == .completed)
        #expect(split.secondaryStack() == ["Sent"])
    }

    @Test(arguments: StageKind.uikitShaped)
    func theDetailShownStaysOnTopWhenTheSplitCollapsesAndBackReturnsToTheList(_ kind: StageKind) {
        let split = SplitStage(kind)
        #expect(split.contract.run(.showDetail(split.contract.screen("Inbox"))) == .completed)
        split.setCollapsed(true)  // the width becomes compact
        #expect(split.contract.topName == "Inbox", "the current detail stays on top")
        split.contract.userTapsBack()
        split.contract.settle()
        #expect(split.contract.topName == "Mailboxes", "back returns to the list")
        split.setCollapsed(false)
        #expect(split.primaryStack() == ["Mailboxes"] && split.secondaryStack() == ["Inbox"], "separated again")
        #expect(split.contract.run(.showDetail(split.contract.screen("Sent"))) == .completed)
        #expect(split.secondaryStack() == ["Sent"] && split.contract.complaints.isEmpty)
    }

    @Test func aCollapsedSplitsHiddenColumnTakesNoPushes() {
        let headless = HeadlessStage(root: HeadlessScreen("Launch"), inNavigationStack: false)
        let split = HeadlessSplitContainer(primary: HeadlessScreen("Mailboxes"), secondary: HeadlessScreen("Empty"))
        var outcome: StageOutcome?
        headless.perform(.setRoot(split, inNavigationStack: false), animated: false) { _ in }
        headless.finishAnimations()
        split.isCollapsed = true
        try? headless.tapBack()  // back to the list: the secondary column is hidden
        headless.finishAnimations()
        split.stage(for: .secondary)?.perform(.push(HeadlessScreen("Draft")), animated: false) { outcome = $0 }
        headless.finishAnimations()
        #expect(outcome == .failed(.illegalTransition(.columnHidden("SplitContainer"))))
        #expect(split.navigationStack(of: .secondary).count == 1, "nothing was pushed where the user cannot see it")
        split.isCollapsed = false
        split.stage(for: .secondary)?.perform(.push(HeadlessScreen("Draft")), animated: false) { outcome = $0 }
        headless.finishAnimations()
        #expect(outcome == .completed, "expanded, the column shows again")
    }

    @Test(arguments: StageKind.uikitShaped)
    func aDetailWithNoSplitContainerIsRefused(_ kind: StageKind) {
        let contract = kind.make()
        #expect(
            contract.run(.showDetail(contract.screen("Inbox")))
                == .failed(.illegalTransition(.noContainer("split container"))))
    }

    /// A detail goes into the secondary column's navigation stack: one already on stage, or a navigation stack
    /// itself, is refused before UIKit raises (P8, N-pushing a navigation controller).
    @Test(arguments: StageKind.uikitShaped, [true, false])
    func aDetailAlreadyShownOrThatIsANavigationStackIsRefused(_ kind: StageKind, collapsed: Bool) {
        let split = SplitStage(kind, collapsed: collapsed)
        let inbox = split.contract.screen("Inbox")
        #expect(split.contract.run(.showDetail(inbox)) == .completed)
        #expect(split.contract.run(.showDetail(inbox)) == .failed(.illegalTransition(.screenAlreadyOnStage("Inbox"))))
        let stack = split.contract.navigationStack("Drafts", root: split.contract.screen("Draft"))
        guard case .failed(.unsupportedScreen) = split.contract.run(.showDetail(stack)) else {
            Issue.record("a navigation stack shown as a detail is not refused as an unsupported screen")
            return
        }
        #expect(split.contract.topName == "Inbox")
        #expect(split.contract.complaints.isEmpty)
    }

    /// A classic split whose secondary column is a plain view controller (`viewControllers = [primary, detail]`,
    /// which UIKit does not wrap, unlike `setViewController(_:for:)`, S1) has no stack to put a detail in.
    @Test func anExpandedSplitWhoseSecondaryColumnIsNoNavigationStackRefusesADetail() {
        let model = UIKitModelContract(root: "Launch", inNavigationStack: false)
        let split = ModelController("Split", kind: .container(.split))
        split.children = [
            model.uikit.navigationController(root: ModelController("Mailboxes"), named: "Primary"),
            ModelController("Empty"),
        ]
        for column in split.children { column.parent = split }
        split.selectedIndex = 1
        #expect(model.run(.setRoot(split, inNavigationStack: false)) == .completed)
        #expect(model.run(.showDetail(ModelController("Inbox"))) == .failed(.illegalTransition(.noNavigationStack)))
        #expect(split.children.map(\.name) == ["Primary", "Empty"])
        #expect(model.complaints.isEmpty)
    }

    /// Collapsed, the split shows one stack, its primary column's (S2): the primary column's own stage still
    /// pushes, onto the stack the user sees.
    @Test func aCollapsedSplitsPrimaryColumnStillTakesPushes() {
        let headless = HeadlessStage(root: HeadlessScreen("Launch"), inNavigationStack: false)
        let split = HeadlessSplitContainer(primary: HeadlessScreen("Mailboxes"), secondary: HeadlessScreen("Empty"))
        headless.perform(.setRoot(split, inNavigationStack: false), animated: false) { _ in }
        headless.finishAnimations()
        split.isCollapsed = true
        try? headless.tapBack()  // back to the list
        headless.finishAnimations()
        var outcome: StageOutcome?
        split.stage(for: .primary)?.perform(.push(HeadlessScreen("Settings")), animated: false) { outcome = $0 }
        headless.finishAnimations()
        #expect(outcome == .completed)
        #expect(headless.name(of: headless.topScreen) == "Settings")
    }

    /// A split whose secondary column was never set (S1: the app has not called `setViewController(_:for:)` for
    /// it) has no stack to show a detail in: the detail is refused with a typed error.
    @Test func anExpandedSplitWithNoSecondaryColumnRefusesADetail() {
        let model = UIKitModelContract(root: "Launch", inNavigationStack: false)
        let split = ModelController("Split", kind: .container(.split))
        split.children = [model.uikit.navigationController(root: ModelController("Mailboxes"), named: "Primary")]
        for column in split.children { column.parent = split }
        split.selectedIndex = 0
        #expect(model.run(.setRoot(split, inNavigationStack: false)) == .completed)
        #expect(model.run(.showDetail(ModelController("Inbox"))) == .failed(.illegalTransition(.noNavigationStack)))
        #expect(split.children.map(\.name) == ["Primary"] && model.complaints.isEmpty)
    }

    /// A request waiting on the secondary column's stage while `setColumns` replaces that column ends with a typed
    /// error and shows nothing; the new column shows where the old one did (collapsed: stacked on the primary, S2).
    @Test(arguments: StageKind.uikitShaped, [false, true])
    func aPushWaitingOnAReplacedSecondaryColumnFailsAndTheNewColumnShows(_ kind: StageKind, collapsed: Bool) {
        let split = SplitStage(kind, collapsed: collapsed)
        let contract = split.contract
        let secondary = split.secondaryStage()
        let (archive, late) = (contract.screen("Archive"), contract.screen("Late"))
        let outcomes = Log<String>()

        contract.stage.perform(.setItems(.split, [split.roots[0], archive], tabItems: []), animated: true) {
            outcomes.values.append("columns \($0)")
        }
        secondary.perform(.push(late), animated: true) { outcomes.values.append("late \($0)") }
        contract.settle()

        #expect(outcomes.values.count == 2 && outcomes.values.first == "columns completed", "\(outcomes.values)")
        #expect(outcomes.values.last?.hasPrefix("late failed") == true, "a typed error, not a wait for ever")
        #expect(!contract.stage.hierarchy.contains(late), "nothing landed on the replaced column")
        #expect(split.secondaryStack() == ["Archive"] && split.primaryStack().first == "Mailboxes")
        #expect(contract.topName == "Archive")
        #expect(contract.complaints.isEmpty)
    }

    /// The same columns again: nothing departs, and the split stays as it was, collapsed or not.
    @Test(arguments: StageKind.uikitShaped, [false, true])
    func theSameColumnsAgainChangeNothing(_ kind: StageKind, collapsed: Bool) {
        let split = SplitStage(kind, collapsed: collapsed)
        let contract = split.contract
        let left = Log<String>()
        for root in split.roots {
            _ = contract.stage.observeDeparture(of: root) { left.values.append(contract.stage.name(of: root)) }
        }
        let top = contract.topName

        #expect(contract.run(.setItems(.split, split.roots, tabItems: [])) == .completed)

        #expect(left.values.isEmpty)
        #expect(split.secondaryStack() == ["Empty"] && split.primaryStack().first == "Mailboxes")
        #expect(contract.topName == top)
        #expect(contract.complaints.isEmpty)
    }
}
