@_exported import Foundation
@_exported import PhotoAlbumsFlow
@_exported import ScenePivotTesting
@_exported import Testing

/// What the article's test snippet takes for granted: a test suite, and the trace a user's report attached.
@MainActor
@Suite struct SnippetContext {
    let reportedTrace = URL(fileURLWithPath: "navigation-trace.json")
}
