import Foundation

/// Instructions and heap allocations per dispatch, counted by valgrind: this executable is launched in
/// `--dispatch-only` mode under `callgrind` (instructions executed) and `dhat` (heap blocks and bytes allocated),
/// each with two dispatch counts; the difference, divided by the difference in dispatches, is the cost of one
/// dispatch with the process's start-up, set-up and warm-up subtracted. Counts are the same on a busy machine,
/// so these are the stable figures; valgrind is optional and its absence is reported, not an error.
enum InstructionCount {
    /// The dispatch counts of the two runs: multiples of the pop interval, so both runs pop alike.
    static let counts = (small: 1_024, large: 5_120)

    /// What one dispatch costs along a path.
    struct Cost {
        /// Instructions executed (callgrind's `Ir`).
        var instructions: Double?
        /// Heap blocks allocated (DHAT's total blocks: every malloc, calloc, realloc and aligned allocation).
        var allocations: Double?
        /// Heap bytes allocated (DHAT's total bytes).
        var bytes: Double?
        /// Why a figure is missing, if one is.
        var problem: String?
    }

    /// The path of `valgrind` on `PATH`, or `nil` when it is not installed.
    static let valgrind: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/valgrind"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    /// This executable.
    static var executable: String {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return resolved
        }
        return Bundle.main.executablePath ?? ProcessInfo.processInfo.arguments[0]
    }

    /// Counts `path` under callgrind and DHAT.
    static func measure(_ path: DispatchOnly.Path) -> Cost {
        guard let valgrind else { return Cost(problem: "valgrind is not installed") }
        var cost = Cost()
        let dispatches = Double(counts.large - counts.small)
        var problems: [String] = []

        let small = callgrind(valgrind, path, count: counts.small)
        let large = callgrind(valgrind, path, count: counts.large)
        switch (small, large) {
        case (.success(let small), .success(let large)):
            cost.instructions = Double(large - small) / dispatches
        case (.failure(let problem), _), (_, .failure(let problem)):
            problems.append("callgrind: \(problem.reason)")
        }

        let smallHeap = dhat(valgrind, path, count: counts.small)
        let largeHeap = dhat(valgrind, path, count: counts.large)
        switch (smallHeap, largeHeap) {
        case (.success(let small), .success(let large)):
            cost.allocations = Double(large.blocks - small.blocks) / dispatches
            cost.bytes = Double(large.bytes - small.bytes) / dispatches
        case (.failure(let problem), _), (_, .failure(let problem)):
            problems.append("dhat: \(problem.reason)")
        }
        cost.problem = problems.isEmpty ? nil : problems.joined(separator: "; ")
        return cost
    }

    struct Problem: Error {
        var reason: String
    }

    /// Instructions executed by a whole `--dispatch-only` run.
    static func callgrind(_ valgrind: String, _ path: DispatchOnly.Path, count: Int) -> Result<Int, Problem> {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "scenepivot-callgrind-\(ProcessInfo.processInfo.processIdentifier)-\(path)-\(count)"
            )
            .path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let run = launch(valgrind, ["--tool=callgrind", "--callgrind-out-file=\(output)"], path, count: count)
        guard run.status == 0 else {
            return .failure(Problem(reason: "exit \(run.status): \(lastLine(of: run.output))"))
        }
        guard let total = totalInstructions(inCallgrindOutput: output) else {
            return .failure(Problem(reason: "no instruction total in its output"))
        }
        return .success(total)
    }

    /// The instructions a callgrind output file counted in all.
    static func totalInstructions(inCallgrindOutput path: String) -> Int? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("totals:") || $0.hasPrefix("summary:") })
        else { return nil }
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }

    /// Heap blocks and bytes allocated by a whole `--dispatch-only` run.
    static func dhat(_ valgrind: String, _ path: DispatchOnly.Path, count: Int) -> Result<
        (blocks: Int, bytes: Int), Problem
    > {
        let run = launch(valgrind, ["--tool=dhat", "--dhat-out-file=/dev/null"], path, count: count)
        guard run.status == 0 else {
            return .failure(Problem(reason: "exit \(run.status): \(lastLine(of: run.output))"))
        }
        // "==123== Total:     81,329 bytes in 61 blocks"
        guard let line = run.output.split(separator: "\n").first(where: { $0.contains("Total:") }) else {
            return .failure(Problem(reason: "no heap total in its output"))
        }
        let numbers = line.split(separator: " ").compactMap { Int($0.replacingOccurrences(of: ",", with: "")) }
        guard numbers.count >= 2 else { return .failure(Problem(reason: "unreadable heap total: \(line)")) }
        return .success((blocks: numbers[numbers.count - 1], bytes: numbers[numbers.count - 2]))
    }

    /// Runs this executable in `--dispatch-only` mode under `valgrind` with `options`; returns its exit status and
    /// what it wrote to standard error (valgrind's report). Hashing is made deterministic so counts repeat.
    static func launch(_ valgrind: String, _ options: [String], _ path: DispatchOnly.Path, count: Int)
        -> (status: Int32, output: String)
    {
        let run = launch(valgrind, options, mode: ["--dispatch-only", path.rawValue, "--count", "\(count)"])
        return (run.status, run.output)
    }

    /// Runs this executable with `mode`'s arguments under `valgrind` with `options`; returns its exit status, what it
    /// wrote to standard error (valgrind's report) and to standard output (the mode's own last line). Launching a
    /// process needs macOS or Linux: on iOS (which builds this target when Xcode builds the package's scheme for a
    /// simulator) it fails with a message instead.
    static func launch(_ valgrind: String, _ options: [String], mode: [String])
        -> (status: Int32, output: String, standardOutput: String)
    {
        #if os(macOS) || os(Linux)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: valgrind)
        process.arguments = options + [executable] + mode
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        process.environment = environment
        let errors = Pipe()
        let output = Pipe()
        process.standardError = errors
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            return (-1, "\(error)", "")
        }
        // Both pipes are small; standard error is read first, then what remains of standard output.
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let standardOutput = String(decoding: outputData, as: UTF8.self)
        return (
            process.terminationStatus, String(decoding: errorData, as: UTF8.self),
            standardOutput.split(separator: "\n").last.map(String.init) ?? ""
        )
        #else
        return (-1, "launching a process needs macOS or Linux", "")
        #endif
    }

    private static func lastLine(of text: String) -> String {
        text.split(separator: "\n").last.map(String.init) ?? ""
    }
}
