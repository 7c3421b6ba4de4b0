/// Asks the user to confirm an action, answering `true` when confirmed and `false` when declined.
///
/// ```swift
/// let confirmed = try await pivot.response(to: ConfirmationRequest(
///     title: "Delete “Trip”?", message: "Its photos stay in your library.", confirmTitle: "Delete"))
/// ```
///
/// The confirm action is destructive by default, as for deletions. Shown as an action sheet (`style: .actionSheet`),
/// it needs a ``popoverAnchor`` on iPad, where UIKit shows action sheets as popovers.
public struct ConfirmationRequest: SceneRequest, Equatable {
    /// `true` when confirmed.
    public typealias Response = Bool

    /// The alert's title.
    public var title: String?
    /// The alert's message.
    public var message: String?
    /// The confirm button's title.
    public var confirmTitle: String
    /// The cancel button's title.
    public var cancelTitle: String
    /// Whether the confirm button is destructive (red).
    public var isDestructive: Bool
    /// Whether the request shows as an action sheet instead of an alert.
    public var style: AlertContent.Style
    /// Where the action sheet points on iPad (a source view or bar button item); not compared by `==`.
    public var popoverAnchor: PopoverAnchor?
    /// Called with the answer.
    public let onResponse: (@MainActor (Bool) -> Void)?
    /// What a pivot does with an identical request already queued or on screen: coalesce it (the default) or show
    /// every copy.
    public var duplicatePolicy: DuplicatePolicy

    /// A confirmation with the given strings.
    ///
    /// - Parameters:
    ///   - title: The bold title.
    ///   - message: The message under the title.
    ///   - confirmTitle: The confirm button's title.
    ///   - cancelTitle: The cancel button's title.
    ///   - isDestructive: Whether confirming destroys something (a red button).
    ///   - style: An alert (the default) or an action sheet.
    ///   - popoverAnchor: Where an action sheet points on iPad.
    ///   - duplicatePolicy: Whether an equal confirmation, while one is queued or on screen, is coalesced into it.
    ///   - onResponse: Called with `true` when confirmed.
    public init(
        title: String? = nil, message: String? = nil, confirmTitle: String, cancelTitle: String = "Cancel",
        isDestructive: Bool = true, style: AlertContent.Style = .alert, popoverAnchor: PopoverAnchor? = nil,
        duplicatePolicy: DuplicatePolicy = .coalesce, onResponse: (@MainActor (Bool) -> Void)? = nil
    ) {
        self.duplicatePolicy = duplicatePolicy
        self.title = title
        self.message = message
        self.confirmTitle = confirmTitle
        self.cancelTitle = cancelTitle
        self.isDestructive = isDestructive
        self.style = style
        self.popoverAnchor = popoverAnchor
        self.onResponse = onResponse
    }

    /// Confirmations with the same strings and style are equal; neither the handler, the ``popoverAnchor`` nor the
    /// ``duplicatePolicy`` is compared, so a confirmation asked again from another button still coalesces with the one
    /// on its way.
    public static func == (lhs: ConfirmationRequest, rhs: ConfirmationRequest) -> Bool {
        lhs.title == rhs.title && lhs.message == rhs.message && lhs.confirmTitle == rhs.confirmTitle
            && lhs.cancelTitle == rhs.cancelTitle && lhs.isDestructive == rhs.isDestructive
            && lhs.style == rhs.style
    }

    /// `ConfirmationRequest("<title>")`.
    public var logDescription: String { "ConfirmationRequest(\"\(title ?? message ?? confirmTitle)\")" }

    /// The alert: cancel, then the (destructive) confirm action.
    public var alertContent: AlertContent {
        AlertContent(
            style: style, title: title, message: message,
            actions: [
                AlertAction(cancelTitle, role: .cancel),
                AlertAction(confirmTitle, role: isDestructive ? .destructive : .default, isPreferred: !isDestructive),
            ],
            popoverAnchor: popoverAnchor)
    }

    /// Checks the alert.
    public func validate() throws(ScenePivotError) {
        try alertContent.validate(describedAs: logDescription)
    }

    /// The alert itself.
    @MainActor public func makeDefaultScene() -> AnyPivotScene<Bool>? {
        .alert(alertContent) { answer in answer.actionIndex == 1 }
    }
}
