extension SwiftUIStage: HierarchyView {
    package var rootNode: StageNode? { root }
    package var isInWindow: Bool { true }
    /// A confirmation dialog belongs to the view that shows it: on iPad SwiftUI points its popover at that view
    /// (A12), so no anchor is needed.
    package var presentsActionSheetsAsPopovers: Bool { false }
    /// `presentationDetents` (iOS 16, S12): the stage needs iOS 16.
    package var supportsCustomSheetDetents: Bool { true }

    package func parent(of node: StageNode) -> StageNode? { node.parent }
    package func children(of node: StageNode) -> [StageNode] { node.children }
    package func presented(by node: StageNode) -> StageNode? { node.presented }
    package func presenter(of node: StageNode) -> StageNode? { node.presenter }
    package func isBeingDismissed(_ node: StageNode) -> Bool { node.phase == .leaving }
    package func kind(of node: StageNode) -> NodeKind { node.kind }
    package func selectedIndex(of container: StageNode) -> Int? { nil }
    package func presentation(of node: StageNode) -> (style: PresentationStyle, isModal: Bool) { node.presentation }
    package func screen(of node: StageNode) -> AnyObject { node.screen }
    package func node(for screen: AnyObject) -> StageNode? { nodesByScreen[ObjectIdentifier(screen)] }

    /// Plain screens only: a level makes its own `NavigationStack` (`embedsInNavigationStack`), and tab, page and
    /// split containers, system screens and navigation stacks made elsewhere are refused as unsupported screens.
    package func kind(ofScreen screen: AnyObject) -> NodeKind? {
        switch screen {
        case is any HeadlessBuiltScreen, is SwiftUIStageNavigation, is HeadlessAlertScreen:
            return nil
        default:
            return .screen
        }
    }

    package func screensBrought(by screen: AnyObject) -> [AnyObject] { [] }

    /// A SwiftUI popover is attached to the view of the level that presents it (PO1), so it needs no anchor.
    package func needsPopoverAnchor(_ screen: AnyObject, style: PresentationStyle?, embedded: Bool) -> Bool { false }

    /// Any anchor is accepted and not used: the popover points at the presenting level's view.
    package func canAnchorPopover(to anchor: AnyObject) -> Bool { true }

    /// SwiftUI takes no UIKit animators: a custom animation is refused as unusable.
    package func canAnimate(_ transition: AnimatedTransition, with animator: AnyObject) -> Bool { false }

    /// Nothing is pushed with a custom animation here.
    package func pushAnimation(of node: StageNode) -> TransitionAnimation? { nil }

    package func isCollapsed(_ split: StageNode) -> Bool { false }
}
