/// The part of a hierarchy a stage acts on: where its pushes and pops land while nothing covers it.
package enum StageScope<Node: AnyObject> {
    /// A tab's or page's navigation stack: the stage acts on it, and fails with
    /// ``ScenePivotError/IllegalTransitionReason/containerNotOnStage(_:)`` while its container is not on stage.
    case item(Node)
    /// The navigation stack of the view controller a stage is anchored to: the stage acts on it while it is on
    /// stage and uncovered, else on the stack the user sees.
    case anchor(Node)
    /// A tab's or page's stage whose container, named here, has no node yet: it was never shown.
    case missingItem(String)

    /// The scoped navigation stack, if there is one.
    package var node: Node? {
        switch self {
        case .item(let node), .anchor(let node): return node
        case .missingItem: return nil
        }
    }
}
