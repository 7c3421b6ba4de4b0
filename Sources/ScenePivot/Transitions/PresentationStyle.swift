/// A modal presentation style, mirroring UIKit's `UIModalPresentationStyle`.
public enum PresentationStyle: String, Sendable, Equatable, CaseIterable {
    /// The system default: a page sheet on iOS 13 and later.
    case automatic
    /// A sheet that partially covers the content beneath.
    case pageSheet
    /// A centered sheet on large screens.
    case formSheet
    /// Covers the screen; cannot be swiped down.
    case fullScreen
    /// Covers the screen, leaving the content beneath in place; cannot be swiped down.
    case overFullScreen
    /// Covers the presenting screen's context only; cannot be swiped down.
    case currentContext
    /// Covers the presenting screen's context, leaving its content in place; cannot be swiped down.
    case overCurrentContext
    /// A popover pointing at an anchor on large screens (a sheet on compact ones); tapped away by the user.
    case popover
    /// The screen's own transitioning delegate decides; the stage assumes it cannot be swiped down.
    case custom

    /// Whether a user can dismiss a screen presented this way by swiping it down or tapping outside it.
    public var allowsInteractiveDismissal: Bool {
        switch self {
        case .automatic, .pageSheet, .formSheet, .popover: return true
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom: return false
        }
    }
}
