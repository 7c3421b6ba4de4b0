extension SceneRestoration {
    /// What ``SceneRestoration/restore(_:)`` restored, and where and why it stopped.
    ///
    /// ```swift
    /// let report = await restoration.restore(state)
    /// if let error = report.error { logger.notice("restored \(report.restored.count): \(error)") }
    /// ```
    ///
    /// Restoring stops at the first entry that fails: every later entry was shown on top of it, so sending them
    /// without it would build a state the user never saw (a detail pushed inside a sheet that is not there would land
    /// on the screen below). That entry and every later one are ``notRestored``.
    public struct Report: Equatable, Sendable, CustomStringConvertible {
        /// The entries restored, in order: their requests are on stage.
        public let restored: [SceneRestoration.State.Entry]
        /// The entries not restored, in order: the one that failed, then every one after it.
        public let notRestored: [SceneRestoration.State.Entry]
        /// Why the first entry of ``notRestored`` was not restored; `nil` when everything was.
        public let error: RestorationError?

        init(
            restored: [SceneRestoration.State.Entry], notRestored: [SceneRestoration.State.Entry],
            error: RestorationError?
        ) {
            self.restored = restored
            self.notRestored = notRestored
            self.error = error
        }

        /// Whether every entry was restored.
        public var isComplete: Bool { error == nil }

        /// `restored 3 of 3`, or `restored 1 of 3; stopped: …`, on one line.
        public var description: String {
            let total = restored.count + notRestored.count
            guard let error else { return "restored \(total) of \(total)" }
            return TextEscaping.singleLine("restored \(restored.count) of \(total); stopped: \(error.description)")
        }
    }
}
