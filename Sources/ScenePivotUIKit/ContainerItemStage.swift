#if canImport(UIKit)
import UIKit

/// The stage of one tab or page: a ``ViewControllerStage`` anchored to the item's navigation controller, so
/// pushes and pops act on that item's stack while nothing is presented above; selections reach its own container.
@MainActor
final class ContainerItemStage: ContainerSelectingStage {
    /// The stage anchored to the item's navigation controller.
    let stage: ViewControllerStage
    /// The container the item belongs to.
    weak var container: (any StageContainer)?

    init(navigation: UINavigationController, transitionQueue: TransitionQueue) {
        stage = ViewControllerStage(anchor: navigation, transitionQueue: transitionQueue)
    }

    var transitionQueue: TransitionQueue { stage.transitionQueue }

    func present(
        _ screen: AnyObject, _ presentation: Presentation, animated: Bool, completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError) {
        try stage.present(screen, presentation, animated: animated, completion: completion)
    }

    func dismiss(_ screen: AnyObject?, animated: Bool, completion: @escaping @MainActor () -> Void)
        throws(ScenePivotError)
    {
        try stage.dismiss(screen, animated: animated, completion: completion)
    }

    func push(_ screen: AnyObject, animated: Bool, completion: @escaping @MainActor () -> Void)
        throws(ScenePivotError)
    {
        try stage.push(screen, animated: animated, completion: completion)
    }

    func pop(to destination: PopDestination, animated: Bool, completion: @escaping @MainActor () -> Void)
        throws(ScenePivotError)
    {
        try stage.pop(to: destination, animated: animated, completion: completion)
    }

    func setNavigationStack(_ screens: [AnyObject], animated: Bool, completion: @escaping @MainActor () -> Void)
        throws(ScenePivotError)
    {
        try stage.setNavigationStack(screens, animated: animated, completion: completion)
    }

    func presentAlert(
        _ content: AlertContent, animated: Bool, onAnswer: @escaping @MainActor (AlertAnswer?) -> Void,
        completion: @escaping @MainActor () -> Void
    ) throws(ScenePivotError) {
        try stage.presentAlert(content, animated: animated, onAnswer: onAnswer, completion: completion)
    }

    func observeDeparture(of screen: AnyObject, _ handler: @escaping @MainActor () -> Void) -> Bool {
        stage.observeDeparture(of: screen, handler)
    }

    func name(of screen: AnyObject) -> String { stage.name(of: screen) }

    /// Selects in the item's own container when it is of `kind` and on stage, else in the visible one.
    func selectItem(at index: Int, of kind: ContainerKind, animated: Bool, completion: @escaping @MainActor () -> Void)
        throws(ScenePivotError)
    {
        if let container, container.containerKind == kind, !container.hasLeftStage {
            return try container.selectItem(at: index, animated: animated, completion: completion)
        }
        try stage.selectItem(at: index, of: kind, animated: animated, completion: completion)
    }
}
#endif
