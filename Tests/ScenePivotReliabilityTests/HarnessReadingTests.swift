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
