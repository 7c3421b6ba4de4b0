#if canImport(UIKit)
import ExampleSupport
import PoseFeedFlow
import ScenePivot
import ScenePivotUIKit
import UIKit

/// The paged feed's screens in UIKit: a `PageContainerViewController` under a segment control, for the same
/// flows the headless demo runs.
@MainActor
public struct UIKitPoseFeedScreens: PoseFeedScreens {
    /// UIKit screens whose page container's requests wait in the window's queue, with the app's.
    public init() {}

    /// A `PageContainerViewController` of the three pages.
    public func pages(_ models: [PageModel]) -> any PageContainer {
        PageContainerViewController(pages: models.map(pageRoot), titles: models.map(\.page.title))
    }

    /// The segment control above the page container; a plain screen if `pages` is not a UIKit container.
    public func pagedScreen(pages: any PageContainer, segments: PageSegmentsModel) -> AnyObject {
        guard let pages = pages as? PageContainerViewController else {
            return ActionListViewController(title: "Unsupported page container", actions: [])
        }
        return PagedViewController(pages: pages, segments: segments)
    }

    /// A plain screen titled `title`.
    public func detailScreen(title: String, on page: PosePage) -> AnyObject {
        ActionListViewController(title: title, actions: [])
    }

    private func pageRoot(_ model: PageModel) -> UIViewController {
        ActionListViewController(
            title: model.page.title,
            actions: [
                .init(title: "Open a pose") { _ in model.showDetail("\(model.page.title) detail") }
            ])
    }
}
#endif
