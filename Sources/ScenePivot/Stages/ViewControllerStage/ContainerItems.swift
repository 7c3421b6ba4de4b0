/// The platform-neutral rules of a container of `count` ordered items (tabs or pages), shared by the headless
/// containers' UIKit counterparts: which item comes before or after another, which index may be selected, and
/// which way a page turns.
package struct ContainerItems: Sendable, Equatable {
    /// The kind of container, for error messages.
    package let kind: ContainerKind
    /// The number of items.
    package let count: Int

    /// The rules of a container of `kind` holding `count` items.
    package init(kind: ContainerKind, count: Int) {
        self.kind = kind
        self.count = count
    }

    /// The index before `index`, or `nil` at the first item or outside the items: `viewControllerBefore`.
    package func index(before index: Int) -> Int? {
        contains(index) && index > 0 ? index - 1 : nil
    }

    /// The index after `index`, or `nil` at the last item or outside the items: `viewControllerAfter`.
    package func index(after index: Int) -> Int? {
        contains(index) && index < count - 1 ? index + 1 : nil
    }

    /// Whether `index` names an item.
    package func contains(_ index: Int) -> Bool { index >= 0 && index < count }

    /// Throws ``ScenePivotError/IllegalTransitionReason/noSuchContainerItem(_:count:)`` unless `index` names an item.
    package func validateSelection(of index: Int) throws(ScenePivotError) {
        guard contains(index) else { throw .illegalTransition(.noSuchContainerItem(index, count: count)) }
    }

    /// How selecting `target` from `current` moves: `.none` when it is already selected, else forward or reverse
    /// (`UIPageViewController.NavigationDirection`).
    package func turn(from current: Int, to target: Int) -> PageTurn {
        if target == current { return .none }
        return target > current ? .forward : .reverse
    }

    /// How a page container turns from `current` to `target`: which way, whether it animates — never off screen,
    /// where UIKit may not call an animated turn's completion — and whether, having skipped pages in an animated
    /// scroll, it must set the page again so that the next swipe asks for its neighbours afresh.
    package func pageTurn(from current: Int, to target: Int, animated: Bool, isOnScreen: Bool) -> PlannedPageTurn {
        let animates = animated && isOnScreen
        return PlannedPageTurn(
            direction: turn(from: current, to: target), isAnimated: animates,
            resetsNeighbours: animates && abs(target - current) > 1)
    }
}

/// A page turn as the rules planned it.
package struct PlannedPageTurn: Sendable, Equatable {
    /// Which way the pages move.
    package let direction: PageTurn
    /// Whether the turn animates.
    package let isAnimated: Bool
    /// Whether the page is set again, unanimated, after the turn (UIKit's scroll style caches skipped neighbours).
    package let resetsNeighbours: Bool
}

/// Which way a page container turns to reach a page.
package enum PageTurn: Sendable, Equatable {
    /// The page is already current: nothing moves.
    case none
    /// Towards later pages.
    case forward
    /// Towards earlier pages.
    case reverse
}
