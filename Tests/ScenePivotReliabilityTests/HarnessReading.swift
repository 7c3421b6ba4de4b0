/// How the reliability harness reads the texts it checks: request ids, renderings, hierarchy lines.
///
/// Each reading runs for every event or every new hierarchy, unoptimized, so a text of printable ASCII — almost all
/// of them, where a character is a byte — is read as bytes; any other is read by characters or scalars, as each
/// reading is defined (the `…ByCharacters`/`…ByScalars` readings). `HarnessReadingTests` holds both to the same
/// answers.
enum HarnessReading {
    /// What every secret the harness types contains, and nothing else it renders does.
    static let secretMarker = "S3cr3t"
    private static let secretBytes = Array(secretMarker.utf8)

    /// What the bytes of a text tell: the answer, or that its characters must tell.
    private enum ByteReading<Value> {
        case answer(Value)
        case unsure
    }

    // MARK: Request ids

    /// The id after the last `#` of `name`, as its characters read: `Push#12` is 12.
    static func requestID(in name: String) -> Int? {
        switch name.utf8.withContiguousStorageIfAvailable(asciiRequestID) ?? .unsure {
        case .answer(let id): return id
        case .unsure: return requestIDByCharacters(in: name)
        }
    }

    /// The id after the last `#` of `name`, read by characters.
    static func requestIDByCharacters(in name: String) -> Int? {
        guard let hash = name.lastIndex(of: "#") else { return nil }
        let digits = name[name.index(after: hash)...].prefix { $0.isNumber }
        return Int(digits)
    }

    /// Sure only when ASCII surrounds the `#` and its digits: no grapheme cluster can join them then.
    private static func asciiRequestID(_ bytes: UnsafeBufferPointer<UInt8>) -> ByteReading<Int?> {
        let (hashSign, zero, nine) = (UInt8(ascii: "#"), UInt8(ascii: "0"), UInt8(ascii: "9"))
        var hash = bytes.count - 1
        while hash >= 0, bytes[hash] != hashSign { hash -= 1 }
        guard hash >= 0 else { return .answer(nil) }
        guard hash == 0 || bytes[hash - 1] < 0x80 else { return .unsure }
        var id = 0
        var index = hash + 1
        while index < bytes.count, bytes[index] >= zero, bytes[index] <= nine, id < Int.max / 10 - 9 {
            id = id * 10 + Int(bytes[index] - zero)
            index += 1
        }
        guard index > hash + 1 else { return .unsure }
        if index == bytes.count { return .answer(id) }
        let next = bytes[index]
        return next < 0x80 && (next < zero || next > nine) ? .answer(id) : .unsure
    }

    // MARK: Renderings

    /// What is wrong with a rendering: a line break (other than `\n` when it has `lines`) or a control character
    /// (the first one), else a secret; `nil` when nothing is.
    static func renderingProblem(in text: String, lines: Bool) -> String? {
        let reading = text.utf8.withContiguousStorageIfAvailable { bytes in
            asciiRenderingProblem(in: bytes, lines: lines, text: text)
        }
        switch reading ?? .unsure {
        case .answer(let problem): return problem
        case .unsure: return renderingProblemByScalars(in: text, lines: lines)
        }
    }

    /// `renderingProblem(in:lines:)`, read by scalars.
    static func renderingProblemByScalars(in text: String, lines: Bool) -> String? {
        for scalar in text.unicodeScalars where isLineBreakOrControl(scalar) && !(lines && scalar == "\n") {
            return "holds U+\(String(scalar.value, radix: 16)): \(text.debugDescription)"
        }
        return text.contains(secretMarker) ? "shows secure text: \(text.debugDescription)" : nil
    }

    /// Reads the scalars from the UTF-8 bytes, and looks for a secret in them when they are all ASCII.
    private static func asciiRenderingProblem(
        in bytes: UnsafeBufferPointer<UInt8>, lines: Bool, text: String
    ) -> ByteReading<String?> {
        var isASCII = true
        var index = 0
        while index < bytes.count {
            var value = UInt32(bytes[index])
            index += 1
            if value >= 0x80 {  // a lead byte, then its continuation bytes: Swift's strings hold valid UTF-8
                isASCII = false
                let continuations = value >= 0xF0 ? 3 : value >= 0xE0 ? 2 : 1
                value &= 0x3F >> UInt32(continuations)
                for _ in 0..<continuations {
                    value = value << 6 | UInt32(bytes[index] & 0x3F)
                    index += 1
                }
            }
            if value < 0x20 || value >= 0x7F, let scalar = Unicode.Scalar(value), isLineBreakOrControl(scalar),
                !(lines && scalar == "\n")
            {
                return .answer("holds U+\(String(value, radix: 16)): \(text.debugDescription)")
            }
        }
        let showsSecret = isASCII ? contains(secretBytes, in: bytes) : text.contains(secretMarker)
        return .answer(showsSecret ? "shows secure text: \(text.debugDescription)" : nil)
    }

    /// Plain comparisons, not range patterns: this runs for every scalar it reads, unoptimized.
    private static func isLineBreakOrControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value >= 0x20, value < 0x7F { return false }
        return value <= 0x9F || value == 0x2028 || value == 0x2029 || (value >= 0x202A && value <= 0x202E)
            || (value >= 0x2066 && value <= 0x2069)
    }

    // MARK: Hierarchy lines

    /// What is wrong with the lines of a hierarchy's text: a line marked as animating while nothing animates, a
    /// navigation stack with no screen.
    static func hierarchyProblems(in description: String, isAnimating: Bool) -> [String] {
        let reading = description.utf8.withContiguousStorageIfAvailable { bytes in
            asciiHierarchyProblems(in: bytes, isAnimating: isAnimating, description: description)
        }
        switch reading ?? .unsure {
        case .answer(let problems): return problems
        case .unsure: return hierarchyProblemsByCharacters(in: description, isAnimating: isAnimating)
        }
    }

    /// `hierarchyProblems(in:isAnimating:)`, read by characters.
    static func hierarchyProblemsByCharacters(in description: String, isAnimating: Bool) -> [String] {
        var problems: [String] = []
        let lines = description.split(separator: "\n", omittingEmptySubsequences: true)
        for (index, line) in lines.enumerated() {
            let indent = line.prefix { $0 == " " }.count
            let text = line.dropFirst(indent)
            if !isAnimating, text.hasSuffix("[appearing]") || text.hasSuffix("[disappearing]") {
                problems.append("\(text) is marked as animating while nothing animates")
            }
            let node = text.hasPrefix("presents ") ? text.drop { $0 != ")" }.dropFirst(2) : text
            if node == "NavigationStack" {
                let next = index + 1 < lines.count ? lines[index + 1] : ""
                let nextIndent = next.prefix { $0 == " " }.count
                if nextIndent != indent + 2 || next.dropFirst(nextIndent).hasPrefix("presents ") {
                    problems.append("an empty navigation stack is on stage:\n\(description)")
                }
            }
        }
        return problems
    }

    /// Sure when every byte is printable ASCII or `\n`.
    private static func asciiHierarchyProblems(
        in bytes: UnsafeBufferPointer<UInt8>, isAnimating: Bool, description: String
    ) -> ByteReading<[String]> {
        var lines: [Range<Int>] = []
        var start = 0
        for index in 0..<bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\n") else {
                if byte < 0x20 || byte >= 0x7F { return .unsure }
                continue
            }
            if index > start { lines.append(start..<index) }
            start = index + 1
        }
        if start < bytes.count { lines.append(start..<bytes.count) }
        func leadingSpaces(in line: Range<Int>) -> Int {
            var index = line.lowerBound
            while index < line.upperBound, bytes[index] == UInt8(ascii: " ") { index += 1 }
            return index - line.lowerBound
        }
        func has(_ word: [UInt8], at start: Int, in range: Range<Int>) -> Bool {
            guard start >= range.lowerBound, start + word.count <= range.upperBound else { return false }
            var offset = 0
            while offset < word.count, bytes[start + offset] == word[offset] { offset += 1 }
            return offset == word.count
        }
        var problems: [String] = []
        for (number, line) in lines.enumerated() {
            let indent = leadingSpaces(in: line)
            let text = line.lowerBound + indent..<line.upperBound
            if !isAnimating,
                has(appearingMark, at: text.upperBound - appearingMark.count, in: text)
                    || has(disappearingMark, at: text.upperBound - disappearingMark.count, in: text)
            {
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[text]), as: UTF8.self)
                problems.append("\(name) is marked as animating while nothing animates")
            }
            var node = text
            if has(presentsWord, at: text.lowerBound, in: text) {
                var close = text.lowerBound
                while close < text.upperBound, bytes[close] != UInt8(ascii: ")") { close += 1 }
                node = min(close + 2, text.upperBound)..<text.upperBound
            }
            if node.count == navigationStackName.count, has(navigationStackName, at: node.lowerBound, in: node) {
                let next = number + 1 < lines.count ? lines[number + 1] : 0..<0
                let nextIndent = leadingSpaces(in: next)
                if nextIndent != indent + 2 || has(presentsWord, at: next.lowerBound + nextIndent, in: next) {
                    problems.append("an empty navigation stack is on stage:\n\(description)")
                }
            }
        }
        return .answer(problems)
    }

    private static let appearingMark = Array("[appearing]".utf8)
    private static let disappearingMark = Array("[disappearing]".utf8)
    private static let presentsWord = Array("presents ".utf8)
    private static let navigationStackName = Array("NavigationStack".utf8)

    /// Whether `word` occurs in `bytes`.
    private static func contains(_ word: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !word.isEmpty, bytes.count >= word.count else { return word.isEmpty }
        var start = 0
        while start <= bytes.count - word.count {
            var offset = 0
            while offset < word.count, bytes[start + offset] == word[offset] { offset += 1 }
            if offset == word.count { return true }
            start += 1
        }
        return false
    }
}
