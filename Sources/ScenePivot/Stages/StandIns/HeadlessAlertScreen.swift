/// The object that stands for an alert or action sheet on the headless stage, like a `UIAlertController`.
@MainActor
public final class HeadlessAlertScreen: CustomStringConvertible {
    /// What the alert shows.
    public let content: AlertContent

    init(content: AlertContent) {
        self.content = content
    }

    /// `Alert "<title>"` or `ActionSheet "<title>"`.
    public nonisolated var description: String {
        let kind = content.style == .alert ? "Alert" : "ActionSheet"
        return "\(kind) \(TextEscaping.quoted(content.title ?? content.message ?? ""))"
    }
}
