import ScenePivot

extension ConfirmationRequest {
    /// The destructive “Delete “<title>”?” confirmation, answered `true` when the user taps “Delete”.
    public static func deleteAlbum(_ album: Album, onResponse: (@MainActor (Bool) -> Void)? = nil)
        -> ConfirmationRequest
    {
        ConfirmationRequest(
            title: "Delete \(album)?", message: "The photos stay in your library.",
            confirmTitle: "Delete", onResponse: onResponse)
    }
}
