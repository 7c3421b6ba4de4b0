@_exported import ScenePivot
