/// A stage a transcript (ScenePivotTesting's `FlowTranscript`) writes out: its hierarchy as text, and the alert on
/// screen so the transcript can describe each alert once, when it appears.
@MainActor
package protocol TranscribedStage: AnyObject {
    /// The stage's hierarchy as a deterministic text tree, ending with a line break.
    var hierarchyDescription: String { get }
    /// The alert on screen, if any: the object that stands for it, how many times it was shown again (a new
    /// showing is written out again), and the texts its fields hold.
    var transcribedAlert: (screen: HeadlessAlertScreen, showing: Int, texts: [String])? { get }
}

extension SwiftUIStage: TranscribedStage {
    package var transcribedAlert: (screen: HeadlessAlertScreen, showing: Int, texts: [String])? {
        guard let alert = displayed.alert, let node = alertNode(numbered: alert.id),
            let screen = node.screen as? HeadlessAlertScreen
        else { return nil }
        return (screen, alert.showing, visibleAlertTexts)
    }
}
