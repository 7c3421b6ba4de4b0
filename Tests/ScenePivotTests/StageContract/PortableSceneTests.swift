import ScenePivotHeadless
import Testing

@testable import ScenePivot

/// Scenes that read the hierarchy before they act, written once for every stage.
private struct DismissIfPresented: PivotScene {
    let screen: AnyObject
    func perform(in context: SceneContext<Void>) throws(ScenePivotError) {
        if try context.hierarchy().isPresented(screen) { try context.perform(.dismiss(screen)) }
    }
}

private struct PopThisScreen: PivotScene {
    let screen: AnyObject
    func perform(in context: SceneContext<Void>) throws(ScenePivotError) {
        if try context.hierarchy().navigationStack.contains(where: { $0 === screen }) {
            try context.perform(.pop(to: .before(screen)))
        }
    }
}

private struct PopToRootIfNeeded: PivotScene {
    func perform(in context: SceneContext<Void>) throws(ScenePivotError) {
        if try context.hierarchy().navigationStack.count > 1 { try context.perform(.pop(to: .root)) }
    }
}

private struct DismissEverything: PivotScene {
    func perform(in context: SceneContext<Void>) throws(ScenePivotError) {
        try context.perform(.dismissAll())
    }
}

private struct PortableRequest: SceneRequest {
    let scene: AnyPivotScene<Void>
}

/// A tab container on either stage, with the stage of its second tab.
@MainActor
private struct TabbedStage {
    let contract: any ContractStage
    let tabStage: any SceneStage

    init(_ kind: StageKind) {
        switch kind {
        case .headless:
            let headless = HeadlessContract(root: "Launch", inNavigationStack: false)
            let tabs = HeadlessTabContainer(tabs: [
                (TabItem(title: "One"), HeadlessScreen("One")), (TabItem(title: "Two"), HeadlessScreen("Two")),
            ])
            _ = headless.run(.setRoot(tabs, inNavigationStack: false))
            contract = headless
            tabStage = tabs.stage(forTab: 1)!
        case .uikitModel:
            let model = UIKitModelContract(root: "Launch", inNavigationStack: false)
            let tabs = ModelController("Tabs", kind: .container(.tabs))
            tabs.children = ["One", "Two"].map {
                model.uikit.navigationController(root: ModelController($0), named: "\($0) stack")
            }
            for item in tabs.children { item.parent = tabs }
            _ = model.run(.setRoot(tabs, inNavigationStack: false))
            let host = ControllerStage(anchor: tabs, platform: model.uikit)
            contract = model
            tabStage = ItemStage<ControllerStage<ModelUIKit>>(
                containerName: "Tabs", rootScreen: tabs.children[1].children[0], queue: { host.transitionQueue },
                host: { host },
                item: { _ in tabs.children[1] })
            retained = host
        case .swiftUI:
            preconditionFailure("the SwiftUI stage shows no tabs: tabbed scenes run on uikitShaped stages")
        }
    }

    private(set) var retained: AnyObject?
}

@Suite("Portable scenes read the hierarchy")
@MainActor
struct PortableSceneTests {
    private func send(_ scene: some PivotScene<Void>, on stage: any SceneStage, settle contract: any ContractStage)
        -> [ScenePivotError]
    {
        let pivot = ScenePivot(stage: stage)
        var errors: [ScenePivotError] = []
        pivot.errorHandler = { errors.append($0) }
        pivot.builder.register(PortableRequest.self) { $0.scene }
        pivot.switchScene(with: PortableRequest(scene: AnyPivotScene(scene)))
        contract.settle()
        return errors
    }

    @Test(arguments: StageKind.allCases)
    func dismissIfPresentedAndDismissEverythingAreHarmlessWhenNothingIsPresented(_ kind: StageKind) {
        let contract = kind.make()
        let sheet = contract.screen("Sheet")
        #expect(send(DismissIfPresented(screen: sheet), on: contract.stage, settle: contract).isEmpty)
        #expect(send(DismissEverything(), on: contract.stage, settle: contract).isEmpty)
        _ = contract.run(.present(sheet, Presentation()))
        _ = contract.run(.present(contract.screen("Over"), Presentation()))
        #expect(send(DismissIfPresented(screen: sheet), on: contract.stage, settle: contract).isEmpty)
        #expect(contract.presentedNames.isEmpty)
    }

    @Test(arguments: StageKind.allCases)
    func popThisScreenAndPopToRootIfNeededWorkAtAnyDepth(_ kind: StageKind) {
        let contract = kind.make()
        #expect(send(PopToRootIfNeeded(), on: contract.stage, settle: contract).isEmpty)
        let trip = contract.screen("Trip")
        _ = contract.run(.push(trip))
        _ = contract.run(.push(contract.screen("Photo")))
        #expect(send(PopThisScreen(screen: trip), on: contract.stage, settle: contract).isEmpty)
        #expect(contract.stackNames == ["Root"])
        _ = contract.run(.push(contract.screen("Again")))
        #expect(send(PopToRootIfNeeded(), on: contract.stage, settle: contract).isEmpty)
        #expect(contract.stackNames == ["Root"])
    }

    @Test(arguments: StageKind.uikitShaped)
    func onATabsStageTheScenesActOnThatTabsOwnStack(_ kind: StageKind) {
        let tabbed = TabbedStage(kind)
        let detail = tabbed.contract.screen("Detail")
        var pushed: StageOutcome?
        tabbed.tabStage.perform(.push(detail), animated: true) { pushed = $0 }
        tabbed.contract.settle()
        #expect(pushed == .completed)
        #expect(tabbed.tabStage.hierarchy.navigationStack.map(tabbed.tabStage.name(of:)) == ["Two", "Detail"])
        #expect(send(PopToRootIfNeeded(), on: tabbed.tabStage, settle: tabbed.contract).isEmpty)
        #expect(tabbed.tabStage.hierarchy.navigationStack.map(tabbed.tabStage.name(of:)) == ["Two"])
        #expect(tabbed.tabStage.itemRootScreen.map(tabbed.tabStage.name(of:)) == "Two")
    }
}
