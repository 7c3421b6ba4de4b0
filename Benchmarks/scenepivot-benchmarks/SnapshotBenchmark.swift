import Foundation
import ScenePivot
import ScenePivotTesting

/// Figure 6: snapshots of long transcripts.
///
/// (1) What `expectSnapshot(of: transcript)` does for a matching snapshot — render the transcript's text, read
/// its reference file, compare — per transcript line, for 2,000 and 1,000 alert steps against 10 steps; the
/// `curve transcript size` line is the 1,000-step figure over the 10-step one. (2) The unified diff of a
/// 10,000-line transcript with one changed line, and the resident memory it needs at its peak.
@MainActor
enum SnapshotBenchmark {
    /// A flow recorded in a transcript, with the stage and pivot it ran on.
    struct RecordedFlow {
        let stage: HeadlessStage
        let pivot: ScenePivot
        let transcript: FlowTranscript
        let steps: Int
        let lineCount: Int
    }

    /// `steps` alerts, each shown, answered by the user's tap and dismissed: about 10 transcript lines a step.
    static func flow(steps: Int) -> RecordedFlow {
        let stage = HeadlessStage(root: HeadlessScreen("Albums"))
        let pivot = ScenePivot(stage: stage)
        let transcript = FlowTranscript(of: pivot, on: stage)
        let user = transcript.user
        for step in 1...steps {
            pivot.switchScene(with: AlertRequest(title: "Step \(step)", actions: [AlertAction("OK")]))
            user.waitForAnimations()
            user.tap("OK")
            user.waitForAnimations()
        }
        transcript.stopFollowing()
        return RecordedFlow(
            stage: stage, pivot: pivot, transcript: transcript, steps: steps, lineCount: transcript.lines.count)
    }

    /// A reference file in `directory` holding `flow`'s transcript, recorded as `expectSnapshot` records it.
    static func recordReference(of flow: RecordedFlow, in directory: URL) -> SnapshotReference {
        let reference = SnapshotReference(
            filePath: directory.appendingPathComponent("SnapshotBenchmark.swift").path, directory: directory.path,
            testName: "steps\(flow.steps)()", name: "transcript", counter: .shared)
        _ = SnapshotCheck(text: flow.transcript.snapshotDescription, reference: reference, mode: .missing).run()
        return reference
    }

    /// Seconds per transcript line of checking `flow`'s matching snapshot about `lines / lineCount` times.
    static func secondsPerLine(
        checking flow: RecordedFlow, against reference: SnapshotReference, lines: Int, failures: inout Int
    ) -> Double {
        let checks = max(1, lines / flow.lineCount)
        return Timing.time {
            for _ in 0..<checks {
                let check = SnapshotCheck(
                    text: flow.transcript.snapshotDescription, reference: reference, mode: .never)
                if check.run() != nil { failures += 1 }
            }
        } / Double(checks * flow.lineCount)
    }

    /// The first `lines` lines of a long transcript, and the same text with every `interval`-th line changed,
    /// starting in the middle when only one line changes.
    static func diffTexts(lines: Int, changingEvery interval: Int) -> (reference: String, actual: String) {
        let long = flow(steps: lines / 8 + 1).transcript.lines.prefix(lines)
        let first = interval >= lines ? lines / 2 : interval - 1
        let changed = long.enumerated().map { index, line in
            index >= first && (index - first).isMultiple(of: interval) ? line + " (changed)" : line
        }
        return (long.joined(separator: "\n") + "\n", changed.joined(separator: "\n") + "\n")
    }

    /// How far diffing `reference` into `actual` raises resident memory above what was resident before, and
    /// whether that is exact: with the kernel's peak reset first, it is the diff's own peak; without, only an
    /// upper bound, as loose as the process's earlier peak is high.
    static func diffPeakGrowth(from reference: String, to actual: String) -> (bytes: Int, isExact: Bool) {
        let isExact = Memory.resetPeak()
        let before = Memory.residentBytes()
        let diff = LineDiff(from: reference, to: actual).unified
        let growth = Memory.peakResidentBytes() - before
        return (diff.isEmpty ? -1 : max(0, growth), isExact)
    }

    static func run(_ settings: Settings) -> [ResultRow] {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("scenepivot-benchmarks-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let short = flow(steps: 10)
        let medium = flow(steps: 1_000)
        let long = flow(steps: 2_000)
        let shortReference = recordReference(of: short, in: directory)
        let mediumReference = recordReference(of: medium, in: directory)
        let longReference = recordReference(of: long, in: directory)
        var failures = 0
        let lines = settings.checkedLines
        func compare(_ flow: RecordedFlow, _ reference: SnapshotReference) -> Comparison {
            Timing.compare(
                warmup: settings.warmup, repetitions: settings.repetitions,
                subject: { secondsPerLine(checking: flow, against: reference, lines: lines, failures: &failures) },
                baseline: {
                    secondsPerLine(checking: short, against: shortReference, lines: lines, failures: &failures)
                })
        }
        let longCheck = compare(long, longReference)
        let curve = compare(medium, mediumReference)

        let (reference, actual) = diffTexts(lines: 10_000, changingEvery: 10_000)
        let memory = diffPeakGrowth(from: reference, to: actual)
        let (spreadReference, spreadActual) = diffTexts(lines: 10_000, changingEvery: 100)
        var wrongDiffs = 0
        func diffSeconds(_ reference: String, _ actual: String, changes: Int) -> Stats {
            for _ in 0..<settings.warmup { _ = LineDiff(from: reference, to: actual).unified }
            return Stats(
                (0..<settings.repetitions).map { _ in
                    var diff = ""
                    let seconds = Timing.time { diff = LineDiff(from: reference, to: actual).unified }
                    if diff.split(separator: "\n").filter({ $0.hasPrefix("+") }).count != changes + 1 {
                        wrongDiffs += 1
                    }
                    return seconds
                })
        }
        let oneChange = diffSeconds(reference, actual, changes: 1)
        let spreadChanges = diffSeconds(spreadReference, spreadActual, changes: 100)

        func perLine(_ stats: Stats) -> String { Format.duration(stats.median) + "/line" }
        print(
            "6. snapshot of a matching transcript checked as expectSnapshot(of:) does (render, read reference, compare; no diff) — ~\(lines) lines per repetition"
        )
        print(
            "   \(short.steps) steps (\(short.lineCount) lines): \(Format.spread(longCheck.baseline, Format.duration)) per line"
        )
        print(
            "   \(medium.steps) steps (\(medium.lineCount) lines): \(Format.spread(curve.subject, Format.duration)) per line; vs \(short.steps) steps \(Format.ratio(curve.ratio))"
        )
        print(
            "   \(long.steps) steps (\(long.lineCount) lines): \(Format.spread(longCheck.subject, Format.duration)) per line (\(Format.duration(longCheck.subject.median * Double(long.lineCount))) per check); vs \(short.steps) steps \(Format.ratio(longCheck.ratio))\(failures > 0 ? "  [\(failures) checks did not match]" : "")"
        )
        print("curve transcript size: \(Format.ratio(curve.ratio))")
        print(
            "   diff of a 10,000-line transcript, 1 changed line: \(Format.spread(oneChange, Format.duration)); 100 changed lines, one every 100: \(Format.spread(spreadChanges, Format.duration))\(wrongDiffs > 0 ? "  [\(wrongDiffs) diffs with the wrong number of changes]" : "")"
        )
        print(
            "   peak resident growth while diffing the 1-change text: \(memory.isExact ? "" : "≤ ")\(Format.bytes(memory.bytes)) (\(memory.isExact ? "the kernel's high-water mark, reset just before" : "upper bound: the process's lifetime peak could not be reset"))"
        )
        return [
            ResultRow(
                figure: "6 matching check, \(long.steps) steps", value: perLine(longCheck.subject),
                baseline: perLine(longCheck.baseline) + " (\(short.steps) steps)", ratio: Format.ratio(longCheck.ratio),
                target: "≤ 1.5×", isMet: longCheck.ratio <= 1.5 && failures == 0),
            ResultRow(
                figure: "6 matching check, \(medium.steps) steps (curve)", value: perLine(curve.subject),
                baseline: perLine(curve.baseline) + " (\(short.steps) steps)", ratio: Format.ratio(curve.ratio),
                target: "≤ 1.5×", isMet: curve.ratio <= 1.5 && failures == 0),
            ResultRow(
                figure: "6 diff, 10,000 lines, 1 changed", value: Format.duration(oneChange.median), baseline: "—",
                ratio: "—", target: "well under 1 s (≤ 100 ms)", isMet: oneChange.median <= 0.1 && wrongDiffs == 0),
            ResultRow(
                figure: "6 diff peak memory, 10,000 lines",
                value: (memory.isExact ? "" : "≤ ") + Format.bytes(memory.bytes),
                baseline: "—", ratio: "—", target: "≤ 16 MiB (linear)",
                isMet: memory.bytes >= 0 && memory.bytes <= 16 << 20),
        ]
    }
}
