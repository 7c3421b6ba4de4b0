import ScenePivot

/// A simulated user of a `SwiftUIStage`: types, taps, swipes and waits for updates as a person and SwiftUI would —
/// each action reported to the stage the way `SwiftUIStageView` reports it — records each interaction in a
/// ``FlowTranscript``, and fails the test, at the line that asked, when the interaction cannot happen.
///
/// ```swift
/// let stage = SwiftUIStage(root: HeadlessScreen("Albums"))
/// let user = SwiftUIUser(on: stage)       // or `transcript.swiftUIUser`, to record what the user does
/// user.waitForUpdates()
/// user.type("Trip")
/// user.tap("Create")
/// ```
///
/// Unlike ``HeadlessUser``, a tap on an action the alert's validation refuses is not prevented — SwiftUI may not
/// honour a disabled alert button — and the alert comes back, with what was typed, in a later update.
@MainActor
public struct SwiftUIUser {
    private weak var stage: SwiftUIStage?
    private let transcript: FlowTranscript?

    /// A user of `stage`, recording into `transcript` when one is given.
    public init(on stage: SwiftUIStage, recordingInto transcript: FlowTranscript? = nil) {
        self.init(on: Optional(stage), recordingInto: transcript)
    }

    init(on stage: SwiftUIStage?, recordingInto transcript: FlowTranscript?) {
        self.stage = stage
        self.transcript = transcript
    }

    // MARK: Alerts

    /// Types `text` into the visible alert's text field at `index`, replacing what it held.
    public func type(
        _ text: String, intoTextField index: Int = 0,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let caller = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let secure = stage?.visibleAlert?.textFields.contains(where: \.isSecure) ?? false
        let shown = secure ? AlertContent.maskedSecret(text) : HeadlessUser.quoted(text)
        perform("types \(shown) into text field \(index)", at: caller) { stage throws(HeadlessInteractionError) in
            try stage.typeText(text, intoTextField: index)
        }
    }

    /// Taps the visible alert's or confirmation dialog's action titled `actionTitle`. SwiftUI takes the alert away
    /// whatever the action; one its validation refuses brings the alert back (the transcript says so).
    public func tap(
        _ actionTitle: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let caller = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        perform("taps \(HeadlessUser.quoted(actionTitle))", at: caller) { stage throws(HeadlessInteractionError) in
            let accepted = try stage.isActionEnabled(titled: actionTitle)
            try stage.tapAction(titled: actionTitle)
            if !accepted { transcript?.appendDetail("the validation refuses it: the alert comes back") }
        }
    }

    /// Whether the visible alert's validation accepts the action titled `actionTitle` with what its fields hold.
    public func canTap(
        _ actionTitle: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let caller = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let stage = liveStage(at: caller) else { return false }
        do {
            return try stage.isActionEnabled(titled: actionTitle)
        } catch {
            caller.reportFailure("Cannot check \(HeadlessUser.quoted(actionTitle)): \(error)")
            return false
        }
    }

    // MARK: Screens

    /// Swipes the top-most sheet or popover down, as a user dismisses it.
    public func swipeDown(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let caller = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        perform("swipes down \(visibleName)", at: caller) { stage throws(HeadlessInteractionError) in
            try stage.swipeDown()
        }
    }

    /// Taps the back button of the top-most level's navigation stack.
    public func tapBack(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let caller = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        perform("taps back on \(visibleName)", at: caller) { stage throws(HeadlessInteractionError) in
            try stage.tapBack()
        }
    }

    // MARK: Time

    /// Lets every update reach the screen and settle, as time passing on a device does; the transcript says how
    /// many updates settled meanwhile.
    public func waitForUpdates(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let caller = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let stage = liveStage(at: caller) else { return }
        let start = stage.settledUpdateCount
        let index = transcript?.append("user waits for updates")
        stage.settle()
        let count = stage.settledUpdateCount - start
        if let index {
            transcript?.replaceLine(
                at: index, with: "user waits for updates (\(count) update\(count == 1 ? "" : "s"))")
        }
        transcript?.writeNewAlerts()
    }

    // MARK: Helpers

    private var visibleName: String {
        guard let stage, let screen = stage.visibleScreen else { return "nothing" }
        return stage.name(of: screen)
    }

    private func perform(
        _ action: String, at caller: CallerLocation,
        _ body: (SwiftUIStage) throws(HeadlessInteractionError) -> Void
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

    private func liveStage(at caller: CallerLocation) -> SwiftUIStage? {
        if let stage { return stage }
        caller.reportFailure("The user's stage is gone: keep the SwiftUIStage alive for the whole test.")
        return nil
    }
}
