@_exported import PhotoAlbumsFlow
@_exported import ScenePivot
@_exported import ScenePivotHeadless
@_exported import Testing

/// What the article's snippets take for granted: the albums screen's model, with the errors its pivot reported.
@MainActor
final class SnippetContext {
    let albums = Albums()

    /// The albums screen's model on a headless stage, and the errors its pivot reported.
    @MainActor
    final class Albums {
        let errors = Errors()
        let model = AlbumsScreenModel(
            store: AlbumStore(), pivot: ScenePivot(stage: HeadlessStage(root: HeadlessScreen("Albums"))))
        init() { model.pivot.errorHandler = { [errors] in errors.entries.append($0) } }
    }

    /// Errors in the order they were reported.
    @MainActor
    final class Errors {
        var entries: [ScenePivotError] = []
    }
}
