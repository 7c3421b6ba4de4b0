@testable import ScenePivot

/// A ScenePivot page container in the UIKit model, as `PageContainerViewController` is one: the model's pages
/// controller, a stage per page on a host stage anchored to it, and the current index to follow.
@MainActor
final class ModelPageContainer: PageContainer {
    let controller: ModelController
    let titles: [String]
    private let roots: [ModelController]
    private let host: ControllerStage<ModelUIKit>
    private var stages: [ItemStage<ControllerStage<ModelUIKit>>] = []
    private let observers = IndexObservers()

    /// Pages of `roots`, each in a navigation stack, whose stages share the queue of the window they are shown in.
    init(uikit: ModelUIKit, roots: [ModelController], titles: [String] = []) {
        self.roots = roots
        self.titles = titles
        let controller = uikit.pageContainer(roots)
        self.controller = controller
        let host = ControllerStage(anchor: controller, platform: uikit)
        self.host = host
        stages = roots.indices.map { index in
            ItemStage<ControllerStage<ModelUIKit>>(
                containerName: "Pages", rootScreen: roots[index], queue: { host.transitionQueue },
                host: { host.engine.rules.isOnStage(controller) ? host : nil },
                item: { _ in controller.children.indices.contains(index) ? controller.children[index] : nil })
        }
        controller.onSelectedIndexChange = { [observers] in observers.tell($0) }
    }

    var pageCount: Int { roots.count }
    var currentIndex: Int { controller.selectedIndex }
    func page(at index: Int) -> AnyObject? { roots.indices.contains(index) ? roots[index] : nil }
    var pageBefore: AnyObject? { page(at: currentIndex - 1) }
    var pageAfter: AnyObject? { page(at: currentIndex + 1) }
    func stage(forPage index: Int) -> (any SceneStage)? { stages.indices.contains(index) ? stages[index] : nil }
    func observeCurrentIndex(_ handler: @escaping @MainActor (Int) -> Void) -> PivotObservation {
        observers.observe(handler)
    }
}
