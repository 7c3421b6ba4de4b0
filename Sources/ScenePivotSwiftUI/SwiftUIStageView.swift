#if canImport(SwiftUI) && canImport(UIKit)
import ScenePivot
import SwiftUI

/// The root view of a `SwiftUIStage`: renders the state the stage decides — a `NavigationStack` path per
/// level, sheets, full-screen covers and popovers above one another, an alert or confirmation dialog on the top
/// level — and reports what the user does back to the stage, which answers the requests waiting for it.
///
/// ```swift
/// let stage = SwiftUIStage(root: AlbumsScreen())
/// let pivot = ScenePivot(stage: stage)
///
/// SwiftUIStageView(stage: stage) { screen in
///     switch screen {
///     case let albums as AlbumsScreen: AlbumsView(model: albums)
///     default: Text(stage.name(of: screen))
///     }
/// }
/// ```
///
/// `screen` draws each screen object the stage shows. The view never asks SwiftUI for two presentations in one
/// update, never waits for a write-back, and validates an alert's actions on tap rather than disabling them.
@available(iOS 16, *)
@MainActor
public struct SwiftUIStageView<Screen: View>: View {
    @StateObject private var model: SwiftUIStageModel
    @Environment(\.scenePhase) private var scenePhase
    private let screen: (AnyObject) -> Screen

    /// A view rendering `stage`, drawing each of its screen objects with `screen`.
    public init(stage: SwiftUIStage, @ViewBuilder screen: @escaping (AnyObject) -> Screen) {
        _model = StateObject(wrappedValue: SwiftUIStageModel(stage: stage))
        self.screen = screen
    }

    /// The root level, and every level presented above it; the scene's phase goes to the stage (PO6).
    public var body: some View {
        StageLevelView(model: model, index: 0, screen: screen)
            .onChange(of: scenePhase) { phase in model.sceneMoved(to: phase) }
    }
}

/// One level of the stage — the root, or a presented screen — and the presentations it hosts: the next level
/// (one modifier per style, of which at most one is set: S4) and, on the top level, the alert (A13).
@available(iOS 16, *)
@MainActor
struct StageLevelView<Screen: View>: View {
    @ObservedObject var model: SwiftUIStageModel
    let index: Int
    let screen: (AnyObject) -> Screen

    var body: some View {
        content
            .sheet(item: model.presented(above: index, style: .sheet)) { level in next(level) }
            .fullScreenCover(item: model.presented(above: index, style: .fullScreenCover)) { level in next(level) }
            .popover(item: model.presented(above: index, style: .popover)) { level in next(level) }
            .modifier(StageAlertModifier(model: model, alert: isTop ? model.state.alert : nil))
    }

    private var isTop: Bool { index == model.state.levels.count - 1 }

    /// The level's screens: in a `NavigationStack` whose path the stage decides, with its destination declared
    /// at the root (N13), or its one screen.
    @ViewBuilder private var content: some View {
        if let level = model.level(at: index) {
            if level.hasNavigationStack {
                NavigationStack(path: model.path(ofLevel: level.id)) {
                    screen(level.root.screen)
                        .navigationDestination(for: SwiftUIStage.Entry.self) { entry in screen(entry.screen) }
                }
                .id(level.id)
            } else {
                screen(level.root.screen).id(level.id)
            }
        }
    }

    /// The level above, with its sheet options and whether the user may dismiss it (D8).
    private func next(_ level: SwiftUIStage.Level) -> some View {
        StageLevelView(model: model, index: index + 1, screen: screen)
            .interactiveDismissDisabled(level.isModal)
            .modifier(StageSheetModifier(sheet: level.sheet))
    }
}
#endif
