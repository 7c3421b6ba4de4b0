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
    /// The detents and grabber of a sheet (iOS 15 and later), or of the sheet a popover becomes where the width is
    /// compact; `nil` keeps UIKit's defaults.
    public var sheet: SheetOptions?
    /// A custom animation (a `UIViewControllerTransitioningDelegate` in UIKit); `nil` for UIKit's own. A scene sets
    /// it from the `animation:` of ``PivotScene/present(_:_:animation:)``, where a presentation's animation is
    /// spelled; a stage reads it here.
    public var animation: TransitionAnimation?
    /// "One destination at a time": when something is already presented, the new screen replaces the top-most
    /// presented screen instead of stacking on it — when a pivot sends it, only a screen that pivot (or a pivot
    /// made from it) presented; above another pivot's screen it is presented as any screen is.
    public var replacesPresentedScreen: Bool

    /// A presentation that sets only what is given.
    ///
    /// - Parameters:
    ///   - style: The modal presentation style; the screen's own when `nil`.
    ///   - isModalInPresentation: Whether swiping down is prevented; the screen's own when `nil`.
    ///   - embedsInNavigationStack: Whether the screen is wrapped in a navigation stack of its own.
    ///   - popoverAnchor: Where a popover points.
    ///   - sheet: A sheet's detents and grabber.
    ///   - replacesPresentedScreen: Whether the screen replaces the top-most presented screen.
    public init(
        style: PresentationStyle? = nil, isModalInPresentation: Bool? = nil, embedsInNavigationStack: Bool = false,
        popoverAnchor: PopoverAnchor? = nil, sheet: SheetOptions? = nil,
        replacesPresentedScreen: Bool = false
    ) {
        self.style = style
        self.isModalInPresentation = isModalInPresentation
        self.embedsInNavigationStack = embedsInNavigationStack
        self.popoverAnchor = popoverAnchor
        self.sheet = sheet
        self.animation = nil
        self.replacesPresentedScreen = replacesPresentedScreen
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
        if let sheet { parts.append(sheet.summary) }
        if let animation { parts.append("animation \(TextEscaping.quoted(animation.name))") }
        if replacesPresentedScreen { parts.append("replacing") }
        return parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))"
    }
}

extension Presentation: Equatable {
    /// Presentations that set the same style, modality, navigation stack, sheet, animation (by name) and
    /// replacement are equal; anchors name where a popover points, not how the screen is shown, and are not compared.
    public static func == (lhs: Presentation, rhs: Presentation) -> Bool {
        lhs.style == rhs.style && lhs.isModalInPresentation == rhs.isModalInPresentation
            && lhs.embedsInNavigationStack == rhs.embedsInNavigationStack && lhs.sheet == rhs.sheet
            && lhs.animation == rhs.animation && lhs.replacesPresentedScreen == rhs.replacesPresentedScreen
    }

    /// The same presentation with its animation stripped to its name, as events carry it.
    var described: Presentation {
        var copy = self
        copy.animation = animation?.described
        copy.popoverAnchor = nil
        return copy
    }
}
