/// How a screen is presented modally: the parts a request specifies. What it leaves `nil`, the screen keeps as it
/// set them itself (in UIKit, its own `modalPresentationStyle` and `isModalInPresentation`).
///
/// ```swift
/// .present(SettingsScreen(), Presentation(style: .formSheet, embedsInNavigationStack: true))
/// ```
public struct Presentation: Sendable {
    /// The modal presentation style; `nil` keeps the screen's own (`.automatic` on the headless stage).
    public var style: PresentationStyle?
    /// Whether the user is kept from swiping the sheet down (UIKit's `isModalInPresentation`); `nil` keeps the
    /// screen's own (`false` on the headless stage).
    public var isModalInPresentation: Bool?
    /// Whether the screen is wrapped in a navigation stack of its own before presenting, so it can push.
    public var embedsInNavigationStack: Bool
    /// Where the screen points when it is shown as a popover (on iPad, a `.popover` style or a system screen that
    /// is one, like `UIActivityViewController`); looked up when the screen is shown.
    public var popoverAnchor: PopoverAnchor?

    /// A presentation that sets only what is given.
    public init(
        style: PresentationStyle? = nil, isModalInPresentation: Bool? = nil, embedsInNavigationStack: Bool = false,
        popoverAnchor: PopoverAnchor? = nil
    ) {
        self.style = style
        self.isModalInPresentation = isModalInPresentation
        self.embedsInNavigationStack = embedsInNavigationStack
        self.popoverAnchor = popoverAnchor
    }

    /// The style and modality a screen ends up with: what this presentation sets, else what the screen had.
    package func applied(to current: (style: PresentationStyle, isModal: Bool)) -> (
        style: PresentationStyle, isModal: Bool
    ) {
        (style ?? current.style, isModalInPresentation ?? current.isModal)
    }

    /// ` (formSheet)` when the style is set, for descriptions.
    var summary: String {
        var parts: [String] = []
        if let style { parts.append(style.rawValue) }
        if isModalInPresentation == true { parts.append("modal") }
        if embedsInNavigationStack { parts.append("in a navigation stack") }
        return parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))"
    }
}

extension Presentation: Equatable {
    /// Presentations that set the same style, modality and navigation stack are equal; anchors name where a
    /// popover points, not how the screen is shown, and are not compared.
    public static func == (lhs: Presentation, rhs: Presentation) -> Bool {
        lhs.style == rhs.style && lhs.isModalInPresentation == rhs.isModalInPresentation
            && lhs.embedsInNavigationStack == rhs.embedsInNavigationStack
    }
}
