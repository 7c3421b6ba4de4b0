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
