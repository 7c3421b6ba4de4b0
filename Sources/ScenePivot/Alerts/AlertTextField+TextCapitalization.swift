extension AlertTextField {
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
}
