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
