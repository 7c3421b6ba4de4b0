import Testing

@testable import scenepivot_demo

@Suite("The interactive demo forgives what a person types")
@MainActor
struct InteractiveDemoTests {
    /// Feeds `bytes` to a fresh editor; returns what it echoed and how the line ended.
    private func type(_ bytes: [UInt8]) -> (echo: String, end: LineEditor.Outcome?) {
        var editor = LineEditor()
        var echo = ""
        for byte in bytes {
            switch editor.feed(byte) {
            case .typing(let text): echo += text
            case let end: return (echo, end)
            }
        }
        return (echo, nil)
    }

    @Test(arguments: [
        ("up arrow", [0x1B, 0x5B, 0x41] as [UInt8]),
        ("left arrow", [0x1B, 0x5B, 0x44]),
        ("F5", [0x1B, 0x5B, 0x31, 0x35, 0x7E]),
        ("F1 (single shift)", [0x1B, 0x4F, 0x50]),
        ("Delete key", [0x1B, 0x5B, 0x33, 0x7E]),
        ("tab", [0x09]),
    ])
    func escapeSequencesAndControlKeysAreNeitherEchoedNorKept(key: String, bytes: [UInt8]) {
        let typed = type(Array("Tr".utf8) + bytes + Array("ip".utf8) + [0x0D])
        #expect(typed.echo == "Trip", "\(key) reached the screen")
        #expect(typed.end == .line("Trip"), "\(key) reached the title")
    }

    @Test func backspaceErasesTheLastCharacterOnScreenAndInTheLine() {
        let typed = type(Array("Tripp".utf8) + [0x7F] + [0x0A])
        #expect(typed.echo == "Tripp\u{8} \u{8}")
        #expect(typed.end == .line("Trip"))
    }

    @Test func aCharacterOfSeveralBytesIsEchoedOnceWhole() {
        let typed = type(Array("새 앨범".utf8) + [0x0D])
        #expect(typed.echo == "새 앨범")
        #expect(typed.end == .line("새 앨범"))
    }

    @Test func ctrlDOnAnEmptyLineEndsInputAndIsIgnoredAfterText() {
        #expect(type([0x04]).end == .endOfInput)
        #expect(type(Array("Tr".utf8) + [0x04] + Array("ip".utf8) + [0x0D]).end == .line("Trip"))
        #expect(type(Array("Tr".utf8) + [0x03]).end == .interrupt)
    }

    @Test func pipedLinesLoseTheirEscapeSequences() {
        #expect(LineEditor.cleaned("Tr\u{1B}[Aip") == "Trip")
    }

    /// Runs the interactive demo with `answers` given at its prompts, in order (then the end of input); returns the
    /// demo, the prompts it asked and what it wrote.
    private func run(answering answers: [TypedLine]) -> (demo: PhotoAlbumsDemo, prompts: [String], output: String) {
        var output = ""
        let previous = Console.output
        Console.output = { output += $0 }
        defer { Console.output = previous }
        var remaining = answers[...]
        var prompts: [String] = []
        let demo = PhotoAlbumsDemo()
        let status = InteractiveRun.run(
            reading: { prompt in
                prompts.append(prompt)
                return remaining.popFirst() ?? .endOfInput
            }, demo: demo)
        #expect(status == 0)
        return (demo, prompts, output)
    }

    @Test func ctrlDAtTheTitlePromptCancelsTheFieldInsteadOfQuitting() {
        let run = run(answering: [.line("add"), .line("type"), .endOfInput, .line("quit")])
        #expect(run.demo.stage.visibleAlert == nil, "the alert stayed up")
        #expect(run.demo.store.albums.isEmpty)
        #expect(run.prompts == ["> ", "> ", "Album title (Ctrl-D cancels): ", "> "])
        #expect(run.output.contains("Tap “Cancel”."))
        #expect(run.output.hasSuffix("Goodbye.\n"))
    }

    @Test func aLongTitleIsShortenedInTheMenuAndPickedByEitherForm() {
        let title = "A very long album title from a long trip to Jeju"
        let run = run(answering: [
            .line("add"), .line("type"), .line(title), .line("create"), .line("back"),
            .line("Open “A very long album title…”"), .line("back"), .line("open “\(title)”"), .line("quit"),
        ])
        #expect(run.output.contains("Open “A very long album title…”\n"))
        #expect(!run.output.contains("Unknown action"))
        #expect(run.demo.stage.navigationStack.count == 2, "the album was not opened by its full label")
    }

    @Test(arguments: ["Tap “Create”", "tap \"create\"", "TAP   Create", "create", "3"])
    func anActionIsPickedByItsLabelAsShown(answer: String) {
        let run = run(answering: [.line("add"), .line("type"), .line("Trip"), .line(answer), .line("quit")])
        #expect(run.demo.store.albums.map(\.title) == ["Trip"], "“\(answer)” did not pick “Create”")
    }

    @Test func anUnknownLongAnswerIsEchoedShortened() {
        let run = run(answering: [.line(String(repeating: "x", count: 200))])
        #expect(run.output.contains("Unknown action “\(String(repeating: "x", count: 23))…”"))
    }
}
