import ScenePivotTesting

extension TextInputRequest.InputType {
    /// A titled input with “Create” kept disabled until the title is not blank.
    static let albumTitle = Self(
        id: "albumTitle", title: "새 앨범", message: "Enter a name for this album.", placeholder: "Title",
        confirmTitle: "Create", validation: .nonEmpty)

    /// A secure input with no validation and a prefilled text.
    static let sharedAlbumPassword = Self(
        id: "sharedAlbumPassword", title: "Shared Album", message: "This album is protected.",
        placeholder: "Password", initialText: "hunter2", confirmTitle: "Unlock", isSecure: true)
}

/// A request nobody registers a scene for, and that has no default scene.
struct ShareAlbumRequest: SceneRequest, Equatable {
    let albumTitle: String

    var logDescription: String { "ShareAlbumRequest(\"\(albumTitle)\")" }
}
