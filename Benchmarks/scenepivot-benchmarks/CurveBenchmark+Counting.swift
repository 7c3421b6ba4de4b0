import Foundation
import ScenePivot

extension CurveBenchmark {
    /// Keeps freed heap memory mapped for the rest of the run (glibc: no trimming, a generous top pad), so that a
    /// curve whose set-up frees and refills much memory does not time page faults. Figure 8 runs last, so no other
    /// figure is affected. Returns whether it could.
    static func keepHeapMapped() -> Bool {
        #if os(Linux)
        // `mallopt` is not in the Glibc module; glibc's malloc.h numbers its options.
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        // A null handle is RTLD_DEFAULT: the symbol is looked up in every loaded library.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
        let trimThreshold: Int32 = -1
        let topPad: Int32 = -2
        return mallopt(trimThreshold, 1 << 30) == 1 && mallopt(topPad, 64 << 20) == 1
        #else
        return false
        #endif
    }

    /// Whether this process is a `--curve-count` run, whose timed parts run inside ``countedOperations(_:)``.
    static var isCounting = false

    /// Runs `body`: callgrind counts what runs in here, and nothing else, in a `--curve-count` run.
    @inline(never)
    static func countedOperations(_ body: () -> Void) {
        body()
    }

    /// Seconds taken by `body`, one of a curve's timed parts; counted in a `--curve-count` run.
    static func timed(_ body: () -> Void) -> Double {
        isCounting ? Timing.time { countedOperations(body) } : Timing.time(body)
    }

    /// Instructions per operation of `spec` at both sizes, counted by callgrind in two `--curve-count` runs.
    static func count(_ spec: Spec) -> (small: Double, large: Double)? {
        guard let valgrind = InstructionCount.valgrind,
            let small = countedInstructions(valgrind, spec.key, size: spec.small),
            let large = countedInstructions(valgrind, spec.key, size: spec.large)
        else { return nil }
        return (small, large)
    }

    static func countedInstructions(_ valgrind: String, _ key: String, size: Int) -> Double? {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("scenepivot-curve-\(ProcessInfo.processInfo.processIdentifier)-\(key)-\(size)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let run = InstructionCount.launch(
            valgrind,
            [
                "--tool=callgrind", "--callgrind-out-file=\(output)", "--collect-atstart=no",
                "--toggle-collect=*countedOperations*",
            ],
            mode: ["--curve-count", key, "--size", "\(size)"])
        guard run.status == 0,
            let operations = run.standardOutput.split(separator: " ").last.flatMap({ Int($0) }), operations > 0,
            let total = InstructionCount.totalInstructions(inCallgrindOutput: output)
        else { return nil }
        return Double(total) / Double(operations)
    }

    /// Handles `--curve-count KEY --size N`: runs curve `KEY` once as a warm-up, then once at size `N` counted,
    /// prints `operations <count>` and exits.
    static func runCountIfAsked(_ arguments: ArraySlice<String>) {
        guard let index = arguments.firstIndex(of: "--curve-count"), arguments.index(after: index) < arguments.endIndex
        else { return }
        let key = arguments[arguments.index(after: index)]
        guard let sizeIndex = arguments.firstIndex(of: "--size"),
            arguments.index(after: sizeIndex) < arguments.endIndex,
            let size = Int(arguments[arguments.index(after: sizeIndex)]),
            let spec = specs(Settings(isQuick: true, measuresBuildTime: false), counting: true).first(where: {
                $0.key == key
            })
        else {
            FileHandle.standardError.write(Data("--curve-count needs a curve and --size\n".utf8))
            exit(2)
        }
        _ = spec.measure(spec.warmsUpSmall ? spec.small : size)  // first uses (routes, metadata, caches) uncounted
        isCounting = true
        let result = spec.measure(size)
        print("operations \(result.operations)")
        exit(spec.errors() == 0 ? 0 : 1)
    }
}
