import ScenePivotTesting
import Testing

/// Pushes a screen; the request, its scene and its screen are all named after `label`.
private struct LabeledRequest: SceneRequest {
    var label: String
    var duplicatePolicy: DuplicatePolicy { .allow }
    var logDescription: String { "Labeled(\(label))" }
}

/// Fails with `reason`.
private struct FailingRequest: SceneRequest {
    var reason: String
    var logDescription: String { "Failing(\(reason))" }
}

/// Presents a sheet whose custom detent is identified by `label`.
private struct SheetRequest: SceneRequest {
    var label: String
}

/// Presents a tab container whose tab titles and icons are `label`.
private struct TabsRequest: SceneRequest {
    var label: String
}

/// Every scalar that starts a new line somewhere (a terminal, an editor, Python's `splitlines`), and other control
/// characters: each is spliced into a text that tries to forge a transcript line of its own.
private let lineBreakers = [
    "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{1C}", "\u{1D}", "\u{1E}", "\u{85}", "\u{2028}", "\u{2029}", "\u{0}",
    "\u{1B}[2K", "\u{7F}", "\u{9B}", "\u{202E}",
]

/// The forged line each hostile text carries after its break.
private let forgedLine = "user taps \"Delete"

/// What a flow driven with one text left behind.
@MainActor
private struct HostileRun {
    let stage: HeadlessStage
    let transcript: FlowTranscript
    let events: [PivotEvent]
    let errors: [ScenePivotError]
    let interactions: Int
}

/// Whether `scalar` breaks a line or is a control or bidirectional-override character.
private func isLineBreakingOrControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
}

/// Expects `text` to hold no line break nor control character (one line, as rendered).
private func expectOneLine(_ text: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let offending = text.unicodeScalars.filter(isLineBreakingOrControl).map { "U+\(String($0.value, radix: 16))" }
    #expect(offending.isEmpty, "\(what) holds \(offending): \(text.debugDescription)", sourceLocation: sourceLocation)
}

/// Leading spaces and the first word: what says which kind of line a transcript line is.
private func kind(of line: String) -> Substring {
    let indent = line.prefix { $0 == " " }
    let word = line.dropFirst(indent.count).prefix { $0 != " " }
    return line.prefix(indent.count + word.count)
}

/// Drives one flow in which every string a user or app supplies is `text`: screen names, request and scene
/// descriptions, a transcript label and note, alert titles, messages, action titles, a text field's placeholder,
/// initial and typed text, a validation name, a sheet detent's identifier, tab titles, error texts, and a failed tap.
@MainActor
private func runFlow(supplying text: String) -> HostileRun {
    let stage = HeadlessStage(root: HeadlessScreen("Root " + text))
    let pivot = ScenePivot(stage: stage)
    var events: [PivotEvent] = []
    var errors: [ScenePivotError] = []
    pivot.errorHandler = { errors.append($0) }
    let observation = pivot.observe { events.append($0) }
    pivot.builder.register(LabeledRequest.self) { request in
        AnyPivotScene<Void>("scene " + request.label) { context throws(ScenePivotError) in
            try context.perform(.push(HeadlessScreen("Screen " + request.label)))
        }
    }
    pivot.builder.register(FailingRequest.self) { request in
        AnyPivotScene<Void>("fails") { _ throws(ScenePivotError) in throw .sceneFailed(request.reason) }
    }
    pivot.builder.register(SheetRequest.self) { request in
        let detent = SheetOptions.Detent.height(200, identifier: request.label)
        return .present(
            HeadlessScreen("Sheet"),
            Presentation(sheet: SheetOptions(detents: [detent, .large], selectedDetent: detent)))
    }
    pivot.builder.register(TabsRequest.self) { request in
        .present(
            HeadlessTabContainer(tabs: [
                (TabItem(title: request.label, iconName: request.label), HeadlessScreen("Tab " + request.label))
            ]))
    }
    let transcript = FlowTranscript(on: stage)
    transcript.follow(pivot, labeled: "pivot " + text)
    let user = transcript.user
    var interactions = 0

    transcript.note("note " + text)
    pivot.switchScene(with: LabeledRequest(label: text))
    user.waitForAnimations()
    pivot.switchScene(
        with: AlertRequest(
            title: text, message: text, actions: [AlertAction(text, role: .cancel), AlertAction("Other " + text)]))
    user.waitForAnimations()
    withKnownIssue("the alert has no such action") { user.tap("Missing " + text) }
    user.tap(text)
    user.waitForAnimations()
    let inputType = TextInputRequest.InputType(
        id: "id " + text, title: text, message: text, placeholder: text, initialText: text,
        confirmTitle: "Save " + text, cancelTitle: text,
        validation: TextValidation("rule " + text) { (typed: String) in !typed.isEmpty })
    pivot.switchScene(with: TextInputRequest(inputType))
    user.waitForAnimations()
    user.type("")
    user.type("typed " + text)
    user.tap("Save " + text)
    user.waitForAnimations()
    interactions += 10
    pivot.switchScene(with: FailingRequest(reason: text))
    pivot.switchScene(with: AlertRequest(title: text, actions: [AlertAction(text), AlertAction(text)]))
    pivot.switchScene(with: SheetRequest(label: text))
    pivot.switchScene(with: TabsRequest(label: text))
    user.waitForAnimations()
    interactions += 1
    transcript.recordHierarchy()
    withExtendedLifetime(observation) {}
    return HostileRun(stage: stage, transcript: transcript, events: events, errors: errors, interactions: interactions)
}

@Suite("One event, one line: supplied text is escaped wherever it is rendered")
struct HostileTextTests {
    static let hostileTexts = lineBreakers.map { "OK\"" + $0 + forgedLine }

    @Test(
        "A whole transcript keeps one line per event and interaction, and no text forges a line",
        arguments: hostileTexts)
    @MainActor func transcriptKeepsOneLinePerEntry(text: String) {
        let baseline = runFlow(supplying: "plain")
        let run = runFlow(supplying: text)
        let lines = run.transcript.lines

        #expect(lines.count == baseline.transcript.lines.count, "as many lines as with a plain text")
        #expect(lines.map(kind(of:)) == baseline.transcript.lines.map(kind(of:)), "every line is of the same kind")
        #expect(lines.filter { $0.hasPrefix("[pivot ") }.count == run.events.count, "one line per event")
        #expect(lines.filter { $0.hasPrefix("user ") }.count == run.interactions, "one line per interaction")
        #expect(!lines.contains { $0.hasPrefix(forgedLine) || $0.hasPrefix("OK") }, "no line is forged")
        for line in lines { expectOneLine(line, "a transcript line") }
        #expect(run.transcript.text.split(separator: "\n", omittingEmptySubsequences: false).count == lines.count + 1)
        expectOneLine(run.transcript.text.replacingOccurrences(of: "\n", with: " "), "the transcript's text")
    }

    @Test("Events, errors and the hierarchy are rendered on single lines", arguments: hostileTexts)
    @MainActor func eventsErrorsAndHierarchyAreSingleLines(text: String) {
        let run = runFlow(supplying: text)
        #expect(run.errors.count == 2, "the failing scene and the invalid alert")
        for event in run.events { expectOneLine(event.description, "an event") }
        for error in run.errors { expectOneLine(error.description, "an error") }
        let hierarchy = run.stage.hierarchyDescription
        #expect(hierarchy.hasSuffix("\n"))
        for line in hierarchy.dropLast().split(separator: "\n", omittingEmptySubsequences: false) {
            expectOneLine(String(line), "a hierarchy line")
        }
    }

    @Test("Every public description that embeds supplied text stays on one line", arguments: hostileTexts)
    @MainActor func descriptionsEmbeddingTextAreSingleLines(text: String) {
        let errors: [ScenePivotError] = [
            .unregisteredRequest(text), .invalidRequest(text, .duplicateActionTitle(text)),
            .invalidRequest(text, .custom(text)), .illegalTransition(.screenNotInStack(text)),
            .illegalTransition(.alertOnScreen(text)), .illegalTransition(.notPerformed(text)),
            .duplicateRequest(text), .dismissedWithoutResponse(text), .responseAlreadyDelivered(text),
            .unsupportedScreen(text), .sceneFailed(text), .cancelled(text), .flowEnded(text),
        ]
        for error in errors { expectOneLine(error.description, "ScenePivotError \(error)") }
        let interactionErrors: [HeadlessInteractionError] = [
            .noAlertOnScreen(onScreen: text), .noSuchAction(text, available: [text, text]), .actionDisabled(text),
            .cannotSwipeDown(text), .cannotGoBack(text), .transitionInProgress(text), .alertStillAppearing(text),
            .noPageToSwipeTo(text), .notOnStage(text), .notVisible(text, topScreen: text),
        ]
        for error in interactionErrors { expectOneLine(error.description, "HeadlessInteractionError") }
        let piece = PivotEvent.Text(text)
        let events: [PivotEvent] = [
            .requested(piece), .waiting(piece, ahead: 1), .coalesced(piece),
            .sceneChosen(request: piece, scene: piece, isDefault: false),
            .transitionStarted(request: piece, .push(text)),
            .transitionFinished(request: piece, .setStack([text, text])),
            .responded(request: piece, response: piece), .failed(request: piece, .sceneFailed(text)),
            .failedAfterAnswer(request: piece, .sceneFailed(text)),
        ]
        for event in events { expectOneLine(event.description, "PivotEvent") }
        expectOneLine(AlertAction(text, role: .destructive).description, "AlertAction")
        let detent = SheetOptions.Detent.height(200, identifier: text)
        expectOneLine(detent.description, "SheetOptions.Detent")
        let sheet = Presentation(sheet: SheetOptions(detents: [detent], selectedDetent: detent))
        expectOneLine(StageTransition<String>.present(text, sheet).description, "StageTransition")
        expectOneLine(FlowEnding<String>.finished(text).description, "FlowEnding")
        expectOneLine(FlowEnding<String>.failed(.sceneFailed(text)).description, "FlowEnding")
        let content = AlertContent(
            title: text, message: text, textFields: [AlertTextField(placeholder: text, text: text)],
            actions: [AlertAction(text)], inputValidation: TextValidation(text) { (_: String) in true })
        for line in content.snapshotDescription.dropLast().split(separator: "\n", omittingEmptySubsequences: false) {
            expectOneLine(String(line), "an alert snapshot line")
        }
        #expect(content.snapshotDescription.split(separator: "\n").count == 5)
    }
}
