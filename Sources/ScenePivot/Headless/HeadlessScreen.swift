/// A stand-in screen for the headless stage: a named object, shown by its name in hierarchies and transcripts.
///
/// ```swift
/// let stage = HeadlessStage(root: HeadlessScreen("Albums"))
/// ```
///
/// Any object can be a headless screen; this one only adds a readable name. Other objects are named by their
/// `description` when they are `CustomStringConvertible`, and by their type name otherwise.
@MainActor
public final class HeadlessScreen: CustomStringConvertible {
    /// The screen's name.
    public let name: String

    /// A screen called `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// The screen's name.
    public nonisolated var description: String { name }
}

/// The navigation container the headless stage creates around a root screen or a presented screen, like a
/// `UINavigationController`.
@MainActor
public final class HeadlessNavigationStack: CustomStringConvertible {
    init() {}

    /// `NavigationStack`.
    public nonisolated var description: String { "NavigationStack" }
}

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
