/// Everything an alert or action sheet shows, as plain data: what UIKit renders as a `UIAlertController` and the
/// headless stage renders as text.
///
/// Built-in requests produce their content; custom scenes can build one directly and show it with
/// ``SceneContext/presentAlert(_:animated:answer:)``.
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
    public var initialTexts: [String] { textFields.map(\.text) }

    /// Whether the action at `index` can be tapped while the fields hold `texts`.
    public func isActionEnabled(at index: Int, texts: [String]) -> Bool {
        guard actions.indices.contains(index) else { return false }
        guard actions[index].requiresValidInput, let inputValidation else { return true }
        return inputValidation.accepts(texts)
    }

    /// The index of the preferred action: the one marked preferred, if any.
    public var preferredActionIndex: Int? { actions.firstIndex(where: \.isPreferred) }

    /// The index of the cancel action, if any.
    public var cancelActionIndex: Int? { actions.firstIndex { $0.role == .cancel } }

    /// Checks the rules UIKit enforces (often by crashing) and a few it should, naming `requestName` in the error.
    public func validate(as requestName: String) throws(ScenePivotError) {
        func invalid(_ reason: InvalidRequestReason) -> ScenePivotError { .invalidRequest(requestName, reason) }
        if actions.isEmpty { throw invalid(.noActions) }
        if style == .actionSheet, !textFields.isEmpty { throw invalid(.textFieldInActionSheet) }
        var titles = Set<String>()
        var cancelCount = 0
        var preferredCount = 0
        for action in actions {
            if action.title.isEmpty { throw invalid(.emptyActionTitle) }
            if !titles.insert(action.title).inserted { throw invalid(.duplicateActionTitle(action.title)) }
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

/// One button of an alert or action sheet.
public struct AlertAction: Sendable, Equatable {
    /// The button's title; unique within its alert.
    public var title: String
    /// Default, cancel or destructive, as UIKit's `UIAlertAction.Style`.
    public var role: AlertActionRole
    /// Whether this is the alert's preferred action (UIKit's `preferredAction`, shown in bold).
    public var isPreferred: Bool
    /// Whether the action stays disabled until the alert's ``AlertContent/inputValidation`` passes.
    public var requiresValidInput: Bool

    /// An action with a title and role.
    public init(
        _ title: String, role: AlertActionRole = .default, isPreferred: Bool = false,
        requiresValidInput: Bool = false
    ) {
        self.title = title
        self.role = role
        self.isPreferred = isPreferred
        self.requiresValidInput = requiresValidInput
    }
}

/// The role of an alert action, as UIKit's `UIAlertAction.Style`.
public enum AlertActionRole: String, Sendable, Equatable, CaseIterable {
    /// A regular action.
    case `default`
    /// The action that backs out; at most one per alert.
    case cancel
    /// An action that destroys data, shown in red.
    case destructive
}

/// The user's answer to an alert: which action was tapped and what the text fields held.
public struct AlertAnswer: Sendable, Equatable {
    /// The index of the tapped action in ``AlertContent/actions``.
    public var actionIndex: Int
    /// The text of each text field when the action was tapped.
    public var texts: [String]

    /// An answer for the action at `actionIndex` with the given texts.
    public init(actionIndex: Int, texts: [String] = []) {
        self.actionIndex = actionIndex
        self.texts = texts
    }
}

/// What an iPad action sheet points at: a source view or bar button item, held weakly and passed to UIKit.
public struct PopoverAnchor: @unchecked Sendable {
    /// The `UIView` or `UIBarButtonItem` the popover points at.
    public weak var source: AnyObject?

    /// An anchor on a view or bar button item.
    public init(_ source: AnyObject) { self.source = source }
}
