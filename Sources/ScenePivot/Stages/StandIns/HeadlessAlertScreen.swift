/// The object that stands for an alert or action sheet on a model stage (`HeadlessStage`, ``SwiftUIStage``), like a
/// `UIAlertController`.
@MainActor
package final class HeadlessAlertScreen: CustomStringConvertible {
    /// What the alert shows.
    package let content: AlertContent

    package init(content: AlertContent) {
        self.content = content
    }

    /// `Alert "<title>"` or `ActionSheet "<title>"`.
    package nonisolated var description: String {
        let kind = content.style == .alert ? "Alert" : "ActionSheet"
        return "\(kind) \(TextEscaping.quoted(content.title ?? content.message ?? ""))"
    }
}
