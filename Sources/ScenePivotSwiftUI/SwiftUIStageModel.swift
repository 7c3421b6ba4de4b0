#if canImport(SwiftUI) && canImport(UIKit)
import ScenePivot
import SwiftUI

/// What a ``SwiftUIStageView`` observes: each screen state the stage hands it, in order, published on the turn
/// after the stage changed it, and each update reported settled once its animation has had time to end.
@MainActor
final class SwiftUIStageModel: ObservableObject {
    let stage: SwiftUIStage
    /// What the views render.
    @Published private(set) var state: SwiftUIStage.State

    init(stage: SwiftUIStage) {
        self.stage = stage
        state = stage.displayed
        stage.schedulesTurns { body in Task { @MainActor in body() } }
        stage.didChange = { [weak self, unowned stage] update in
            // D11: a binding's setter may run inside a view update; publish on the next turn — the state of this
            // change, never a later one, so every update is rendered whenever the task runs (T1).
            let shown = update?.state ?? stage.displayed
            Task { @MainActor [weak self] in self?.publish(shown, of: update) }
        }
        if let update = stage.currentUpdate { settle(update) }
    }

    /// Renders `shown`; an unanimated update with animations disabled (T3, N18). The view never waits for a
    /// write-back: it reports the update settled after a fixed time (T4: no completion exists on iOS 16).
    private func publish(_ shown: SwiftUIStage.State, of update: SwiftUIStage.Update?) {
        var transaction = Transaction()
        transaction.disablesAnimations = update?.animated == false
        withTransaction(transaction) { state = shown }
        if let update { settle(update) }
    }

    private func settle(_ update: SwiftUIStage.Update) {
        let delay: UInt64
        switch (update.animated, update.change) {
        case (false, _): delay = 50_000_000
        case (true, .path), (true, .alert): delay = 400_000_000
        // S7: one presented level per update, about 0.65 s apart on iOS 16.
        case (true, .presentation), (true, .dismissal), (true, .root): delay = 650_000_000
        }
        Task { @MainActor [weak self] in
            try? await Task.sleep(nanoseconds: delay)
            guard let self, self.stage.currentUpdate?.number == update.number else { return }
            self.stage.updateDidSettle()
        }
    }

    // MARK: Reading

    /// The level at `index`, if the screen shows one there.
    func level(at index: Int) -> SwiftUIStage.Level? {
        state.levels.indices.contains(index) ? state.levels[index] : nil
    }

    /// The level above `index` when it is shown with `style`.
    func level(above index: Int, style: SwiftUIStage.Level.Style) -> SwiftUIStage.Level? {
        guard let next = level(at: index + 1), next.style == style else { return nil }
        return next
    }

    // MARK: Bindings

    /// The path of the level numbered `level`; a write is the user's navigation (N3).
    func path(ofLevel level: Int) -> Binding<[SwiftUIStage.Entry]> {
        Binding(
            get: { [weak self] in self?.state.levels.first { $0.id == level }?.path ?? [] },
            set: { [weak self] path in self?.stage.userSetPath(path, ofLevel: level) })
    }

    /// The level presented with `style` above `index`; a `nil` write is the user's dismissal of the level shown
    /// when the view was last drawn (D0). SwiftUI's `nil` names no level: a write so late (D6) that a redraw has
    /// put another level in this place since is taken for that one (the SwiftUI Stage article says so).
    func presented(above index: Int, style: SwiftUIStage.Level.Style) -> Binding<SwiftUIStage.Level?> {
        let shown = level(above: index, style: style)?.id
        return Binding(
            get: { [weak self] in self?.level(above: index, style: style) },
            set: { [weak self] value in
                if value == nil, let shown { self?.stage.userDismissedLevel(shown) }
            })
    }

    /// Whether `alert` is on screen; a `false` write is SwiftUI taking it away (A2).
    func isPresented(_ alert: SwiftUIStage.Alert) -> Binding<Bool> {
        Binding(
            get: { [weak self] in self?.state.alert == alert },
            set: { [weak self] presented in
                if !presented { self?.stage.userDismissedAlert(alert.id, showing: alert.showing) }
            })
    }

    /// The scene moved to `phase`; the stage decides what closes (PO6).
    func sceneMoved(to phase: ScenePhase) {
        switch phase {
        case .background: stage.scenePhaseChanged(to: .background)
        case .inactive: stage.scenePhaseChanged(to: .inactive)
        case .active: stage.scenePhaseChanged(to: .active)
        @unknown default: break
        }
    }

    /// The user tapped action `index` of `alert` with its fields holding `texts`.
    func tap(_ index: Int, of alert: SwiftUIStage.Alert, texts: [String]) {
        stage.userTapped(actionAt: index, texts: texts, inAlert: alert.id, showing: alert.showing)
    }
}
#endif
