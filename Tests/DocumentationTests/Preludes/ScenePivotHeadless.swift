@_exported import ScenePivot
@_exported import ScenePivotHeadless

extension TextInputRequest.InputType {
    static let newAlbum = Self(id: "newAlbum", title: "New Album", placeholder: "Title", confirmTitle: "Create")
}

/// What the module's articles take for granted: the stage the first snippet makes.
@MainActor
final class SnippetContext {
    let stage = HeadlessStage(root: HeadlessScreen("Albums"))
}
