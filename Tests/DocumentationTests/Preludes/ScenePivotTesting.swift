@_exported import ScenePivotTesting
@_exported import Testing

extension TextInputRequest.InputType {
    static let albumTitle = Self(id: "albumTitle", title: "New Album", placeholder: "Title", confirmTitle: "Create")
}

/// What the module's articles take for granted: a test suite (a `@Suite`) with a pivot, its transcript and its user.
@MainActor
@Suite struct SnippetContext {
    let stage = HeadlessStage(root: HeadlessScreen("Albums"))
    let pivot: ScenePivot
    let transcript: FlowTranscript
    let user: HeadlessUser

    init() {
        pivot = ScenePivot(stage: stage)
        transcript = FlowTranscript(of: pivot, on: stage)
        user = transcript.user
    }
}
