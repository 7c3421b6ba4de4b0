import ScenePivot

extension TextInputRequest.InputType {
    /// The “New Album” alert of Apple's “Browsing and Modifying Photo Albums”: every string it shows, and
    /// “Create” kept disabled until the title is not blank.
    public static let newAlbum = Self(
        id: "newAlbum", title: "New Album", placeholder: "Album Name",
        confirmTitle: "Create", cancelTitle: "Cancel", capitalization: .words, validation: .nonEmpty)
}
