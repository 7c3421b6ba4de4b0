/// A readable, deterministic record of a flow on a `HeadlessStage` or a `SwiftUIStage`: every request, scene, transition, alert,
/// user interaction, response and error, one line each, in the order they happened.
///
/// ```swift
/// let stage = HeadlessStage(root: HeadlessScreen("Albums"))
/// let pivot = ScenePivot(stage: stage)
/// let transcript = FlowTranscript(of: pivot, on: stage)
/// let user = transcript.user
///
/// pivot.switchScene(with: TextInputRequest(.albumTitle))
/// user.waitForAnimations()
/// user.type("Trip")
/// user.tap("Create")
/// user.waitForAnimations()
///
/// expectSnapshot(of: transcript)
/// ```
///
/// The pivot's events come from `pivot.observe(_:)`; alerts and action sheets are written out in full
/// (title, message, text fields, actions with their role, preferred and enabled state) when they appear; user
/// interactions are written by the ``HeadlessUser`` that performs them. Nothing in a transcript depends on
/// addresses, clocks or hashing order, so the same flow always prints the same text.
@MainActor
public final class FlowTranscript {
    /// The stage whose alerts the transcript writes out, while it exists.
    public private(set) weak var stage: HeadlessStage?
    /// The transcript so far, one entry per line, without line breaks.
    public var lines: [String] {
        writeNewAlerts()
        return recorded
    }

    /// The stage whose hierarchy and alerts the transcript writes out: the headless stage or the SwiftUI stage.
    private(set) weak var transcribed: (any TranscribedStage)?
    private var recorded: [String] = []
    private var observations: [PivotObservation] = []
    /// The alert last written out, held weakly so that an answered alert — its validation closure and what
    /// that captured — goes away with its screen. Weak is enough to tell alerts apart: while the alert lives
    /// the reference names exactly it, and once it is gone the reference is `nil`, so a new alert that reuses
    /// its address is still new.
    private weak var describedAlert: HeadlessAlertScreen?
    /// How many times the alert last written out had been shown again when it was written.
    private var describedShowing = 0

    /// A transcript of what happens on `stage`; add the pivots to follow with ``follow(_:labeled:)``.
    public init(on stage: HeadlessStage) {
        self.stage = stage
        self.transcribed = stage
    }

    /// A transcript of `pivot` and of what happens on `stage`.
    public convenience init(of pivot: ScenePivot, on stage: HeadlessStage) {
        self.init(on: stage)
        follow(pivot)
    }

    /// A transcript of what happens on the SwiftUI stage `stage`: its alerts as they reach the screen; drive it
    /// with ``swiftUIUser``.
    public init(on stage: SwiftUIStage) {
        self.transcribed = stage
    }

    /// A transcript of `pivot` and of what happens on the SwiftUI stage `stage`.
    ///
    /// ```swift
    /// let stage = SwiftUIStage(root: HeadlessScreen("Albums"))
    /// let pivot = ScenePivot(stage: stage)
    /// let transcript = FlowTranscript(of: pivot, on: stage)
    /// let user = transcript.swiftUIUser
    /// ```
    public convenience init(of pivot: ScenePivot, on stage: SwiftUIStage) {
        self.init(on: stage)
        follow(pivot)
    }

    /// Records `pivot`'s events from now on, prefixed with `[label]` when a label is given — useful when
    /// several pivots (a parent and a child flow) share the stage.
    public func follow(_ pivot: ScenePivot, labeled label: String? = nil) {
        let prefix = label.map { "[\(TextEscaping.singleLine($0))] " } ?? ""
        let observation = pivot.observe { [weak self] event in
            self?.append(prefix + event.description)
        }
        observations.append(observation)
    }

    /// Stops recording every pivot's events. User interactions and notes are still recorded.
    public func stopFollowing() {
        observations.forEach { $0.cancel() }
        observations.removeAll()
    }

    /// Adds a line of your own, such as the state of a model at this point of the flow; line breaks and control
    /// characters in `text` are escaped, so a note is always one line.
    public func note(_ text: String) {
        append("note: " + TextEscaping.singleLine(text))
    }

    /// Adds the stage's current hierarchy (`HeadlessStage.hierarchyDescription`, `SwiftUIStage.hierarchyDescription`),
    /// indented under a `hierarchy:` line.
    public func recordHierarchy() {
        guard let stage = transcribed else {
            append("hierarchy: the stage is gone")
            return
        }
        append("hierarchy:")
        let tree = stage.hierarchyDescription.split(separator: "\n", omittingEmptySubsequences: false)
        tree.dropLast(tree.last == "" ? 1 : 0).forEach { record("  " + $0) }
    }

    /// The whole transcript, each line ending with a line break.
    public var text: String {
        let lines = self.lines
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// Writes `line` after any alert that appeared since the last line, and returns its index.
    @discardableResult
    func append(_ line: String) -> Int {
        writeNewAlerts()
        record(line)
        return recorded.count - 1
    }

    /// Replaces the line at `index`, for a line whose end is only known later (how long a wait lasted).
    func replaceLine(at index: Int, with line: String) {
        guard recorded.indices.contains(index) else { return }
        recorded[index] = TextEscaping.singleLine(line)
    }

    /// Writes an indented detail line under the last line.
    func appendDetail(_ line: String) {
        record("  " + line)
    }

    /// Writes `line` as it stands, after the one escaping pass every line goes through: whatever a line is made
    /// of, it stays one line.
    private func record<Line: StringProtocol>(_ line: Line) {
        recorded.append(TextEscaping.singleLine(String(line)))
    }

    /// Writes out, in full, the alert or action sheet on screen if it has not been written yet.
    func writeNewAlerts() {
        guard let (alert, showing, texts) = transcribed?.transcribedAlert,
            alert !== describedAlert || showing != describedShowing
        else { return }
        let again = alert === describedAlert
        describedAlert = alert
        describedShowing = showing
        record("\(alert.description) appears\(again ? " again" : "")")
        alert.content.describedLines(texts: texts).forEach { record("  " + $0) }
    }
}
