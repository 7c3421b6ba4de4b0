import Foundation
import ScenePivotHeadless
import Testing

@testable import ScenePivot

/// Opens an album: pushes its screen. Saved under a restoration ID of its own.
struct OpenAlbumRequest: RestorableRequest, Equatable {
    static let restorationID = "test.album"
    let title: String
}

/// Shows the settings in a sheet with a navigation stack of its own. Saved under its type's full name.
struct ShowSettingsRequest: RestorableRequest, Equatable {
    let section: String
}

/// Replaces the window's root with the main tabs.
struct ShowMainRequest: RestorableRequest, Equatable {}

/// Replaces the window's root with the login screen.
struct ShowLoginRequest: RestorableRequest, Equatable {}

/// Pops the visible navigation stack: not restorable, and never recorded.
struct PopAlbumRequest: SceneRequest {}

/// A tab container on either stage: the screen to show, its selected tab, and the stage of each tab.
@MainActor
struct TabsOnStage {
    let screen: AnyObject
    let selectedIndex: @MainActor () -> Int
    let stage: @MainActor (Int) -> any SceneStage
    /// Keeps the UIKit model's item stages alive.
    let itemStages: [any SceneStage]
    /// The root screen of each tab now, in order.
    let roots: @MainActor () -> [AnyObject]
}

/// A stage of either kind with a pivot on it, its restoration, and scenes registered for the test requests: what
/// the state is captured from, or what a fresh launch restores it on.
@MainActor
final class RestorationBench {
    let kind: StageKind
    let contract: any ContractStage
    let pivot: ScenePivot
    let restoration: SceneRestoration
    /// The titles of the tabs the main tabs have on this launch.
    let tabTitles: [String]
    /// The main tabs, once shown.
    private(set) var tabs: TabsOnStage?
    /// The errors of the requests sent fire-and-forget.
    private(set) var errors: [ScenePivotError] = []

    /// A launch on a stage of `kind`, whose root is a screen named `Root` in a navigation stack, and whose main tabs
    /// will be `tabTitles`. Every test request is registered with the builder and the restoration unless
    /// `restoring` names fewer.
    init(
        _ kind: StageKind, tabTitles: [String] = ["Walk", "Talk", "Map"],
        restoring restorable: [any RestorableRequest.Type] = [
            OpenAlbumRequest.self, ShowSettingsRequest.self, ShowMainRequest.self, ShowLoginRequest.self,
        ]
    ) {
        self.kind = kind
        self.tabTitles = tabTitles
        contract = kind.make(root: "Root")
        pivot = ScenePivot(stage: contract.stage)
        restoration = SceneRestoration(pivot: pivot)
        pivot.errorHandler = { [unowned self] error in errors.append(error) }
        for type in restorable { register(type) }
        let contract = contract
        pivot.builder.register(OpenAlbumRequest.self) { request in .push(contract.screen("Album \(request.title)")) }
        pivot.builder.register(ShowSettingsRequest.self) { request in
            .present(contract.screen("Settings \(request.section)"), Presentation(embedsInNavigationStack: true))
        }
        pivot.builder.register(ShowMainRequest.self) { [unowned self] _ in
            .setRoot(makeTabs().screen, inNavigationStack: false)
        }
        pivot.builder.register(ShowLoginRequest.self) { _ in .setRoot(contract.screen("Login")) }
        pivot.builder.register(PopAlbumRequest.self) { _ in .pop() }
    }

    private func register<Request: RestorableRequest>(_ type: Request.Type) {
        do {
            try restoration.register(type)
        } catch {
            Issue.record("registering \(type) failed: \(error)")
        }
    }

    /// Sends `request` fire-and-forget and lets everything settle.
    func send<Request: SceneRequest>(_ request: Request, on pivot: ScenePivot? = nil) {
        (pivot ?? self.pivot).switchScene(with: request)
        contract.settle()
    }

    /// Restores `state` with `restoration` (this launch's own by default), letting time pass on the stage while
    /// it runs; fails the test if it does not end within a bounded number of turns.
    func restore(_ state: SceneRestoration.State, with restoration: SceneRestoration? = nil) async throws
        -> SceneRestoration.Report
    {
        let restoration = restoration ?? self.restoration
        let reports = Log<SceneRestoration.Report>()
        let task = Task { @MainActor in reports.values.append(await restoration.restore(state)) }
        for _ in 0..<1_000 where reports.values.isEmpty {
            contract.settle()
            await Task.yield()
        }
        if reports.values.isEmpty { task.cancel() }
        return try #require(reports.values.first, "restoring did not end")
    }

    /// A pivot on the stage of tab `index` of the main tabs, with its own restoration of album requests: how a
    /// tab's flow restores its own screens.
    func makeTabPivot(_ index: Int) throws -> (pivot: ScenePivot, restoration: SceneRestoration) {
        let tabs = try #require(tabs, "the main tabs are not shown")
        let tabPivot = ScenePivot(stage: tabs.stage(index))
        tabPivot.errorHandler = { [unowned self] error in errors.append(error) }
        let contract = contract
        tabPivot.builder.register(OpenAlbumRequest.self) { request in .push(contract.screen("Album \(request.title)")) }
        let tabRestoration = SceneRestoration(pivot: tabPivot)
        try tabRestoration.register(OpenAlbumRequest.self)
        return (tabPivot, tabRestoration)
    }

    /// What is on stage, by name: the presented screens, the navigation stack pushes act on, the top screen and,
    /// once shown, the selected tab and each tab's stack.
    var shape: [String] {
        var lines = [
            "presented \(contract.presentedNames)", "stack \(contract.stackNames)",
            "top \(contract.topName ?? "none")",
        ]
        if let tabs, contract.stage.hierarchy.contains(tabs.screen) {
            lines.append("selected tab \(tabs.selectedIndex())")
            for index in tabTitles.indices {
                let stage = tabs.stage(index)
                lines.append("tab \(index) \(stage.hierarchy.navigationStack.map(stage.name(of:)))")
            }
        }
        return lines
    }

    private func makeTabs() -> TabsOnStage {
        let made: TabsOnStage
        switch contract {
        case let headless as HeadlessContract:
            let container = HeadlessTabContainer(tabs: tabTitles.map { (TabItem(title: $0), HeadlessScreen($0)) })
            made = TabsOnStage(
                screen: container, selectedIndex: { container.selectedIndex },
                stage: { container.stage(forTab: $0)! }, itemStages: [],
                roots: { container.items.indices.compactMap { container.navigationStack(ofTab: $0).first } })
            _ = headless
        case let model as UIKitModelContract:
            let container = ModelController("Tabs", kind: .container(.tabs))
            container.children = tabTitles.map {
                model.uikit.navigationController(root: ModelController($0), named: "\($0) stack")
            }
            for item in container.children { item.parent = container }
            let host = model.controllerStage
            let stages: [any SceneStage] = container.children.enumerated().map { index, item in
                ItemStage<ControllerStage<ModelUIKit>>(
                    containerName: "Tabs", rootScreen: item.children[0],
                    queue: { [weak host] in host?.transitionQueue }, host: { [weak host] in host },
                    item: { [weak container] _ in container?.children[index] })
            }
            made = TabsOnStage(
                screen: container, selectedIndex: { [weak container] in container?.selectedIndex ?? -1 },
                stage: { stages[$0] }, itemStages: stages,
                roots: { [weak container] in container?.children.compactMap(\.children.first) ?? [] })
        default:
            preconditionFailure("no tabs for \(kind)")
        }
        tabs = made
        return made
    }
}

/// Round-trips `state` through JSON, as saving it on one launch and reading it on the next does.
func savedAndLoaded(_ state: SceneRestoration.State) throws -> SceneRestoration.State {
    let data = try JSONEncoder().encode(state)
    return try JSONDecoder().decode(SceneRestoration.State.self, from: data)
}
