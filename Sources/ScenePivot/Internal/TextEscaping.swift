/// Keeps text a user or app supplies on one line wherever it is rendered — events, transcripts, hierarchy
/// descriptions, snapshot files — so no title can start a new line or forge one.
package enum TextEscaping {
    /// `text` with every line break and control character escaped: `\n`, `\r`, `\t`, and `\u{…}` for the rest
    /// (U+2028, U+2029, U+0085, other C0 and C1 controls, and bidirectional overrides).
    package static func singleLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscaping) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 8)
        for scalar in text.unicodeScalars {
            append(scalar, to: &result, escapingQuotes: false)
        }
        return result
    }

    /// `text` in double quotes, with `\` and `"` escaped as well as everything ``singleLine(_:)`` escapes.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            append(scalar, to: &result, escapingQuotes: true)
        }
        result.append("\"")
        return result
    }

    private static func append(_ scalar: Unicode.Scalar, to result: inout String, escapingQuotes: Bool) {
        switch scalar {
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case "\\" where escapingQuotes: result += "\\\\"
        case "\"" where escapingQuotes: result += "\\\""
        case _ where needsEscaping(scalar):
            result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: result.unicodeScalars.append(scalar)
        }
    }

    /// Compares plain integers, not ranges: unoptimized builds (tests, the demo) call this for every scalar of
    /// every name a hierarchy description renders, and a range pattern there is a generic call per case.
    private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value >= 0x20, value < 0x7F { return false }  // printable ASCII, nearly every scalar
        if value <= 0x9F { return true }  // C0 and C1 controls (DEL and U+0085 among them)
        if value == 0x2028 || value == 0x2029 { return true }  // line and paragraph separators
        if value >= 0x202A, value <= 0x202E { return true }  // bidirectional embeddings and overrides
        if value >= 0x2066, value <= 0x2069 { return true }  // bidirectional isolates
        return false  // the rest, zero-width characters and marks among them, is harmless on one line
    }
}
