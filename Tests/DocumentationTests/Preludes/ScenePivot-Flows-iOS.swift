@_exported import PoseFeedFlow
@_exported import ScenePivotUIKit
@_exported import UIKit

/// A flow that shows nothing itself.
@MainActor
final class IdleFlow: SceneFlow {
    func start(in flow: FlowContext<Void>) {}
}

/// What the article's UIKit snippet takes for granted: a page container, a flow and a segmented control.
@MainActor
final class SnippetContext {
    let pages = PageContainerViewController(pages: [UIViewController(), UIViewController(), UIViewController()])
    let flow = ScenePivot(stage: ViewControllerStage(anchor: UIViewController())).startFlow(IdleFlow())
    let segmentedControl = UISegmentedControl(items: ["PosePick", "Random", "PoseFeed"])
}
