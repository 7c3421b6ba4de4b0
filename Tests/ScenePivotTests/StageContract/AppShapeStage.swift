import ExampleStandIns
import PoseFeedFlow
import ScenePivotHeadless

@testable import ScenePivot

/// What the app-shape contract needs beyond ``ContractStage``: containers embedded in plain screens, a system
/// screen, a user's drag on pages and the PoseFeed example's screens, on either stage.
@MainActor
protocol AppShapeStage: ContractStage {
    /// A page container of pages whose roots are named `names` (each in a navigation stack): the screen to show,
    /// and the container as flows see it.
    func pageContainer(_ names: [String]) -> (screen: AnyObject, pages: any PageContainer)
    /// The screen of a page container made by this stage.
    func screen(of pages: any PageContainer) -> AnyObject
    /// A plain screen called `name` that embeds `children`, as a view controller embeds child view controllers.
    func screen(_ name: String, embedding children: [AnyObject]) -> AnyObject
    /// The user puts a finger on the pages of `container` and starts dragging.
    func userStartsDraggingPages(_ container: AnyObject)
    /// The user lets go of the pages of `container`.
    func userEndsDraggingPages(_ container: AnyObject)
    /// A tab container of tabs whose roots are `roots` (each in a navigation stack): the screen to show, and the
    /// stage of each tab.
    func tabBar(roots: [AnyObject]) -> (screen: AnyObject, stages: [any SceneStage])
    /// An expanded split container whose columns' roots are named `primary` and `secondary` (each in a navigation
    /// stack): the screen to show, and the stage of each column, the primary's first.
    func splitContainer(primary: String, secondary: String) -> (screen: AnyObject, stages: [any SceneStage])
    /// Collapses or expands the split container `split`, as a change of width does.
    func setCollapsed(_ collapsed: Bool, split: AnyObject)
    /// The user opens tab `index` (in the container's own order) of `tabs`: a tap on the tab bar, or on More and
    /// then the tab's row when the tab is under More.
    func userOpensTab(_ index: Int, in tabs: AnyObject)
    /// A system navigation controller, an image picker, called `name`.
    func imagePicker(_ name: String) -> AnyObject
    /// The PoseFeed example's screens as the app builds them: the page container embedded under its segment
    /// control in a plain screen.
    func poseFeedScreens() -> any PoseFeedScreens
}

extension AppShapeStage {
    /// A tab container of tabs whose roots are new screens named `names`.
    func tabBar(_ names: [String]) -> (screen: AnyObject, stages: [any SceneStage]) {
        tabBar(roots: names.map(screen))
    }

    /// The stage's name for `screen`.
    func name(of screen: AnyObject) -> String { stage.name(of: screen) }
}

extension StageKind {
    /// A stage of this kind, for the app-shape contract.
    @MainActor func makeAppShape(root: String = "Root", inNavigationStack: Bool = true) -> any AppShapeStage {
        switch self {
        case .headless: return HeadlessContract(root: root, inNavigationStack: inNavigationStack)
        case .uikitModel: return UIKitModelContract(root: root, inNavigationStack: inNavigationStack)
        case .swiftUI:
            preconditionFailure("the SwiftUI stage shows no containers: app shapes run on uikitShaped stages")
        }
    }
}

extension HeadlessContract: AppShapeStage {
    func pageContainer(_ names: [String]) -> (screen: AnyObject, pages: any PageContainer) {
        let pages = HeadlessPageContainer(pages: names.map(HeadlessScreen.init), titles: names)
        return (pages, pages)
    }
    func screen(_ name: String, embedding children: [AnyObject]) -> AnyObject {
        HeadlessScreen(name, embedding: children)
    }
    func screen(of pages: any PageContainer) -> AnyObject { pages }
    /// Headless, a drag is a swipe to the next page (the previous one from the last), whose animation runs until
    /// the clock moves on.
    func userStartsDraggingPages(_ container: AnyObject) {
        guard let pages = container as? HeadlessPageContainer else { return }
        if pages.pageAfter != nil { try? pages.swipeToNextPage() } else { try? pages.swipeToPreviousPage() }
    }
    func userEndsDraggingPages(_ container: AnyObject) {}
    func tabBar(roots: [AnyObject]) -> (screen: AnyObject, stages: [any SceneStage]) {
        let tabs = HeadlessTabContainer(tabs: roots.map { (TabItem(title: name(of: $0)), $0) })
        return (tabs, roots.indices.compactMap(tabs.stage(forTab:)))
    }
    func splitContainer(primary: String, secondary: String) -> (screen: AnyObject, stages: [any SceneStage]) {
        let split = HeadlessSplitContainer(primary: HeadlessScreen(primary), secondary: HeadlessScreen(secondary))
        return (split, [SplitColumn.primary, .secondary].compactMap(split.stage(for:)))
    }
    func setCollapsed(_ collapsed: Bool, split: AnyObject) {
        (split as? HeadlessSplitContainer)?.isCollapsed = collapsed
    }
    func userOpensTab(_ index: Int, in tabs: AnyObject) { try? (tabs as? HeadlessTabContainer)?.tapTab(index) }
    func imagePicker(_ name: String) -> AnyObject { HeadlessSystemScreen(name, isNavigationStack: true) }
    func poseFeedScreens() -> any PoseFeedScreens { EmbeddedHeadlessPoseFeedScreens() }
}

extension UIKitModelContract: AppShapeStage {
    func pageContainer(_ names: [String]) -> (screen: AnyObject, pages: any PageContainer) {
        let pages = ModelPageContainer(
            uikit: uikit, roots: names.map { ModelController($0) }, titles: names)
        retained.append(pages)
        return (pages.controller, pages)
    }
    func screen(_ name: String, embedding children: [AnyObject]) -> AnyObject {
        let screen = ModelController(name)
        for case let child as ModelController in children {
            screen.children.append(child)
            child.parent = screen
        }
        return screen
    }
    func screen(of pages: any PageContainer) -> AnyObject { (pages as? ModelPageContainer)?.controller ?? pages }
    func userStartsDraggingPages(_ container: AnyObject) { (container as? ModelController)?.isDraggingPages = true }
    func userEndsDraggingPages(_ container: AnyObject) { (container as? ModelController)?.isDraggingPages = false }
    func tabBar(roots: [AnyObject]) -> (screen: AnyObject, stages: [any SceneStage]) {
        let tabs = uikit.tabBar(roots: roots.compactMap { $0 as? ModelController })
        let host = ControllerStage(anchor: tabs, platform: uikit)
        let stages = tabs.children.indices.map { index in
            ItemStage<ControllerStage<ModelUIKit>>(
                containerName: "Tabs", rootScreen: tabs.children[index].children[0], queue: { host.transitionQueue },
                host: { host.engine.rules.isOnStage(tabs) ? host : nil }, item: { _ in tabs.children[index] })
        }
        retained += [host] + stages
        return (tabs, stages)
    }
    /// Like `SplitContainerViewController`: its columns' stages are item stages over a stage anchored to it.
    func splitContainer(primary: String, secondary: String) -> (screen: AnyObject, stages: [any SceneStage]) {
        let roots = [ModelController(primary), ModelController(secondary)]
        let split = ModelController("Split", kind: .container(.split))
        split.children = zip(roots, ["Primary", "Secondary"]).map { uikit.navigationController(root: $0, named: $1) }
        for column in split.children { column.parent = split }
        split.selectedIndex = 1
        let host = ControllerStage(anchor: split, platform: uikit)
        let stages = roots.indices.map { index in
            ItemStage<ControllerStage<ModelUIKit>>(
                containerName: "Split", rootScreen: roots[index], queue: { host.transitionQueue },
                host: { host.engine.rules.isOnStage(split) ? host : nil }, item: { _ in split.children[index] })
        }
        retained += [host] + stages
        return (split, stages)
    }
    func setCollapsed(_ collapsed: Bool, split: AnyObject) { (split as? ModelController)?.isCollapsed = collapsed }
    func userOpensTab(_ index: Int, in tabs: AnyObject) {
        guard let tabs = tabs as? ModelController, tabs.children.indices.contains(index) else { return }
        if let more = tabs.more, more.tabsUnderMore.contains(where: { $0 === tabs.children[index] }) {
            uikit.userOpensTabThroughMore(index, in: tabs)
        } else {
            uikit.select(index, in: tabs, animated: false) { _ in }
        }
    }
    func imagePicker(_ name: String) -> AnyObject { uikit.imagePicker(named: name) }
    func poseFeedScreens() -> any PoseFeedScreens { ModelPoseFeedScreens(contract: self) }
}

/// The PoseFeed example's headless screens, shaped as the UIKit app builds them: the page container embedded in
/// a plain screen (`PagedViewController`) instead of standing at the root itself.
@MainActor
struct EmbeddedHeadlessPoseFeedScreens: PoseFeedScreens {
    private let headless = HeadlessPoseFeedScreens()
    func pages(_ models: [PageModel]) -> any PageContainer { headless.pages(models) }
    func pagedScreen(pages: any PageContainer, segments: PageSegmentsModel) -> AnyObject {
        HeadlessScreen("Paged", embedding: [pages])
    }
    func detailScreen(title: String, on page: PosePage) -> AnyObject { HeadlessScreen(title) }
}

/// The PoseFeed example's screens in the UIKit model, as `UIKitPoseFeedScreens` builds them: a page container
/// embedded in a plain view controller under the segment control.
@MainActor
struct ModelPoseFeedScreens: PoseFeedScreens {
    let contract: UIKitModelContract
    func pages(_ models: [PageModel]) -> any PageContainer {
        contract.pageContainer(models.map(\.page.title)).pages
    }
    func pagedScreen(pages: any PageContainer, segments: PageSegmentsModel) -> AnyObject {
        contract.screen("Paged", embedding: [(pages as? ModelPageContainer)?.controller].compactMap { $0 })
    }
    func detailScreen(title: String, on page: PosePage) -> AnyObject { ModelController(title) }
}
