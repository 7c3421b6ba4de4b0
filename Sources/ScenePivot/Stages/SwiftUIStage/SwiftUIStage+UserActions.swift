extension SwiftUIStage {
    // What the view reports when the user acts on screen. Each report is about what the screen shows — a level, an
    // alert — named by its number, so a report that comes late (D6: a swipe-down is written after its animation),
    // twice, or about something the model already took away is recognised and ignored (N23), never applied to
    // whatever holds that place now.

    /// SwiftUI wrote `path` for the level numbered `level`: the path it shows after the user navigated (N3) — a
    /// back button, an edge swipe or `dismiss()` in a pushed view (N22). The screens it no longer shows depart. A
    /// write equal to what the level shows is an echo (N23). A path the stage never published — a write of ours
    /// SwiftUI dropped or applied late, then navigated from (N19, N20) — is adopted as what the screen shows, and the
    /// next update steers it back to the model; at most ``pathCorrectionLimit`` times in a row per level, after which
    /// such writes only take away what they no longer show, so nothing ever waits on SwiftUI.
    package func userSetPath(_ path: [Entry], ofLevel level: Int) {
        guard let index = displayed.levels.firstIndex(where: { $0.id == level }) else { return }
        let shown = displayed.levels[index]
        guard path != shown.path else { return }
        let kept = zip(path, shown.path).prefix { $0 == $1 }.count
        popModel(shown.path.dropFirst(kept).map(\.id), ofLevel: level)
        var adopted = path
        if kept < path.count {
            let corrections = (pathCorrections[level] ?? 0) + 1
            pathCorrections[level] = corrections
            if corrections > Self.pathCorrectionLimit { adopted = Array(shown.path.prefix(kept)) }
        } else {
            pathCorrections[level] = nil
        }
        userChangedDisplay { state in
            state.levels[index] = Level(
                id: shown.id, style: shown.style, screens: [shown.root] + adopted,
                hasNavigationStack: shown.hasNavigationStack, isModal: shown.isModal, sheet: shown.sheet)
        }
    }

    /// How many paths the stage never published one level may report in a row before the stage stops steering it
    /// back (N19, N20): a SwiftUI that keeps writing its own path cannot keep the stage updating forever.
    package static let pathCorrectionLimit = 3

    /// The user dismissed the level numbered `level` (D0): a swipe-down, a tap outside a popover (PO3) or
    /// `dismiss()` in its view. It and everything above it depart; the model cannot veto it (D9).
    package func userDismissedLevel(_ level: Int) {
        guard let index = displayed.levels.firstIndex(where: { $0.id == level }), index > 0 else { return }
        if let node = modelNode(numbered: level), node.presenter != nil { markLeaving(node) }
        userChangedDisplay { state in
            state.levels.removeLast(state.levels.count - index)
            state.alert = nil
        }
    }

    /// The user tapped the action at `index` of the alert numbered `alert`, shown for the `showing`-th time, with
    /// its fields holding `texts`. SwiftUI has already taken the alert away (A2). An action the alert's validation
    /// refuses — SwiftUI may not honour a disabled button (A9) — puts the alert back with what was typed: an update
    /// without the alert settles first, then one shows it again as a new showing (A4, T1: never within the update
    /// whose binding SwiftUI is resetting, whenever that write comes). Any other action answers the alert.
    package func userTapped(actionAt index: Int, texts: [String], inAlert alert: Int, showing: Int) {
        guard let node = modelAlert(numbered: alert, showing: showing), let content = node.alertContent,
            content.actions.indices.contains(index)
        else { return }
        if content.isActionEnabled(at: index, texts: texts) {
            let onTap = node.onTap
            node.onTap = nil
            onTap?(AlertAnswer(actionIndex: index, texts: texts))
            markLeaving(node)
        } else {
            node.alertTexts = texts
            node.alertShowing += 1
            node.isAlertDismissedOnScreen = false
            node.isAlertReturning = true
        }
        userChangedDisplay { state in
            if state.alert?.id == alert { state.alert = nil }
        }
    }

    /// SwiftUI set the alert's binding to `false` (A2, A12). A tap reported in the same turn — before or after this
    /// write, as the order differs between versions (A3) — wins; otherwise the alert leaves unanswered and answers
    /// its cancel action. Until that turn the stage is updating: a transition waits for it rather than being refused
    /// by an alert already off screen.
    package func userDismissedAlert(_ alert: Int, showing: Int) {
        guard let node = modelAlert(numbered: alert, showing: showing) else { return }
        node.isAlertDismissedOnScreen = true
        userChangedDisplay { state in
            if state.alert?.id == alert { state.alert = nil }
        }
        scheduleTurn { [weak self] in
            guard let self else { return }
            if let node = modelAlert(numbered: alert, showing: showing), node.isAlertDismissedOnScreen {
                node.onTap = nil
                markLeaving(node)
                departShownAway()
            }
            refresh()
        }
    }

    /// Where the app's scene is, as SwiftUI's `scenePhase` says.
    package enum ScenePhase: Sendable {
        case active, inactive, background
    }

    /// The app's scene moved to `phase` (the view feeds SwiftUI's `scenePhase`). Going to the background closes the
    /// popover, if one is up (PO6: a popover kept across a background and a rotation can crash), with the alert on
    /// it, which answers its cancel action; they depart once the updates taking them off screen have settled.
    package func scenePhaseChanged(to phase: ScenePhase) {
        guard phase == .background else { return }
        var current = root.presented
        while let node = current, node.phase == .onStage {
            if node.presentation.style == .popover {
                markLeaving(node)
                break
            }
            current = node.presented
        }
        refresh()
    }

    // MARK: Helpers

    /// The node numbered `id`, while it is on stage in the model.
    private func modelNode(numbered id: Int) -> StageNode? {
        var current: StageNode? = root
        while let node = current, node.phase == .onStage {
            if node.id == id { return node }
            current = node.presented
        }
        return nil
    }

    /// The alert numbered `id`, while the model holds it in its `showing`-th showing.
    private func modelAlert(numbered id: Int, showing: Int) -> StageNode? {
        guard let node = modelNode(numbered: id), node.kind == .alert, node.alertShowing == showing else { return nil }
        return node
    }

    /// Pops, from the model's stack of the level numbered `level`, the first of the screens numbered `removed` that
    /// it still holds, and everything above it.
    private func popModel(_ removed: [Int], ofLevel level: Int) {
        guard let node = modelNode(numbered: level), node.kind == .navigation,
            let keeping = node.children.firstIndex(where: { removed.contains($0.id) }), keeping > 0
        else { return }
        let popped = Array(node.children[keeping...])
        node.children.removeLast(popped.count)
        popped.forEach(markLeaving)
    }
}
