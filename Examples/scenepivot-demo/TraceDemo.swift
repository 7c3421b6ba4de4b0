import ExampleStandIns
import Foundation
import PhotoAlbumsFlow
import ScenePivot
import ScenePivotHeadless

/// The photo-albums flow's navigation traces: the scripted run's trace written to a file, and a file's trace
/// replayed on a fresh headless stage, step by step.
@MainActor
enum TraceDemo {
    /// Writes `trace` as JSON to `path`; returns the error to print when it cannot.
    static func write(_ trace: NavigationTrace, to path: String) -> String? {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try encoder.encode(trace).write(to: URL(fileURLWithPath: path))
            return nil
        } catch {
            return "cannot write the trace to \(path): \(error.localizedDescription)"
        }
    }

    /// Replays the trace in the file at `path` on a fresh stage, printing each step and the final hierarchy;
    /// returns the exit status: 0 when every step was replayed, 1 when the file cannot be read or replayed.
    static func replay(path: String) -> Int32 {
        guard let data = FileManager.default.contents(atPath: path) else {
            return fail("cannot read \(path)")
        }
        return replay(data, from: path)
    }

    /// Replays the trace `data` holds (read from `path`); the exit status, as ``replay(path:)``.
    static func replay(_ data: Data, from path: String) -> Int32 {
        let trace: NavigationTrace
        do {
            trace = try NavigationTrace(json: data)
        } catch {
            return fail("cannot replay \(path): \(error)")
        }
        let replay = TraceReplay(trace, on: HeadlessStage(root: HeadlessScreen("Albums")))
        var events: [PivotEvent] = []
        let observation = replay.pivot.observe { events.append($0) }
        defer { observation.cancel() }
        var printer = StepPrinter()
        var pending: NavigationTrace.Step?
        let printPending = {
            guard let step = pending else { return }
            replay.stage.finishAnimations()
            let happenings = events.map { "pivot: \($0)" }
            events = []
            printer.printStep("Replay: \(step.summary).", happenings: happenings, on: replay.stage, state: [])
        }
        Console.write(
            "ScenePivot demo: replaying \(trace.steps.count) steps of \(path) on a fresh headless stage"
                + (trace.droppedSteps > 0 ? " (the ring dropped \(trace.droppedSteps) before them)" : "") + ".\n")
        do {
            try replay.registerPhotoAlbumsFlow { album in AlbumScreen(album: album) }
            try replay.run(willReplay: { step in
                printPending()
                pending = step
            })
        } catch {
            printPending()
            printer.printFinalHierarchy(of: replay.stage)
            return fail("the replay of \(path) stopped: \(error)")
        }
        printPending()
        printer.printFinalHierarchy(of: replay.stage)
        Console.write("Replay OK: \(trace.steps.count) steps replayed.\n")
        return 0
    }

    /// Writes `message` to standard error; returns the failing exit status.
    private static func fail(_ message: String) -> Int32 {
        Console.writeError("scenepivot-demo: \(message)\n")
        return 1
    }
}
