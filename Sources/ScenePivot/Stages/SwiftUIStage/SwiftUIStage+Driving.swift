extension SwiftUIStage {
    // What a simulated user does on the screen the stage's updates draw — what `SwiftUIUser` (ScenePivotTesting)
    // and the contract tests drive — reported to the stage exactly as `SwiftUIStageView` reports a real user.

    /// The alert or confirmation dialog on screen, if any.
    public var visibleAlert: AlertContent? { displayed.alert?.content }

    /// The texts in the visible alert's fields, top to bottom.
    public var visibleAlertTexts: [String] {
        guard let alert = displayed.alert else { return [] }
        return alertNode(numbered: alert.id)?.alertTexts ?? alert.texts
    }

    /// The screen the user sees: the top of the top-most level's stack.
    public var visibleScreen: AnyObject? { displayed.levels.last?.screens.last?.screen }

    /// Types `text` into field `index` of the visible alert, replacing what it held.
    package func typeText(_ text: String, intoTextField index: Int = 0) throws(HeadlessInteractionError) {
        let (_, node) = try alertOnScreen()
        guard node.alertTexts.indices.contains(index) else {
            throw .noSuchTextField(index, count: node.alertTexts.count)
        }
        node.alertTexts[index] = text
    }

    /// Whether the visible alert's validation accepts the action titled `title` with what its fields hold now.
    package func isActionEnabled(titled title: String) throws(HeadlessInteractionError) -> Bool {
        let (_, node) = try alertOnScreen()
        let index = try actionIndex(titled: title, in: node)
        return node.alertContent?.isActionEnabled(at: index, texts: node.alertTexts) ?? false
    }

    /// Taps the visible alert's action titled `title`, as SwiftUI reports it: the action, then the binding's
    /// `false` (A3). An action the validation refuses is tapped all the same — SwiftUI may not disable it (A9) —
    /// and the alert comes back.
    package func tapAction(titled title: String) throws(HeadlessInteractionError) {
        let (alert, node) = try alertOnScreen()
        let index = try actionIndex(titled: title, in: node)
        userTapped(actionAt: index, texts: node.alertTexts, inAlert: alert.id, showing: alert.showing)
        userDismissedAlert(alert.id, showing: alert.showing)
    }

    /// Swipes the top-most level down: a sheet or popover the user may dismiss (not a full-screen cover: S11; not
    /// one with `interactiveDismissDisabled`: D8).
    package func swipeDown() throws(HeadlessInteractionError) {
        guard let top = displayed.levels.last, top.style != .root else {
            throw .cannotSwipeDown("\(topName) is not presented")
        }
        if displayed.alert != nil { throw .cannotSwipeDown("an alert is on screen") }
        if top.style == .fullScreenCover {
            throw .cannotSwipeDown("\(name(of: top.root.screen)) is a full-screen cover")
        }
        if top.isModal { throw .cannotSwipeDown("\(name(of: top.root.screen)) disables interactive dismissal") }
        userDismissedLevel(top.id)
    }

    /// Taps the back button of the top-most level's navigation stack: its path loses its last element (N22).
    package func tapBack() throws(HeadlessInteractionError) {
        guard let top = displayed.levels.last else { throw .cannotGoBack("nothing is on screen") }
        if displayed.alert != nil { throw .cannotGoBack("an alert is on screen") }
        guard top.hasNavigationStack else { throw .cannotGoBack("\(topName) is not in a navigation stack") }
        guard !top.path.isEmpty else { throw .cannotGoBack("\(topName) is the root of its navigation stack") }
        userSetPath(top.path.dropLast(), ofLevel: top.id)
    }

    private var topName: String { visibleScreen.map(name(of:)) ?? "nothing" }

    func alertNode(numbered id: Int) -> StageNode? {
        var current: StageNode? = root
        while let node = current {
            if node.id == id { return node }
            current = node.presented
        }
        return nil
    }

    private func alertOnScreen() throws(HeadlessInteractionError) -> (Alert, StageNode) {
        guard let alert = displayed.alert, let node = alertNode(numbered: alert.id), node.phase == .onStage else {
            throw .noAlertOnScreen(onScreen: topName)
        }
        return (alert, node)
    }

    private func actionIndex(titled title: String, in node: StageNode) throws(HeadlessInteractionError) -> Int {
        let actions = node.alertContent?.actions ?? []
        guard let index = actions.firstIndex(where: { $0.title == title }) else {
            throw .noSuchAction(title, available: actions.map(\.title))
        }
        return index
    }
}
