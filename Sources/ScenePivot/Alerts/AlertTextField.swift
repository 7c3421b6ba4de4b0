/// A text field of an alert, as plain data: UIKit renders it through `addTextField(configurationHandler:)`.
public struct AlertTextField: Sendable, Equatable {
    /// Grey text shown while the field is empty.
    public var placeholder: String?
    /// The text the field starts with.
    public var text: String
    /// Whether the field hides what is typed, for passwords.
    public var isSecure: Bool
    /// Which keyboard to show.
    public var keyboard: KeyboardHint
    /// How the keyboard capitalizes.
    public var capitalization: TextCapitalization
    /// Whether autocorrection is on; `nil` leaves the system default.
    public var autocorrection: Bool?

    /// A text field with the given traits.
    public init(
        placeholder: String? = nil, text: String = "", isSecure: Bool = false, keyboard: KeyboardHint = .default,
        capitalization: TextCapitalization = .sentences, autocorrection: Bool? = nil
    ) {
        self.placeholder = placeholder
        self.text = text
        self.isSecure = isSecure
        self.keyboard = keyboard
        self.capitalization = capitalization
        self.autocorrection = autocorrection
    }
}

/// The keyboard a text field asks for, as UIKit's `UIKeyboardType`.
public enum KeyboardHint: String, Sendable, Equatable, CaseIterable {
    /// The default keyboard.
    case `default`
    /// Letters and digits for email addresses.
    case emailAddress
    /// A number pad.
    case numberPad
    /// A decimal pad.
    case decimalPad
    /// A phone pad.
    case phonePad
    /// A keyboard for URLs.
    case url
}

/// How a keyboard capitalizes, as UIKit's `UITextAutocapitalizationType`.
public enum TextCapitalization: String, Sendable, Equatable, CaseIterable {
    /// No automatic capitalization.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters
}
