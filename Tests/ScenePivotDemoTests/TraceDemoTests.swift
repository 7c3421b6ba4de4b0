import Foundation
import Testing

@testable import scenepivot_demo

@Suite("The demo writes the scripted run's navigation trace and replays a trace file")
@MainActor
struct TraceDemoTests {
    /// Runs `body` with the demo's output and errors captured; returns its status and what it wrote.
    private func capture(_ body: () -> Int32) -> (status: Int32, output: String, errors: String) {
        var output = ""
        var errors = ""
        let previous = (Console.output, Console.errorOutput)
        Console.output = { output += $0 }
        Console.errorOutput = { errors += $0 }
        defer { (Console.output, Console.errorOutput) = previous }
        let status = body()
        return (status, output, errors)
    }

    private func temporaryFile(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("scenepivot-\(UUID().uuidString)-\(name)").path
    }

    @Test func theScriptedRunsTraceReplaysToTheSameFinalHierarchy() throws {
        let path = temporaryFile("trace.json")
        defer { try? FileManager.default.removeItem(atPath: path) }

        let recorded = capture { ScriptedRun.run(recordingTraceTo: path) }
        #expect(recorded.status == 0)
        #expect(recorded.output.contains("Trace of 8 steps written to \(path)."))
        let replayed = capture { TraceDemo.replay(path: path) }

        #expect(replayed.status == 0, "\(replayed.errors)")
        #expect(replayed.errors.isEmpty)
        #expect(replayed.output.contains("Replay OK: 8 steps replayed."))
        let recordedFinal = try #require(recorded.output.components(separatedBy: "Final hierarchy:\n").last)
        let replayedFinal = try #require(replayed.output.components(separatedBy: "Final hierarchy:\n").last)
        #expect(recordedFinal.prefix { $0 != "\n" } == replayedFinal.prefix { $0 != "\n" })
        #expect(
            recordedFinal.components(separatedBy: "\nScripted").first
                == replayedFinal.components(separatedBy: "\nReplay").first)
    }

    @Test(arguments: ["truncated", "corrupted", "empty", "not a trace"])
    func aBrokenTraceFileIsAClearErrorAndAFailingStatus(damage: String) throws {
        let path = temporaryFile("trace.json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(capture { ScriptedRun.run(recordingTraceTo: path) }.status == 0)
        let whole = try #require(FileManager.default.contents(atPath: path))
        let broken: Data =
            switch damage {
            case "truncated": whole.prefix(whole.count * 2 / 3)
            case "corrupted": Data(whole.map { $0 == UInt8(ascii: "{") ? UInt8(ascii: "[") : $0 })
            case "empty": Data()
            default: Data("{\"albums\":[]}".utf8)
            }

        let replayed = capture { TraceDemo.replay(broken, from: path) }

        #expect(replayed.status == 1)
        #expect(
            replayed.errors.hasPrefix("scenepivot-demo: cannot replay \(path): The data is not a navigation trace: "))
        #expect(replayed.errors.filter { $0 == "\n" }.count == 1, "one line: \(replayed.errors)")
        #expect(!replayed.output.contains("Replay OK"))
    }

    @Test func aMissingFileIsAClearErrorAndAFailingStatus() {
        let path = temporaryFile("missing.json")
        let replayed = capture { TraceDemo.replay(path: path) }

        #expect(replayed.status == 1)
        #expect(replayed.errors == "scenepivot-demo: cannot read \(path)\n")
    }

    @Test func aTraceOfAnotherAppStopsAtTheStepItCannotFollow() {
        let trace = Data(
            #"{"version":1,"capacity":5,"droppedSteps":0,"steps":[{"request":{"number":1,"description":"LoginRequest()"}}]}"#
                .utf8)
        let replayed = capture { TraceDemo.replay(trace, from: "login.json") }

        #expect(replayed.status == 1)
        #expect(replayed.errors.contains("the replay of login.json stopped: Step 1 (request LoginRequest())"))
        #expect(replayed.output.contains("Final hierarchy:"))
    }
}
