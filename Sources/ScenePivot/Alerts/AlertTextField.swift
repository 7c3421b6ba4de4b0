/// A text field of an alert, as plain data: UIKit renders it through `addTextField(configurationHandler:)`.
public struct AlertTextField: Sendable, Equatable {
    /// Grey text shown while the field is empty.
    public var placeholder: String?
    /// The text the field starts with.
    public var text: String
    /// Whether the field hides what is typed, for passwords.
    public var isSecure: Bool
    /// Which keyboard to show.
    public var keyboard: AlertTextField.KeyboardHint
    /// How the keyboard capitalizes.
    public var capitalization: AlertTextField.TextCapitalization
    /// Whether autocorrection is on; `nil` leaves the system default.
    public var autocorrection: Bool?

    /// A text field with the given traits.
    public init(
        placeholder: String? = nil, text: String = "", isSecure: Bool = false,
        keyboard: AlertTextField.KeyboardHint = .default,
        capitalization: AlertTextField.TextCapitalization = .sentences, autocorrection: Bool? = nil
    ) {
        self.placeholder = placeholder
        self.text = text
        self.isSecure = isSecure
        self.keyboard = keyboard
        self.capitalization = capitalization
        self.autocorrection = autocorrection
    }
}
