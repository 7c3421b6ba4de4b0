import ScenePivot

extension TraceReplay {
    /// Replays the trace as `TraceReplay.run()` does, writing each step to `transcript` before it runs — and,
    /// when the replay stops, why — so that a snapshot pins what the user's report replays to.
    ///
    /// ```swift
    /// let transcript = FlowTranscript(of: replay.pivot, on: replay.stage)
    /// try replay.run(recordingInto: transcript)
    /// expectSnapshot(of: transcript)
    /// ```
    ///
    /// - Throws: The `NavigationTrace.ReplayError` the replay stopped with, naming the step; the transcript ends with it.
    public func run(recordingInto transcript: FlowTranscript) throws(NavigationTrace.ReplayError) {
        do {
            try run(willReplay: { step in transcript.append("replay step \(step)") })
        } catch {
            transcript.appendDetail("✗ \(error)")
            throw error
        }
    }
}
