extension StageRules {
    /// Decides `transition` on the hierarchy as it is now: the plan to perform, or the rule that refuses it.
    /// `scope` is the navigation stack of the stage that asks (a tab's, a page's, a view controller's own), if any.
    package func plan(_ transition: StageTransition<AnyObject>, scope stageScope: StageScope<Node>?)
        throws(ScenePivotError) -> StagePlan<Node>
    {
        let root = try root()
        guard view.isInWindow else { throw .illegalTransition(.notInWindow(view.name(of: view.screen(of: root)))) }
        if case .missingItem(let container)? = stageScope {
            throw .illegalTransition(.containerNotOnStage(container))
        }
        if case .item(let item)? = stageScope, let split = hiddenColumnsSplit(of: item) {
            throw .illegalTransition(.columnHidden(view.name(of: view.screen(of: split))))
        }
        if case .item(let item)? = stageScope, !isOnStage(item) {
            let container =
                view.parent(of: item).map { view.name(of: view.screen(of: $0)) } ?? view.name(of: view.screen(of: item))
            throw .illegalTransition(.containerNotOnStage(container))
        }
        let scope = stageScope?.node ?? nil
        let top = topContext(from: root)
        switch transition {
        case .present(let screen, let presentation):
            try refuseAlert(on: top)
            try refuseUnshowable(screen, embedded: presentation.embedsInNavigationStack)
            try presentation.sheet?.validate(
                as: view.name(of: screen), style: shownStyle(of: screen, presentation),
                customHeights: view.supportsCustomSheetDetents)
            try refuseUnusable(presentation.animation, for: .presentation, of: screen)
            let anchor = try usable(presentation.popoverAnchor?.resolve(), for: view.name(of: screen))
            if anchor == nil,
                view.needsPopoverAnchor(
                    screen, style: presentation.style, embedded: presentation.embedsInNavigationStack)
            {
                throw .invalidRequest(view.name(of: screen), .missingPopoverAnchor)
            }
            if presentation.replacesPresentedScreen, top !== root {
                return .replace(top, with: screen, presentation, anchor: anchor)
            }
            return .present(screen, from: top, presentation, anchor: anchor)
        case .alert(let content):
            try refuseAlert(on: top)
            let anchor = try anchor(for: content)
            return .alert(content, from: top, anchor: anchor)
        case .custom(let custom):
            try refuseAlert(on: top)
            return .custom(custom, from: top)
        case .dismiss(let screen, let animation):
            if view.kind(of: top) == .alert, screen == nil || view.node(for: screen!) === top {
                // the alert itself: it leaves as if tapped away, answering its cancel action
                try refuseUnusable(animation, for: .dismissal, of: view.screen(of: top), interactive: true)
                return .dismiss(top, animation: animation)
            }
            try refuseAlert(on: top)
            let target = try dismissTarget(screen, root: root, top: top)
            try refuseUnusable(animation, for: .dismissal, of: view.screen(of: target), interactive: true)
            return .dismiss(target, animation: animation)
        case .dismissAll:
            try refuseAlert(on: top)
            guard let first = view.presented(by: root), !view.isBeingDismissed(first) else { return .nothing }
            return .dismiss(first, animation: nil)
        case .push(let screen, let animation):
            let navigation = try targetNavigation(scope: scope, top: top)
            try refuseUnshowable(screen, embedded: true)
            try refuseUnusable(animation, for: .push, of: screen, interactive: true)
            return .push(screen, onto: navigation, animation: animation)
        case .pop(let destination, let animation):
            let navigation = try targetNavigation(scope: scope, top: top)
            let stack = view.children(of: navigation)
            guard let keeping = try kept(by: destination, in: stack) else { return .nothing }
            try refuseUnusable(animation, for: .stackChange, of: view.screen(of: navigation), interactive: true)
            return .pop(navigation, keeping: keeping, animation: popAnimation(animation, leaving: stack.last))
        case .setStack(let screens, let animation):
            let navigation = try targetNavigation(scope: scope, top: top)
            try checkStack(screens, for: navigation)
            try refuseUnusable(animation, for: .stackChange, of: view.screen(of: navigation))
            return .setStack(navigation, screens, animation: animation)
        case .setRoot(let screen, let inNavigationStack):
            try refuseAlert(on: top)
            try refuseUnshowable(screen, embedded: inNavigationStack)
            return .setRoot(screen, inNavigationStack: inNavigationStack)
        case .remove(let screen):
            try refuseAlert(on: top)
            guard let node = view.node(for: screen), isOnStage(node) else {
                throw .illegalTransition(.screenNotPresented(view.name(of: screen)))
            }
            if view.embeddingSlot(of: node) != nil { return .unembed(node) }
            if let navigation = view.parent(of: node), view.kind(of: navigation) == .navigation {
                let stack = view.children(of: navigation)
                guard let first = stack.first, first !== node else { throw .illegalTransition(.popAtRoot) }
                return .setStack(navigation, stack.filter { $0 !== node }.map(view.screen(of:)), animation: nil)
            }
            return .dismiss(try dismissTarget(screen, root: root, top: top), animation: nil)
        case .showDetail(let screen, let animation):
            try refuseAlert(on: top)
            guard let split = selectionContainer(of: .split, scope: scope, top: top) else {
                throw .illegalTransition(.noContainer(ContainerKind.split.rawValue))
            }
            let columns = view.children(of: split)
            try refuseUnshowable(screen, embedded: true)
            try refuseUnusable(animation, for: .stackChange, of: screen)
            if view.isCollapsed(split) {
                guard let primary = columns.first.flatMap({ visibleNavigation(from: $0) }) else {
                    throw .illegalTransition(.noNavigationStack)
                }
                return .push(screen, onto: primary, animation: animation)
            }
            guard columns.count > 1, let secondary = visibleNavigation(from: columns[1]) ?? Optional(columns[1]),
                view.kind(of: secondary) == .navigation
            else { throw .illegalTransition(.noNavigationStack) }
            return .setStack(secondary, [screen], animation: animation)
        case .showColumn(let column):
            try refuseAlert(on: top)
            guard let split = selectionContainer(of: .split, scope: scope, top: top) else {
                throw .illegalTransition(.noContainer(ContainerKind.split.rawValue))
            }
            let columns = view.children(of: split)
            guard view.isCollapsed(split) else { return .nothing }  // expanded, both columns show
            guard columns.count > 1, view.kind(of: columns[0]) == .navigation, view.kind(of: columns[1]) == .navigation
            else { throw .illegalTransition(.noNavigationStack) }
            let isStacked = view.parent(of: columns[1]) === columns[0]
            return isStacked == (column == .secondary) ? .nothing : .showColumn(split, column)
        case .embed(let screen, let host, let slot):
            try refuseAlert(on: top)
            return try planEmbedding(screen, in: host, slot: slot)
        case .setItems(let kind, let screens, let tabItems):
            try refuseAlert(on: top)
            return try planItems(kind, screens, tabItems: tabItems, scope: scope, top: top)
        case .select(let kind, let index, let animation):
            try refuseAlert(on: top)
            if kind == .split {
                throw .invalidRequest(
                    "select column \(index)",
                    .custom("a split container shows its columns as its width allows; show a detail instead"))
            }
            guard let container = selectionContainer(of: kind, scope: scope, top: top) else {
                throw .illegalTransition(.noContainer(kind.rawValue))
            }
            let count = view.children(of: container).count
            guard index >= 0, index < count else { throw .illegalTransition(.noSuchContainerItem(index, count: count)) }
            try refuseUnusable(animation, for: .selection(kind), of: view.screen(of: container))
            return view.selectedIndex(of: container) == index
                ? .nothing : .select(container, index: index, animation: animation)
        }
    }

    // MARK: Refusals

    /// Nothing presents over an alert, and nothing changes beneath it: it must be answered first.
    private func refuseAlert(on top: Node) throws(ScenePivotError) {
        if view.kind(of: top) == .alert {
            throw .illegalTransition(.alertOnScreen(view.name(of: view.screen(of: top))))
        }
    }

    /// A screen is shown at most once, only if this stage can show it, and a navigation stack never goes onto
    /// another one (UIKit raises an exception for both).
    func refuseUnshowable(_ screen: AnyObject, embedded: Bool) throws(ScenePivotError) {
        guard let kind = view.kind(ofScreen: screen) else {
            throw .unsupportedScreen("\(view.name(of: screen)) is not a screen this stage can show")
        }
        if embedded, kind == .navigation || kind == .system(isNavigationStack: true) {
            throw .unsupportedScreen(
                "\(view.name(of: screen)) is a navigation stack, which cannot be put on another navigation stack")
        }
        if let node = view.node(for: screen),
            isOnStage(node) || view.parent(of: node) != nil || view.presenter(of: node) != nil
        {
            throw .illegalTransition(.screenAlreadyOnStage(view.name(of: screen)))
        }
        for brought in view.screensBrought(by: screen) where isOnStage(screen: brought) {
            throw .illegalTransition(.screenAlreadyOnStage(view.name(of: brought)))
        }
    }

    /// The style `screen` is presented with: the presentation's, else the new navigation stack's own
    /// (`.automatic`) when it is embedded in one, else the screen's own.
    private func shownStyle(of screen: AnyObject, _ presentation: Presentation) -> PresentationStyle {
        if let style = presentation.style { return style }
        if presentation.embedsInNavigationStack { return .automatic }
        return view.node(for: screen).map { view.presentation(of: $0).style } ?? .automatic
    }

    /// A custom animation must be an object UIKit animates this kind of transition with, and interactive only where
    /// `interactive` allows it (a push, a pop, a dismissal); any other would be ignored without a word.
    private func refuseUnusable(
        _ animation: TransitionAnimation?, for transition: AnimatedTransition, of screen: AnyObject,
        interactive: Bool = false
    ) throws(ScenePivotError) {
        guard let animation, let animator = animation.animator else { return }
        // A page turn takes none on any stage: `UIPageViewController` asks no delegate for an animator.
        let usable =
            transition != .selection(.pages) && view.canAnimate(transition, with: animator)
            && (interactive || animation.interaction == nil)
        guard !usable else { return }
        throw .invalidRequest(view.name(of: screen), .unusableAnimation(animation.name))
    }

    /// The animation a pop applies: its own custom one, else the one the screen it takes off the top was pushed
    /// with — the way back mirrors the way in unless the pop names another — else the platform's. A user's swipe
    /// or tap back, which names none, takes the push's too.
    package func popAnimation(_ own: TransitionAnimation?, leaving top: Node?) -> TransitionAnimation? {
        own ?? top.flatMap(view.pushAnimation(of:))?.withoutInteraction
    }

    /// The anchor an action sheet needs where it shows as a popover, resolved now, so it is never stale.
    private func anchor(for content: AlertContent) throws(ScenePivotError) -> AnyObject? {
        try content.validate(as: content.requestName)
        let source = try usable(content.popoverAnchor?.resolve(), for: content.requestName)
        if content.style == .actionSheet, view.presentsActionSheetsAsPopovers, source == nil {
            throw .invalidRequest(content.requestName, .missingPopoverAnchor)
        }
        return source
    }

    /// The collapsed split container whose hidden column `item` is: collapsed, a split shows one stack — its
    /// primary column, with the secondary stacked on top while it shows a detail (`UISplitViewController.h`).
    private func hiddenColumnsSplit(of item: Node) -> Node? {
        guard let split = view.parent(of: item), view.kind(of: split) == .container(.split), view.isCollapsed(split),
            view.children(of: split).first !== item
        else { return nil }
        return split
    }

    /// `anchor`, when a popover can point at it; an object UIKit would not take (a view controller) is refused
    /// before UIKit sees it, never dropped.
    private func usable(_ anchor: AnyObject?, for name: String) throws(ScenePivotError) -> AnyObject? {
        guard let anchor, !view.canAnchorPopover(to: anchor) else { return anchor }
        throw .invalidRequest(name, .unusablePopoverAnchor(view.name(of: anchor)))
    }

    // MARK: Targets

    private func dismissTarget(_ screen: AnyObject?, root: Node, top: Node) throws(ScenePivotError) -> Node {
        guard let screen else {
            guard top !== root else { throw .illegalTransition(.nothingToDismiss) }
            return top
        }
        guard let node = view.node(for: screen), isOnStage(node) else {
            throw .illegalTransition(.screenNotPresented(view.name(of: screen)))
        }
        let owner = outermost(node)
        if view.presenter(of: owner) != nil { return owner }
        if let presented = view.presented(by: owner), !view.isBeingDismissed(presented) { return presented }
        throw .illegalTransition(.screenNotPresented(view.name(of: screen)))
    }

    private func targetNavigation(scope: Node?, top: Node) throws(ScenePivotError) -> Node {
        try refuseAlert(on: top)
        if let system = systemScreen(from: top) {
            throw .illegalTransition(.systemScreenOnTop(view.name(of: view.screen(of: system))))
        }
        guard let navigation = navigation(scope: scope, top: top) else { throw .illegalTransition(.noNavigationStack) }
        return navigation
    }

    /// How many screens a pop keeps, or `nil` when it is a harmless no-op (to the root at the root, to the top).
    private func kept(by destination: PopDestination<AnyObject>, in stack: [Node]) throws(ScenePivotError) -> Int? {
        func index(of screen: AnyObject) throws(ScenePivotError) -> Int {
            guard let index = stack.firstIndex(where: { view.screen(of: $0) === screen }) else {
                throw .illegalTransition(.screenNotInStack(view.name(of: screen)))
            }
            return index
        }
        switch destination {
        case .previous:
            guard stack.count > 1 else { throw .illegalTransition(.popAtRoot) }
            return stack.count - 1
        case .root:
            return stack.count > 1 ? 1 : nil
        case .screen(let screen):
            let keeping = try index(of: screen) + 1
            return keeping < stack.count ? keeping : nil
        case .before(let screen):
            let position = try index(of: screen)
            guard position > 0 else { throw .illegalTransition(.popAtRoot) }
            return position
        }
    }

    private func checkStack(_ screens: [AnyObject], for navigation: Node) throws(ScenePivotError) {
        guard !screens.isEmpty else { throw .illegalTransition(.emptyStack) }
        var seen = Set<ObjectIdentifier>()
        for screen in screens {
            guard seen.insert(ObjectIdentifier(screen)).inserted else {
                throw .illegalTransition(.screenAlreadyOnStage(view.name(of: screen)))
            }
            if let node = view.node(for: screen), view.parent(of: node) === navigation { continue }
            try refuseUnshowable(screen, embedded: true)
        }
    }
}
