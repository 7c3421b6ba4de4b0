@testable import ScenePivot

/// Children embedded in plain view controllers, and the system's own screens, in the UIKit model.
extension ModelUIKit {
    func forwardsAppearance(_ controller: ModelController) -> Bool { controller.forwardsAppearance }

    /// `controllers` with, after each plain one that forwards appearance (UIKIT-BEHAVIOUR A2), the children it
    /// embeds and what they show: UIKit forwards `viewDidAppear(_:)` and `viewDidDisappear(_:)` to every child
    /// whose view is in the parent's, unless `shouldAutomaticallyForwardAppearanceMethods` is `false`.
    func withEmbeddedChildren(_ controllers: [ModelController]) -> [ModelController] {
        var result: [ModelController] = []
        func add(_ controller: ModelController, depth: Int) {
            guard !result.contains(where: { $0 === controller }) else { return }
            result.append(controller)
            guard depth < 16, controller.forwardsAppearance,
                controller.kind == .plain || controller.kind == .unmanagedContainer,
                !controller.isSystemScreen
            else { return }
            for child in controller.children {
                for shown in visiblePath(from: child, presented: false) { add(shown, depth: depth + 1) }
            }
        }
        for controller in controllers { add(controller, depth: 0) }
        return result
    }

    /// The app's `parent.addChild(child)`, `parent.view.addSubview(child.view)`, `child.didMove(toParent:)`: when
    /// the parent is on screen, the child's view loads and it appears (UIKIT-BEHAVIOUR A2, C1).
    func appEmbeds(_ child: ModelController, in parent: ModelController) {
        child.parent?.children.removeAll { $0 === child }
        parent.children.append(child)
        child.parent = parent
        guard parent.isViewLoaded, parent.isInWindow else { return }
        appear(visiblePath(from: child, presented: false))
    }

    /// A ScenePivot page container (`PageContainerViewController`) of `roots`, each in a navigation stack: only
    /// the current page is a UIKit child (UIKIT-BEHAVIOUR PG7), the others know their container.
    func pageContainer(_ roots: [ModelController], named name: String = "Pages") -> ModelController {
        let pages = ModelController(name, kind: .container(.pages))
        pages.children = roots.map { navigationController(root: $0, named: "\($0.name) stack") }
        for item in pages.children { item.itemContainer = pages }
        return pages
    }

    /// A `UIImagePickerController`: a `UINavigationController` subclass of the system's, whose stack holds a
    /// private view controller of the system's own.
    func imagePicker(named name: String = "ImagePicker") -> ModelController {
        let picker = navigationController(root: ModelController("\(name) private top"), named: name)
        picker.isSystemScreen = true
        return picker
    }
}
