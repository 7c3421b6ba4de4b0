/// Shows an alert or action sheet with the given actions, answering with the tapped action.
///
/// ```swift
/// let tapped = try await pivot.response(to: AlertRequest(
///     title: "Sync failed", message: "Try again?",
///     actions: [AlertAction("Later", role: .cancel), AlertAction("Retry", isPreferred: true)]))
/// if tapped.title == "Retry" { sync() }
/// ```
public struct AlertRequest: SceneRequest {
    /// The tapped action.
    public typealias Response = AlertAction

    /// What the alert shows.
    public var content: AlertContent
    /// Called with the tapped action.
    public let onResponse: (@MainActor (AlertAction) -> Void)?
    /// What a pivot does with an identical request already queued or on screen: coalesce it (the default) or show
    /// every copy.
    public var duplicatePolicy: DuplicatePolicy

    /// An alert (or, with `style: .actionSheet`, an action sheet) with `actions`.
    ///
    /// - Parameters:
    ///   - style: An alert (the default) or an action sheet.
    ///   - title: The bold title.
    ///   - message: The message under the title.
    ///   - actions: The buttons, in order: at most one cancel action, titles unique.
    ///   - popoverAnchor: Where an action sheet points on iPad.
    ///   - duplicatePolicy: Whether an identical alert, while one is queued or on screen, is coalesced into it.
    ///   - onResponse: Called with the tapped action.
    public init(
        style: AlertContent.Style = .alert, title: String? = nil, message: String? = nil,
        actions: [AlertAction], popoverAnchor: PopoverAnchor? = nil, duplicatePolicy: DuplicatePolicy = .coalesce,
        onResponse: (@MainActor (AlertAction) -> Void)? = nil
    ) {
        self.content = AlertContent(
            style: style, title: title, message: message, actions: actions, popoverAnchor: popoverAnchor)
        self.duplicatePolicy = duplicatePolicy
        self.onResponse = onResponse
    }

    /// Alerts with the same style, title, message and actions (titles, roles and traits) are duplicates, whatever
    /// their handlers.
    public func isDuplicate(of other: AlertRequest) -> Bool {
        content.style == other.content.style && content.title == other.content.title
            && content.message == other.content.message && content.actions == other.content.actions
    }

    /// `AlertRequest("<title>")`.
    public var logDescription: String { "AlertRequest(\"\(content.title ?? content.message ?? "")\")" }

    /// Checks the alert's actions.
    public func validate() throws(ScenePivotError) {
        try content.validate(describedAs: logDescription)
    }

    /// The alert itself.
    @MainActor public func makeDefaultScene() -> AnyPivotScene<AlertAction>? {
        let actions = content.actions
        return .alert(content) { answer in actions[answer.actionIndex] }
    }
}
