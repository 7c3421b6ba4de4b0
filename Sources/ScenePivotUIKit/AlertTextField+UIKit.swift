#if canImport(UIKit)
import UIKit

extension AlertTextField {
    /// Sets `textField`'s placeholder, text, secure entry and keyboard traits from this field.
    @MainActor func configure(_ textField: UITextField) {
        textField.placeholder = placeholder
        textField.text = text
        textField.isSecureTextEntry = isSecure
        textField.keyboardType = keyboard.keyboardType
        textField.autocapitalizationType = capitalization.autocapitalizationType
        switch autocorrection {
        case nil: textField.autocorrectionType = .default
        case true?: textField.autocorrectionType = .yes
        case false?: textField.autocorrectionType = .no
        }
    }
}

extension AlertTextField.KeyboardHint {
    /// The `UIKeyboardType` of the same name.
    var keyboardType: UIKeyboardType {
        switch self {
        case .default: return .default
        case .emailAddress: return .emailAddress
        case .numberPad: return .numberPad
        case .decimalPad: return .decimalPad
        case .phonePad: return .phonePad
        case .url: return .URL
        }
    }
}

extension AlertTextField.TextCapitalization {
    /// The `UITextAutocapitalizationType` of the same name.
    var autocapitalizationType: UITextAutocapitalizationType {
        switch self {
        case .none: return .none
        case .words: return .words
        case .sentences: return .sentences
        case .allCharacters: return .allCharacters
        }
    }
}
#endif
