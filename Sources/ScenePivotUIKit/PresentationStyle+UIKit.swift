#if canImport(UIKit)
import UIKit

extension PresentationStyle {
    /// The `UIModalPresentationStyle` of the same name.
    var modalPresentationStyle: UIModalPresentationStyle {
        switch self {
        case .automatic: return .automatic
        case .pageSheet: return .pageSheet
        case .formSheet: return .formSheet
        case .fullScreen: return .fullScreen
        case .overFullScreen: return .overFullScreen
        case .currentContext: return .currentContext
        case .overCurrentContext: return .overCurrentContext
        case .popover: return .popover
        case .custom: return .custom
        }
    }

    /// The style of the same name as `style`; styles with no counterpart read as `.custom`.
    init(_ style: UIModalPresentationStyle) {
        switch style {
        case .automatic: self = .automatic
        case .pageSheet: self = .pageSheet
        case .formSheet: self = .formSheet
        case .fullScreen: self = .fullScreen
        case .overFullScreen: self = .overFullScreen
        case .currentContext: self = .currentContext
        case .overCurrentContext: self = .overCurrentContext
        case .popover: self = .popover
        default: self = .custom
        }
    }
}
#endif

#if canImport(UIKit)
extension SheetOptions.Detent {
    /// The `UISheetPresentationController.Detent`: `.medium()`, `.large()`, or a custom height (iOS 16). `nil` for a
    /// custom height on iOS 15, which the rules refuse before UIKit is asked (`supportsCustomSheetDetents`).
    @MainActor var uiDetent: UISheetPresentationController.Detent? {
        guard let height else { return self == .medium ? .medium() : .large() }
        guard #available(iOS 16, *) else { return nil }
        return .custom(identifier: uiIdentifier) { _ in CGFloat(height) }
    }

    /// UIKit's identifier for it: its own constants for the system detents (`.medium`, `.large`: SH4, their string
    /// values are not "medium" and "large"), the app's identifier for a custom height.
    var uiIdentifier: UISheetPresentationController.Detent.Identifier {
        guard height == nil else { return .init(identifier) }
        return self == .medium ? .medium : .large
    }
}
#endif
