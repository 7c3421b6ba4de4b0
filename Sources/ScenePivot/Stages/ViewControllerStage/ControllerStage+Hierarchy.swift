extension ControllerStage: HierarchyView {
    /// The root of the anchor's hierarchy, found by climbing `parent`, item containers and
    /// `presentingViewController`: the window's `rootViewController` once the anchor is on screen.
    package var rootNode: Controller? {
        guard var node = anchor else { return nil }
        while let next = parent(of: node) ?? platform.presentingController(of: node) { node = next }
        return node
    }

    /// Whether the hierarchy is in a window: the root's view is in one — usually as the window's root view
    /// controller, but any window counts: a view controller whose view the app added to a window itself shows what
    /// it presents too — or the root is still its window's root while a controller it presents is on screen.
    ///
    /// UIKit removes the presenter's views once a `.fullScreen` or `.currentContext` presentation completes
    /// (`UIPresentationController.shouldRemovePresentersView`), so the root's own view leaves the window while the
    /// presented chain is what the user sees; and a root the app replaced may leave what it presented in the window,
    /// above the new root, so a presented controller counts only while the root is the window's root.
    package var isInWindow: Bool {
        guard let root = rootNode else { return false }
        if platform.isInWindow(root) { return true }
        var node = root
        while let presented = platform.presentedController(of: node), presented !== node {
            if platform.isInWindow(presented) { return platform.windowRoot(of: presented) === root }
            node = presented
        }
        return false
    }

    package var presentsActionSheetsAsPopovers: Bool {
        anchor.map(platform.presentsActionSheetsAsPopovers(from:)) ?? false
    }

    package var supportsCustomSheetDetents: Bool { platform.supportsCustomSheetDetents }

    /// The node's container, as the rules read it: a page off screen's container, and for a screen UIKit shows on
    /// a tab bar's More navigation controller, the tab it belongs to (`parentUnderMore(of:on:)`).
    package func parent(of node: Controller) -> Controller? {
        guard let parent = platform.container(ofItem: node) ?? platform.parent(of: node) else { return nil }
        return parentUnderMore(of: node, on: parent) ?? parent
    }

    package func children(of node: Controller) -> [Controller] {
        switch platform.kind(of: node) {
        case .navigation:
            return shownStack(of: node).map { Array(platform.items(of: $0.stack).dropFirst($0.offset)) }
                ?? platform.items(of: node)
        case .container: return platform.items(of: node)
        case .plain, .alert, .unmanagedContainer: return platform.children(of: node)
        case .system: return []
        }
    }

    package func presented(by node: Controller) -> Controller? { platform.presentedController(of: node) }
    package func presenter(of node: Controller) -> Controller? { platform.presentingController(of: node) }
    package func isBeingDismissed(_ node: Controller) -> Bool { platform.isBeingDismissed(node) }

    package func kind(of node: Controller) -> NodeKind {
        switch platform.kind(of: node) {
        case .plain, .unmanagedContainer: return .screen
        case .navigation: return .navigation
        case .container(let kind): return .container(kind)
        case .alert: return .alert
        case .system(let isNavigationStack): return .system(isNavigationStack: isNavigationStack)
        }
    }

    /// The container's selected item: what the platform reads, or — while a tab bar reads More as selected — the
    /// tab whose screens More's stack shows (``tabOpenedThroughMore(in:)``).
    package func selectedIndex(of container: Controller) -> Int? {
        platform.selectedIndex(of: container) ?? tabOpenedThroughMore(in: container)
    }

    package func presentation(of node: Controller) -> (style: PresentationStyle, isModal: Bool) {
        platform.presentationStyle(of: node)
    }

    package func screen(of node: Controller) -> AnyObject { node }
    package func node(for screen: AnyObject) -> Controller? { platform.controller(for: screen) }

    package func kind(ofScreen screen: AnyObject) -> NodeKind? {
        platform.controller(for: screen).map(kind(of:))
    }

    package func canAnimate(_ transition: AnimatedTransition, with animator: AnyObject) -> Bool {
        platform.canAnimate(transition, with: animator)
    }

    package func pushAnimation(of node: Controller) -> TransitionAnimation? {
        pushAnimations.first { $0.controller === node }?.animation
    }

    /// Whether `screen` would show as a popover with no source, judged by the traits of the screen it would be
    /// presented from: a `.popover` only where the width is regular (UIKit adapts it to a sheet in a compact
    /// width), action sheets and share sheets on iPad and Mac whatever the width.
    ///
    /// A `.popover` presented without a source in a compact width still needs one if the width later becomes
    /// regular while it is shown (an iPad app's Slide Over window widened): give popovers a source where you can.
    ///
    /// A screen embedded in a navigation stack is judged by that navigation controller, which is what UIKit
    /// presents: a `.popover` only when `style` says so, and with no source, whatever the screen has.
    package func needsPopoverAnchor(_ screen: AnyObject, style: PresentationStyle?, embedded: Bool) -> Bool {
        guard let controller = platform.controller(for: screen), let root = rootNode else { return false }
        let presenter = engine.rules.topContext(from: root)
        let resolution: PopoverResolution =
            embedded
            ? (style == .popover ? .whereWidthIsRegular : .never)
            : platform.popoverResolution(of: controller, style: style)
        let isPopover: Bool
        switch resolution {
        case .never: isPopover = false
        case .whereWidthIsRegular: isPopover = !platform.isHorizontallyCompact(presenter)
        case .onPadAndMac: isPopover = platform.presentsActionSheetsAsPopovers(from: presenter)
        }
        return isPopover && (embedded || !platform.hasPopoverSource(controller))
    }

    package func canAnchorPopover(to anchor: AnyObject) -> Bool { platform.canAnchorPopover(to: anchor) }

    package func isCollapsed(_ split: Controller) -> Bool { platform.isCollapsed(split) }

    package func screensBrought(by screen: AnyObject) -> [AnyObject] {
        guard let controller = platform.controller(for: screen) else { return [] }
        return children(of: controller).flatMap { [$0 as AnyObject] + screensBrought(by: $0) }
    }
}
