@_exported import ScenePivot
@_exported import ScenePivotTesting
@_exported import Testing

/// Where the article's functions that are not a type's live.
@MainActor
final class SnippetContext {}
