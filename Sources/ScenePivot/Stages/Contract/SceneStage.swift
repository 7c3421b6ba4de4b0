/// The host a pivot performs scenes on: UIKit's view-controller hierarchy (`ViewControllerStage`), the state a
/// SwiftUI view renders (``SwiftUIStage``), or the `HeadlessStage` (`ScenePivotHeadless`).
///
/// A stage performs ``StageTransition`` values under UIKit's presentation rules and reports how each ended.
/// Scenes never talk to a stage directly; they go through their ``SceneContext``, which tracks when each
/// transition ends so the pivot's ``TransitionQueue`` can run the next request.
///
/// ```swift
/// stage.perform(.push(AlbumScreen(album)), animated: true) { outcome in print(outcome) }
/// ```
@MainActor
public protocol SceneStage: AnyObject {
    /// The queue a request sent now waits in, shared by every pivot and stage of one window so that requests from
    /// different screens run one at a time: a UIKit stage's window's (looked up each time), a headless stage's own,
    /// shared with its containers' items.
    var transitionQueue: TransitionQueue { get }

    /// What is on stage now, as this stage's scenes see it: the stage's own navigation stack for a tab's or
    /// page's stage.
    var hierarchy: StageHierarchy { get }

    /// The root screen of the part of the app this stage shows when it shows only a part — a tab's or page's
    /// root screen, which a flow started on the stage adopts as its own — or `nil` for a whole window.
    var itemRootScreen: AnyObject? { get }

    /// Performs `transition` once the stage is ready (no transition in flight, the host in a window), and calls
    /// `completion` exactly once with how it ended — at once when the rules refuse it.
    func perform(
        _ transition: StageTransition<AnyObject>, animated: Bool,
        completion: @escaping @MainActor (StageOutcome) -> Void)

    /// Calls `handler` once, when `screen` leaves the stage for any reason — dismissed, popped, swiped down,
    /// removed by the app or replaced. Returns `false` when `screen` is not on stage.
    @discardableResult
    func observeDeparture(of screen: AnyObject, _ handler: @escaping @MainActor () -> Void) -> Bool

    /// A short, deterministic name for `screen`, used in events and transcripts.
    func name(of screen: AnyObject) -> String
}
