#if canImport(UIKit)
import ScenePivotUIKit
#endif
