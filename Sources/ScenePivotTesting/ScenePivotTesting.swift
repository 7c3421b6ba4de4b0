@_exported import ScenePivot
@_exported import ScenePivotHeadless
