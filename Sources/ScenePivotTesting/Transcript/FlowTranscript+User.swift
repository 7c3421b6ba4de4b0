extension FlowTranscript {
    /// A user acting on the transcript's stage, whose every interaction is written to this transcript.
    ///
    /// ```swift
    /// let user = transcript.user
    /// user.type("Trip")
    /// user.tap("Create")
    /// ```
    public var user: HeadlessUser {
        HeadlessUser(on: stage, recordingInto: self)
    }
}

extension FlowTranscript {
    /// A SwiftUI user acting on the transcript's SwiftUI stage, whose every interaction is written to this
    /// transcript.
    ///
    /// ```swift
    /// let user = transcript.swiftUIUser
    /// user.type("Trip")
    /// user.tap("Create")
    /// user.waitForUpdates()
    /// ```
    public var swiftUIUser: SwiftUIUser {
        SwiftUIUser(on: transcribed as? SwiftUIStage, recordingInto: self)
    }
}
