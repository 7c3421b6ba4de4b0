#if canImport(UIKit)
import UIKit

extension UIKitPlatform {
    /// Whether `controller` is one of the system's own screens, whose insides are private: an instance (or a
    /// subclass) of a class in ``systemScreenClasses``. The rule is the class, never the bundle it lives in:
    /// `UIViewController`, `UITableViewController` and SwiftUI's `UIHostingController` live in system bundles too,
    /// yet apps show them as screens of their own.
    static func isSystemScreen(_ controller: UIViewController) -> Bool {
        systemScreenClasses.contains { controller.isKind(of: $0) }
    }

    /// The system screens' classes: UIKit's pickers, composers and share sheet, and — named, as the adapter links
    /// only UIKit — those of MessageUI, SafariServices, PhotosUI, ContactsUI, EventKitUI, QuickLook and StoreKit
    /// that are present in the app.
    static let systemScreenClasses: [AnyClass] = {
        let uikit: [AnyClass] = [
            UIImagePickerController.self, UIVideoEditorController.self, UIActivityViewController.self,
            UIDocumentPickerViewController.self, UIDocumentBrowserViewController.self,
            UIReferenceLibraryViewController.self, UIFontPickerViewController.self, UIColorPickerViewController.self,
        ]
        let named = [
            "MFMailComposeViewController", "MFMessageComposeViewController", "SFSafariViewController",
            "PHPickerViewController", "CNContactPickerViewController", "EKEventEditViewController",
            "EKCalendarChooser", "QLPreviewController", "SKStoreProductViewController",
        ]
        return uikit + named.compactMap(NSClassFromString)
    }()
}
#endif
