import ScenePivotHeadless
import Testing

@testable import ScenePivot

/// What a scene reads of the hierarchy — where a screen is, what the user sees — on either stage.
@Suite("Stage contract: reading the hierarchy")
@MainActor
struct HierarchyReadingContractTests {
    /// A screen pushed inside a presented navigation stack is presented with its stack: UIKit answers the stack's
    /// presenter for it (P3).
    @Test(arguments: StageKind.allCases)
    func aScreenInsideAPresentedNavigationStackIsPresented(_ kind: StageKind) {
        let contract = kind.make()
        let sheet = contract.screen("Sheet")
        let detail = contract.screen("Detail")
        #expect(contract.run(.present(sheet, Presentation(embedsInNavigationStack: true))) == .completed)
        #expect(contract.run(.push(detail)) == .completed)
        let hierarchy = contract.stage.hierarchy
        #expect(hierarchy.isPresented(sheet) && hierarchy.isPresented(detail))
        #expect(contract.stackNames == ["Sheet", "Detail"])
        #expect(hierarchy.rootScreen.map { hierarchy.contains($0) && !hierarchy.isPresented($0) } == true)
    }

    /// A tab container with no tabs shows nothing inside it (`selectedIndex` points at no tab): the user sees the
    /// container, and a push has no stack to land on.
    @Test(arguments: StageKind.uikitShaped)
    func aTabContainerWithNoTabsIsWhatTheUserSeesAndTakesNoPush(_ kind: StageKind) {
        let contract = kind.make()
        let tabs: AnyObject =
            switch kind {
            case .headless: HeadlessTabContainer(tabs: [])
            case .uikitModel: ModelController("TabContainer", kind: .container(.tabs))
            case .swiftUI:
                preconditionFailure("the SwiftUI stage shows no tab containers: this runs on uikitShaped stages")
            }
        #expect(contract.run(.setRoot(tabs, inNavigationStack: false)) == .completed)
        #expect(contract.topName == "TabContainer")
        #expect(contract.run(.push(contract.screen("Detail"))) == .failed(.illegalTransition(.noNavigationStack)))
        #expect(
            contract.run(.select(.tabs, index: 0)) == .failed(.illegalTransition(.noSuchContainerItem(0, count: 0))))
    }

    /// Once the app gives the window another root (W1), the old hierarchy is out of the window: a scene of a stage
    /// in it reads an empty hierarchy — no root, no top, no stack — rather than the screens the window dropped.
    @Test func aStageWhoseRootLeftTheWindowReadsAnEmptyHierarchy() {
        let contract = UIKitModelContract(root: "Root", inNavigationStack: true)
        #expect(contract.run(.push(ModelController("Detail"))) == .completed)
        #expect(contract.stage.hierarchy.rootScreen != nil && contract.stackNames == ["Root", "Detail"])
        contract.uikit.appSwapsWindowRoot(to: ModelController("Elsewhere"))
        contract.settle()
        let hierarchy = contract.stage.hierarchy
        #expect(hierarchy.rootScreen == nil && hierarchy.topScreen == nil)
        #expect(hierarchy.navigationStack.isEmpty && hierarchy.presentedScreens.isEmpty)
    }
}
