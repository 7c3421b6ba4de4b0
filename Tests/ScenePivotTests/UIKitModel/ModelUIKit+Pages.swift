@testable import ScenePivot

/// Page turns in the UIKit model: a user's swipe is reported by `willTransitionTo` and, usually, by
/// `didFinishAnimating` — but a quick swipe may never report its end (PG8).
extension ModelUIKit {
    func pageTurn(of controller: ModelController) -> PageTurnState {
        guard case .container(.pages) = controller.kind else { return .none }
        if controller.isDraggingPages { return .gesture(isMoving: controller.isPageSwipeMoving) }
        return controller.transition != nil ? .programmatic : .none
    }

    func settlePageTurn(of container: ModelController) {
        container.isPageSwipeMoving = true
        container.isDraggingPages = false
    }

    /// The user swipes `pages` to page `index` and lets go; the pages stop there, and UIKit never reports
    /// `didFinishAnimating` (PG8): the turn stays reported as under way.
    func userSwipesPagesWithoutAnEnd(_ pages: ModelController, to index: Int) {
        pages.isDraggingPages = true  // willTransitionTo
        pages.selectedIndex = index
        pages.isPageSwipeMoving = false
    }
}
