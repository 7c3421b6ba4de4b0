#if canImport(SwiftUI) && canImport(UIKit)
@_exported import ScenePivotUIKit
#endif
