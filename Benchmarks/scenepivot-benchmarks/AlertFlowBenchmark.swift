import ScenePivot
import ScenePivotTesting

extension TextInputRequest.InputType {
    static let benchmarkAlbum = Self(
        id: "newAlbum", title: "New Album", placeholder: "Title", confirmTitle: "Create", validation: .nonEmpty)
}

/// Figure 3: a complete snapshot-tested text-input alert flow per iteration, on a fresh stage and pivot.
///
/// Measured twice: with ScenePivotTesting (`FlowTranscript` + `HeadlessUser`, transcript text compared to a
/// reference recorded by the first flow of the run — `expectSnapshot` needs a Swift Testing context and files,
/// so the comparison is the in-memory equivalent), and with the core alone (pivot events from `observe` plus
/// `hierarchyDescription`, compared to a built-in reference string). The baseline is the same flow with no
/// transcript at all.
@MainActor
enum AlertFlowBenchmark {
    static let reference = """
        request TextInputRequest(newAlbum)
        scene alert for TextInputRequest(newAlbum) (default)
        begin alert "New Album" for TextInputRequest(newAlbum)
        --- presented
        NavigationStack
          Albums
          presents Alert "New Album"
            text field 0: "" placeholder "Title"
            action "Cancel" (cancel)
            action "Create" (default, preferred, disabled)
            validation: non-empty
        --- typed
        NavigationStack
          Albums
          presents Alert "New Album"
            text field 0: "Trip" placeholder "Title"
            action "Cancel" (cancel)
            action "Create" (default, preferred)
            validation: non-empty
        end alert "New Album" for TextInputRequest(newAlbum)
        answer TextInputRequest(newAlbum) → "Trip"
        --- confirmed
        NavigationStack
          Albums
        answered: Trip

        """

    struct Outcome {
        var transcript: String
        var answer: String?
        var failure: String?
    }

    /// One flow. With `snapshot`, the transcript is rendered and compared to `expected`.
    static func flow(snapshot: Bool, expected: String?) -> Outcome {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"))
        let pivot = ScenePivot(stage: stage)
        var transcript = ""
        var failure: String?
        pivot.errorHandler = { failure = "\($0)" }
        let observation = snapshot ? pivot.observe { transcript += $0.description + "\n" } : nil
        var answer: String?
        pivot.switchScene(with: TextInputRequest(.benchmarkAlbum) { answer = $0 })
        stage.finishAnimations()
        if snapshot { transcript += "--- presented\n" + stage.hierarchyDescription }
        do {
            try stage.typeText("Trip")
            if snapshot { transcript += "--- typed\n" + stage.hierarchyDescription }
            try stage.tapAction(titled: "Create")
        } catch {
            failure = "\(error)"
        }
        stage.finishAnimations()
        if snapshot {
            transcript += "--- confirmed\n" + stage.hierarchyDescription + "answered: \(answer ?? "nil")\n"
            if let expected, transcript != expected { failure = failure ?? "transcript differs from the reference" }
        } else if answer != "Trip" {
            failure = failure ?? "answered \(answer ?? "nil")"
        }
        observation?.cancel()
        return Outcome(transcript: transcript, answer: answer, failure: failure)
    }

    /// One flow written with ScenePivotTesting; returns its transcript.
    static func testingFlow() -> (text: String, answer: String?) {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"))
        let pivot = ScenePivot(stage: stage)
        let transcript = FlowTranscript(of: pivot, on: stage)
        let user = HeadlessUser(on: stage, recordingInto: transcript)
        var answer: String?
        pivot.switchScene(with: TextInputRequest(.benchmarkAlbum) { answer = $0 })
        user.waitForAnimations()
        user.type("Trip")
        user.tap("Create")
        user.waitForAnimations()
        transcript.recordHierarchy()
        transcript.stopFollowing()
        return (transcript.text, answer)
    }

    static func runTestingFlows(_ settings: Settings) -> (Comparison, reference: String, failures: Int) {
        let reference = testingFlow().text
        var failures = 0
        let count = settings.flows
        let comparison = Timing.compare(
            warmup: settings.warmup, repetitions: settings.repetitions,
            subject: {
                Timing.time {
                    for _ in 0..<count {
                        let flow = testingFlow()
                        if flow.text != reference || flow.answer != "Trip" { failures += 1 }
                    }
                } / Double(count)
            },
            baseline: {
                Timing.time {
                    for _ in 0..<count where flow(snapshot: false, expected: nil).failure != nil { failures += 1 }
                } / Double(count)
            })
        return (comparison, reference, failures)
    }

    static func run(_ settings: Settings) -> [ResultRow] {
        let (testing, testingReference, testingFailures) = runTestingFlows(settings)
        var expected = reference
        let first = flow(snapshot: true, expected: expected)
        var note = "matches the built-in reference"
        if first.transcript != reference {
            note = "DIFFERS from the built-in reference; compared against the first run instead:\n\(first.transcript)"
            expected = first.transcript
        }
        var failures = 0
        var lastFailure: String?
        let count = settings.flows
        let comparison = Timing.compare(
            warmup: settings.warmup, repetitions: settings.repetitions,
            subject: {
                Timing.time {
                    for _ in 0..<count {
                        let outcome = flow(snapshot: true, expected: expected)
                        if let failure = outcome.failure {
                            failures += 1
                            lastFailure = failure
                        }
                    }
                } / Double(count)
            },
            baseline: {
                Timing.time {
                    for _ in 0..<count {
                        if let failure = flow(snapshot: false, expected: nil).failure {
                            failures += 1
                            lastFailure = failure
                        }
                    }
                } / Double(count)
            })
        let rate = 1 / comparison.subject.median
        let testingRate = 1 / testing.subject.median
        print(
            "3. snapshot-tested alert flow (present text input, type, confirm, render transcript, compare) — \(count) flows × \(settings.repetitions) reps"
        )
        print(
            "   ScenePivotTesting (FlowTranscript + HeadlessUser, \(testingReference.split(separator: "\n").count)-line transcript compared to the run's first): \(Format.spread(testing.subject, Format.duration)) per flow → \(Format.rate(testingRate)) flows/s; vs bare \(Format.ratio(testing.ratio))\(testingFailures > 0 ? "  [\(testingFailures) mismatching flows]" : "")"
        )
        print("   core only (observe events + hierarchyDescription vs built-in reference; transcript \(note)):")
        print(
            "   snapshot flow: \(Format.spread(comparison.subject, Format.duration)) per flow → \(Format.rate(rate)) flows/s"
        )
        print(
            "   bare flow (same steps, no transcript): \(Format.spread(comparison.baseline, Format.duration)) per flow → \(Format.rate(1 / comparison.baseline.median)) flows/s"
        )
        print(
            "   ratio:  \(Format.ratio(comparison.ratio))\(failures > 0 ? "  [\(failures) failed flows, last: \(lastFailure ?? "")]" : "")"
        )
        return [
            ResultRow(
                figure: "3 snapshot alert flows/s (Testing)", value: "\(Format.rate(testingRate))/s",
                baseline: "\(Format.rate(1 / testing.baseline.median))/s bare", ratio: Format.ratio(testing.ratio),
                target: "≥ 1,000/s", isMet: testingRate >= 1000 && testingFailures == 0),
            ResultRow(
                figure: "3 snapshot alert flows/s (core)", value: "\(Format.rate(rate))/s",
                baseline: "\(Format.rate(1 / comparison.baseline.median))/s bare",
                ratio: Format.ratio(comparison.ratio),
                target: "≥ 1,000/s", isMet: rate >= 1000 && failures == 0),
        ]
    }
}
