import Foundation

/// A unified line diff of two texts, as `diff -u` prints it: `@@` hunks with a little context, `-` for lines
/// only in the reference and `+` for lines only in the actual text.
///
/// The edit script is a shortest one, found by ``MyersDiff`` in O((N+M)·D) time and O(N+M) memory for N and M
/// lines and D changed lines; lines are compared as numbers, one per distinct line, hashed once.
package struct LineDiff {
    /// One line, as UTF-8 bytes, and whether a line break ends it.
    struct Line: Hashable {
        let bytes: ArraySlice<UInt8>
        let hasLineBreak: Bool

        /// Hashes the bytes as one block rather than one at a time.
        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
            hasher.combine(hasLineBreak)
        }
    }

    /// One step of the edit script, with the 0-based line numbers it refers to.
    enum Edit: Equatable {
        case same(Int, Int)
        case removed(Int)
        case inserted(Int)
    }

    let reference: [Line]
    let actual: [Line]
    /// How many unchanged lines surround each change.
    let context: Int

    /// A diff from `reference` to `actual`.
    package init(from reference: String, to actual: String, context: Int = 3) {
        self.reference = Self.lines(of: reference)
        self.actual = Self.lines(of: actual)
        self.context = context
    }

    /// The diff, starting with `--- reference` and `+++ actual`; empty when the texts are the same.
    package var unified: String {
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

    /// A shortest edit script from the reference to the actual text; within each change, the removed lines
    /// come before the inserted ones.
    func edits() -> [Edit] {
        var numbers: [Line: Int] = [:]
        func number(_ line: Line) -> Int {
            if let known = numbers[line] { return known }
            let next = numbers.count
            numbers[line] = next
            return next
        }
        let script = MyersDiff(from: reference.map(number), to: actual.map(number))
        var edits: [Edit] = []
        edits.reserveCapacity(max(reference.count, actual.count))
        var old = 0
        var new = 0
        while old < reference.count || new < actual.count {
            if old < reference.count, script.removed[old] {
                edits.append(.removed(old))
                old += 1
            } else if new < actual.count, script.inserted[new] {
                edits.append(.inserted(new))
                new += 1
            } else {
                edits.append(.same(old, new))
                old += 1
                new += 1
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
        let bytes = Array(text.utf8)
        var lines: [Line] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            lines.append(Line(bytes: bytes[start..<index], hasLineBreak: true))
            start = index + 1
        }
        if start < bytes.count { lines.append(Line(bytes: bytes[start...], hasLineBreak: false)) }
        return lines
    }

    /// The line with carriage returns and tabs made visible, so lines that differ only there look different.
    private static func visible(_ bytes: ArraySlice<UInt8>) -> String {
        let line = String(decoding: bytes, as: UTF8.self)
        guard bytes.contains(where: { $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\t") }) else { return line }
        return line.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\t", with: "\\t")
    }
}
