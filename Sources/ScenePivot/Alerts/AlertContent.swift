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

extension AlertContent: Equatable {
    /// Contents with the same style, strings, fields and actions are equal; validations are compared by name, and
    /// popover anchors not at all (they name where to point, not what is shown).
    public static func == (lhs: AlertContent, rhs: AlertContent) -> Bool {
        lhs.style == rhs.style && lhs.title == rhs.title && lhs.message == rhs.message
            && lhs.textFields == rhs.textFields && lhs.actions == rhs.actions
            && lhs.inputValidation?.name == rhs.inputValidation?.name
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

/// What a popover points at — an iPad action sheet, or a screen presented as a popover: a source view or bar
/// button item (or, in UIKit, any `UIPopoverPresentationControllerSourceItem`: a layout guide, a tab bar item), held
/// weakly, or found when the popover is shown, so it is never stale.
///
/// ```swift
/// PopoverAnchor(sortButton)                                   // held weakly
/// PopoverAnchor { [weak self] in self?.navigationItem.rightBarButtonItem }   // looked up when shown
/// ```
public struct PopoverAnchor: @unchecked Sendable {
    private weak var held: AnyObject?
    private let lookUp: (@MainActor () -> AnyObject?)?

    /// An anchor on a view or bar button item, held weakly.
    public init(_ source: AnyObject) {
        self.held = source
        self.lookUp = nil
    }

    /// An anchor looked up each time the popover is shown: the bar button item or view on screen then.
    public init(resolving source: @escaping @MainActor () -> AnyObject?) {
        self.held = nil
        self.lookUp = source
    }

    /// The `UIView` or `UIBarButtonItem` the popover points at now, or `nil` when it is gone.
    @MainActor public func resolve() -> AnyObject? {
        lookUp?() ?? held
    }
}

extension AlertContent {
    /// Whether `answer` holds text typed into (or left in) one of the alert's secure fields.
    func hasSecureText(in answer: AlertAnswer) -> Bool {
        zip(textFields, answer.texts).contains { field, text in field.isSecure && !text.isEmpty }
    }
}
