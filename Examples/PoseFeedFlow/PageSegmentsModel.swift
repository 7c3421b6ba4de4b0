import ScenePivot

/// The segment control over PosePicker's pages: it follows the current page once a swipe or page turn finishes,
/// and a tap on a segment selects that page by request.
///
/// ```swift
/// segments.onChange = { index in segmentedControl.selectedSegmentIndex = index }
/// segments.select(2)   // TransitionRequest(.selectPage(2))
/// ```
@MainActor
public final class PageSegmentsModel {
    /// The segments' titles, one per page.
    public let titles: [String]
    /// The selected segment: the current page.
    public private(set) var selectedIndex: Int
    /// Called with the selected segment each time it follows a page change.
    public var onChange: (@MainActor (Int) -> Void)?
    private weak var scenes: (any SceneSwitching)?
    private var observation: PivotObservation?

    /// Segments following `pages`, selecting pages through `scenes`.
    public init(following pages: any PageContainer, scenes: any SceneSwitching) {
        titles = pages.titles
        selectedIndex = pages.currentIndex
        self.scenes = scenes
        observation = pages.observeCurrentIndex { [weak self] index in
            guard let self else { return }
            selectedIndex = index
            onChange?(index)
        }
    }

    /// Selects page `index`, as tapping its segment does; the segment follows once the page turn ends.
    public func select(_ index: Int) {
        scenes?.switchScene(with: TransitionRequest(.selectPage(index)))
    }
}
