/// A simulated user of a `HeadlessStage`: types, taps, swipes and waits as a person would, records each
/// interaction in a ``FlowTranscript``, and fails the test — at the line that asked — when the interaction
/// cannot happen.
///
/// ```swift
/// let user = HeadlessUser(on: stage)        // or `transcript.user`, to record what the user does
/// user.waitForAnimations()
/// user.type("Trip")
/// user.tap("Create")
/// ```
///
/// A failed interaction names what is on screen ("No alert is on screen; the top-most screen is Albums.", "The
/// action "Create" is disabled."), is written to the transcript with a `✗`, and leaves the stage untouched.
@MainActor
public struct HeadlessUser {
    private weak var stage: HeadlessStage?
    private let transcript: FlowTranscript?

    /// A user of `stage`, recording into `transcript` when one is given.
    public init(on stage: HeadlessStage, recordingInto transcript: FlowTranscript? = nil) {
        self.init(on: Optional(stage), recordingInto: transcript)
    }

    init(on stage: HeadlessStage?, recordingInto transcript: FlowTranscript?) {
        self.stage = stage
        self.transcript = transcript
    }

    // MARK: Alerts

    /// Types `text` into the visible alert's text field at `index`, replacing what it held. The transcript
    /// also notes each action the new text enables or disables. Text meant for a secure field is written as a
    /// fixed mask, in the transcript and in failure messages alike.
    public func type(
        _ text: String, intoTextField index: Int = 0,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let caller = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let shown = isSecure(textField: index) ? AlertContent.maskedSecret(text) : Self.quoted(text)
        let what = "types \(shown) into text field \(index)"
        perform(what, at: caller) { stage throws(HeadlessInteractionError) in
            let before = Self.enabledActions(on: stage)
            try stage.typeText(text, intoTextField: index)
            let after = Self.enabledActions(on: stage)
            for (old, new) in zip(before, after) where old.isEnabled != new.isEnabled {
                transcript?.appendDetail("\(Self.quoted(new.title)) is now \(new.isEnabled ? "enabled" : "disabled")")
            }
        }
    }

    /// Taps the visible alert's or action sheet's action titled `actionTitle`. A disabled action cannot be
    /// tapped: the test fails and nothing happens, as on a device.
    public func tap(
        _ actionTitle: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let caller = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        perform("taps \(Self.quoted(actionTitle))", at: caller) { stage throws(HeadlessInteractionError) in
            try stage.tapAction(titled: actionTitle)
        }
    }

    /// Whether the visible alert's action titled `actionTitle` can be tapped now. Fails the test, and answers
    /// `false`, when no alert is on screen or it has no such action.
    public func canTap(
        _ actionTitle: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let caller = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let stage = liveStage(at: caller) else { return false }
        do {
            return try stage.isActionEnabled(titled: actionTitle)
        } catch {
            caller.reportFailure("Cannot check \(Self.quoted(actionTitle)): \(error)")
            return false
        }
    }

    // MARK: Screens

    /// Swipes the top-most sheet down, as a user dismisses it interactively.
    public func swipeDown(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let caller = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let screen = stage.map { $0.name(of: $0.topScreen) } ?? "nothing"
        perform("swipes down \(screen)", at: caller) { stage throws(HeadlessInteractionError) in
            try stage.swipeDown()
        }
    }

    /// Taps the back button of the top-most navigation stack.
    public func tapBack(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let caller = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let screen = stage.map { $0.name(of: $0.topScreen) } ?? "nothing"
        perform("taps back on \(screen)", at: caller) { stage throws(HeadlessInteractionError) in
            try stage.tapBack()
        }
    }

    // MARK: Time

    /// Lets `duration` of the stage's clock pass, finishing the animations that end by then.
    public func wait(
        _ duration: StageDuration,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let caller = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let stage = liveStage(at: caller) else { return }
        transcript?.append("user waits \(Self.format(duration))")
        stage.advanceClock(by: duration)
        transcript?.writeNewAlerts()
    }

    /// Waits until no animation is running, including animations that finishing ones start.
    public func waitForAnimations(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let caller = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let stage = liveStage(at: caller) else { return }
        let start = stage.now
        let index = transcript?.append("user waits for animations")
        let settled = stage.finishAnimations()
        if !settled {
            caller.reportFailure(
                "The animations never stopped: each one that finished started another (10,000 finished). Does the "
                    + "flow send a request whenever a screen appears? Let the clock pass with user.wait(_:) instead.")
        }
        if let index {
            transcript?.replaceLine(
                at: index,
                with: "user waits for animations (\(Self.format(.milliseconds((stage.now - start).milliseconds))))")
        }
        transcript?.writeNewAlerts()
    }

    // MARK: Helpers

    func perform(
        _ action: String, at caller: CallerLocation,
        _ body: (HeadlessStage) throws(HeadlessInteractionError) -> Void
    ) {
        guard let stage = liveStage(at: caller) else { return }
        transcript?.append("user \(action)")
        do {
            try body(stage)
            transcript?.writeNewAlerts()
        } catch {
            transcript?.appendDetail("✗ \(error)")
            caller.reportFailure("The user cannot do this: \(action). \(error)")
        }
    }

    func liveStage(at caller: CallerLocation) -> HeadlessStage? {
        if let stage { return stage }
        caller.reportFailure("The user's stage is gone: keep the HeadlessStage alive for the whole test.")
        return nil
    }

    /// Whether text typed into field `index` of the visible alert is secret: the field is secure, or — when there
    /// is no such field — the alert holds a secure one the text may have been meant for.
    private func isSecure(textField index: Int) -> Bool {
        guard let fields = stage?.visibleAlert?.textFields else { return false }
        return fields.indices.contains(index) ? fields[index].isSecure : fields.contains(where: \.isSecure)
    }

    private static func enabledActions(on stage: HeadlessStage) -> [(title: String, isEnabled: Bool)] {
        guard let alert = stage.visibleAlert else { return [] }
        let texts = stage.visibleAlertTexts
        return alert.actions.indices.map { (alert.actions[$0].title, alert.isActionEnabled(at: $0, texts: texts)) }
    }

    /// `text` in quotes, escaped onto one line.
    static func quoted(_ text: String) -> String {
        TextEscaping.quoted(text)
    }

    /// `300 ms`.
    static func format(_ duration: StageDuration) -> String {
        "\(duration.milliseconds) ms"
    }
}
