#if canImport(SwiftUI) && canImport(UIKit)
import ScenePivot
import SwiftUI

/// A sheet's detents and grabber, as the request set them (S12).
@available(iOS 16, *)
@MainActor
struct StageSheetModifier: ViewModifier {
    let sheet: SheetOptions?

    func body(content: Content) -> some View {
        if let sheet {
            content
                .presentationDetents(Set(sheet.detents.map(Self.detent)))
                .presentationDragIndicator(sheet.prefersGrabberVisible ? .visible : .automatic)
        } else {
            content
        }
    }

    private static func detent(_ detent: SheetOptions.Detent) -> PresentationDetent {
        if let height = detent.height { return .height(CGFloat(height)) }
        return detent == .medium ? .medium : .large
    }
}
#endif
