/// A named rule that alert texts must pass before a confirm action is enabled.
///
/// ```swift
/// let title = TextValidation.nonEmpty        // not empty after trimming spaces
/// let code = TextValidation("six digits") { $0.count == 6 && $0.allSatisfy(\.isNumber) }
/// ```
public struct TextValidation: Sendable {
    /// A short name for the rule, shown in transcripts.
    public let name: String
    private let check: @Sendable ([String]) -> Bool

    /// A rule over the first text field's text.
    public init(_ name: String, _ isValid: @escaping @Sendable (String) -> Bool) {
        self.name = name
        self.check = { texts in isValid(texts.first ?? "") }
    }

    /// A rule over every text field's text, in order.
    public init(_ name: String, allTexts isValid: @escaping @Sendable ([String]) -> Bool) {
        self.name = name
        self.check = isValid
    }

    /// Whether `texts` pass the rule.
    public func accepts(_ texts: [String]) -> Bool { check(texts) }

    /// Text that is not empty once spaces and newlines are trimmed.
    public static let nonEmpty = TextValidation("non-empty") { text in
        text.contains { !$0.isWhitespace }
    }
}
