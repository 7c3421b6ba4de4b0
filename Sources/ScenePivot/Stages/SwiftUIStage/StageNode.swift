/// One screen in the SwiftUI stage's model: a level's root, a screen on a level's navigation stack, the stack
/// itself, or the alert on the top level.
@MainActor
package final class StageNode {
    enum Phase {
        /// On stage in the model; shown once an update has brought it on screen.
        case onStage
        /// Removed from the model, still on screen until an update takes it away.
        case leaving
        /// Off screen and off stage.
        case gone
    }

    /// A number no other node of the stage has: what the view tells levels, path entries and alerts apart by.
    let id: Int
    let screen: AnyObject
    let kind: NodeKind
    var phase: Phase = .onStage
    var presentation: (style: PresentationStyle, isModal: Bool) = (.automatic, false)
    var sheet: SheetOptions?
    var presented: StageNode?
    weak var presenter: StageNode?
    var children: [StageNode] = []
    weak var parent: StageNode?
    /// The texts typed into an alert's fields.
    var alertTexts: [String] = []
    /// How many times an alert was put back on screen after a tap its validation refused.
    var alertShowing = 0
    /// Whether SwiftUI reset the alert's binding before any tap was reported: the alert is off screen, and leaves
    /// on the next turn unless a tap comes first (A3).
    var isAlertDismissedOnScreen = false
    /// Whether an alert a refused tap took off screen waits for an update without it to settle before it comes
    /// back (A4, T1).
    var isAlertReturning = false
    /// Hears the action a user taps on an alert, once.
    var onTap: (@MainActor (AlertAnswer) -> Void)?

    init(id: Int, screen: AnyObject, kind: NodeKind) {
        self.id = id
        self.screen = screen
        self.kind = kind
    }

    func adopt(_ nodes: [StageNode]) {
        children = nodes
        for node in nodes { node.parent = self }
    }

    var alertContent: AlertContent? { (screen as? HeadlessAlertScreen)?.content }
}
