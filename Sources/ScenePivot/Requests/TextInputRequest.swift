/// Asks the user for a line of text in an alert, answering with the text, or `nil` when cancelled.
///
/// Every string the alert shows lives in an ``InputType`` that the app declares once, so view controllers hold
/// no alert copy at all:
///
/// ```swift
/// extension TextInputRequest.InputType {
///     static let newAlbum = Self(
///         id: "newAlbum", title: "New Album", placeholder: "Title",
///         confirmTitle: "Create", validation: .nonEmpty)
/// }
///
/// pivot.switchScene(with: TextInputRequest(.newAlbum) { [weak self] title in
///     guard let self, let title else { return }   // nil: the user tapped Cancel
///     model.openAlbum(store.createAlbum(title: title))
/// })
/// ```
public struct TextInputRequest: SceneRequest {
    /// The entered text, or `nil` when the user cancelled.
    public typealias Response = String?

    /// What the input is for, with every string and trait of its alert.
    public let inputType: InputType
    /// Called with the entered text, or `nil` when cancelled.
    public let onResponse: (@MainActor (String?) -> Void)?
    /// What a pivot does with an identical request already queued or on screen: coalesce it (the default) or show
    /// every copy.
    public var duplicatePolicy: DuplicatePolicy

    /// A request for `inputType`.
    ///
    /// - Parameters:
    ///   - inputType: Every string and trait of the alert, declared once (`.newAlbum`).
    ///   - duplicatePolicy: Whether a second request for the same input type, while one is queued or on screen,
    ///     is coalesced into it (the default) or shown after it.
    ///   - onResponse: Called with the entered text, or `nil` when cancelled (sent fire-and-forget or awaited).
    public init(
        _ inputType: InputType, duplicatePolicy: DuplicatePolicy = .coalesce,
        onResponse: (@MainActor (String?) -> Void)? = nil
    ) {
        self.inputType = inputType
        self.duplicatePolicy = duplicatePolicy
        self.onResponse = onResponse
    }

    /// Requests for the same input type are duplicates, whatever their handlers: a second tap on "Add" while the
    /// alert is on its way is the same question.
    public func isDuplicate(of other: TextInputRequest) -> Bool { inputType.id == other.inputType.id }

    /// `TextInputRequest(<id>)`.
    public var logDescription: String { "TextInputRequest(\(inputType.id))" }

    /// Whether the text is typed into a secure field: then events and transcripts mask it.
    public var isResponseSecret: Bool { inputType.isSecure }

    /// Checks the input type's alert.
    public func validate() throws(ScenePivotError) {
        try inputType.alertContent.validate(describedAs: logDescription)
    }

    /// An alert with one text field, a cancel action and a confirm action.
    @MainActor public func makeDefaultScene() -> AnyPivotScene<String?>? {
        .alert(inputType.alertContent) { answer in
            answer.actionIndex == InputType.confirmIndex ? (answer.texts.first ?? "") : nil
        }
    }
}

extension TextInputRequest {
    /// Everything a text-input alert shows: title, message, placeholder, initial text, button titles, and the
    /// field's traits. Declare one per purpose, as a static member.
    public struct InputType: Sendable {
        /// A stable identifier, used to coalesce duplicates and in transcripts.
        public var id: String
        /// The alert's title.
        public var title: String?
        /// The alert's message.
        public var message: String?
        /// The field's placeholder.
        public var placeholder: String?
        /// The text the field starts with.
        public var initialText: String
        /// The confirm button's title.
        public var confirmTitle: String
        /// The cancel button's title.
        public var cancelTitle: String
        /// Whether the field hides what is typed.
        public var isSecure: Bool
        /// The keyboard to show.
        public var keyboard: AlertTextField.KeyboardHint
        /// How the keyboard capitalizes.
        public var capitalization: AlertTextField.TextCapitalization
        /// Whether autocorrection is on; `nil` leaves the system default.
        public var autocorrection: Bool?
        /// Keeps the confirm button disabled until the text passes; `nil` accepts anything.
        public var validation: TextValidation?

        static let confirmIndex = 1

        /// An input type with the given strings and traits.
        public init(
            id: String, title: String? = nil, message: String? = nil, placeholder: String? = nil,
            initialText: String = "", confirmTitle: String = "OK", cancelTitle: String = "Cancel",
            isSecure: Bool = false, keyboard: AlertTextField.KeyboardHint = .default,
            capitalization: AlertTextField.TextCapitalization = .sentences, autocorrection: Bool? = nil,
            validation: TextValidation? = nil
        ) {
            self.id = id
            self.title = title
            self.message = message
            self.placeholder = placeholder
            self.initialText = initialText
            self.confirmTitle = confirmTitle
            self.cancelTitle = cancelTitle
            self.isSecure = isSecure
            self.keyboard = keyboard
            self.capitalization = capitalization
            self.autocorrection = autocorrection
            self.validation = validation
        }

        /// The alert this input type shows: cancel first, then the preferred confirm action.
        public var alertContent: AlertContent {
            AlertContent(
                title: title, message: message,
                textFields: [
                    AlertTextField(
                        placeholder: placeholder, text: initialText, isSecure: isSecure, keyboard: keyboard,
                        capitalization: capitalization, autocorrection: autocorrection)
                ],
                actions: [
                    AlertAction(cancelTitle, role: .cancel),
                    AlertAction(confirmTitle, isPreferred: true, requiresValidInput: validation != nil),
                ],
                inputValidation: validation)
        }
    }
}
