/// A screen with a primary and a secondary column, each with its own navigation stack and stage: what a flow needs
/// of a `UISplitViewController`, so the same flow runs on the headless stage and in UIKit.
///
/// ```swift
/// flow.startChild(MailboxesFlow(), on: split.stage(for: .primary))
/// scenes.switchScene(with: OpenMailRequest(mail))   // registered as .showDetail(MailScreen(mail))
/// ```
@MainActor
public protocol SplitContainer: AnyObject {
    /// Whether only the primary column shows (a compact width).
    var isCollapsed: Bool { get }
    /// The stage of `column`, for that column's pivot.
    func stage(for column: SplitColumn) -> (any SceneStage)?
}
