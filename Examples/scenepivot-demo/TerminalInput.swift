import Foundation

/// What the person at the terminal answered at a prompt.
enum TypedLine: Equatable {
    /// A line, without its line break.
    case line(String)
    /// The end of input: Ctrl-D on an empty line, or the end of piped input.
    case endOfInput
    /// Ctrl-C on a terminal.
    case interrupt
}

/// Standard input, a line at a time. On a terminal the demo reads keys itself (see ``LineEditor``), so arrow keys
/// and other escape sequences never reach the screen and Ctrl-D can mean "cancel" at one prompt and "leave" at
/// another; piped input is read line by line.
@MainActor
final class TerminalInput {
    private let isTerminal = isatty(STDIN_FILENO) == 1
    private var saved: termios?

    /// Puts the terminal in a mode where the demo echoes what is typed (nothing changes for piped input).
    init() {
        guard isTerminal else { return }
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
        saved = settings
        settings.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG)
        withUnsafeMutableBytes(of: &settings.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    }

    /// Gives the terminal back as it was.
    func restore() {
        guard var saved else { return }
        tcsetattr(STDIN_FILENO, TCSANOW, &saved)
        self.saved = nil
    }

    /// Writes `prompt` and reads the answer.
    func readLine(prompt: String) -> TypedLine {
        Console.write(prompt)
        guard saved != nil else {
            guard let line = Swift.readLine() else {
                Console.write("\n")
                return .endOfInput
            }
            return .line(LineEditor.cleaned(line))
        }
        var editor = LineEditor()
        var byte: UInt8 = 0
        while read(STDIN_FILENO, &byte, 1) == 1 {
            switch editor.feed(byte) {
            case .typing(let echo): if !echo.isEmpty { Console.write(echo) }
            case .line(let line):
                Console.write("\n")
                return .line(line)
            case .endOfInput:
                Console.write("\n")
                return .endOfInput
            case .interrupt:
                Console.write("\n")
                return .interrupt
            }
        }
        return .endOfInput
    }
}

extension LineEditor {
    /// `line` as the editor would have kept it: escape sequences and control characters left out.
    static func cleaned(_ line: String) -> String {
        var editor = LineEditor()
        for byte in line.utf8 {
            if case .line(let text) = editor.feed(byte) { return text }
        }
        return editor.text
    }
}
