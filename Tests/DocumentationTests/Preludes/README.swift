@_exported import PhotoAlbumsFlow
@_exported import ScenePivot
@_exported import ScenePivotTesting
@_exported import Testing

extension TextInputRequest.InputType {
    static let albumTitle = Self(id: "albumTitle", title: "New Album", placeholder: "Title", confirmTitle: "Create")
}

/// What the README's snippets take for granted: the albums screen's model on a headless stage.
@MainActor
final class SnippetContext {
    let albums = AlbumsScreenModel(
        store: AlbumStore(), pivot: ScenePivot(stage: HeadlessStage(root: HeadlessScreen("Albums"))))
}
