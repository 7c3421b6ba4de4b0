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
extension SheetDetent {
    /// The `UISheetPresentationController.Detent` of the same name; a custom height needs iOS 16, and is a large
    /// detent before.
    @MainActor var uiDetent: UISheetPresentationController.Detent {
        switch identifier {
        case SheetDetent.medium.identifier where height == nil: return .medium()
        case SheetDetent.large.identifier where height == nil: return .large()
        default:
            guard let height else { return .large() }
            if #available(iOS 16, *) {
                return .custom(identifier: .init(identifier)) { _ in CGFloat(height) }
            }
            return .large()
        }
    }
}
#endif
