/// Percent-decoding and character checks shared by patterns and URLs, so both sides read text the same way.
enum PercentDecoding {
    /// Whether a URL or pattern may not hold this byte: a space or an ASCII control character. Bytes of non-ASCII
    /// characters are all at least 0x80, so they pass.
    static func isForbidden(_ byte: UInt8) -> Bool {
        byte <= 0x20 || byte == 0x7F
    }

    /// `text` with every `%XX` escape decoded; `nil` when a `%` is not followed by two hexadecimal digits or the
    /// decoded bytes are not UTF-8. A `+` stays a `+`, as in `URLComponents`.
    static func decode(_ text: Substring) -> String? {
        let utf8 = text.utf8
        guard utf8.contains(UInt8(ascii: "%")) else { return String(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            index = utf8.index(after: index)
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard index != utf8.endIndex, let high = hexValue(utf8[index]) else { return nil }
            index = utf8.index(after: index)
            guard index != utf8.endIndex, let low = hexValue(utf8[index]) else { return nil }
            index = utf8.index(after: index)
            bytes.append(high << 4 | low)
        }
        return isValidUTF8(bytes) ? String(decoding: bytes, as: UTF8.self) : nil
    }

    /// The offset, in characters, of the first `%` in `text` that is not followed by two hexadecimal digits.
    static func offsetOfBrokenEscape(in text: Substring) -> Int? {
        let characters = Array(text)
        for (offset, character) in characters.enumerated() where character == "%" {
            let digits = characters.dropFirst(offset + 1).prefix(2)
            if digits.count < 2 || !digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) { return offset }
        }
        return nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
