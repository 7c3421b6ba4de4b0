import ScenePivot

extension ReliabilityHarness {
    /// Text that tries to start a line of its own — a line break or other control character, then a forged
    /// transcript line — with no `#`, so request ids stay readable.
    static let hostileSuffixes = [
        "\n", "\r\n", "\r", "\u{2028}", "\u{2029}", "\u{85}", "\u{0B}", "\u{0C}", "\u{1C}", "\u{1B}[2K", "\u{202E}",
        "\u{0}", "\t",
    ].map { $0 + "user taps \"OK\"" }

    /// `text`, or — one time in five — `text` followed by a hostile suffix; request `id`, whose events may then
    /// render it, has every event checked.
    func maybeHostile(_ text: String, for id: Int?) -> String {
        guard random.chance(20) else { return text }
        hostileTexts += 1
        if let id { sensitiveIDs.insert(id) }
        return text + random.pick(Self.hostileSuffixes)
    }

    /// A new secret to type into a secure field.
    func makeSecret() -> String {
        secretsTyped += 1
        return "\(HarnessReading.secretMarker)-\(secretsTyped)"
    }

    /// An input type for request `id`: secure one time in four, with a title that may be hostile.
    func makeInputType(id: Int) -> TextInputRequest.InputType {
        let isSecure = random.chance(25)
        if isSecure { sensitiveIDs.insert(id) }
        return TextInputRequest.InputType(
            id: "text#\(id)", title: maybeHostile("Text#\(id)", for: id), placeholder: "Title", confirmTitle: "Save",
            isSecure: isSecure, validation: random.chance(50) ? .nonEmpty : nil)
    }

    /// Text to type into field 0 of the visible alert: a secret for a secure field, else any text, which may be
    /// hostile. The alert's request (named by the `#id` in its title) has every event checked from then on.
    func textToType(from choices: [String]) -> String {
        let id = stage.visibleAlert?.title.flatMap(HarnessReading.requestID(in:))
        if stage.visibleAlert?.textFields.first?.isSecure == true {
            if let id { sensitiveIDs.insert(id) }
            return makeSecret()
        }
        return maybeHostile(random.pick(choices), for: id)
    }

    /// Checks that an event renders on one line and shows no secret: every event of a request whose texts may be
    /// hostile or secret (the only ones that can render such text), and every eighth of the others — building
    /// every description would double the harness's time.
    func checkRendering(of event: PivotEvent) {
        renderedEvents += 1
        let isEighth = renderedEvents % 8 == 0
        guard isEighth || isSensitive(event) else { return }
        checkRendering(of: event.description, what: "an event")
    }

    /// Whether `event` is about a request whose texts may be hostile or secret.
    private func isSensitive(_ event: PivotEvent) -> Bool {
        !sensitiveIDs.isEmpty && HarnessReading.requestID(in: event.requestText).map(sensitiveIDs.contains) == true
    }

    /// Checks that `text` holds no line break (except `\n` between `lines`) nor control character, and no secret.
    func checkRendering(of text: String, what: String, lines: Bool = false) {
        if let problem = HarnessReading.renderingProblem(in: text, lines: lines) { violation("\(what) \(problem)") }
    }
}

extension PivotEvent {
    /// The request the event is about, as the pivot describes it.
    fileprivate var requestText: String {
        switch self {
        case .requested(let request), .waiting(let request, _), .coalesced(let request): return request.description
        case .sceneChosen(let request, _, _), .transitionStarted(let request, _), .transitionFinished(let request, _),
            .responded(let request, _), .failed(let request, _), .failedAfterAnswer(let request, _),
            .intercepted(let request, _, _), .resumed(let request, _), .deepLinkStep(let request, _, _, _):
            return request.description
        }
    }
}
