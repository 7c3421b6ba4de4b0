import Foundation

/// A unified line diff of two texts, as `diff -u` prints it: `@@` hunks with a little context, `-` for lines
/// only in the reference and `+` for lines only in the actual text.
struct LineDiff {
    /// One line, as UTF-8 bytes, and whether a line break ends it.
    struct Line: Equatable {
        let bytes: [UInt8]
        let hasLineBreak: Bool
    }

    private enum Edit {
        case same(Int, Int)
        case removed(Int)
        case inserted(Int)
    }

    let reference: [Line]
    let actual: [Line]
    /// How many unchanged lines surround each change.
    let context: Int

    /// A diff from `reference` to `actual`.
    init(from reference: String, to actual: String, context: Int = 3) {
        self.reference = Self.lines(of: reference)
        self.actual = Self.lines(of: actual)
        self.context = context
    }

    /// The diff, starting with `--- reference` and `+++ actual`; empty when the texts are the same.
    var unified: String {
        let edits = self.edits()
        let changed = edits.indices.filter {
            if case .same = edits[$0] { return false }
            return true
        }
        guard !changed.isEmpty else { return "" }
        var output = ["--- reference", "+++ actual"]
        var hunkStart = 0
        while hunkStart < changed.count {
            var hunkEnd = hunkStart
            while hunkEnd + 1 < changed.count, changed[hunkEnd + 1] - changed[hunkEnd] <= 2 * context + 1 {
                hunkEnd += 1
            }
            let lower = max(0, changed[hunkStart] - context)
            let upper = min(edits.count - 1, changed[hunkEnd] + context)
            output += hunk(edits[lower...upper])
            hunkStart = hunkEnd + 1
        }
        return output.joined(separator: "\n") + "\n"
    }

    private func hunk(_ edits: ArraySlice<Edit>) -> [String] {
        var body: [String] = []
        var referenceStart: Int?
        var actualStart: Int?
        var referenceCount = 0
        var actualCount = 0
        func emit(_ marker: String, _ line: Line) {
            body.append(marker + Self.visible(line.bytes))
            if !line.hasLineBreak { body.append("\\ No newline at end of file") }
        }
        for edit in edits {
            switch edit {
            case .same(let old, let new):
                referenceStart = referenceStart ?? old
                actualStart = actualStart ?? new
                referenceCount += 1
                actualCount += 1
                emit(" ", reference[old])
            case .removed(let old):
                referenceStart = referenceStart ?? old
                referenceCount += 1
                emit("-", reference[old])
            case .inserted(let new):
                actualStart = actualStart ?? new
                actualCount += 1
                emit("+", actual[new])
            }
        }
        let header =
            "@@ -\(Self.range(referenceStart, referenceCount, fallback: reference.count)) "
            + "+\(Self.range(actualStart, actualCount, fallback: actual.count)) @@"
        return [header] + body
    }

    /// The longest common subsequence of lines, as an edit script from the reference to the actual text.
    private func edits() -> [Edit] {
        let rows = reference.count
        let columns = actual.count
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: columns + 1), count: rows + 1)
        for old in stride(from: rows - 1, through: 0, by: -1) {
            for new in stride(from: columns - 1, through: 0, by: -1) {
                lengths[old][new] =
                    reference[old] == actual[new]
                    ? lengths[old + 1][new + 1] + 1 : max(lengths[old + 1][new], lengths[old][new + 1])
            }
        }
        var edits: [Edit] = []
        var old = 0
        var new = 0
        while old < rows || new < columns {
            if old < rows, new < columns, reference[old] == actual[new] {
                edits.append(.same(old, new))
                old += 1
                new += 1
            } else if new < columns, old == rows || lengths[old][new + 1] > lengths[old + 1][new] {
                edits.append(.inserted(new))
                new += 1
            } else {
                edits.append(.removed(old))
                old += 1
            }
        }
        return edits
    }

    /// `start,count` with 1-based lines, as `diff -u` writes it; an empty side names the line before it.
    private static func range(_ start: Int?, _ count: Int, fallback: Int) -> String {
        guard let start, count > 0 else { return "\(start ?? fallback),0" }
        return count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }

    /// Splits `text` at `\n` only (a `\r` stays in its line), so that no byte is lost or merged.
    static func lines(of text: String) -> [Line] {
        var lines: [Line] = []
        var current: [UInt8] = []
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") {
                lines.append(Line(bytes: current, hasLineBreak: true))
                current = []
            } else {
                current.append(byte)
            }
        }
        if !current.isEmpty { lines.append(Line(bytes: current, hasLineBreak: false)) }
        return lines
    }

    /// The line with carriage returns and tabs made visible, so lines that differ only there look different.
    private static func visible(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r", with: "\\r")
            .replacingOccurrences(of: "\t", with: "\\t")
    }
}
