extension DeepLinkError {
    /// What is wrong with a deep-link pattern's text, and where: each offset counts characters from the start of the
    /// pattern, starting at 0.
    public enum InvalidPatternReason: Equatable, Sendable, CustomStringConvertible {
        /// The pattern does not start with `/` (an empty pattern included).
        case missingLeadingSlash
        /// Two slashes in a row leave an empty segment; the offset is the second slash's.
        case emptySegment(offset: Int)
        /// A `:` with no name after it.
        case unnamedParameter(offset: Int)
        /// A `*` with no name after it.
        case unnamedWildcard(offset: Int)
        /// A parameter or wildcard name with a character other than a letter, a digit or `_`.
        case invalidName(String, offset: Int)
        /// A second parameter, wildcard or query item with a name already declared.
        case duplicateParameter(String, offset: Int)
        /// A wildcard followed by more segments; it must be the last segment.
        case wildcardNotLast(offset: Int)
        /// An empty query declaration: nothing after `?`, or nothing between two `&`.
        case emptyQueryItem(offset: Int)
        /// A query item declared without `=`; write `name=` (optional) or `name=default`.
        case queryItemWithoutEquals(String, offset: Int)
        /// A query item declared with an empty name (`=value`).
        case unnamedQueryItem(offset: Int)
        /// A `%` not followed by two hexadecimal digits, or escapes that do not decode to UTF-8 text.
        case invalidPercentEncoding(offset: Int)
        /// A space, an ASCII control character or a `#`, none of which a pattern may hold.
        case invalidCharacter(Character, offset: Int)

        /// A readable explanation, naming the offset.
        public var description: String {
            switch self {
            case .missingLeadingSlash:
                return "it must start with \"/\""
            case .emptySegment(let offset):
                return "empty segment at offset \(offset) (two slashes in a row)"
            case .unnamedParameter(let offset):
                return "\":\" with no parameter name at offset \(offset)"
            case .unnamedWildcard(let offset):
                return "\"*\" with no wildcard name at offset \(offset); name it, as in \"*path\""
            case .invalidName(let name, let offset):
                return "the name \"\(name)\" at offset \(offset) may only hold letters, digits and \"_\""
            case .duplicateParameter(let name, let offset):
                return "\"\(name)\" is declared a second time at offset \(offset)"
            case .wildcardNotLast(let offset):
                return "the wildcard at offset \(offset) must be the last segment"
            case .emptyQueryItem(let offset):
                return "empty query item at offset \(offset)"
            case .queryItemWithoutEquals(let name, let offset):
                return "the query item \"\(name)\" at offset \(offset) needs \"=\": write \"\(name)=\" (optional) or "
                    + "\"\(name)=default\""
            case .unnamedQueryItem(let offset):
                return "query item with no name at offset \(offset)"
            case .invalidPercentEncoding(let offset):
                return "broken percent escape at offset \(offset)"
            case .invalidCharacter(let character, let offset):
                return "\(Self.describe(character)) at offset \(offset) is not allowed"
            }
        }

        /// A character as it reads in a message: quoted when printable, named by its code point otherwise.
        private static func describe(_ character: Character) -> String {
            guard let scalar = character.unicodeScalars.first else { return "a character" }
            if character == " " { return "a space" }
            if scalar.properties.generalCategory == .control {
                return "the control character U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
            }
            return "\"\(character)\""
        }
    }
}

extension String {
    /// The string with leading zeros up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
