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
        }
    }
}
#endif
