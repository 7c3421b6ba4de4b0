#if canImport(UIKit)
@_exported import ScenePivot
#endif
