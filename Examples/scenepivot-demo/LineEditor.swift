/// A line typed at a terminal, read a byte at a time, so the demo decides what the screen shows: printable text is
/// echoed, Backspace erases the last character, escape sequences (arrow keys, function keys, Home, End) are dropped
/// whole instead of being echoed raw, and Ctrl-D on an empty line or Ctrl-C end the line without one.
struct LineEditor {
    /// What a byte did.
    enum Outcome: Equatable {
        /// The line goes on; `echo` is what to write to the terminal (possibly nothing).
        case typing(echo: String)
        /// Return was pressed: the line as typed, without its line break.
        case line(String)
        /// Ctrl-D on an empty line: the end of input.
        case endOfInput
        /// Ctrl-C: the person wants to leave.
        case interrupt
    }

    /// Where an escape sequence is.
    private enum Escape {
        case none
        /// After ESC.
        case started
        /// Inside `ESC [` (a control sequence), until its final byte.
        case controlSequence
        /// After `ESC O` (single shift 3), one byte to go.
        case singleShift
    }

    /// The characters typed so far.
    private(set) var text = ""
    private var escape = Escape.none
    /// The bytes of a character whose UTF-8 encoding has not ended yet.
    private var partial: [UInt8] = []

    /// Takes one byte from the terminal.
    mutating func feed(_ byte: UInt8) -> Outcome {
        switch escape {
        case .started:
            escape = byte == UInt8(ascii: "[") ? .controlSequence : byte == UInt8(ascii: "O") ? .singleShift : .none
            return .typing(echo: "")
        case .controlSequence:
            if (0x40...0x7E).contains(byte) { escape = .none }  // the final byte; parameters come before it
            return .typing(echo: "")
        case .singleShift:
            escape = .none
            return .typing(echo: "")
        case .none:
            break
        }
        switch byte {
        case 0x1B:
            partial = []
            escape = .started
            return .typing(echo: "")
        case 0x0A, 0x0D:
            defer { text = "" }
            partial = []
            return .line(text)
        case 0x04:
            return text.isEmpty ? .endOfInput : .typing(echo: "")
        case 0x03:
            return .interrupt
        case 0x7F, 0x08:
            partial = []
            guard !text.isEmpty else { return .typing(echo: "") }
            text.removeLast()
            return .typing(echo: "\u{8} \u{8}")
        case 0x00..<0x20:
            return .typing(echo: "")  // tabs and other control keys are ignored
        default:
            return typed(byte)
        }
    }

    /// Adds `byte` to the character being typed, echoing the character once its UTF-8 encoding is complete.
    private mutating func typed(_ byte: UInt8) -> Outcome {
        partial.append(byte)
        let expected =
            switch partial[0] {
            case 0x00..<0x80: 1
            case 0xC0..<0xE0: 2
            case 0xE0..<0xF0: 3
            case 0xF0..<0xF8: 4
            default: 0
            }
        guard expected > 0 else {
            partial = []  // a stray continuation byte: nothing to show
            return .typing(echo: "")
        }
        guard partial.count == expected else { return .typing(echo: "") }
        defer { partial = [] }
        let character = String(decoding: partial, as: UTF8.self)
        guard !character.unicodeScalars.contains("\u{FFFD}") else { return .typing(echo: "") }  // not UTF-8
        text += character
        return .typing(echo: character)
    }
}
