/// Asks the user to pick one of several values, as an action sheet by default, answering with the value or `nil`
/// when cancelled.
///
/// ```swift
/// let sort = try await pivot.response(to: ChoiceRequest(
///     title: "Sort by",
///     choices: [.init("Date", value: SortOrder.date), .init("Title", value: SortOrder.title)]))
/// ```
public struct ChoiceRequest<Value>: SceneRequest {
    /// The chosen value, or `nil` when cancelled.
    public typealias Response = Value?

    /// One option: the button title and the value it stands for.
    public struct Choice {
        /// The button's title.
        public var title: String
        /// The value answered when the button is tapped.
        public var value: Value
        /// Whether the button is destructive (red).
        public var isDestructive: Bool

        /// A choice titled `title` for `value`.
        public init(_ title: String, value: Value, isDestructive: Bool = false) {
            self.title = title
            self.value = value
            self.isDestructive = isDestructive
        }
    }

    /// The sheet's title.
    public var title: String?
    /// The sheet's message.
    public var message: String?
    /// The options, in order.
    public var choices: [Choice]
    /// The cancel button's title, or `nil` for a sheet the user must answer (it can then only leave by picking,
    /// or by being taken down, which answers `nil`).
    public var cancelTitle: String?
    /// Action sheet (the default) or alert.
    public var style: AlertContent.Style
    /// Where the sheet points on iPad.
    public var popoverAnchor: PopoverAnchor?
    /// Called with the chosen value, or `nil` when cancelled.
    public let onResponse: (@MainActor (Value?) -> Void)?
    /// What a pivot does with an identical request already queued or on screen: coalesce it (the default) or show
    /// every copy.
    public var duplicatePolicy: DuplicatePolicy

    /// A choice among `choices`.
    ///
    /// - Parameters:
    ///   - title: The sheet's title.
    ///   - message: The sheet's message.
    ///   - choices: The options, in order.
    ///   - cancelTitle: The cancel button's title; `nil` for no cancel button.
    ///   - style: An action sheet (the default) or an alert.
    ///   - popoverAnchor: Where the sheet points on iPad.
    ///   - duplicatePolicy: Whether an identical choice, while one is queued or on screen, is coalesced into it.
    ///   - onResponse: Called with the chosen value, or `nil` when cancelled.
    public init(
        title: String? = nil, message: String? = nil, choices: [Choice], cancelTitle: String? = "Cancel",
        style: AlertContent.Style = .actionSheet, popoverAnchor: PopoverAnchor? = nil,
        duplicatePolicy: DuplicatePolicy = .coalesce, onResponse: (@MainActor (Value?) -> Void)? = nil
    ) {
        self.duplicatePolicy = duplicatePolicy
        self.title = title
        self.message = message
        self.choices = choices
        self.cancelTitle = cancelTitle
        self.style = style
        self.popoverAnchor = popoverAnchor
        self.onResponse = onResponse
    }

    /// Choices with the same title and option titles are duplicates.
    public func isDuplicate(of other: ChoiceRequest<Value>) -> Bool {
        title == other.title && message == other.message && choices.map(\.title) == other.choices.map(\.title)
    }

    /// `ChoiceRequest<Value>("<title>")`.
    public var logDescription: String { "ChoiceRequest<\(Value.self)>(\"\(title ?? message ?? "")\")" }

    /// The sheet: one action per choice, then cancel.
    public var alertContent: AlertContent {
        AlertContent(
            style: style, title: title, message: message,
            actions: choices.map { AlertAction($0.title, role: $0.isDestructive ? .destructive : .default) }
                + (cancelTitle.map { [AlertAction($0, role: .cancel)] } ?? []),
            popoverAnchor: popoverAnchor)
    }

    /// Checks there is something to choose and that the sheet is valid.
    public func validate() throws(ScenePivotError) {
        if choices.isEmpty { throw .invalidRequest(logDescription, .noChoices) }
        try alertContent.validate(describedAs: logDescription)
    }

    /// The sheet itself.
    @MainActor public func makeDefaultScene() -> AnyPivotScene<Value?>? {
        let values = choices.map(\.value)
        return .alert(alertContent) { answer in
            values.indices.contains(answer.actionIndex) ? values[answer.actionIndex] : nil
        }
    }
}

extension ChoiceRequest.Choice: Sendable where Value: Sendable {}

extension ChoiceRequest.Choice: Equatable where Value: Equatable {}
