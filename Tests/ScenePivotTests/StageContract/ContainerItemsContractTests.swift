import ScenePivotHeadless
import Testing

@testable import ScenePivot

/// A tab container of tabs rooted at `Walk`, `Together` and `Analysis` as the window's root, on either
/// UIKit-shaped stage, with its tabs' roots.
@MainActor
private struct ContractTabs {
    let contract: any ContractStage
    let roots: [AnyObject]
    let tabsScreen: AnyObject

    init(_ kind: StageKind) {
        let names = ["Walk", "Together", "Analysis"]
        switch kind {
        case .uikitModel:
            let model = UIKitModelContract(root: "Launch", inNavigationStack: false)
            let tabs = model.uikit.tabBar(names)
            roots = tabs.children.map { $0.children[0] }
            tabsScreen = tabs
            contract = model
        default:
            let headless = HeadlessContract(root: "Launch", inNavigationStack: false)
            let screens = names.map { HeadlessScreen($0) }
            tabsScreen = HeadlessTabContainer(tabs: screens.map { (TabItem(title: $0.name), $0 as AnyObject) })
            roots = screens
            contract = headless
        }
    }

    /// The stage of tab `index` as made now: the headless container's, or, on UIKit, one anchored to the tab's
    /// root (a flow's stage).
    func tabStage(_ index: Int) -> any SceneStage {
        if let tabs = tabsScreen as? HeadlessTabContainer, let stage = tabs.stage(forTab: index) { return stage }
        let model = contract as! UIKitModelContract
        return ControllerStage(anchor: roots[index] as! ModelController, platform: model.uikit)
    }

    /// Sets the tabs rooted at `roots` on the stage, each titled after its root, and returns its outcome once
    /// everything has settled.
    func setTabs(_ roots: [AnyObject]) -> StageOutcome? {
        contract.run(.setItems(.tabs, roots, tabItems: roots.map { TabItem(title: contract.stage.name(of: $0)) }))
    }
}

@Suite("Replacing a container's items, on the headless stage and the UIKit stage alike")
@MainActor
struct ContainerItemsContractTests {
    /// D `UITabBarController.viewControllers`: the selected tab is reselected when it is kept; T2: a ScenePivot tab
    /// container's selection is read by identity.
    @Test(arguments: StageKind.uikitShaped)
    func theKeptSelectedTabStaysSelectedAndTheRemovedTabsRootsLeave(_ kind: StageKind) {
        let fixture = ContractTabs(kind)
        let contract = fixture.contract
        #expect(contract.run(.setRoot(fixture.tabsScreen, inNavigationStack: false)) == .completed)
        #expect(contract.run(.select(.tabs, index: 1)) == .completed)
        let left = Log<String>()
        for root in [fixture.roots[0], fixture.roots[2]] {
            _ = contract.stage.observeDeparture(of: root) { left.values.append(contract.stage.name(of: root)) }
        }
        let account = contract.screen("Account")

        let outcome = contract.run(
            .setItems(
                .tabs, [account, fixture.roots[1]], tabItems: [TabItem(title: "Account"), TabItem(title: "Together")]))

        #expect(outcome == .completed)
        #expect(contract.topName == "Together", "the selected tab, kept, stays selected at its new index")
        #expect(left.values.sorted() == ["Analysis", "Walk"])
        #expect(contract.run(.select(.tabs, index: 0)) == .completed)
        #expect(contract.topName == "Account")
        #expect(contract.complaints.isEmpty)
    }

    /// Two replacements asked back to back run in turn; a push waiting on a kept tab's stage lands on that tab; one
    /// waiting on a removed tab's stage ends with a typed error and shows nothing.
    @Test(arguments: StageKind.uikitShaped)
    func replacementsAndPushesAskedBackToBackRunInTurnAndNothingLandsOnARemovedTab(_ kind: StageKind) {
        let fixture = ContractTabs(kind)
        let contract = fixture.contract
        #expect(contract.run(.setRoot(fixture.tabsScreen, inNavigationStack: false)) == .completed)
        let (walk, together) = (fixture.tabStage(0), fixture.tabStage(1))
        let account = contract.screen("Account")
        let outcomes = Log<String>()
        func note(_ label: String) -> @MainActor (StageOutcome) -> Void { { outcomes.values.append("\(label) \($0)") } }

        let first: [AnyObject] = [fixture.roots[1], account]
        contract.stage.perform(
            .setItems(.tabs, first, tabItems: [TabItem(title: "Together"), TabItem(title: "Account")]),
            animated: true, completion: note("first"))
        let late = contract.screen("Late")
        walk.perform(.push(late), animated: true, completion: note("late"))
        together.perform(.push(contract.screen("Group")), animated: true, completion: note("group"))
        contract.stage.perform(
            .setItems(
                .tabs, [account, fixture.roots[1]], tabItems: [TabItem(title: "Account"), TabItem(title: "Together")]),
            animated: true, completion: note("second"))
        contract.settle()

        #expect(outcomes.values.count == 4, "every request ended: \(outcomes.values)")
        #expect(outcomes.values.filter { $0.hasPrefix("late") }.allSatisfy { $0.contains("failed") })
        #expect(outcomes.values.filter { !$0.hasPrefix("late") }.allSatisfy { $0.hasSuffix("completed") })
        #expect(!contract.stage.hierarchy.contains(fixture.roots[0]))
        #expect(contract.topName == "Group", "the kept tab, selected, got its push")
        #expect(!contract.stage.hierarchy.contains(late), "nothing landed on the removed tab")
        #expect(contract.complaints.isEmpty)
    }

    /// D `UITabBarController.viewControllers`: the same tabs, reordered or not, are all kept: nothing departs and
    /// the selected tab stays selected, at its new index.
    @Test(arguments: StageKind.uikitShaped, [[0, 1, 2], [2, 0, 1]])
    func theSameTabsReorderedOrNotAreAllKeptAndTheSelectedOneStaysSelected(_ kind: StageKind, order: [Int]) {
        let fixture = ContractTabs(kind)
        let contract = fixture.contract
        #expect(contract.run(.setRoot(fixture.tabsScreen, inNavigationStack: false)) == .completed)
        #expect(contract.run(.select(.tabs, index: 1)) == .completed)
        #expect(contract.run(.push(contract.screen("Group"))) == .completed)
        let left = Log<String>()
        for root in fixture.roots {
            _ = contract.stage.observeDeparture(of: root) { left.values.append(contract.stage.name(of: root)) }
        }

        #expect(fixture.setTabs(order.map { fixture.roots[$0] }) == .completed)

        #expect(left.values.isEmpty, "nothing departs")
        #expect(contract.topName == "Group", "the selected tab, with its stack")
        #expect(contract.run(.select(.tabs, index: order.firstIndex(of: 0)!)) == .completed)
        #expect(contract.topName == "Walk")
        #expect(contract.complaints.isEmpty)
    }

    /// Each new tab is a navigation stack rooted at its screen, so a navigation stack cannot be a new tab's root:
    /// UIKit raises for a navigation controller pushed onto another. It is refused, and the tabs stay.
    @Test(arguments: StageKind.uikitShaped)
    func aNavigationStackAsANewTabsRootIsRefused(_ kind: StageKind) {
        let fixture = ContractTabs(kind)
        let contract = fixture.contract
        #expect(contract.run(.setRoot(fixture.tabsScreen, inNavigationStack: false)) == .completed)
        let stack = contract.navigationStack("Stack", root: contract.screen("Inbox"))

        let outcome = contract.run(
            .setItems(.tabs, [fixture.roots[0], stack], tabItems: [TabItem(title: "Walk"), TabItem(title: "Inbox")]))

        guard case .failed(.unsupportedScreen(let reason)) = outcome else {
            Issue.record("a navigation stack as a tab's root ended with \(String(describing: outcome)), not refused")
            return
        }
        #expect(reason.hasSuffix("is a navigation stack, which cannot be put on another navigation stack"))
        #expect(contract.run(.select(.tabs, index: 2)) == .completed, "the three tabs stay")
        #expect(contract.topName == "Analysis")
        #expect(contract.complaints.isEmpty)
    }
}
