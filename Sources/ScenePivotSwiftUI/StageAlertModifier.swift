#if canImport(SwiftUI) && canImport(UIKit)
import ScenePivot
import SwiftUI

/// The alert or confirmation dialog the stage shows on the top level. Its text fields keep what is typed here
/// (A8) and hand it over with the tapped action; the stage validates the tap (A9) and brings the alert back, as a
/// new showing, when it refuses it.
@available(iOS 16, *)
@MainActor
struct StageAlertModifier: ViewModifier {
    @ObservedObject var model: SwiftUIStageModel
    let alert: SwiftUIStage.Alert?
    @State private var texts: [String] = []

    func body(content: Content) -> some View {
        let shown = alert ?? model.state.alert
        let isAlert = shown?.content.style == .alert
        let isPresented = shown.map(model.isPresented) ?? .constant(false)
        content
            .alert(
                Text(shown?.content.title ?? ""), isPresented: alert != nil && isAlert ? isPresented : .constant(false),
                presenting: alert.flatMap { isAlert ? $0 : nil }, actions: actions, message: message
            )
            .confirmationDialog(
                Text(shown?.content.title ?? ""),
                isPresented: alert != nil && !isAlert ? isPresented : .constant(false),
                titleVisibility: shown?.content.title == nil ? .hidden : .visible,
                presenting: alert.flatMap { isAlert ? nil : $0 }, actions: actions, message: message
            )
            .onChange(of: alert) { newAlert in texts = newAlert?.texts ?? [] }
            .onAppear { texts = alert?.texts ?? [] }
    }

    @ViewBuilder private func actions(_ alert: SwiftUIStage.Alert) -> some View {
        ForEach(Array(alert.content.textFields.enumerated()), id: \.offset) { index, field in
            if field.isSecure {
                SecureField(field.placeholder ?? "", text: text(at: index))
            } else {
                TextField(field.placeholder ?? "", text: text(at: index))
            }
        }
        ForEach(Array(alert.content.actions.enumerated()), id: \.offset) { index, action in
            Button(action.title, role: Self.role(action.role)) {
                model.tap(index, of: alert, texts: currentTexts(for: alert))
            }
        }
    }

    @ViewBuilder private func message(_ alert: SwiftUIStage.Alert) -> some View {
        if let message = alert.content.message { Text(message) }
    }

    private func text(at index: Int) -> Binding<String> {
        Binding(
            get: { texts.indices.contains(index) ? texts[index] : "" },
            set: { value in
                while texts.count <= index { texts.append("") }
                texts[index] = value
            })
    }

    /// What the fields hold, one text per field.
    private func currentTexts(for alert: SwiftUIStage.Alert) -> [String] {
        alert.content.textFields.indices.map { texts.indices.contains($0) ? texts[$0] : alert.texts[$0] }
    }

    private static func role(_ role: AlertAction.Role) -> ButtonRole? {
        switch role {
        case .default: return nil
        case .cancel: return .cancel
        case .destructive: return .destructive
        }
    }
}
#endif
