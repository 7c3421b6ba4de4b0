import Testing

/// The harness reads most texts as bytes: each reading must answer what its reading by characters or scalars does.
@Suite("Reliability harness: reading texts as bytes")
struct HarnessReadingTests {
    static let names = [
        "Push#12", "TextInputRequest(text#7)", "no id", "#", "Push#", "#5", "a#1#2", "Push#12x", "Push#12 ",
        "Push#1٣", "Push#12\u{301}", "Push\u{301}#12", "\u{600}#12", "Push#99999999999999999999", "Push#12\r\n",
        "Alert#4\\u{2028}user taps", "é#3", "Push#٣", "Push#x12",
    ]

    @Test("A request id reads as by characters", arguments: names)
    func aRequestIDReadsAsByCharacters(name: String) {
        #expect(HarnessReading.requestID(in: name) == HarnessReading.requestIDByCharacters(in: name))
    }

    static let renderings = [
        "Push#12 requested", "", "line\nbreak", "tab\there", "bell\u{7}", "del\u{7F}", "next\u{85}line",
        "sep\u{2028}arator", "bidi\u{202E}", "isolate\u{2067}", "é then \n", "\n then é", "S3cr3t-1", "a S3cr3t-2 b",
        "S3cr3", "é S3cr3t", "S3cr3t\u{301}", "\u{0}", "crlf\r\n", "🙂\n", "•••• \u{9F}", "\u{A0}\u{2066}",
    ]

    @Test("A rendering's problem reads as by scalars", arguments: renderings, [false, true])
    func aRenderingsProblemReadsAsByScalars(text: String, lines: Bool) {
        #expect(
            HarnessReading.renderingProblem(in: text, lines: lines)
                == HarnessReading.renderingProblemByScalars(in: text, lines: lines))
    }

    static let hierarchies = [
        "NavigationStack\n  Albums\n", "NavigationStack\n  Albums [appearing]\n  Trip [disappearing]\n",
        "NavigationStack\n  presents (automatic) A\n", "NavigationStack\n",
        "Albums\n  presents (sheet) NavigationStack\n",
        "Albums\n  presents (sheet) NavigationStack\n    Sheet\n", "Albums\n  presents (sheet) NavigationStack\n  B\n",
        "Albums\n  presents NavigationStack\n", "Albums\n\n\n  presents (x) NavigationStack\n      deep\n",
        "Café [appearing]\n", "NavigationStack\n  Café\n", "NavigationStack \n  A\n", "  NavigationStack\n    A",
        "presents )NavigationStack\n", "presents (a)NavigationStack\n  A\n", "A [appearing]", "[appearing]",
    ]

    @Test("A hierarchy's problems read as by characters", arguments: hierarchies, [false, true])
    func aHierarchysProblemsReadAsByCharacters(description: String, isAnimating: Bool) {
        #expect(
            HarnessReading.hierarchyProblems(in: description, isAnimating: isAnimating)
                == HarnessReading.hierarchyProblemsByCharacters(in: description, isAnimating: isAnimating))
    }

    /// What the harness's texts are made of — ids, hostile suffixes, secrets, hierarchy marks — and pieces that join
    /// a neighbour into one character (combining marks, a prepended mark, a keycap, CR LF) or are numbers only as
    /// characters.
    static let pieces = [
        "#", "#", "7", "42", "0", "\u{663}", "\u{BD}", " ", "  ", "\n", "\n", "\r", "\r\n", "\t", "\u{0}", "\u{1B}[2K",
        "\u{7F}", "\u{85}", "\u{2028}", "\u{202E}", "\u{2067}", "\u{301}", "\u{20E3}", "\u{600}", "\u{200D}", "\u{E9}",
        "\u{1F642}", "S3cr3t", "S3cr3", "t", "[appearing]", "[disappearing]", "presents ", "(sheet) ", ")",
        "NavigationStack", "Push", "user taps \"OK\"",
    ]
    private static let asciiPieces = pieces.filter { $0.utf8.allSatisfy { $0 < 0x80 } }

    /// A seeded random text: lines shaped as the hierarchy's (an indent of two-space steps, maybe `presents` and a
    /// style, names and ids, maybe a mark), with `pieces` slipped in anywhere; of ASCII only every other time, which
    /// the byte readings answer.
    private static func randomText(_ random: inout SplitMix64, round: Int) -> String {
        let source = round.isMultiple(of: 2) ? asciiPieces : pieces
        var lines: [String] = []
        for _ in 0..<random.below(5) {
            var tokens = [String(repeating: "  ", count: random.below(3))]
            if random.chance(50) { tokens.append(random.pick(presentsPrefixes)) }
            for _ in 0...random.below(2) { tokens.append(random.pick(nodeNames)) }
            if random.chance(30) { tokens.append(random.pick(marks)) }
            for _ in 0..<random.below(3) { tokens.insert(random.pick(source), at: random.below(tokens.count + 1)) }
            lines.append(tokens.joined())
        }
        return lines.joined(separator: "\n") + (random.chance(50) ? "\n" : "")
    }

    /// What a random line starts with, is named and ends with.
    private static let presentsPrefixes = ["presents ", "presents (sheet) ", "presents )", "presents (a)"]
    private static let nodeNames = ["NavigationStack", "NavigationStack", "Push", "#42", "#7", "A"]
    private static let marks = [" [appearing]", " [disappearing]", "[appearing]"]

    @Test("Random texts of hostile pieces read as bytes as they read by characters or scalars")
    func randomTextsReadTheSameEitherWay() {
        var random = SplitMix64(seed: 0x4EAD_0001)
        var disagreements: [String] = []
        for round in 0..<20_000 {
            let text = Self.randomText(&random, round: round)
            let flag = random.chance(50)  // lines for a rendering, isAnimating for a hierarchy
            if HarnessReading.requestID(in: text) != HarnessReading.requestIDByCharacters(in: text) {
                disagreements.append("request id of \(text.debugDescription)")
            }
            if HarnessReading.renderingProblem(in: text, lines: flag)
                != HarnessReading.renderingProblemByScalars(in: text, lines: flag)
            {
                disagreements.append("rendering problem of \(text.debugDescription), lines \(flag)")
            }
            if HarnessReading.hierarchyProblems(in: text, isAnimating: flag)
                != HarnessReading.hierarchyProblemsByCharacters(in: text, isAnimating: flag)
            {
                disagreements.append("hierarchy problems of \(text.debugDescription), animating \(flag)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, e.g. \(disagreements.prefix(3))")
    }

    @Test("The readings find what they look for")
    func theReadingsFindWhatTheyLookFor() {
        #expect(HarnessReading.requestID(in: "Alert#42 \"OK\"") == 42)
        #expect(HarnessReading.renderingProblem(in: "a S3cr3t-2 b", lines: false)?.hasPrefix("shows secure") == true)
        #expect(HarnessReading.renderingProblem(in: "a\nb", lines: false)?.hasPrefix("holds U+a:") == true)
        #expect(HarnessReading.renderingProblem(in: "a\nb", lines: true) == nil)
        #expect(
            HarnessReading.hierarchyProblems(in: "NavigationStack\n  A [appearing]\n", isAnimating: false).count == 1)
        #expect(
            HarnessReading.hierarchyProblems(in: "A\n  presents (sheet) NavigationStack\n", isAnimating: true).count
                == 1)
    }
}
