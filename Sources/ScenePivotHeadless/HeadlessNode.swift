import ScenePivot

/// One screen in the headless hierarchy. Every write to its state counts in `HeadlessStage.hierarchyWrites`.
@MainActor
package final class HeadlessNode {
    enum Phase: String {
        case appearing
        case onStage
        case disappearing
        case gone
    }

    let screen: AnyObject
    let kind: NodeKind
    var phase: Phase = .appearing { didSet { HeadlessStage.hierarchyWrites &+= 1 } }
    var presentation: (style: PresentationStyle, isModal: Bool) = (.automatic, false) {
        didSet { HeadlessStage.hierarchyWrites &+= 1 }
    }
    var presented: HeadlessNode? { didSet { HeadlessStage.hierarchyWrites &+= 1 } }
    weak var presenter: HeadlessNode? { didSet { HeadlessStage.hierarchyWrites &+= 1 } }
    var children: [HeadlessNode] = [] { didSet { HeadlessStage.hierarchyWrites &+= 1 } }
    weak var parent: HeadlessNode? { didSet { HeadlessStage.hierarchyWrites &+= 1 } }
    var presentedAnimated = true { didSet { HeadlessStage.hierarchyWrites &+= 1 } }
    /// A presented sheet's detents and grabber, as the request set them.
    var sheet: SheetOptions? { didSet { HeadlessStage.hierarchyWrites &+= 1 } }
    /// The name of the custom animation it was presented or pushed with.
    var animationName: String? { didSet { HeadlessStage.hierarchyWrites &+= 1 } }
    /// The custom animation it was pushed with, which its pop back uses unless the pop names another.
    var pushAnimation: TransitionAnimation? { didSet { HeadlessStage.hierarchyWrites &+= 1 } }
    /// The name of the custom animation of the transition it is appearing or disappearing in, shown in the
    /// hierarchy while that runs.
    var runningAnimation: String? { didSet { HeadlessStage.hierarchyWrites &+= 1 } }
    /// What drives the interactive transition it is in, whose progress the hierarchy shows.
    var runningInteraction: TransitionAnimation.Interaction? { didSet { HeadlessStage.hierarchyWrites &+= 1 } }
    /// The container view of its parent it was embedded in by an `.embed` transition.
    var slot: String? { didSet { HeadlessStage.hierarchyWrites &+= 1 } }
    /// The texts typed into an alert's fields.
    var alertTexts: [String] = [] { didSet { HeadlessStage.hierarchyWrites &+= 1 } }
    /// Hears the action a user taps on an alert, once.
    var onTap: (@MainActor (AlertAnswer) -> Void)?

    init(screen: AnyObject, kind: NodeKind) {
        self.screen = screen
        self.kind = kind
    }

    func adopt(_ nodes: [HeadlessNode]) {
        children = nodes
        for node in nodes { node.parent = self }
    }

    var alertContent: AlertContent? { (screen as? HeadlessAlertScreen)?.content }

    var containerCore: HeadlessContainerCore? { (screen as? any HeadlessContainer)?.core }
}

struct PendingAnimation {
    let end: StageDuration
    let sequence: Int
    let completion: @MainActor () -> Void
}
