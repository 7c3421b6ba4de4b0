import ScenePivotHeadless
import Testing

@testable import ScenePivot

/// A container a screen embeds is on the path the user sees (A2: a plain view controller's children appear with it),
/// looked for through plain screens embedded in plain screens — as deep as eight of them, no deeper.
@Suite("Stage contract: containers embedded in screens")
@MainActor
struct EmbeddingDepthContractTests {
    /// A root made of `depth` plain screens, each embedding the next, the last embedding a tab container of "Walk"
    /// and "Ride", on the stage of `kind`.
    private func nestedRoot(_ kind: StageKind, depth: Int) -> any ContractStage {
        let contract = kind.make(root: "Launch", inNavigationStack: false)
        switch kind {
        case .headless:
            var inner: AnyObject = HeadlessTabContainer(tabs: [
                (TabItem(title: "Walk"), HeadlessScreen("Walk")), (TabItem(title: "Ride"), HeadlessScreen("Ride")),
            ])
            for level in (0..<depth).reversed() { inner = HeadlessScreen("Level \(level)", embedding: [inner]) }
            #expect(contract.run(.setRoot(inner, inNavigationStack: false)) == .completed)
        case .uikitModel:
            let model = contract as! UIKitModelContract
            var inner = model.uikit.tabBar(["Walk", "Ride"])
            for level in (0..<depth).reversed() {
                let screen = ModelController("Level \(level)")
                model.uikit.appEmbeds(inner, in: screen)
                inner = screen
            }
            #expect(contract.run(.setRoot(inner, inNavigationStack: false)) == .completed)
        case .swiftUI:
            preconditionFailure("the SwiftUI stage shows no containers: this runs on uikitShaped stages")
        }
        return contract
    }

    @Test(arguments: StageKind.uikitShaped, [1, 2, 8])
    func aTabContainerEmbeddedUpToEightScreensDeepIsWhatTheUserSeesAndIsSelectedIn(_ kind: StageKind, depth: Int) {
        let contract = nestedRoot(kind, depth: depth)
        #expect(contract.topName == "Walk")
        #expect(contract.run(.select(.tabs, index: 1)) == .completed, "the selection finds the embedded tabs")
        #expect(contract.topName == "Ride")
    }

    @Test(arguments: StageKind.uikitShaped)
    func aTabContainerEmbeddedNineScreensDeepIsNotLookedFor(_ kind: StageKind) {
        let contract = nestedRoot(kind, depth: 9)
        #expect(contract.topName == "Level 0")
        guard case .failed(.illegalTransition(.noContainer)) = contract.run(.select(.tabs, index: 1)) else {
            Issue.record("a selection found tabs embedded nine screens deep")
            return
        }
    }

    /// Of several children, the one added last is drawn on top: the user sees its container, whether the screen
    /// embeds the containers itself or through plain children.
    @Test(arguments: StageKind.uikitShaped, [false, true])
    func ofSeveralEmbeddedContainersTheUserSeesTheLastOne(_ kind: StageKind, throughPlainChildren: Bool) {
        let contract = kind.make(root: "Launch", inNavigationStack: false)
        let home: AnyObject
        switch kind {
        case .headless:
            let tabs = ["Walk", "Ride"].map { name -> AnyObject in
                let container = HeadlessTabContainer(tabs: [(TabItem(title: name), HeadlessScreen(name))])
                return throughPlainChildren ? HeadlessScreen("\(name) holder", embedding: [container]) : container
            }
            home = HeadlessScreen("Home", embedding: tabs)
        case .uikitModel:
            let model = contract as! UIKitModelContract
            let screen = ModelController("Home")
            for name in ["Walk", "Ride"] {
                let container = model.uikit.tabBar([name], named: "\(name) tabs")
                if throughPlainChildren {
                    let holder = ModelController("\(name) holder")
                    model.uikit.appEmbeds(container, in: holder)
                    model.uikit.appEmbeds(holder, in: screen)
                } else {
                    model.uikit.appEmbeds(container, in: screen)
                }
            }
            home = screen
        case .swiftUI:
            preconditionFailure("the SwiftUI stage shows no containers: this runs on uikitShaped stages")
        }
        #expect(contract.run(.setRoot(home, inNavigationStack: false)) == .completed)
        #expect(contract.topName == "Ride")
    }
}
