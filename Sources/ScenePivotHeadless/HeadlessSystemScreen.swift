import ScenePivot

/// A stand-in for one of the system's own screens on the headless stage — an image picker, a mail composer, a
/// share sheet — whose insides are private: it is presented and dismissed like any screen, but pushes, pops and
/// stack changes fail with `ScenePivotError.IllegalTransitionReason.systemScreenOnTop(_:)` while it is on top, as on UIKit.
///
/// ```swift
/// let picker = HeadlessSystemScreen("ImagePicker", isNavigationStack: true)
/// stage.perform(.present(picker, Presentation()), animated: true) { _ in }
/// ```
@MainActor
public final class HeadlessSystemScreen: HeadlessBuiltScreen, CustomStringConvertible {
    /// The screen's name.
    public let name: String
    /// Whether it stands for a navigation controller of the system's (an image picker, a mail composer), which is
    /// never pushed nor embedded in a navigation stack.
    public let isNavigationStack: Bool

    /// A system screen called `name`, a navigation stack of its own when `isNavigationStack`.
    public init(_ name: String, isNavigationStack: Bool = false) {
        self.name = name
        self.isNavigationStack = isNavigationStack
    }

    /// The screen's name.
    public nonisolated var description: String { name }
}
