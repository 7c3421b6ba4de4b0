extension AlertTextField {
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
}
