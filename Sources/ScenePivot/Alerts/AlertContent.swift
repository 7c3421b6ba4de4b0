/// Everything an alert or action sheet shows, as plain data: what UIKit renders as a `UIAlertController` and the
/// headless stage renders as text.
///
/// Built-in requests produce their content; custom scenes can build one directly and show it with
/// ``SceneContext/presentAlert(_:animation:answer:)``.
public struct AlertContent: Sendable {
    /// Whether the content is a centered alert or an action sheet.
    public enum Style: String, Sendable, Equatable {
        /// A centered alert; may hold text fields.
        case alert
        /// A sheet of actions rising from the bottom (a popover on iPad).
        case actionSheet
    }

    /// Alert or action sheet.
    public var style: Style
    /// The bold title, if any.
    public var title: String?
    /// The message under the title, if any.
    public var message: String?
    /// Text fields, top to bottom; alerts only.
    public var textFields: [AlertTextField]
    /// Actions, in the order they were declared.
    public var actions: [AlertAction]
    /// Keeps every action with ``AlertAction/requiresValidInput`` disabled until the fields' texts pass.
    public var inputValidation: TextValidation?
    /// Where an action sheet points on iPad; carried through to UIKit untouched.
    public var popoverAnchor: PopoverAnchor?
    /// Which showing of the alert this is, when a request shows it (never compared).
    package var token: AlertToken?

    /// Content with the given parts.
    public init(
        style: Style = .alert, title: String? = nil, message: String? = nil,
        textFields: [AlertTextField] = [], actions: [AlertAction],
        inputValidation: TextValidation? = nil, popoverAnchor: PopoverAnchor? = nil
    ) {
        self.style = style
        self.title = title
        self.message = message
        self.textFields = textFields
        self.actions = actions
        self.inputValidation = inputValidation
        self.popoverAnchor = popoverAnchor
    }

    /// The texts the fields start with.
    package var initialTexts: [String] { textFields.map(\.text) }

    /// Whether the action at `index` can be tapped while the fields hold `texts`.
    package func isActionEnabled(at index: Int, texts: [String]) -> Bool {
        guard actions.indices.contains(index) else { return false }
        guard actions[index].requiresValidInput, let inputValidation else { return true }
        return inputValidation.accepts(texts)
    }

    /// The index of the preferred action: the one marked preferred, if any.
    package var preferredActionIndex: Int? { actions.firstIndex(where: \.isPreferred) }

    /// The index of the cancel action, if any.
    package var cancelActionIndex: Int? { actions.firstIndex { $0.role == .cancel } }

    /// The answer an alert that leaves without a tap gives: its cancel action, as UIKit does for a popover tapped
    /// away, or `nil` when it has none.
    var cancelAnswer: AlertAnswer? {
        cancelActionIndex.map { AlertAnswer(actionIndex: $0, texts: initialTexts) }
    }

    /// How the alert is named in errors: its title, else its message, else `alert`.
    var requestName: String { title ?? message ?? (style == .alert ? "alert" : "action sheet") }

    /// `alert "Title"` or `action sheet "Title"`, for transition descriptions.
    var transitionSummary: String {
        "\(style == .alert ? "alert" : "action sheet") \(TextEscaping.quoted(title ?? message ?? ""))"
    }

    /// Checks the rules UIKit enforces (often by crashing) and a few it should, naming `requestName` in the error.
    package func validate(as requestName: String) throws(ScenePivotError) {
        func invalid(_ reason: ScenePivotError.InvalidRequestReason) -> ScenePivotError {
            .invalidRequest(requestName, reason)
        }
        if actions.isEmpty { throw invalid(.noActions) }
        if style == .actionSheet, !textFields.isEmpty { throw invalid(.textFieldInActionSheet) }
        var titles = Set<String>()  // only for many actions: a few are compared pairwise, with no set to build
        var cancelCount = 0
        var preferredCount = 0
        for (index, action) in actions.enumerated() {
            if action.title.isEmpty { throw invalid(.emptyActionTitle) }
            let isRepeated =
                actions.count > 8
                ? !titles.insert(action.title).inserted
                : actions[..<index].contains { $0.title == action.title }
            if isRepeated { throw invalid(.duplicateActionTitle(action.title)) }
            if action.role == .cancel { cancelCount += 1 }
            if action.isPreferred {
                preferredCount += 1
                if action.role == .cancel { throw invalid(.cancelActionPreferred) }
            }
        }
        if cancelCount > 1 { throw invalid(.multipleCancelActions) }
        if preferredCount > 1 { throw invalid(.multiplePreferredActions) }
    }
}

extension AlertContent: Equatable {
    /// Contents with the same style, strings, fields and actions are equal; validations are compared by name, and
    /// popover anchors not at all (they name where to point, not what is shown).
    public static func == (lhs: AlertContent, rhs: AlertContent) -> Bool {
        lhs.style == rhs.style && lhs.title == rhs.title && lhs.message == rhs.message
            && lhs.textFields == rhs.textFields && lhs.actions == rhs.actions
            && lhs.inputValidation?.name == rhs.inputValidation?.name
    }
}

extension AlertContent {
    /// Whether `answer` holds text typed into (or left in) one of the alert's secure fields.
    func hasSecureText(in answer: AlertAnswer) -> Bool {
        zip(textFields, answer.texts).contains { field, text in field.isSecure && !text.isEmpty }
    }
}
