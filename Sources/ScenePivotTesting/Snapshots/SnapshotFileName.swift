import Foundation

/// Turns a test's name and a snapshot's name into the two parts of a reference file's name,
/// `<test part>.<snapshot part>.txt`, so that distinct names never share a file.
///
/// Both parts are written one Unicode scalar at a time, after the name is put in Unicode canonical
/// composition (NFC) — the form in which Swift already compares strings, so `"café"` typed either way is one
/// name. Letters, digits and `_` stay as they are, and so do combining marks right after one of those;
/// every other scalar — `/`, `\`, `.`, `-`, `%`, spaces, controls, invisible format characters, a mark after
/// anything else — is written as `%` and the two upper-case hexadecimal digits of each of its UTF-8 bytes:
/// `a/b` → `a%2Fb`. An empty part is written `%`, which no other name produces.
///
/// Two readable shortcuts make the common names look as they always did:
/// - a snapshot name writes a space as `-`: `named: "album shown"` → `album-shown` (and `a-b` → `a%2Db`);
/// - a test name in Swift's `base(label:label:)` form writes each argument label after a `-`, and a test
///   without parameters drops its empty `()`: `destructiveConfirmation(tapping:)` →
///   `destructiveConfirmation-tapping`, `flow(_:)` → `flow-_`, `textInputIsConfirmed()` → `textInputIsConfirmed`.
///
/// Every part can be read back (``snapshotName(from:)``, ``testName(from:)``): a literal `-`, `%` or `.` in a
/// name is always escaped, so a `-` in a part is always a shortcut and a `%` always starts an escape. Hence
/// the mapping is injective — distinct snapshot names give distinct parts, and distinct test names do too,
/// except that `flow()` and `flow` name the same test — and since neither part holds a `.`, the file name
/// splits back into its two parts. No part holds a path separator, a control character, or is `.`, `..`
/// or empty, so a name never makes a subfolder.
///
/// Names that differ only in letter case still get distinct file names, which a case-insensitive file
/// system (the macOS default) treats as one file; an assertion whose reference has such a twin in its folder
/// fails, naming it, on every system (``SnapshotReference/caseTwin()``).
enum SnapshotFileName {
    /// The snapshot-name part: `album shown` → `album-shown`, `The End!` → `The-End%21`.
    static func forSnapshot(_ name: String) -> String {
        escaped(name, spaceAsDash: true)
    }

    /// The test-name part: `textInputIsConfirmed()` → `textInputIsConfirmed`,
    /// `destructiveConfirmation(tapping:)` → `destructiveConfirmation-tapping`.
    static func forTest(_ name: String) -> String {
        guard let (base, labels) = functionName(name) else { return escaped(name, spaceAsDash: false) }
        return ([base] + labels).map { escaped($0, spaceAsDash: false) }.joined(separator: "-")
    }

    /// The snapshot name a part was made from, or `nil` when no name makes this part.
    static func snapshotName(from part: String) -> String? {
        unescaped(part, dash: " ")
    }

    /// The test name a part was made from, `base(label:)` form for a part with labels and the bare base name
    /// for a test without parameters; `nil` when no name makes this part.
    static func testName(from part: String) -> String? {
        guard part.contains("-") else { return unescaped(part, dash: nil) }
        var pieces: [String] = []
        for piece in part.split(separator: "-", omittingEmptySubsequences: false) {
            guard let text = unescaped(String(piece), dash: nil), !text.isEmpty else { return nil }
            pieces.append(text)
        }
        let name = pieces[0] + "(" + pieces.dropFirst().map { $0 + ":" }.joined() + ")"
        return functionName(name) == nil ? nil : name
    }

    /// The base name and argument labels of `name` when it has Swift's `base(label:label:)` form — the base
    /// and each label non-empty and free of `(`, `)` and `:` — else `nil`.
    private static func functionName(_ name: String) -> (base: String, labels: [String])? {
        let scalars = name.unicodeScalars
        guard scalars.last == ")", let open = scalars.firstIndex(of: "("), open != scalars.startIndex else {
            return nil
        }
        let base = String(scalars[..<open])
        let arguments = scalars[scalars.index(after: open)..<scalars.index(before: scalars.endIndex)]
        guard !base.unicodeScalars.contains(where: { $0 == ")" || $0 == ":" }) else { return nil }
        guard !arguments.isEmpty else { return (base, []) }
        guard arguments.last == ":" else { return nil }
        let labels = arguments.dropLast().split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let isPlain = labels.allSatisfy { label in
            !label.isEmpty && !label.unicodeScalars.contains { $0 == "(" || $0 == ")" }
        }
        return isPlain ? (base, labels) : nil
    }

    /// `text` in NFC with every scalar but letters, digits, `_` and the marks that follow them escaped as
    /// `%XX` per UTF-8 byte, a space written `-` when `spaceAsDash`; `%` when `text` is empty.
    private static func escaped(_ text: String, spaceAsDash: Bool) -> String {
        let composed = text.precomposedStringWithCanonicalMapping
        guard !composed.isEmpty else { return "%" }
        var result = ""
        var previousKept = false
        for scalar in composed.unicodeScalars {
            if spaceAsDash, scalar == " " {
                result.append("-")
                previousKept = false
            } else if isKept(scalar, afterKept: previousKept) {
                result.unicodeScalars.append(scalar)
                previousKept = true
            } else {
                for byte in String(scalar).utf8 {
                    result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
                }
                previousKept = false
            }
        }
        return result
    }

    /// Whether `scalar` is written as itself: a visible letter, digit or `_`, or a combining mark right after
    /// one (so a mark never lands on an escape's digits or on a separator).
    private static func isKept(_ scalar: Unicode.Scalar, afterKept: Bool) -> Bool {
        let properties = scalar.properties
        guard !properties.isDefaultIgnorableCodePoint else { return false }
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber:
            return true
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return afterKept
        case .connectorPunctuation:
            return scalar == "_"
        default:
            return false
        }
    }

    /// The text `part` escapes, with `-` read as `dash`; `nil` when `part` is not something
    /// ``escaped(_:spaceAsDash:)`` writes: a broken escape, a `-` where none may be, or bytes that are not UTF-8.
    private static func unescaped(_ part: String, dash: Character?) -> String? {
        if part == "%" { return "" }
        guard !part.isEmpty else { return nil }
        var bytes: [UInt8] = []
        var scalars = part.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar {
            case "%":
                guard let high = scalars.next(), let low = scalars.next(),
                    let byte = UInt8(String(high) + String(low), radix: 16)
                else { return nil }
                bytes.append(byte)
            case "-":
                guard let dash else { return nil }
                bytes += String(dash).utf8
            default:
                bytes += String(scalar).utf8
            }
        }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }
}

extension String {
    /// The string with `0`s in front, at least `width` characters long.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
