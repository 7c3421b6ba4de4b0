#if canImport(UIKit)
import UIKit

extension AlertAction.Role {
    /// The `UIAlertAction.Style` of the same name.
    var alertActionStyle: UIAlertAction.Style {
        switch self {
        case .default: return .default
        case .cancel: return .cancel
        case .destructive: return .destructive
        }
    }
}

extension AlertContent.Style {
    /// `UIAlertController.Style.alert` or `.actionSheet`.
    var alertControllerStyle: UIAlertController.Style {
        switch self {
        case .alert: return .alert
        case .actionSheet: return .actionSheet
        }
    }
}
#endif
