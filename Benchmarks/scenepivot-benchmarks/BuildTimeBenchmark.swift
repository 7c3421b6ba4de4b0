import Foundation

/// Figure 5 (`--build-time` only): a clean debug build and a full test run of the package, in a temporary copy of
/// the working tree with its own scratch path.
enum BuildTimeBenchmark {
    static let targetSeconds = 90.0

    static func run(packagePath: String) -> [ResultRow] {
        let temporary = FileManager.default.temporaryDirectory
            .appendingPathComponent("scenepivot-build-time-\(ProcessInfo.processInfo.processIdentifier)").path
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        let copy = """
            mkdir -p '\(temporary)/repo' && cd '\(packagePath)' && \
            git ls-files -co --exclude-standard -z | tar --null -T - -cf - | tar -xf - -C '\(temporary)/repo'
            """
        guard shell(copy).status == 0 else {
            print("5. build time: could not copy the working tree of \(packagePath)")
            return [
                ResultRow(
                    figure: "5 clean build + tests", value: "n/a", baseline: "—", ratio: "—", target: "≤ 90 s",
                    isMet: nil)
            ]
        }
        let scratch = "\(temporary)/scratch"
        let build = shell("cd '\(temporary)/repo' && swift build --scratch-path '\(scratch)' 2>&1")
        let test = shell("cd '\(temporary)/repo' && swift test --scratch-path '\(scratch)' 2>&1")
        let total = build.seconds + test.seconds
        let testSummary = test.output.split(separator: "\n").filter {
            $0.contains("Test run with") || $0.contains("Executed") || $0.contains("error:")
        }.suffix(4).joined(separator: "\n     ")
        print("5. clean debug build + full test run in a copy of the working tree (own scratch path)")
        print(
            "   swift build: \(String(format: "%.1f s", build.seconds)) (exit \(build.status)); swift test: \(String(format: "%.1f s", test.seconds)) (exit \(test.status)); total \(String(format: "%.1f s", total))"
        )
        if !testSummary.isEmpty { print("     \(testSummary)") }
        return [
            ResultRow(
                figure: "5 clean debug build + tests", value: String(format: "%.1f s", total),
                baseline: String(format: "%.0f s target", targetSeconds), ratio: Format.ratio(total / targetSeconds),
                target: "≤ 90 s", isMet: total <= targetSeconds && build.status == 0 && test.status == 0)
        ]
    }

    /// Runs `command` with `/bin/sh`. Launching a process needs macOS or Linux: on iOS (which builds this target
    /// when Xcode builds the package's scheme for a simulator) it fails with a message instead.
    static func shell(_ command: String) -> (status: Int32, seconds: Double, output: String) {
        #if os(macOS) || os(Linux)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        var output = Data()
        let start = Timing.now()
        do {
            try process.run()
        } catch {
            return (-1, 0, "\(error)")
        }
        output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let seconds = Timing.seconds(since: start)
        return (process.terminationStatus, seconds, String(decoding: output, as: UTF8.self))
        #else
        return (-1, 0, "launching a process needs macOS or Linux")
        #endif
    }
}
