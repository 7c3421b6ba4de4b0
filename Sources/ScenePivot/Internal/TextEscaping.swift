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

    private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true  // C0 and C1 controls, U+0085 among them
        case 0x2028, 0x2029: return true  // line and paragraph separators
        case 0x202A...0x202E, 0x2066...0x2069: return true  // bidirectional embeddings, overrides and isolates
        case 0x200B...0x200F, 0xFEFF: return false  // zero-width and marks: harmless on one line
        default: return false
        }
    }
}
